import { getFormProps, getInputProps } from '@conform-to/react'
import { useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { clubCopy } from '~/features/club/content/club'
import {
  CLUB_INTERESTS,
  clubInlineFormError,
  clubInlineSchema,
  type ClubInlineFormError,
} from '~/features/club/domain/club-inline'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useOperatorConfig } from '~/lib/use-operator-config'
import {
  CheckboxField,
  Honeypot,
  IdempotencyField,
  SubmitButton,
  TextAreaField,
  TextField,
  WithEmail,
} from '~/ui/form-fields'
import { fieldPropsWithMessages } from '~/ui/use-conform-form'
import { fieldMessage } from '~/content/lead-messages'
import { codeOf } from '~/domain/forms/field-rules'
import { useSchemaForm } from '~/ui/use-schema-form'

/** The action's answer to a post of form A (see app/features/club/routes/herra-membership.tsx). */
export type ClubInlineResult = FormResult<ClubInlineFormError>

/**
 * Club application form A (docs/product.md §8): an uncontrolled form post that works without
 * JavaScript, checked at once in the browser with the server's own schema (Conform), the answer
 * after at least 1 s, the product's one message in the page's language (every faulty field points to
 * it), and a reset after success.
 */
export function ClubInlineForm({ formKey, result }: { formKey: string; result?: ClubInlineResult }) {
  const t = useCopy(clubCopy).inlineForm
  const { lang } = useLanguage()
  const site = useOperatorConfig()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post'
  const id = useId()
  const messageId = `${id}-message`
  const messageRef = useRef<HTMLDivElement>(null)
  const [form, fields, code] = useSchemaForm(clubInlineSchema, {
    id: `${id}-form`,
    lastResult: result?.reply,
    formErrorOf: clubInlineFormError,
  })

  // The server's success is announced from the message, which takes the focus.
  useEffect(() => {
    if (result?.status === 'success') messageRef.current?.focus()
  }, [result])

  const message =
    code !== undefined ? (
      t.messages[code]
    ) : result?.status === 'success' ? (
      t.success
    ) : result?.status === 'rate_limited' ? (
      t.limited
    ) : result?.status === 'unavailable' ? (
      <WithEmail text={t.failure} email={site.contactEmail} />
    ) : null
  const succeeded = code === undefined && result?.status === 'success'
  // Each field says its own problem under it (as the request form does); the summary sits above the boxes.
  const field = fieldPropsWithMessages(
    fields,
    { look: 'line' as const, requiredText: t.requiredMark, formMessageId: messageId },
    (fieldCode) => fieldMessage(lang, codeOf(fieldCode)),
  )

  return (
    <div className="relative">
      <h2 className="text-3xl md:text-4xl">{t.title}</h2>
      <p className="mt-3 max-w-xl text-mist">{t.intro}</p>
      <p className="mt-2 text-xs text-mist">{t.requiredNote}</p>

      <Form
        {...getFormProps(form)}
        key={formKey}
        method="post"
        className="relative mt-10 grid gap-x-8 gap-y-8 md:grid-cols-2"
        data-testid="club-inline-form"
      >
        <IdempotencyField value={formKey} />
        <Honeypot id={`${id}-trap`} label={t.honeypot} />
        <TextField {...field('firstName')} label={t.labels.firstName} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t.labels.lastName} autoComplete="family-name" />
        <TextField {...field('email')} type="email" label={t.labels.email} autoComplete="email" />
        <TextField {...field('phone')} type="tel" label={t.labels.phone} autoComplete="tel" hint={t.hints.phone} />
        <TextField {...field('company')} label={t.labels.company} autoComplete="organization" />
        <TextField {...field('country')} label={t.labels.country} autoComplete="country-name" />

        <fieldset className="md:col-span-2" aria-describedby={`${id}-interests-hint`}>
          <legend className="text-[0.7rem] font-medium uppercase tracking-[0.2em] text-mist">
            {t.labels.interests}
          </legend>
          <p id={`${id}-interests-hint`} className="mt-1 text-xs text-mist">
            {t.hints.interests}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {CLUB_INTERESTS.map((interest) => (
              <label
                key={interest}
                className="flex cursor-pointer items-center gap-2.5 border border-line px-4 py-2.5 text-sm text-parchment transition-colors hover:border-mist has-checked:border-gold has-checked:bg-gold/10 has-checked:text-ivory"
              >
                <input
                  {...getInputProps(fields.interests, { type: 'checkbox', value: interest, ariaAttributes: false })}
                  id={undefined}
                  className="size-3.5 cursor-pointer accent-gold"
                />
                {t.interests[interest]}
              </label>
            ))}
          </div>
        </fieldset>

        <TextAreaField
          {...field('message')}
          className="md:col-span-2"
          label={t.labels.message}
          hint={t.hints.message}
          rows={5}
        />

        {/* The form's summary above the boxes (under the fields it is about), each field's message under it. */}
        <div className="md:col-span-2">
          <div
            id={messageId}
            ref={messageRef}
            tabIndex={-1}
            aria-live="polite"
            aria-atomic="true"
            className="min-h-6 text-sm focus:outline-none"
            data-testid="club-inline-message"
          >
            {message ? (
              <p
                key={code ? `${code}-${form.status}` : (result?.at ?? 'none')}
                className={
                  succeeded
                    ? 'border-l-2 border-success pl-4 text-success'
                    : 'border-l-2 border-danger pl-4 text-danger'
                }
              >
                {message}
              </p>
            ) : null}
          </div>
        </div>

        <div className="space-y-4 md:col-span-2">
          <CheckboxField {...field('confidential')}>{t.confidential}</CheckboxField>
          <CheckboxField {...field('gdpr')}>
            {t.gdprBefore}
            <Link to="/privacy" className="text-gold-light underline decoration-gold/50 hover:decoration-gold-light">
              {t.gdprLink}
            </Link>
            {t.gdprAfter}
          </CheckboxField>
        </div>

        <div className="md:col-span-2">
          <div className="flex flex-wrap items-center gap-6">
            <SubmitButton pending={pending} label={t.submit} pendingLabel={t.pending} className="min-w-60" />
          </div>
        </div>
      </Form>
    </div>
  )
}
