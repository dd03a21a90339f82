import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { formatWhen } from '~/desk-kit/components/desk-format'
import { DeskPanel, FormMessage, StatusBadge } from '~/desk-kit/components/desk-ui'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { CheckboxField, SubmitButton, type FieldMeta } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { offerCopy } from '../content/offer-copy'
import { offerDeskCopy } from '../content/offer-desk-copy'
import { offerErrorCode, offerWithdrawSchema } from '../domain/offer-form'
import type { OfferState } from '../domain/offer-state'

/** The offer's desk panels beside the editor: withdraw, the versions sent, the acceptance (sending: offer-send-panels.tsx). */

export interface DeskVersion {
  version: number
  sentAt: string
  sentBy: string
  expiresAt: string
  firstViewedAt: string | null
  lastViewedAt: string | null
  state: Exclude<OfferState, 'draft'>
  contentSha256: string
}

function usePending(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formAction?.includes(`intent=${intent}`) === true
}

export function WithdrawPanel({
  message,
  lastResult,
}: {
  message: string | null
  lastResult?: SubmissionResult<string[]> | null
}) {
  const t = useCopy(offerDeskCopy).withdraw
  const { lang } = useLanguage()
  const pending = usePending('withdraw')
  const [form, fields] = useSchemaForm(offerWithdrawSchema, { id: 'offer-withdraw', lastResult })
  const error = fields.confirm.errors?.[0]
    ? offerCopy[lang].accept.errors[offerErrorCode(fields.confirm.errors[0])]
    : undefined
  return (
    <DeskPanel title={t.title} id="offer-withdraw-title">
      <p className="text-sm text-parchment">{t.intro}</p>
      <Form method="post" action="?intent=withdraw" {...getFormProps(form)} className="mt-4 space-y-4">
        <CheckboxField meta={fields.confirm as FieldMeta} error={error}>
          {t.confirm}
        </CheckboxField>
        <SubmitButton pending={pending} label={t.button} pendingLabel={t.pending} className="min-h-11 px-6" />
        {message && !pending ? <FormMessage tone="ok">{message}</FormMessage> : null}
      </Form>
    </DeskPanel>
  )
}

export function VersionsPanel({ versions }: { versions: DeskVersion[] }) {
  const t = useCopy(offerDeskCopy)
  const { lang } = useLanguage()
  return (
    <DeskPanel title={t.versions.title} id="offer-versions-title">
      {versions.length === 0 ? (
        <p className="text-sm text-mist">{t.versions.none}</p>
      ) : (
        <ol className="space-y-3 text-sm" data-testid="offer-versions">
          {versions.map((v) => (
            <li key={v.version} className="border-l-2 border-gold/60 pl-3">
              <p className="flex flex-wrap items-center gap-2 text-ivory">
                {t.versions.version} {v.version} <StatusBadge status={v.state} label={t.states[v.state]} />
              </p>
              <p className="text-mist">
                {t.versions.sent} {formatWhen(lang, v.sentAt)} · {v.sentBy}
              </p>
              <p className="text-mist">
                {t.versions.expires} {formatWhen(lang, v.expiresAt)}
              </p>
              <p className="text-mist">
                {t.versions.viewed}{' '}
                {v.firstViewedAt
                  ? `${formatWhen(lang, v.firstViewedAt)}${v.lastViewedAt && v.lastViewedAt !== v.firstViewedAt ? ` → ${formatWhen(lang, v.lastViewedAt)}` : ''}`
                  : t.versions.notViewed}
              </p>
              <p className="break-all text-xs text-mist">
                {t.versions.fingerprint} {v.contentSha256}
              </p>
            </li>
          ))}
        </ol>
      )}
    </DeskPanel>
  )
}

export function AcceptancePanel({
  acceptance,
}: {
  acceptance: {
    option: number
    fullName: string
    acceptedAt: string
    clientIp: string | null
    userAgent: string | null
    contentSha256: string
  }
}) {
  const t = useCopy(offerDeskCopy).acceptance
  const { lang } = useLanguage()
  return (
    <DeskPanel title={t.title} id="offer-acceptance-title">
      <p className="text-ivory" data-testid="offer-acceptance">
        {t.text(acceptance.option, acceptance.fullName, formatWhen(lang, acceptance.acceptedAt))}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-mist">{t.address}</dt>
        <dd className="break-all text-parchment">{acceptance.clientIp ?? '—'}</dd>
        <dt className="text-mist">{t.browser}</dt>
        <dd className="break-all text-parchment">{acceptance.userAgent ?? '—'}</dd>
        <dt className="text-mist">{t.fingerprint}</dt>
        <dd className="break-all text-xs text-parchment">{acceptance.contentSha256}</dd>
      </dl>
    </DeskPanel>
  )
}
