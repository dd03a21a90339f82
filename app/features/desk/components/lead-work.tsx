import { Form, Link } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import type { LeadStatus } from '~/desk-kit/domain/desk-model'
import { mailtoHref, telHref } from '~/features/desk/domain/mailto'
import { tripLegsOf } from '~/domain/forms/contact-values'
import { flightOf, valueInWords } from '~/features/desk/domain/queue'
import type { ReplyTemplate } from '~/features/desk/domain/replies'
import { formatEuros, formatIsoDate, formatNumber } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useFormAnswer } from '~/ui/use-form-answer'
import { FormMessage, RefusalMessage } from '~/desk-kit/components/desk-ui'
import { conflictOf, type RequestAnswer } from './request-forms'

/**
 * A request's working page (docs/product.md §9): the flight first, "take this request", tap-to-call,
 * and the reply templates in the client's language.
 */

/** The flight at a glance: route, date, passengers, aircraft, estimate — always in this place and order. */
export function FlightBlock(props: { fields: Record<string, unknown>; estimateEur: number | null }) {
  const q = useCopy(deskQueueCopy)
  const { lang } = useLanguage()
  const f = q.flight
  const flight = flightOf(props.fields)
  const from = typeof props.fields.departure === 'string' ? props.fields.departure.toUpperCase() : ''
  const to = typeof props.fields.destination === 'string' ? props.fields.destination.toUpperCase() : ''
  const aircraft = props.fields.aircraft ?? props.fields.aircraftType
  const aircraftKey = props.fields.aircraft === undefined ? 'aircraftType' : 'aircraft'
  // A trip of several legs (docs/product.md §10): every leg under the first's route.
  const legs = typeof props.fields.trip === 'string' ? tripLegsOf(props.fields.trip) : null
  const words = { options: q.options, none: q.none, yes: q.yes, no: q.no }
  const item = 'min-w-0 border-l-2 border-gold/60 pl-3'
  return (
    <section aria-labelledby="lead-flight" className="mt-5 border border-gold/50 bg-night/70 p-4 md:p-5">
      <h2 id="lead-flight" className="sr-only">
        {f.title}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="flight-block">
        <div className={`${item} col-span-2 sm:col-span-1`}>
          <dt className="text-xs uppercase tracking-[0.12em] text-mist">{f.route}</dt>
          <dd className="mt-1 font-display text-2xl text-ivory">{from && to ? `${from} → ${to}` : f.noRoute}</dd>
        </div>
        <div className={item}>
          <dt className="text-xs uppercase tracking-[0.12em] text-mist">{f.date}</dt>
          <dd className="mt-1 text-ivory">
            {flight.date ? formatIsoDate(lang, flight.date) : q.none}
            {flight.returnDate ? (
              <span className="block text-sm text-parchment">
                {f.returnDate} {formatIsoDate(lang, flight.returnDate)}
              </span>
            ) : null}
          </dd>
        </div>
        <div className={item}>
          <dt className="text-xs uppercase tracking-[0.12em] text-mist">{f.passengers}</dt>
          <dd className="mt-1 text-ivory">
            {flight.passengers === null ? q.none : formatNumber(lang, flight.passengers)}
          </dd>
        </div>
        <div className={item}>
          <dt className="text-xs uppercase tracking-[0.12em] text-mist">{f.aircraft}</dt>
          <dd className="mt-1 text-ivory">{valueInWords(aircraftKey, aircraft, words)}</dd>
        </div>
        <div className={item}>
          <dt className="text-xs uppercase tracking-[0.12em] text-mist">{f.estimate}</dt>
          <dd className="mt-1 text-ivory">
            {props.estimateEur === null ? q.none : formatEuros(lang, props.estimateEur)}
          </dd>
        </div>
      </dl>
      {legs ? (
        <div className="mt-4 border-t border-line/60 pt-3">
          <h3 className="text-xs uppercase tracking-[0.12em] text-mist">{f.legs}</h3>
          <ol className="mt-2 space-y-1 text-ivory" data-testid="flight-legs">
            {legs.map((leg, i) => {
              const [legFrom, legTo, date, time] = leg.split(',')
              return (
                <li key={leg + i}>
                  <span className="mr-2 text-gold">{i + 1}</span>
                  {legFrom} → {legTo} · {formatIsoDate(lang, date!)} · {time}
                </li>
              )
            })}
          </ol>
        </div>
      ) : null}
    </section>
  )
}

/** A tap-to-call link (a button-sized target on a phone), or nothing without a dialable number. */
export function CallLink({ phone, className = '' }: { phone: string | null; className?: string }) {
  const q = useCopy(deskQueueCopy)
  const href = telHref(phone)
  if (!href || !phone) return null
  return (
    <a href={href} className={`btn btn-outline min-h-11 no-underline ${className}`}>
      {q.call(phone)}
    </a>
  )
}

/**
 * "Take this request": one tap, the signed-in staff member becomes its owner (a new request moves
 * to in progress), over what the page showed — someone else's take meanwhile is refused with the
 * values now, like the handling form (docs/decisions/035-desk-edits-carry-what-they-saw.md).
 */
export function TakeForm(props: { status: LeadStatus; owner: string | null; me: string }) {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  const post = useFormAnswer<RequestAnswer>('take')
  const { answer, pending } = post
  if (props.owner === props.me)
    return (
      <p className="text-sm text-success" role="status">
        {answer?.status === 'success' ? q.taken : q.yours}
      </p>
    )
  const conflict = answer?.status === 'refused' && answer.formError === 'conflict' ? conflictOf(answer.details) : null
  const who = (by: string | null) =>
    by === null ? t.errors.conflictSomeone : by === props.me ? t.errors.conflictYou : by
  return (
    <Form method="post" id="lead-take-form">
      <input type="hidden" name="intent" value="take" />
      <input type="hidden" name="seenStatus" value={props.status} />
      <input type="hidden" name="seenOwner" value={props.owner ?? ''} />
      <button type="submit" className="btn btn-gold min-h-11 px-5" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t.request.saving : q.take}
      </button>
      <div aria-live="polite">
        {conflict ? (
          <FormMessage tone="error">
            {t.errors.conflict(who(conflict.by), t.statuses[conflict.status], conflict.owner ?? t.request.nobody)}
          </FormMessage>
        ) : null}
        {answer?.status === 'invalid' ? <FormMessage tone="error">{t.errors.invalid}</FormMessage> : null}
        <RefusalMessage answer={answer} copy={t.errors} />
      </div>
    </Form>
  )
}

export interface ReplyDraft {
  template: ReplyTemplate
  subject: string
  body: string
}

/**
 * The reply templates, in the client's language: each opens in the staff member's mail program
 * (`mailto:`, subject and text filled) or in the desk's reply editor, where it is read, changed and
 * previewed before the desk sends it through the outbox — that sending is logged and counts as the
 * first response (docs/product.md §9). Nothing leaves from this panel itself.
 */
export function ReplyPanel(props: {
  leadId: string
  email: string
  clientLanguage: 'fr' | 'en'
  drafts: ReplyDraft[]
  /** A reply just sent from its editor: said here. */
  replied: ReplyTemplate | null
}) {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  const r = q.replies
  return (
    <section aria-labelledby="lead-replies" className="border border-line/80 bg-night/60 p-4 md:p-6">
      <h2 id="lead-replies" className="font-display text-2xl text-ivory">
        {r.title}
      </h2>
      <p className="mt-2 text-sm text-parchment">{r.intro(t.request.languages[props.clientLanguage])}</p>
      <div aria-live="polite">
        {props.replied ? <FormMessage tone="ok">{r.sent(r.names[props.replied])}</FormMessage> : null}
      </div>
      <ul className="mt-4 space-y-3">
        {props.drafts.map((d) => (
          <li key={d.template} className="border-t border-line/60 pt-3" data-template={d.template}>
            <p className="text-ivory">{r.names[d.template]}</p>
            <p className="mt-1 text-xs text-mist" lang={props.clientLanguage}>
              {d.subject}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <a
                href={mailtoHref(props.email, { subject: d.subject, body: d.body })}
                className="btn btn-outline min-h-11 px-4 no-underline"
                aria-label={`${r.open} — ${r.names[d.template]}`}
              >
                {r.open}
              </a>
              <Link
                to={`/desk/requests/${props.leadId}/reply/${d.template}`}
                className="btn btn-gold min-h-11 px-4 no-underline"
                aria-label={`${r.write} — ${r.names[d.template]}`}
              >
                {r.write}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
