import { lazy, Suspense, useId } from 'react'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { airportCity, airportName } from '~/domain/airport-names'
import { displayedPrice } from '~/domain/broker-price'
import { formatDuration, formatEuros, formatIsoDate, formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { AlternativeSwitches, BreakdownRows, taxedAsShown, useFuelStopText } from './estimate-advice'
import { airportPlace, formatTimeOfDay } from '~/i18n/place-format'
import { ConservativeBanner, Figure, WeatherCredit, WindAtAltitude, fuelStopsText } from './result-parts'
import { useRevealResult } from './reveal-result'
import { showsWeatherData, weatherGapOf, type EstimateView } from './runway-view'
import { Co2Line } from './co2-line'
import { RouteNotice } from './route-notice'
import { RunwayLengths, RunwayNotices } from './runway-parts'
import { TaxLines } from './tax-lines'
import { WeatherCard } from './weather-card'

const RouteMap = lazy(() => import('./route-map'))

/**
 * The simulator's result. The price summary comes first in reading order — right under the heading
 * on a phone, in the right-hand column on a wide screen — and the technical figures, the map and
 * the weather follow.
 */
export default function SimulatorResult({
  result,
  onAdd,
  onSwitch,
}: {
  result: EstimateView
  onAdd: () => void
  /** Estimates the trip again with another aircraft of the fleet (the advice's one-tap switch). */
  onSwitch?: (aircraftId: string) => void
}) {
  const headingId = useId()
  const headingRef = useRevealResult<HTMLHeadingElement>(result)
  const stopNames = useFuelStopText(result)
  const copy = useCopy(estimatorCopy)
  const t = copy.result
  const s = copy.simulator
  const { lang } = useLanguage()
  const { departure, arrival } = result.airports
  const ms = (value: number) => formatUnit(lang, value, 'meter-per-second', 1)

  return (
    <section aria-labelledby={headingId} className="mt-10 fade-in" data-testid="simulator-result">
      <div className="flex flex-col gap-2 border-b border-line pb-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="eyebrow scroll-mt-24 !font-sans focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-light"
          >
            {s.resultHeading}
          </h3>
          <p className="mt-3 font-display text-3xl text-ivory md:text-4xl" data-testid="result-route">
            {airportCity(lang, departure)} <span className="text-gold">→</span> {airportCity(lang, arrival)}
          </p>
          <p className="mt-2 text-sm text-mist">
            {s.summary({
              trip: result.input.trip === 'roundtrip' ? copy.form.roundtrip : copy.form.oneway,
              aircraft: result.aircraft.name,
              pax: s.paxCount(result.input.pax, formatNumber(lang, result.input.pax)),
              date: formatIsoDate(lang, result.input.date),
              time: formatTimeOfDay(lang, result.input.time),
            })}
          </p>
        </div>
        <p className="text-sm tracking-[0.14em] text-parchment">{t.route(departure.code, arrival.code)}</p>
      </div>

      {result.conservative ? (
        <div className="mt-6">
          <ConservativeBanner detailed gap={weatherGapOf(result)} />
        </div>
      ) : null}
      <div className="mt-6 empty:hidden">
        <RunwayNotices result={result} />
      </div>
      <div className="mt-6 empty:hidden">
        <RouteNotice route={result.route} advisories={result.advisories} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1.35fr_1fr]">
        <div className="lg:sticky lg:top-28 lg:order-2 lg:self-start">
          <PriceSummary result={result} onAdd={onAdd} />
          <AlternativeSwitches result={result} onSwitch={onSwitch} className="mt-6" />
        </div>

        <div className="lg:order-1">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-7 sm:grid-cols-3">
            <Figure label={t.blockTime} hint={t.blockTimeHint} testId="block-time">
              {formatDuration(lang, result.blockTimeHours)}
            </Figure>
            <Figure label={t.cruiseTime} testId="cruise-time">
              {formatDuration(lang, result.cruiseTimeHours)}
            </Figure>
            <Figure label={t.distance} testId="distance">
              {formatUnit(lang, result.distanceKm, 'kilometer')}
            </Figure>
            <Figure label={s.altitude} testId="altitude">
              {s.flightLevel(String(result.cruiseLevel), formatNumber(lang, result.hpa))}
            </Figure>
            <Figure label={t.windAtAltitude}>
              <WindAtAltitude result={result} />
            </Figure>
            <Figure label={t.fuelStops} testId="fuel-stops" hint={stopNames} hintTestId="fuel-stop-names">
              {fuelStopsText(lang, t, result.fuelStops)}
            </Figure>
            <Figure label={s.groundSpeed} testId="ground-speed">
              {formatUnit(lang, result.groundSpeedKmh, 'kilometer-per-hour')}
            </Figure>
            <RunwayLengths result={result} />
            <div className="col-span-2 min-w-0">
              <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{s.turbulence}</dt>
              <dd className="mt-1.5 font-display text-2xl leading-tight text-ivory" data-testid="turbulence">
                {s.turbulenceClasses[result.turbulence.class]}{' '}
                <span className="font-sans text-sm text-mist">
                  {s.turbulenceScore(formatNumber(lang, result.turbulence.score))}
                </span>
              </dd>
              <dd className="mt-2 grid grid-cols-3 gap-3 text-xs text-mist" data-testid="turbulence-details">
                <span>
                  {s.verticalShear}
                  <span className="block text-sm text-parchment">{ms(result.turbulence.details.verticalShear_ms)}</span>
                </span>
                <span>
                  {s.horizontalVariability}
                  <span className="block text-sm text-parchment">{ms(result.turbulence.details.horizStd_ms)}</span>
                </span>
                <span>
                  {s.windTurning}
                  <span className="block text-sm text-parchment">
                    {s.degrees(formatNumber(lang, result.turbulence.details.turning_deg))}
                  </span>
                </span>
              </dd>
            </div>
          </dl>

          <div className="mt-10">
            <Suspense
              fallback={
                <div className="flex aspect-[1.9] items-center justify-center border border-line bg-midnight text-xs text-mist">
                  {s.map.loading}
                </div>
              }
            >
              <RouteMap result={result} />
            </Suspense>
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <WeatherCard
          title={t.weatherDeparture}
          place={`${airportName(lang, departure)} · ${airportPlace(lang, departure)}`}
          weather={result.weather.departure}
          testId="weather-departure"
        />
        <WeatherCard
          title={t.weatherArrival}
          place={`${airportName(lang, arrival)} · ${airportPlace(lang, arrival)}`}
          weather={result.weather.arrival}
          testId="weather-arrival"
        />
      </div>
      {showsWeatherData(result) ? <WeatherCredit className="mt-4" /> : null}
    </section>
  )
}

/** Total, range, breakdown and "add to my request", rounded as a broker would (docs/decisions/048-broker-prices.md). */
function PriceSummary({ result, onAdd }: { result: EstimateView; onAdd: () => void }) {
  const copy = useCopy(estimatorCopy)
  const t = copy.result
  const s = copy.simulator
  const { lang } = useLanguage()
  const shown = displayedPrice(result.pricing, result.conservative, result.aircraft.category)
  const money = (amount: number) => formatEuros(lang, amount)
  return (
    <div className="border border-gold/40 bg-night p-6" data-testid="price-summary">
      <h4 className="eyebrow !font-sans">{s.priceBreakdown}</h4>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-parchment">{result.conservative ? s.totalConservative : s.total}</dt>
          <dd className="whitespace-nowrap font-display text-3xl text-gold-light" data-testid="price-total">
            {money(shown.totalEur)}
          </dd>
        </div>
        <PriceRow
          label={s.priceRange}
          value={t.range(money(shown.lowEur), money(shown.highEur))}
          testId="price-range"
        />
      </dl>
      <BreakdownRows shown={shown} className="mt-4 border-t border-line pt-4" />
      <TaxLines price={taxedAsShown(result, shown)} className="mt-4 border-t border-line pt-4" />
      <Co2Line co2={result.co2} pax={result.input.pax} className="mt-4 border-t border-line pt-4" />
      <button type="button" onClick={onAdd} className="btn btn-gold mt-6 w-full">
        {s.addToRequest}
      </button>
      <p className="mt-3 text-xs text-mist">{t.quotePromise}</p>
      <p className="mt-4 text-xs leading-relaxed text-mist">{s.notice}</p>
    </div>
  )
}

function PriceRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-mist">{label}</dt>
      <dd className="whitespace-nowrap text-parchment" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
