import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { DeskPanel, FormMessage, StatusBadge } from '~/desk-kit/components/desk-ui'
import { legalityCopy } from '~/content/operator-legality'
import { getAircraft } from '~/domain/aircraft'
import { formatEuros, formatIsoDate, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { SubmitButton } from '~/ui/form-fields'
import { useSchemaForm } from '~/ui/use-schema-form'
import { operatorsCopy } from '../content/operators-copy'
import { rfqCopy } from '../content/rfq-copy'
import { optionFromAnswerSchema, rfqSendSchema } from '../domain/operator-form'
import type { AnswerComparison, AnswerFacts, RfqState, RfqTrip, SuggestedOperator } from '../domain/rfq-model'

/**
 * The request page's sourcing (docs/product.md §14): the operators to ask (suggested first), the
 * RFQs sent and, side by side, their latest answers against the house's estimate — a gap over 25 %
 * flagged — with each operator's legality; from an answer, an offer option with the desk's margin.
 */

export interface SourcingView {
  trip: RfqTrip
  estimate: { eur: number; aircraftId: string } | null
  suggestions: SuggestedOperator[]
  others: Array<{ operatorId: string; name: string; asked: boolean }>
  rfqs: Array<{
    id: string
    operatorName: string
    state: RfqState
    sentAt: string
    answeredAt: string | null
    versions: number
    latest: (AnswerFacts & AnswerComparison & { id: number }) | null
  }>
}

const STATE_TONE: Record<RfqState, string> = {
  sent: 'in_progress',
  opened: 'in_progress',
  answered: 'won',
  declined: 'lost',
  expired: 'lost',
}

export function RfqPanel({
  sourcing,
  sendAnswer,
  optionAnswer,
  sendPending,
}: {
  sourcing: SourcingView | null
  sendAnswer?: {
    status: string
    reply?: SubmissionResult<string[]>
    rfq?: { status: string; sent?: number; already?: number } | null
  }
  optionAnswer?: { status: string; reply?: SubmissionResult<string[]> }
  sendPending: boolean
}) {
  const t = useCopy(operatorsCopy)
  const { lang } = useLanguage()
  const [form, fields] = useSchemaForm(rfqSendSchema, { id: 'rfq-send', lastResult: sendAnswer?.reply })
  if (!sourcing) return null
  const { trip } = sourcing
  const legs = trip.legs
    .map((l) => `${l.from} → ${l.to}${l.date ? ` ${formatIsoDate(lang, l.date, 'medium')}` : ''}`)
    .join(' · ')
  const operatorsError = fields.operators.errors?.[0]
  const rfq = sendAnswer?.rfq
  const box = (id: string, asked: boolean, label: React.ReactNode) => (
    <label
      key={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 border border-line/60 px-3 py-2 has-[:checked]:border-gold"
    >
      <input type="checkbox" name={fields.operators.name} value={id} disabled={asked} className="size-4 accent-gold" />
      <span className="flex-1 text-sm text-ivory">{label}</span>
      {asked ? <span className="text-xs text-mist">{t.rfq.asked}</span> : null}
    </label>
  )
  return (
    <div className="mt-8 space-y-6" data-testid="rfq-panel">
      <DeskPanel title={t.rfq.title} id="rfq-title">
        <p className="text-sm text-parchment">{trip.legs.length ? t.rfq.trip(legs, trip.passengers) : t.rfq.noTrip}</p>
        <Form method="post" action="?intent=rfq-send" {...getFormProps(form)} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="rfq-send" />
          <fieldset aria-describedby={operatorsError ? fields.operators.errorId : undefined}>
            <legend className="text-sm text-parchment">
              {t.rfq.suggested} <span className="text-mist">({t.rfq.suggestedHint})</span>
            </legend>
            <div className="mt-2 grid gap-2 md:grid-cols-2">
              {sourcing.suggestions.length === 0 ? <p className="text-sm text-mist">{t.rfq.none}</p> : null}
              {sourcing.suggestions.map((s) =>
                box(
                  s.operatorId,
                  s.asked,
                  <>
                    {s.name}{' '}
                    <span className="text-mist">
                      — {t.rfq.based(s.registration, s.baseCode, formatUnit(lang, s.distanceKm, 'kilometer'))}
                    </span>
                  </>,
                ),
              )}
            </div>
            {sourcing.others.length ? (
              <>
                <p className="mt-4 text-sm text-parchment">{t.rfq.others}</p>
                <div className="mt-2 grid gap-2 md:grid-cols-2">
                  {sourcing.others.map((o) => box(o.operatorId, o.asked, o.name))}
                </div>
              </>
            ) : null}
            {sourcing.suggestions.length + sourcing.others.length === 0 ? (
              <p className="text-sm text-mist">
                {t.rfq.noOperators}{' '}
                <Link to="/desk/operators" className="text-gold underline hover:text-gold-light">
                  {t.rfq.addOperator}
                </Link>
              </p>
            ) : null}
            {operatorsError ? (
              <p id={fields.operators.errorId} className="mt-2 text-sm text-danger">
                {rfqCopy[lang].errors.operators}
              </p>
            ) : null}
          </fieldset>
          <SubmitButton
            pending={sendPending}
            label={t.rfq.send}
            pendingLabel={t.rfq.sending}
            className="min-h-11 px-6"
          />
          <div aria-live="polite">
            {rfq?.status === 'sent' ? (
              <FormMessage tone="ok">{t.rfq.sent(rfq.sent ?? 0, rfq.already ?? 0)}</FormMessage>
            ) : null}
            {rfq?.status === 'closed' ? <FormMessage tone="error">{t.rfq.closed}</FormMessage> : null}
          </div>
        </Form>
      </DeskPanel>
      <ComparisonPanel sourcing={sourcing} optionAnswer={optionAnswer} />
    </div>
  )
}

function ComparisonPanel({ sourcing, optionAnswer }: { sourcing: SourcingView; optionAnswer?: { status: string } }) {
  const t = useCopy(operatorsCopy)
  const legality = useCopy(legalityCopy)
  const { lang } = useLanguage()
  const r = rfqCopy[lang]
  const money = (cents: number) => formatEuros(lang, cents / 100)
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(iso))
  return (
    <DeskPanel title={t.compare.title} id="rfq-compare-title">
      <p className="text-sm text-parchment" data-testid="house-estimate">
        {sourcing.estimate
          ? t.compare.estimate(
              formatEuros(lang, sourcing.estimate.eur),
              getAircraft(sourcing.estimate.aircraftId)?.name ?? '',
            )
          : t.compare.noEstimate}
      </p>
      {sourcing.rfqs.length === 0 ? (
        <p className="mt-4 text-sm text-mist">{t.compare.empty}</p>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2 2xl:grid-cols-3" data-testid="rfq-compare">
          {sourcing.rfqs.map((q) => {
            const a = q.latest
            return (
              <article key={q.id} className="border border-line/70 bg-midnight/60 p-4" data-rfq={q.operatorName}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-display text-xl text-ivory">{q.operatorName}</h3>
                  <StatusBadge status={STATE_TONE[q.state]} label={t.compare.states[q.state]} />
                </header>
                <p className="mt-1 text-xs text-mist">
                  {t.compare.answeredAt} : {q.answeredAt ? when(q.answeredAt) : '—'}
                  {q.versions > 1 ? ` · ${t.compare.versions(q.versions)}` : ''}
                </p>
                {a?.kind === 'decline' ? (
                  <p className="mt-3 text-sm text-parchment">
                    {t.compare.declined(r.decline.reasons[a.declineReason as keyof typeof r.decline.reasons] ?? '')}
                    {a.note ? ` — ${a.note}` : ''}
                  </p>
                ) : null}
                {a?.kind === 'quote' ? (
                  <>
                    <p className="mt-3 text-sm text-parchment">
                      {t.compare.aircraft} : {a.aircraftName} {a.registration} · {a.seats} ·{' '}
                      {t.compare.availability[a.availability === 'subject' ? 'subject' : 'confirmed']}
                    </p>
                    <table className="mt-2 w-full text-sm">
                      <tbody>
                        {(
                          [
                            [t.compare.charter, a.charterCents],
                            [t.compare.positioning, a.positioningCents],
                            [t.compare.fees, a.feesCents],
                            [a.otherLabel || t.compare.other, a.otherCents],
                          ] as const
                        )
                          .filter(([, v], i) => i === 0 || v > 0)
                          .map(([label, v]) => (
                            <tr key={label} className="border-b border-line/40">
                              <th scope="row" className="py-1 text-left font-normal text-parchment">
                                {label}
                              </th>
                              <td className="py-1 text-right tabular-nums text-ivory">{money(v)}</td>
                            </tr>
                          ))}
                        <tr>
                          <th scope="row" className="py-1 text-left text-ivory">
                            {t.compare.total}
                          </th>
                          <td className="py-1 text-right tabular-nums text-gold-light" data-testid="rfq-total">
                            {money(a.totalCents)}
                          </td>
                        </tr>
                      </tbody>
                    </table>
                    {a.estimate ? (
                      <p className="mt-2 text-sm text-parchment">
                        {t.compare.estimate(
                          formatEuros(lang, a.estimate.eur),
                          getAircraft(a.estimate.aircraftId)?.name ?? '',
                        )}
                      </p>
                    ) : null}
                    {a.deviation ? (
                      <p
                        className={`mt-2 text-sm ${a.deviation.flagged ? 'text-danger' : 'text-parchment'}`}
                        data-testid="rfq-deviation"
                      >
                        {t.compare.vsEstimate} : {a.deviation.share >= 0 ? '+' : ''}
                        {Math.round(a.deviation.share * 100)} %{a.deviation.flagged ? ` — ${t.compare.flagged}` : ''}
                      </p>
                    ) : null}
                    {a.validUntil ? (
                      <p className="mt-1 text-xs text-mist">
                        {t.compare.validUntil} {formatIsoDate(lang, a.validUntil, 'medium')}
                      </p>
                    ) : null}
                    <div className="mt-3" data-testid="rfq-legality">
                      <p className="text-xs uppercase tracking-[0.16em] text-gold">{t.compare.legality}</p>
                      {a.problems.length === 0 ? (
                        <p className="text-sm text-success">{t.compare.legal}</p>
                      ) : (
                        <ul className="list-disc pl-5 text-sm text-danger">
                          {a.problems.map((p) => (
                            <li key={JSON.stringify(p)}>{legality.problem(p, lang)}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                    <OptionForm answerId={a.id} />
                  </>
                ) : null}
              </article>
            )
          })}
        </div>
      )}
      {optionAnswer && optionAnswer.status !== 'success' ? (
        <FormMessage tone="error">{t.compare.cannotBuild}</FormMessage>
      ) : null}
    </DeskPanel>
  )
}

function OptionForm({ answerId }: { answerId: number }) {
  const t = useCopy(operatorsCopy).compare
  const { lang } = useLanguage()
  const [form, fields] = useSchemaForm(optionFromAnswerSchema, {
    id: `rfq-option-${answerId}`,
    defaultValue: { answerId: String(answerId), marginKind: 'percent', margin: '' },
  })
  const error = fields.margin.errors?.[0]
  return (
    <Form
      method="post"
      action="?intent=rfq-option"
      {...getFormProps(form)}
      className="mt-4 border-t border-line/50 pt-3"
    >
      <input type="hidden" name="intent" value="rfq-option" />
      <input type="hidden" name={fields.answerId.name} value={String(answerId)} />
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-parchment">
          {t.margin}
          <input
            name={fields.margin.name}
            id={fields.margin.id}
            inputMode="decimal"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fields.margin.errorId : undefined}
            className="field-input ml-2 inline-block w-24 border border-line bg-night px-2 py-2 text-ivory"
          />
        </label>
        <select
          name={fields.marginKind.name}
          defaultValue="percent"
          aria-label={t.margin}
          className="border border-line bg-night px-2 py-2 text-ivory"
        >
          <option value="percent">{t.marginKinds.percent}</option>
          <option value="amount">{t.marginKinds.amount}</option>
        </select>
        <button type="submit" className="btn btn-outline min-h-11 px-4 text-xs">
          {t.build}
        </button>
      </div>
      {error ? (
        <p id={fields.margin.errorId} className="mt-1 text-sm text-danger">
          {rfqCopy[lang].errors.margin}
        </p>
      ) : null}
    </Form>
  )
}
