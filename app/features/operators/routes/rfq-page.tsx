import { data, useActionData, useLoaderData, useNavigation, type MetaDescriptor } from 'react-router'
import { addDays, utcIsoDate } from '~/domain/dates'
import { formatIsoDate } from '~/i18n/format'
import { useLanguage } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { submitForm } from '~/services/form-submission.server'
import { RfqDeclineForm, RfqQuoteForm } from '../components/rfq-answer-forms'
import { rfqCopy } from '../content/rfq-copy'
import { rfqAnswerFormSpec, rfqDeclineFormSpec } from '../services/operator-forms.server'
import { openRfq, recordRfqOpen, type AnswerOutcome } from '../services/rfq-answers.server'
import type { Route } from './+types/rfq-page'

/**
 * The operator's RFQ (docs/product.md §14, decision 085): `/rfq/<token>`, private — never indexed,
 * never cached, no Referer leaves it (server/security-headers.ts), its path redacted in the request
 * log. It shows the trip (legs, dates, passengers; nothing of the client) and takes a quote or a
 * decline, in the operator's language with the switch. Unknown token: 404; a request closed or a
 * trip flown: 410 — both uncached.
 */

const PRIVATE = { 'Cache-Control': 'no-store' }

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({
  matches,
}: {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}): MetaDescriptor[] {
  const lang = rootDataOf(matches).lang
  return [
    { title: rfqCopy[lang].metaTitle },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const opened = await openRfq(runtime, params.token)
  if (!opened) throw data(null, { status: 404, headers: PRIVATE })
  if (!opened.open) return data({ open: false as const, phone: runtime.site.phone }, { status: 410, headers: PRIVATE })
  await recordRfqOpen(runtime, opened)
  const today = utcIsoDate(new Date())
  const firstLeg = opened.trip.legs
    .map((l) => l.date)
    .filter(Boolean)
    .sort()[0]
  return data(
    {
      open: true as const,
      phone: runtime.site.phone,
      operator: opened.operator.name,
      fleet: opened.operator.fleet,
      trip: opened.trip,
      latest: opened.latest
        ? { version: opened.latest.version, kind: opened.latest.kind, at: opened.latest.answeredAt.toISOString() }
        : null,
      // A quote's validity defaults to two days, never past the first leg.
      validUntil: firstLeg && firstLeg < addDays(today, 2) ? firstLeg : addDays(today, 2),
    },
    { headers: PRIVATE },
  )
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args
  const intent = new URL(request.url).searchParams.get('intent')
  const outcome: { value?: AnswerOutcome } = {}
  const { result, init } =
    intent === 'decline'
      ? await submitForm(args, rfqDeclineFormSpec(context.runtime, params.token, context.clientIp, outcome))
      : await submitForm(args, rfqAnswerFormSpec(context.runtime, params.token, context.clientIp, outcome))
  if (outcome.value?.status === 'missing') throw data(null, { status: 404, headers: PRIVATE })
  if (outcome.value?.status === 'closed') throw data(null, { status: 410, headers: PRIVATE })
  return data(
    {
      ...result,
      saved: outcome.value?.status === 'saved' ? outcome.value.version : null,
      kind: intent === 'decline' ? 'decline' : 'quote',
    },
    init,
  )
}

export default function RfqPage() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const { lang } = useLanguage()
  const t = rfqCopy[lang]
  if (!d.open) return <Closed lang={lang} phone={d.phone} />
  const posting = (what: string) =>
    navigation.state === 'submitting' && navigation.formAction?.includes(`intent=${what}`) === true
  const mine = (what: string) => (answer?.kind === what ? answer : undefined)
  const dateOf = (date: string) => (date ? formatIsoDate(lang, date) : '—')
  return (
    <div className="container-luxe py-10 md:py-16">
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 className="mt-3 text-3xl md:text-5xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-parchment">{t.intro(d.operator)}</p>
      {answer?.saved ? (
        <p role="status" className="mt-6 border border-success/70 bg-success/10 p-4 text-ivory" data-testid="rfq-saved">
          {answer.kind === 'decline' ? t.decline.saved : t.answer.saved(answer.saved)}
        </p>
      ) : d.latest ? (
        <p className="mt-6 text-sm text-mist">
          {t.answer.previous(
            d.latest.version,
            new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(d.latest.at)),
          )}
        </p>
      ) : null}
      {answer && (answer.status === 'rate_limited' || answer.status === 'unavailable') ? (
        <p role="alert" className="mt-6 text-danger">
          {answer.status === 'rate_limited' ? t.errors.limited : t.errors.unavailable}
        </p>
      ) : null}

      <section aria-labelledby="rfq-trip" className="mt-8 border border-line/80 bg-night/60 p-4 md:p-6">
        <h2 id="rfq-trip" className="font-display text-2xl">
          {t.trip.title}
        </h2>
        <ol className="mt-4 space-y-3">
          {d.trip.legs.map((leg, i) => (
            <li key={i} className="border-l-2 border-gold/60 pl-3" data-testid="rfq-leg">
              <p className="text-xs uppercase tracking-[0.16em] text-gold">{t.trip.leg(i + 1)}</p>
              <p className="text-lg text-ivory">
                {leg.from} → {leg.to}
              </p>
              <p className="text-sm text-parchment">
                {dateOf(leg.date)} · {leg.time ? `${leg.time} (${t.trip.local})` : t.trip.timeOpen}
              </p>
            </li>
          ))}
        </ol>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-mist">{t.trip.passengers}</dt>
          <dd className="text-ivory" data-testid="rfq-passengers">
            {d.trip.passengers}
          </dd>
          <dt className="text-mist">{t.trip.aircraft}</dt>
          <dd className="text-ivory">{d.trip.aircraft ? d.trip.aircraft.toUpperCase() : t.trip.anyAircraft}</dd>
        </dl>
      </section>

      <section aria-labelledby="rfq-quote-title" className="mt-8 border border-gold/50 bg-ink/70 p-4 md:p-6">
        <h2 id="rfq-quote-title" className="font-display text-2xl">
          {t.answer.title}
        </h2>
        <div className="mt-4">
          <RfqQuoteForm
            lang={lang}
            fleet={d.fleet}
            passengers={d.trip.passengers}
            lastResult={mine('quote')?.reply}
            pending={posting('quote')}
            validUntil={d.validUntil}
          />
        </div>
      </section>

      <section aria-labelledby="rfq-decline-title" className="mt-8 border border-line/80 bg-night/60 p-4 md:p-6">
        <h2 id="rfq-decline-title" className="font-display text-2xl">
          {t.decline.title}
        </h2>
        <div className="mt-4">
          <RfqDeclineForm lang={lang} lastResult={mine('decline')?.reply} pending={posting('decline')} />
        </div>
      </section>
      <p className="mt-8 text-sm text-mist">{t.contact(d.phone)}</p>
    </div>
  )
}

function Closed({ lang, phone }: { lang: 'fr' | 'en'; phone: string }) {
  const t = rfqCopy[lang]
  return (
    <div className="container-luxe py-16">
      <h1 className="text-3xl md:text-5xl">{t.closed.title}</h1>
      <p className="mt-4 max-w-2xl text-parchment">{t.closed.text}</p>
      <p className="mt-6 text-sm text-mist">{t.contact(phone)}</p>
    </div>
  )
}

/**
 * An unknown token (404) or a closed request met by a post (410): this route's boundary, so that its
 * `headers` (no-store, noindex) answer the error too — a shared cache never keeps it.
 */
export function ErrorBoundary() {
  const { lang } = useLanguage()
  const t = rfqCopy[lang]
  return (
    <div className="container-luxe py-16">
      <h1 className="text-3xl md:text-5xl">{t.closed.title}</h1>
      <p className="mt-4 max-w-2xl text-parchment">{t.closed.text}</p>
    </div>
  )
}
