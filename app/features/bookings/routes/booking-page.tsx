import { data, useLoaderData, useParams, type MetaDescriptor } from 'react-router'
import { submitForm } from '~/services/form-submission.server'
import { CancelBookingForm } from '../components/booking-cancel-form'
import { cancelFormSpec } from '../services/booking-forms.server'
import { cancellationPreview, type CancelOutcome } from '../services/booking-cancel.server'
import { useLanguage } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { BookingSchedule } from '../components/booking-schedule'
import { bookingCopy } from '../content/booking-copy'
import { formatCents, formatLocalDeparture } from '../content/booking-format'
import { bookingPageData } from '../services/booking-page.server'
import type { Route } from './+types/booking-page'

/**
 * The client's booking (docs/product.md §17): `/booking/<token>`, private like the offer's page —
 * never indexed, never cached, no Referer leaves it (server/security-headers.ts), its path redacted
 * in the request log (server/request-logger.ts). An unknown token is a 404.
 */

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({
  data: d,
  matches,
}: {
  data?: { booking?: { reference: string } }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}): MetaDescriptor[] {
  const lang = rootDataOf(matches).lang
  return [
    { title: d?.booking ? bookingCopy[lang].metaTitle(d.booking.reference) : 'HERRA' },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const page = await bookingPageData(runtime, params.token)
  if (!page) throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { booking } = page
  const cancellation = await cancellationPreview(runtime, params.token)
  return data(
    {
      booking: {
        reference: booking.reference,
        clientName: booking.clientName,
        passengers: booking.passengers,
        operator: booking.operator,
        aircraft: booking.aircraft,
        legs: booking.legs,
        totalCents: booking.totalCents,
        cancelledAt: booking.cancelledAt,
        invoices: booking.invoices,
      },
      dues: page.dues,
      today: page.today,
      bank: runtime.site.bank,
      phone: runtime.site.phone,
      cancellation: cancellation ?? null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action(args: Route.ActionArgs) {
  const { params, context } = args
  const outcome: { value?: CancelOutcome } = {}
  const { result, init } = await submitForm(args, cancelFormSpec(context.runtime, params.token, outcome), {
    fields: ['confirm'],
    maxBytes: 4096,
  })
  if (outcome.value?.status === 'missing') throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return data(result, init)
}

export default function BookingPage() {
  const d = useLoaderData<typeof loader>()
  const { lang } = useLanguage()
  const t = bookingCopy[lang]
  const { token } = useParams()
  const { booking } = d
  return (
    <div className="container-luxe py-12 md:py-20">
      <article aria-labelledby="booking-title">
        <header>
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="booking-title" className="mt-4 text-4xl break-words md:text-5xl">
            {booking.reference}
          </h1>
          <p className="mt-3 text-lg text-parchment">{t.intro(booking.clientName)}</p>
          {booking.cancelledAt ? (
            <p role="status" className="mt-4 inline-block border border-danger/70 px-3 py-1.5 text-ivory">
              {t.cancelled}
            </p>
          ) : null}
        </header>

        <section aria-labelledby="booking-trip" className="mt-12">
          <h2 id="booking-trip" className="text-3xl">
            {t.itinerary}
          </h2>
          <div className="hairline mt-4" />
          <ol className="mt-6 space-y-4">
            {booking.legs.map((leg, i) => (
              <li key={i} className="text-parchment">
                <p className="text-xl text-ivory">
                  {leg.from.code} → {leg.to.code}
                </p>
                <p className="text-sm">
                  {(lang === 'fr' ? (leg.from.cityFr ?? leg.from.city) : leg.from.city) +
                    ' → ' +
                    (lang === 'fr' ? (leg.to.cityFr ?? leg.to.city) : leg.to.city)}
                </p>
                <p className="text-sm text-mist">
                  {formatLocalDeparture(lang, leg.departureLocal)} ({t.local})
                </p>
              </li>
            ))}
          </ol>
          <dl className="mt-8 grid gap-x-6 gap-y-2 text-parchment sm:grid-cols-[auto_1fr]">
            <dt className="text-mist">{t.aircraft}</dt>
            <dd>{booking.aircraft}</dd>
            <dt className="text-mist">{t.operator}</dt>
            <dd>{booking.operator}</dd>
            <dt className="text-mist">{t.passengers}</dt>
            <dd>{booking.passengers}</dd>
            <dt className="text-mist">{t.total}</dt>
            <dd className="text-xl text-ivory" data-testid="booking-total">
              {formatCents(lang, booking.totalCents)}
            </dd>
          </dl>
        </section>

        <BookingSchedule lang={lang} dues={d.dues} bank={d.bank} today={d.today} />

        {/* The passenger list and the trip sheet: the trips feature's pages (docs/product.md §18). */}
        <section aria-labelledby="booking-passengers" className="mt-12 border border-gold/50 p-5">
          <h2 id="booking-passengers" className="text-3xl">
            {t.passengersTitle}
          </h2>
          <p className="mt-3 text-parchment">{t.passengersText}</p>
          <a href={`/booking/${token ?? ''}/passengers`} className="btn btn-gold mt-4 min-h-11 no-underline">
            {t.passengersLink}
          </a>
        </section>

        <p className="mt-8 border-l-2 border-gold pl-5 text-parchment">{t.safety}</p>
        <p className="mt-4 text-sm text-mist">{t.cardSoon}</p>

        {booking.invoices.length > 0 ? (
          <section aria-labelledby="booking-invoices" className="mt-12">
            <h2 id="booking-invoices" className="text-3xl">
              {t.invoices}
            </h2>
            <div className="hairline mt-4" />
            <ul className="mt-6 space-y-3">
              {booking.invoices.map((inv) => (
                <li key={inv.id}>
                  <a
                    href={`/booking/${token ?? ''}/invoices/${inv.number}.pdf`}
                    className="text-gold-light underline"
                    download
                  >
                    {inv.kind === 'invoice' ? t.invoice(inv.number) : t.creditNote(inv.number)} —{' '}
                    {formatCents(lang, inv.totalCents)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {d.cancellation && !booking.cancelledAt ? <CancelBookingForm figures={d.cancellation} /> : null}

        <section className="mt-12 border-t border-line/60 pt-8">
          <p className="text-parchment">{t.help(d.phone)}</p>
        </section>
      </article>
    </div>
  )
}
