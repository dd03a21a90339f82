import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import {
  eraseSchema,
  exportSchema,
  lookupSchema,
  purgeSchema,
  type DeskFormError,
} from '~/features/desk/domain/desk-forms'
import type { FormResult } from '~/domain/forms/form-result'
import { useCopy } from '~/i18n/language-context'
import { CheckboxField, SubmitButton, TextField } from '~/ui/form-fields'
import { useFormAnswer } from '~/ui/use-form-answer'
import { useSchemaForm } from '~/ui/use-schema-form'
import { DeskFormEnd, DeskPanel, fieldErrorOf, FormMessage, RefusalMessage } from '~/desk-kit/components/desk-ui'

/** The privacy page's answer: the one `FormResult`, and what the look-up, erasure or purge found. */
export type PrivacyAnswer = FormResult<DeskFormError> & {
  email?: string
  found?: { requests: number; subscribed: boolean }
  erased?: number
  purged?: number
}

/**
 * The privacy page's forms (look-up, then export and erasure of what was found; the purge), each
 * a plain post checked in the browser by the server's own schema (`useSchemaForm`).
 */
export function PrivacyLookup() {
  const t = useCopy(deskCopy)
  const looked = useFormAnswer<PrivacyAnswer>('lookup')
  const erasing = useFormAnswer<PrivacyAnswer>('erase').answer
  const [form, fields] = useSchemaForm(lookupSchema, {
    id: 'privacy-lookup',
    lastResult: looked.answer?.reply,
    defaultValue: { intent: 'lookup' },
  })
  const erasedEmail = erasing?.status === 'invalid' ? erasing.values.email : undefined
  const person = looked.answer?.email ?? (typeof erasedEmail === 'string' ? erasedEmail : undefined)
  const found = looked.answer?.found
  return (
    <DeskPanel title={t.privacy.lookupButton} id="privacy-lookup-title">
      <Form {...getFormProps(form)} method="post">
        <div className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="lookup" />
          <TextField
            meta={fields.email}
            type="email"
            label={t.privacy.lookup}
            required={false}
            autoComplete="off"
            error={fieldErrorOf(t.errors, fields.email, 'email')}
            className="min-w-64 flex-1"
          />
          <SubmitButton
            pending={looked.pending}
            label={t.privacy.lookupButton}
            pendingLabel={t.signIn.pending}
            className="min-h-11 px-5"
          />
        </div>
        <RefusalMessage answer={looked.answer} copy={t.errors} />
      </Form>
      <div aria-live="polite">
        {erasing?.erased !== undefined ? <FormMessage tone="ok">{t.privacy.erased(erasing.erased)}</FormMessage> : null}
        {person && found ? (
          found.requests === 0 && !found.subscribed ? (
            <FormMessage tone="ok">{t.privacy.nothing}</FormMessage>
          ) : (
            <div className="mt-4">
              <p role="status" className="text-ivory" data-testid="privacy-found">
                {person} — {t.privacy.found(found.requests, found.subscribed)}
              </p>
              <ExportForm email={person} />
              <EraseForm email={person} />
            </div>
          )
        ) : null}
        {person && !found && erasing ? <EraseForm email={person} /> : null}
      </div>
    </DeskPanel>
  )
}

/** The JSON export: a download, so a document post (reloadDocument) to its own route. */
function ExportForm({ email }: { email: string }) {
  const t = useCopy(deskCopy)
  const [form] = useSchemaForm(exportSchema, { id: 'privacy-export', defaultValue: { email } })
  return (
    <Form {...getFormProps(form)} method="post" action="/desk/privacy/export" reloadDocument className="mt-3">
      <input type="hidden" name="email" value={email} />
      <button type="submit" className="btn btn-outline">
        {t.privacy.export}
      </button>
    </Form>
  )
}

function EraseForm({ email }: { email: string }) {
  const t = useCopy(deskCopy)
  const post = useFormAnswer<PrivacyAnswer>('erase')
  const { answer } = post
  const [form, fields] = useSchemaForm(eraseSchema, {
    id: 'privacy-erase',
    lastResult: answer?.reply,
    defaultValue: { intent: 'erase', email },
  })
  return (
    <Form {...getFormProps(form)} method="post" className="mt-4 border-t border-line/60 pt-4">
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={email} />
      <CheckboxField meta={fields.confirm} required={false} error={fieldErrorOf(t.errors, fields.confirm, 'confirm')}>
        {t.privacy.eraseConfirm}
      </CheckboxField>
      <DeskFormEnd post={post} label={t.privacy.erase} className="mt-4" />
    </Form>
  )
}

export function PrivacyPurge() {
  const t = useCopy(deskCopy)
  const post = useFormAnswer<PrivacyAnswer>('purge')
  const { answer } = post
  const [form] = useSchemaForm(purgeSchema, { id: 'privacy-purge-form', defaultValue: { intent: 'purge' } })
  return (
    <DeskPanel title={t.privacy.purgeTitle} id="privacy-purge">
      <p className="text-parchment">{t.privacy.purgeText}</p>
      <Form {...getFormProps(form)} method="post" className="mt-4">
        <input type="hidden" name="intent" value="purge" />
        <DeskFormEnd
          post={post}
          label={t.privacy.purgeButton}
          done={answer?.purged !== undefined ? t.privacy.purged(answer.purged) : undefined}
        />
      </Form>
    </DeskPanel>
  )
}
