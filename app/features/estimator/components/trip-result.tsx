import { useId } from 'react'
import { Link } from 'react-router'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { tripCopy } from '~/features/estimator/content/trip'
import { tripPriceAsShown, type TripPriceAsShown } from '~/domain/broker-price'
import { DOMESTIC_VAT_RATE } from '~/domain/trip/taxes'
import { formatTripLeg } from '~/domain/trip/trip-legs'
import { formatDuration, formatEuros, formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { Co2Line } from './co2-line'
import { RouteNotice } from './route-notice'
import { TripLegsTable } from './trip-legs-table'
import type { TripView } from './use-trip-legs'

/** The link of "request this trip": every leg, the aircraft, passengers and the estimate (docs/product.md §10). */
export function tripRequestHref(trip: TripView, shown: TripPriceAsShown = tripShown(trip)): string {
  const first = trip.legs[0]
  const query = new URLSearchParams({
    aircraft: first?.aircraft.id ?? '',
    pax: String(first?.input.pax ?? ''),
    est: String(shown.totalEur),
  })
  for (const leg of trip.legs) {
    query.append(
      'leg',
      formatTripLeg({
        from: leg.airports.departure.code,
        to: leg.airports.arrival.code,
        date: leg.input.date,
        time: leg.input.time,
      }),
    )
  }
  return `/contact?${query.toString()}`
}

/** The trip's prices as shown: rounded legs, the trip their sum, taxes exact (docs/decisions/048-broker-prices.md). */
export function tripShown(trip: TripView): TripPriceAsShown {
  return tripPriceAsShown(
    trip.legs.map((leg) => ({ pricing: leg.pricing, taxesEur: (leg.taxes.tsba?.totalEur ?? 0) + leg.taxes.vatEur })),
  )
}

/**
 * The simulator's result for a trip of several legs: the legs table with its totals, the trip's
 * price, its taxes and the total with them, its CO₂, each leg's route notices, and "request this
 * trip" with every leg.
 */
export default function TripResult({ trip }: { trip: TripView }) {
  const headingId = useId()
  const copy = useCopy(tripCopy)
  const e = useCopy(estimatorCopy)
  const { lang } = useLanguage()
  const t = copy.legs
  const { total } = trip
  const shown = tripShown(trip)
  const first = trip.legs[0]
  const money = (amount: number) => formatEuros(lang, amount)
  const pax = first?.input.pax ?? 1
  const notices = trip.legs.filter((leg) => leg.advisories.length > 0)
  return (
    <section aria-labelledby={headingId} className="mt-10 fade-in" data-testid="trip-result">
      <div className="border-b border-line pb-6">
        <h3 id={headingId} className="eyebrow !font-sans" tabIndex={-1}>
          {t.resultHeading(trip.legs.length)}
        </h3>
        <p className="mt-3 text-sm text-mist">
          {t.summary({
            aircraft: first?.aircraft.name ?? '',
            pax: e.simulator.paxCount(pax, formatNumber(lang, pax)),
          })}
          {' · '}
          {formatUnit(lang, total.distanceKm, 'kilometer')} · {formatDuration(lang, total.blockTimeHours)}
        </p>
      </div>

      <div className="mt-8">
        <TripLegsTable legs={trip.legs} total={total} shown={shown} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_minmax(0,26rem)]">
        <div className="min-w-0 space-y-3 empty:hidden">
          {notices.map((leg, i) => (
            <RouteNotice key={i} route={{ ...leg.route, avoided: [] }} advisories={leg.advisories} />
          ))}
        </div>
        <div className="border border-gold/40 bg-night p-6 lg:col-start-2 lg:self-start" data-testid="trip-price">
          <dl className="space-y-3 text-sm">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-parchment">{t.totalPrice}</dt>
              <dd className="whitespace-nowrap font-display text-3xl text-gold-light" data-testid="trip-total">
                {money(shown.totalEur)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-mist">{e.simulator.priceRange}</dt>
              <dd className="whitespace-nowrap text-parchment">
                {e.result.range(money(shown.lowEur), money(shown.highEur))}
              </dd>
            </div>
          </dl>
          <h5 className="eyebrow mt-4 border-t border-line pt-4 !font-sans">{copy.taxes.heading}</h5>
          <dl className="mt-3 space-y-2 text-sm" data-testid="trip-taxes">
            {total.taxes.tsbaEur > 0 ? (
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-mist">TSBA</dt>
                <dd className="whitespace-nowrap text-parchment">{money(total.taxes.tsbaEur)}</dd>
              </div>
            ) : null}
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-mist" data-testid="trip-vat-label">
                {total.taxes.vatEur > 0
                  ? copy.taxes.vat(formatUnit(lang, DOMESTIC_VAT_RATE * 100, 'percent'), true)
                  : copy.taxes.vat(formatUnit(lang, 0, 'percent'), false)}
              </dt>
              <dd className="whitespace-nowrap text-parchment">{money(total.taxes.vatEur)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-2">
              <dt className="text-parchment">{copy.taxes.totalWithTaxes}</dt>
              <dd
                className="whitespace-nowrap font-display text-xl text-gold-light"
                data-testid="trip-total-with-taxes"
              >
                {money(shown.totalWithTaxesEur)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs leading-relaxed text-mist">{copy.taxes.notIncluded}</p>
          <Co2Line co2={total.co2} pax={pax} className="mt-4 border-t border-line pt-4" />
          <Link
            to={tripRequestHref(trip, shown)}
            className="btn btn-gold mt-6 w-full no-underline"
            data-testid="trip-request"
          >
            {t.request}
          </Link>
          <p className="mt-3 text-xs text-mist">{t.requestHint}</p>
          <p className="mt-3 text-xs text-mist">{e.result.quotePromise}</p>
        </div>
      </div>
    </section>
  )
}
