import { deskCopy } from '~/desk-kit/content/desk'
import type { AuditAction } from '~/desk-kit/domain/audit-actions'
import { firstResponseMinutes, type DeskLeadKind, type LeadStatus } from '~/desk-kit/domain/desk-model'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { mailtoHref, telHref } from '~/features/desk/domain/mailto'
import { valueInWords } from '~/features/desk/domain/queue'
import { formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { AuditDetails } from '~/features/desk/components/audit-details'
import { formatMinutes, formatWhen } from '~/desk-kit/components/desk-format'
import { DeskPanel, StatusBadge } from '~/desk-kit/components/desk-ui'
import { HandlingForm, NoteForm } from './request-forms'
import type { ReplyTemplate } from '~/features/desk/domain/replies'
import { CallLink, FlightBlock, ReplyPanel, TakeForm, type ReplyDraft } from './lead-work'

export interface LeadViewData {
  id: string
  kind: DeskLeadKind
  language: 'fr' | 'en'
  fullName: string
  email: string
  phone: string | null
  fields: Record<string, unknown>
  estimateEur: number | null
  receivedAt: string
  firstResponseAt: string | null
  lastActivityAt: string
  erasedAt: string | null
  status: LeadStatus
  owner: string | null
  mail: 'pending' | 'sent' | 'failed' | 'none'
  subscription: 'pending' | 'confirmed' | 'gone' | null
  notes: Array<{ id: number; author: string; body: string; createdAt: string }>
}

export interface HistoryEntry {
  id: number
  at: string
  actor: string
  action: AuditAction
  details: Record<string, unknown> | null
}

const HIDDEN_FIELDS = new Set([
  'reference',
  'email',
  'phone',
  'est',
  'consent',
  'gdpr',
  'confidential',
  'confidentiality',
  'idempotencyKey',
  'formKey',
  'lang',
])

const FLIGHT_FIELDS = new Set([
  'departure',
  'destination',
  'date',
  'departureDate',
  'returnDate',
  'pax',
  'passengers',
  'aircraft',
  'aircraftType',
])

/** Everything a request holds, where it stands, and what staff can do with it. */
export function LeadView({
  lead,
  history,
  staffList,
  me,
  drafts,
  replied,
}: {
  lead: LeadViewData
  /** The reply templates, written for this request in the client's language. */
  drafts: ReplyDraft[]
  /** The template of a reply just sent from its editor, if the page was opened after it. */
  replied?: ReplyTemplate | null
  history: HistoryEntry[]
  staffList: readonly string[]
  now: string
  /** The signed-in staff member (a conflict made in another tab says "you"). */
  me: string
}) {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  const { lang } = useLanguage()
  const r = t.request
  const words = { options: q.options, none: '—', yes: q.yes, no: q.no }
  const tel = telHref(lead.phone)
  const minutes = firstResponseMinutes(
    new Date(lead.receivedAt),
    lead.firstResponseAt ? new Date(lead.firstResponseAt) : null,
  )
  const route =
    typeof lead.fields.departure === 'string' && typeof lead.fields.destination === 'string'
      ? ` — ${lead.fields.departure} → ${lead.fields.destination}`
      : ''
  const mailto = mailtoHref(lead.email, { subject: `${r.replySubject[lead.language]}${route}` })
  // Shown elsewhere on the page (e-mail, phone, estimate) or not the client's words (consent boxes, keys).
  // The flight's own fields are in the flight block at the top.
  const fieldEntries = Object.entries(lead.fields).filter(
    ([key]) => !HIDDEN_FIELDS.has(key) && (lead.erasedAt !== null || !FLIGHT_FIELDS.has(key)),
  )
  const title = lead.erasedAt ? t.inbox.erased : lead.fullName || lead.email

  return (
    <div>
      <header className="mt-4">
        <p className="eyebrow">{t.kinds[lead.kind]}</p>
        <h1 className="mt-3 text-4xl break-words">{title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-parchment">
          <StatusBadge status={lead.status} label={t.statuses[lead.status]} />
          <span>
            {r.received} {formatWhen(lang, lead.receivedAt)}
          </span>
          {typeof lead.fields.reference === 'string' ? (
            <span className="font-medium tracking-[0.12em] text-gold-light" data-testid="lead-reference">
              {lead.fields.reference}
            </span>
          ) : null}
        </div>
        {lead.erasedAt ? <p className="mt-4 border-l-2 border-gold pl-3 text-parchment">{r.erased}</p> : null}
        {lead.erasedAt ? null : <FlightBlock fields={lead.fields} estimateEur={lead.estimateEur} />}
        {lead.erasedAt ? null : (
          <div className="mt-5 flex flex-wrap items-start gap-3">
            <TakeForm key={`${lead.status}|${lead.owner ?? ''}`} status={lead.status} owner={lead.owner} me={me} />
            <CallLink phone={lead.phone} />
            {lead.email ? (
              <a href={mailto} className="btn btn-outline min-h-11 no-underline">
                {r.reply}
              </a>
            ) : null}
          </div>
        )}
      </header>
      {/* On a phone the handling panel (status, owner) comes first; on a wide screen it sits on the right. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="order-2 space-y-6 lg:order-1">
          <DeskPanel title={r.details} id="lead-details">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-mist">{r.email}</dt>
              <dd className="break-all text-ivory">{lead.email || '—'}</dd>
              <dt className="text-mist">{r.phone}</dt>
              <dd className="text-ivory">
                {tel && lead.phone ? (
                  <a href={tel} className="text-gold underline decoration-gold/40 underline-offset-4">
                    {lead.phone}
                  </a>
                ) : (
                  lead.phone || '—'
                )}
              </dd>
              <dt className="text-mist">{r.language}</dt>
              <dd className="text-ivory">{r.languages[lead.language]}</dd>
              {fieldEntries.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-mist">{r.fieldLabels[key] ?? key}</dt>
                  <dd className="whitespace-pre-line break-words text-ivory">{valueInWords(key, value, words)}</dd>
                </div>
              ))}
              <dt className="text-mist">{r.estimate}</dt>
              <dd className="text-ivory">
                {lead.estimateEur === null ? r.noEstimate : formatEuros(lang, lead.estimateEur)}
              </dd>
              {lead.subscription ? (
                <>
                  <dt className="text-mist">{r.subscription}</dt>
                  <dd className="text-ivory">{r.subscriptionStates[lead.subscription]}</dd>
                </>
              ) : null}
              <dt className="text-mist">{r.mail}</dt>
              <dd className="text-ivory">{t.mail[lead.mail]}</dd>
            </dl>
          </DeskPanel>

          <DeskPanel title={r.notes} id="lead-notes">
            {lead.notes.length === 0 ? (
              <p className="text-sm text-mist">{r.noNotes}</p>
            ) : (
              <ol className="space-y-3">
                {lead.notes.map((n) => (
                  <li key={n.id} className="border-l-2 border-gold/60 pl-3">
                    <p className="text-xs text-mist">
                      {formatWhen(lang, n.createdAt)} · {n.author}
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words text-ivory">{n.body}</p>
                  </li>
                ))}
              </ol>
            )}
            {lead.erasedAt ? null : <NoteForm />}
          </DeskPanel>
        </div>

        <div className="order-1 space-y-6 lg:order-2">
          <DeskPanel title={r.status} id="lead-handling">
            <div className="space-y-5">
              <HandlingForm
                key={`${lead.status}|${lead.owner ?? ''}`}
                status={lead.status}
                owner={lead.owner}
                staffList={staffList}
                me={me}
              />
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-mist">{r.firstResponse}</dt>
                <dd className="text-ivory" data-testid="first-response">
                  {minutes === null ? r.notAnswered : formatMinutes(lang, minutes)}
                </dd>
                <dt className="text-mist">{r.lastActivity}</dt>
                <dd className="text-ivory">{formatWhen(lang, lead.lastActivityAt)}</dd>
              </dl>
            </div>
          </DeskPanel>

          {lead.erasedAt || !lead.email ? null : (
            <ReplyPanel
              leadId={lead.id}
              email={lead.email}
              clientLanguage={lead.language}
              drafts={drafts}
              replied={replied ?? null}
            />
          )}
          <DeskPanel title={r.history} id="lead-history">
            {history.length === 0 ? <p className="text-sm text-mist">{t.audit.empty}</p> : null}
            <ol className="space-y-2 text-sm" data-testid="lead-history">
              {history.map((h) => (
                <li key={h.id}>
                  <span className="text-mist">{formatWhen(lang, h.at)}</span> ·{' '}
                  <span className="text-parchment">{h.actor}</span> ·{' '}
                  <span className="text-ivory">{t.audit.actions[h.action]}</span>{' '}
                  <AuditDetails action={h.action} details={h.details} />
                </li>
              ))}
            </ol>
          </DeskPanel>
        </div>
      </div>
    </div>
  )
}
