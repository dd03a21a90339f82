import { getFormProps } from '@conform-to/react'
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { Link, type FetcherWithComponents } from 'react-router'
import { toast } from '~/ui/toast'
import { clubApplicationCopy } from '~/features/club/content/club-application'
import {
  CLUB_SECTORS,
  TRAVEL_FREQUENCIES,
  clubModalFormError,
  clubModalSchema,
  type ClubModalFormError,
} from '~/features/club/domain/club-modal'
import type { FormReply, FormResult } from '~/domain/forms/form-result'
import { useCopy, useLanguage } from '~/i18n/language-context'
import {
  CheckboxField,
  Honeypot,
  IdempotencyField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/ui/form-fields'
import { fieldPropsWithMessages } from '~/ui/use-conform-form'
import { fieldMessage } from '~/content/lead-messages'
import { codeOf } from '~/domain/forms/field-rules'
import { useSchemaForm } from '~/ui/use-schema-form'

/** The action's answer to a post of form B (see app/features/club/routes/club-herra-content.tsx). */
export type ClubModalResult = FormResult<ClubModalFormError>

/** Toasts shown while the modal is open go to a toaster inside it (the page behind is inert). */
export const DIALOG_TOASTER = 'club-application'

/**
 * Application form B itself (docs/product.md §8): five sections of uncontrolled fields, the clause that
 * enables the button, the inline message every faulty field points to. Checked in the browser with
 * the server's schema (Conform); the confidentiality clause missing is said first, by a toast in
 * the dialog.
 */
export function ClubApplicationForm({
  id,
  fetcher,
  formKey,
  firstFieldRef,
  lastResult,
  formRef,
}: {
  id: string
  fetcher: FetcherWithComponents<ClubModalResult>
  formKey: string
  firstFieldRef: Ref<HTMLInputElement>
  /** Conform's reply of the last answer (the fetcher's, or a plain form post's). */
  lastResult?: FormReply
  formRef: Ref<HTMLFormElement>
}) {
  const t = useCopy(clubApplicationCopy)
  const { lang } = useLanguage()
  const [confirmed, setConfirmed] = useState(false)
  const clauseRef = useRef<HTMLInputElement>(null)
  const messageId = `${id}-message`
  const pending = fetcher.state !== 'idle'
  const [form, fields, code] = useSchemaForm(clubModalSchema, {
    id: `${id}-form`,
    lastResult,
    formErrorOf: clubModalFormError,
  })
  const formProps = getFormProps(form)

  // The clause comes first (spec: its own toast), then Conform's check of the fields.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform's checks of a field (left, corrected) come as submits of its own button: let them through.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (confirmed || submitter?.name === '__intent__') return formProps.onSubmit(event)
    event.preventDefault()
    toast.error(t.messages.confidentiality, { toasterId: DIALOG_TOASTER })
    clauseRef.current?.focus()
  }

  const inlineMessage = code && code !== 'confidentiality' ? t.messages[code] : null
  // Each field says its own problem under it (as the request form does); the summary sits above the boxes.
  const field = fieldPropsWithMessages(
    fields,
    { look: 'line' as const, requiredText: t.requiredMark, formMessageId: messageId },
    (fieldCode) => fieldMessage(lang, codeOf(fieldCode)),
  )

  return (
    <fetcher.Form
      {...formProps}
      ref={formRef}
      method="post"
      action="/club-herra-content"
      onSubmit={onSubmit}
      onReset={() => setConfirmed(false)}
      className="relative mt-8 space-y-12"
      data-testid="club-modal-form"
    >
      <IdempotencyField value={formKey} />
      <Honeypot id={`${id}-trap`} label={t.honeypot} />

      <Section title={t.sections.identity}>
        <TextField {...field('fullName')} inputRef={firstFieldRef} label={t.labels.fullName} autoComplete="name" />
        <TextField {...field('nationality')} label={t.labels.nationality} />
        <TextField {...field('residence')} label={t.labels.residence} autoComplete="country-name" />
        <TextField {...field('email')} type="email" label={t.labels.email} autoComplete="email" />
        <TextField {...field('phone')} type="tel" label={t.labels.phone} autoComplete="tel" />
      </Section>

      <Section title={t.sections.background}>
        <TextField {...field('currentTitle')} label={t.labels.currentTitle} autoComplete="organization-title" />
        <TextField {...field('organization')} label={t.labels.organization} autoComplete="organization" />
        <SelectField
          {...field('sector')}
          label={t.labels.sector}
          emptyLabel={t.notSpecified}
          options={CLUB_SECTORS.map((value) => ({ value, label: t.sectors[value] }))}
        />
        <TextField {...field('networks')} label={t.labels.networks} hint={t.hints.networks} />
        <TextAreaField {...field('achievements')} className="sm:col-span-2" label={t.labels.achievements} rows={3} />
      </Section>

      <Section title={t.sections.application}>
        <TextAreaField {...field('motivation')} className="sm:col-span-2" label={t.labels.motivation} rows={3} />
        <TextAreaField {...field('contribution')} className="sm:col-span-2" label={t.labels.contribution} rows={3} />
        <TextAreaField {...field('expectations')} className="sm:col-span-2" label={t.labels.expectations} rows={3} />
      </Section>

      <Section title={t.sections.recommendation}>
        <TextField {...field('sponsor')} label={t.labels.sponsor} hint={t.hints.sponsor} />
        <TextField {...field('references')} label={t.labels.references} hint={t.hints.references} />
      </Section>

      <Section title={t.sections.lifestyle}>
        <SelectField
          {...field('travelFrequency')}
          label={t.labels.travelFrequency}
          emptyLabel={t.notSpecified}
          options={TRAVEL_FREQUENCIES.map((value) => ({ value, label: t.travelFrequencies[value] }))}
        />
        <TextField {...field('destinations')} label={t.labels.destinations} hint={t.hints.destinations} />
        <TextField
          {...field('interests')}
          className="sm:col-span-2"
          label={t.labels.interests}
          hint={t.hints.interests}
        />
      </Section>

      <div className="border-t border-line pt-8">
        {/* The form's summary above the clause; each field's own message is under it. */}
        <div
          id={messageId}
          aria-live="polite"
          aria-atomic="true"
          className="mb-6 min-h-6 text-sm"
          data-testid="club-modal-message"
        >
          {inlineMessage ? <p className="border-l-2 border-danger pl-4 text-danger">{inlineMessage}</p> : null}
        </div>

        <CheckboxField
          meta={fields.confidentiality}
          inputRef={clauseRef}
          required={false}
          checked={confirmed}
          onChange={setConfirmed}
        >
          {t.confidentialityBefore}
          <Link
            to="/privacy"
            target="_blank"
            className="text-gold-light underline decoration-gold/50 hover:decoration-gold-light"
          >
            {t.confidentialityLink}
          </Link>
          {t.confidentialityAfter}
        </CheckboxField>

        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          {/* Disabled until the clause is ticked: aria-disabled keeps it focusable and explains why. */}
          <SubmitButton
            pending={pending}
            label={t.submit}
            pendingLabel={t.pending}
            className="min-w-64 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={!confirmed}
            aria-describedby={confirmed ? undefined : `${id}-why`}
          />
          {confirmed ? null : (
            <p id={`${id}-why`} className="text-xs text-mist">
              {t.confidentialityHint}
            </p>
          )}
        </div>
      </div>
    </fetcher.Form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="font-display text-xl text-gold-light">{title}</legend>
      <div className="mt-6 grid gap-x-8 gap-y-7 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
