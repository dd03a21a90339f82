import type { Ref } from 'react'
import { Link } from 'react-router'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { homeCopy } from '~/content/home'
import { displayedPrice } from '~/domain/broker-price'
import { formatDuration, formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { AlternativeSwitches, FuelStopNames } from './estimate-advice'
import { ConservativeBanner, fuelStopsText } from './result-parts'
import { weatherGapOf, type EstimateView } from './runway-view'
import { RunwayNotices } from './runway-parts'

/** The query of "Request this flight": the contact form's prefill (docs/product.md §2). */
export function requestQuery(result: EstimateView): string {
  return new URLSearchParams({
    from: result.airports.departure.code,
    to: result.airports.arrival.code,
    date: result.input.date,
    aircraft: result.aircraft.name,
    passengers: String(result.input.pax),
    // The total as a broker shows it (docs/decisions/048-broker-prices.md).
    est: String(displayedPrice(result.pricing, result.conservative, result.aircraft.category).totalEur),
  }).toString()
}

/**
 * The hero's answer: the estimate "€X excl. VAT" (rounded as a broker would; the very figure the
 * request form attaches, docs/decisions/105-one-price.md), the range, the flight time and stops,
 * the aircraft (suggested or chosen), the advice (named stops, another aircraft in one tap) and one
 * next step, "Request this flight", to /contact prefilled. The same on the /estimate page (links
 * instead of buttons).
 */
export function HomeEstimateResult({
  result,
  suggested,
  headingRef,
  onSwitch,
  switchHref,
}: {
  result: EstimateView
  suggested: boolean
  headingRef?: Ref<HTMLHeadingElement>
  onSwitch?: (aircraftId: string) => void
  switchHref?: (aircraftId: string) => string
}) {
  const t = useCopy(homeCopy).estimator
  const e = useCopy(estimatorCopy).result
  const { lang } = useLanguage()
  const shown = displayedPrice(result.pricing, result.conservative, result.aircraft.category)
  const money = (amount: number) => formatEuros(lang, amount)
  const { departure, arrival } = result.airports
  return (
    <section aria-labelledby="home-result-title" className="fade-in" data-testid="home-result">
      <h3
        id="home-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="eyebrow scroll-mt-24 !font-sans focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-light"
      >
        {t.resultHeading} · {e.route(departure.code, arrival.code)}
      </h3>
      <p className="mt-2 font-display text-4xl leading-tight text-gold-light" data-testid="home-price">
        {t.estimate(money(shown.totalEur))}
      </p>
      <p className="mt-1 text-sm text-mist" data-testid="home-range">
        {t.range(money(shown.lowEur), money(shown.highEur))}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
        <div className="min-w-0">
          <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{t.flightTime}</dt>
          <dd className="mt-1 text-ivory">
            <span className="font-display text-xl" data-testid="home-block-time">
              {formatDuration(lang, result.blockTimeHours)}
            </span>{' '}
            <span className="text-sm text-parchment">· {fuelStopsText(lang, e, result.fuelStops)}</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">
            {suggested ? t.aircraftSuggested : t.aircraftLabel}
          </dt>
          <dd className="mt-1 font-display text-xl text-ivory" data-testid="home-aircraft">
            {result.aircraft.name}
          </dd>
        </div>
      </dl>
      <FuelStopNames result={result} className="mt-3" />
      {result.conservative ? (
        <div className="mt-4">
          <ConservativeBanner gap={weatherGapOf(result)} />
        </div>
      ) : null}
      <div className="mt-4 empty:hidden">
        <RunwayNotices result={result} />
      </div>
      <AlternativeSwitches result={result} onSwitch={onSwitch} hrefFor={switchHref} className="mt-4" />
      <div className="mt-5 flex flex-col items-start gap-2">
        <Link to={`/contact?${requestQuery(result)}`} className="btn btn-gold no-underline" data-testid="home-request">
          {t.request}
        </Link>
        <p className="text-xs text-mist">{t.promise}</p>
      </div>
    </section>
  )
}
