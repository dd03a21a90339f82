import { Link } from 'react-router'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { airportCity } from '~/domain/airport-names'
import { displayedPrice } from '~/domain/broker-price'
import type { Aircraft } from '~/domain/estimator/types'
import { formatDuration, formatEuros, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { AlternativeSwitches, FuelStopNames, taxedAsShown } from './estimate-advice'
import { ConservativeBanner, Figure, WeatherCredit, WeatherLine, WindAtAltitude, fuelStopsText } from './result-parts'
import { useRevealResult } from './reveal-result'
import { showsWeatherData, weatherGapOf, type EstimateView } from './runway-view'
import { RunwayLengths, RunwayNotices } from './runway-parts'
import { CardTripLines } from './card-trip-lines'

/**
 * The card estimator's result: figures, price range (rounded as a broker would, docs/decisions/048-broker-prices.md),
 * weather, runways, the advice (named fuel stops, another aircraft in one tap) and the way to
 * /contact. It comes into view with the focus on its heading.
 */
export function CardResult({
  result,
  cardAircraft,
  onSwitch,
}: {
  result: EstimateView
  cardAircraft: Aircraft
  onSwitch?: (aircraftId: string) => void
}) {
  const copy = useCopy(estimatorCopy)
  const t = copy.result
  const { lang } = useLanguage()
  const headingRef = useRevealResult<HTMLHeadingElement>(result)
  const shown = displayedPrice(result.pricing, result.conservative, result.aircraft.category)
  const { departure, arrival } = result.airports
  const request = new URLSearchParams({
    from: departure.code,
    to: arrival.code,
    date: result.input.date,
    aircraft: result.aircraft.name,
    passengers: String(result.input.pax),
  })
  return (
    <section aria-label={t.heading} className="mt-6 border-t border-line pt-6 fade-in" data-testid="card-result">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h5
          ref={headingRef}
          tabIndex={-1}
          className="eyebrow focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-light"
        >
          {t.heading}
        </h5>
        <p className="text-sm tracking-[0.14em] text-parchment">
          {t.route(departure.code, arrival.code)}
          {result.aircraft.id !== cardAircraft.id ? ` · ${t.withAircraft(result.aircraft.name)}` : ''}
        </p>
      </div>

      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
          <Figure label={t.blockTime} testId="block-time">
            {formatDuration(lang, result.blockTimeHours)}
          </Figure>
          <Figure label={t.distance} testId="distance">
            {formatUnit(lang, result.distanceKm, 'kilometer')}
          </Figure>
          <Figure label={t.fuelStops} testId="fuel-stops">
            {fuelStopsText(lang, t, result.fuelStops)}
          </Figure>
          <Figure label={t.windAtAltitude}>
            <WindAtAltitude result={result} compact />
          </Figure>
        </dl>
        <div className="border-l border-gold/40 pl-5 lg:text-right">
          <p className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{t.priceRange}</p>
          <p className="mt-1.5 whitespace-nowrap font-display text-3xl text-gold-light" data-testid="price-range">
            {t.range(formatEuros(lang, shown.lowEur), formatEuros(lang, shown.highEur))}
          </p>
        </div>
      </div>
      <FuelStopNames result={result} className="mt-4" />

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <WeatherLine
          label={`${t.weatherDeparture} · ${airportCity(lang, departure)}`}
          weather={result.weather.departure}
        />
        <WeatherLine label={`${t.weatherArrival} · ${airportCity(lang, arrival)}`} weather={result.weather.arrival} />
        <RunwayLengths result={result} />
      </dl>
      {showsWeatherData(result) ? <WeatherCredit className="mt-3" /> : null}
      {/* The taxes over the range's total as shown (docs/decisions/048-broker-prices.md). */}
      <CardTripLines result={taxedAsShown(result, shown)} />

      {result.runway ? (
        <div className="mt-5 empty:hidden">
          <RunwayNotices result={result} />
        </div>
      ) : null}
      {result.conservative ? (
        <div className="mt-5">
          <ConservativeBanner gap={weatherGapOf(result)} />
        </div>
      ) : null}
      <AlternativeSwitches result={result} onSwitch={onSwitch} className="mt-5 max-w-xl" />

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-parchment">{t.quotePromise}</p>
        <Link to={`/contact?${request.toString()}`} className="btn btn-outline no-underline">
          {t.requestFlight}
        </Link>
      </div>
    </section>
  )
}
