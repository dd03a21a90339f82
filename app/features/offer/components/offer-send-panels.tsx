import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { formatWhen } from '~/desk-kit/components/desk-format'
import { DeskPanel, FormMessage } from '~/desk-kit/components/desk-ui'
import { formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { CheckboxField, SubmitButton, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { offerConfirmCopy } from '../content/offer-confirm-copy'
import { offerCopy } from '../content/offer-copy'
import { offerDeskCopy } from '../content/offer-desk-copy'
import { offerDeleteSchema, offerErrorCode, offerSendSchema } from '../domain/offer-form'

/**
 * Sending an offer in two steps (docs/decisions/108-offer-send-confirmation.md): "Review before
 * sending" opens the confirmation (a plain link, `?step=confirm`), which shows the recipient, the
 * language, each option's total and the validity, and only its form can send (it carries the draft's
 * fingerprint; the server refuses a send without it). A draft never sent is deleted, not withdrawn.
 */

export interface SendConfirmation {
  to: string
  clientName: string
  language: 'fr' | 'en'
  options: Array<{ number: number; aircraft: string; totalEur: number }>
  expiresAt: string
  /** The draft's fingerprint (draftDigest), posted back as `reviewed`. */
  reviewed: string
}

function usePending(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formAction?.includes(`intent=${intent}`) === true
}

export function SendPanel({
  versions,
  confirmation,
  incomplete,
  message,
  lastResult,
}: {
  versions: number
  /** Present on the confirmation step. */
  confirmation: SendConfirmation | null
  /** On the confirmation step, the draft cannot make a document yet. */
  incomplete: boolean
  message: { tone: 'ok' | 'error'; text: string; details?: string[] } | null
  lastResult?: SubmissionResult<string[]> | null
}) {
  const t = useCopy(offerDeskCopy).send
  const c = useCopy(offerConfirmCopy)
  const { lang } = useLanguage()
  const pending = usePending('send')
  const [form, fields] = useSchemaForm(offerSendSchema, { id: 'offer-send', lastResult })
  if (!confirmation)
    return (
      <DeskPanel title={t.title} id="offer-send-title">
        <p className="text-sm text-parchment">{versions === 0 ? t.first : t.again}</p>
        <p className="mt-2 text-sm text-mist">{c.reviewIntro}</p>
        {incomplete ? <FormMessage tone="error">{c.incomplete}</FormMessage> : null}
        <Link
          to="?step=confirm#offer-send-title"
          className="btn btn-gold mt-4 inline-flex min-h-11 px-6 no-underline"
          data-testid="offer-review"
        >
          {c.review}
        </Link>
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <SendRefusal details={message?.details} />
      </DeskPanel>
    )
  const money = (amount: number) => formatEuros(lang, amount)
  return (
    <DeskPanel title={c.title} id="offer-send-title">
      <div data-testid="offer-send-confirmation">
        <p className="text-sm text-parchment">{c.intro}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-mist">{c.to}</dt>
          <dd className="break-all text-ivory" data-testid="offer-confirm-to">
            {confirmation.to}
          </dd>
          <dt className="text-mist">{c.client}</dt>
          <dd className="text-ivory">{confirmation.clientName}</dd>
          <dt className="text-mist">{c.language}</dt>
          <dd className="text-ivory">{c.languages[confirmation.language]}</dd>
          {confirmation.options.map((option) => (
            <div key={option.number} className="contents">
              <dt className="text-mist">{c.option(option.number, option.aircraft)}</dt>
              <dd className="font-display text-xl text-gold-light" data-testid="offer-confirm-total">
                {money(option.totalEur)}
              </dd>
            </div>
          ))}
          <dt className="text-mist">{c.validUntil}</dt>
          <dd className="text-ivory">{formatWhen(lang, confirmation.expiresAt)}</dd>
        </dl>
        <Form
          method="post"
          action="?intent=send"
          {...getFormProps(form)}
          className="mt-5 flex flex-wrap items-center gap-4"
        >
          <input type="hidden" name={fields.versions.name} value={String(versions)} />
          <input type="hidden" name={fields.reviewed.name} value={confirmation.reviewed} />
          <SubmitButton
            pending={pending}
            label={c.confirm(versions + 1)}
            pendingLabel={t.pending}
            className="min-h-11 px-6"
          />
          <Link to="." className="text-sm text-gold underline hover:text-gold-light">
            {c.cancel}
          </Link>
        </Form>
        {message && !pending ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        {!pending ? <SendRefusal details={message?.details} /> : null}
      </div>
    </DeskPanel>
  )
}

/** Deleting a draft never sent (a sent offer has the withdrawal instead). */
export function DeleteDraftPanel({
  message,
  lastResult,
}: {
  message: string | null
  lastResult?: SubmissionResult<string[]> | null
}) {
  const c = useCopy(offerConfirmCopy)
  const { lang } = useLanguage()
  const pending = usePending('delete')
  const [form, fields] = useSchemaForm(offerDeleteSchema, { id: 'offer-delete', lastResult })
  const error = fields.confirm.errors?.[0]
    ? offerCopy[lang].accept.errors[offerErrorCode(fields.confirm.errors[0])]
    : undefined
  return (
    <DeskPanel title={c.deleteTitle} id="offer-delete-title">
      <p className="text-sm text-parchment">{c.deleteIntro}</p>
      <Form method="post" action="?intent=delete" {...getFormProps(form)} className="mt-4 space-y-4">
        <CheckboxField meta={fields.confirm as FieldMeta} error={error}>
          {c.deleteConfirm}
        </CheckboxField>
        <SubmitButton
          pending={pending}
          label={c.deleteButton}
          pendingLabel={c.deletePending}
          className="min-h-11 px-6"
        />
        {message && !pending ? <FormMessage tone="error">{message}</FormMessage> : null}
      </Form>
    </DeskPanel>
  )
}

/** Why a send was refused, one line per failed rule (an operator's expired insurance, say). */
function SendRefusal({ details }: { details: string[] | undefined }) {
  if (!details?.length) return null
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-danger" data-testid="offer-send-refused">
      {details.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
