import { estimateAdviceCopy } from '~/features/estimator/content/estimate-advice'
import { getAircraft } from '~/domain/aircraft'
import { roundBroker, type BreakdownRowKey, type DisplayedPrice } from '~/domain/broker-price'
import type { AircraftAlternative } from '~/domain/estimator/advice'
import type { Taxes } from '~/domain/estimator/types'
import { formatEuros } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import type { EstimateView } from './runway-view'

/** Test ids of the rows (the service row keeps the id it had as the commission's). */
const ROW_TEST_IDS: Record<BreakdownRowKey, string> = {
  operator: 'price-operator',
  fees: 'price-fees',
  service: 'price-commission',
  weatherMargin: 'price-weather-margin',
}

/** The breakdown's rows (docs/decisions/048-broker-prices.md): rounded as a broker would, they add up to the total shown. */
export function BreakdownRows({ shown, className = '' }: { shown: DisplayedPrice; className?: string }) {
  const t = useCopy(estimateAdviceCopy)
  const { lang } = useLanguage()
  return (
    <dl className={`space-y-3 text-sm ${className}`} data-testid="price-breakdown">
      {shown.rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-4">
          <dt className="min-w-0 text-mist">
            {t.rows[row.key]}
            {row.key === 'weatherMargin' ? (
              <span className="mt-0.5 block text-xs text-mist/80">{t.weatherMarginHint}</span>
            ) : null}
          </dt>
          <dd className="whitespace-nowrap text-parchment" data-testid={ROW_TEST_IDS[row.key]}>
            {formatEuros(lang, row.amountEur)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The taxes over the total as shown (docs/decisions/048-broker-prices.md): VAT at its rate of the
 * rounded total, and the total with taxes from the figures on the screen, so the lines add up too.
 */
export function taxedAsShown<T extends { taxes: Taxes; totalWithTaxesEur: number }>(
  price: T,
  shown: DisplayedPrice,
): T {
  const vatEur = Math.round(price.taxes.vatRate * shown.totalEur)
  return {
    ...price,
    taxes: { ...price.taxes, vatEur },
    totalWithTaxesEur: shown.totalEur + vatEur + (price.taxes.tsba?.totalEur ?? 0),
  }
}

/** "Fuel stop: Gander (YQX)", when the estimate has stops and the server named them; else `undefined`. */
export function useFuelStopText(result: EstimateView): string | undefined {
  const t = useCopy(estimateAdviceCopy)
  const stops = result.advice?.fuelStops ?? []
  if (stops.length === 0) return undefined
  return t.fuelStops(stops.length, t.joinPlaces(stops.map((s) => t.stopPlace(s.city, s.code))))
}

/** The named fuel stops as a line of their own. */
export function FuelStopNames({ result, className = '' }: { result: EstimateView; className?: string }) {
  const text = useFuelStopText(result)
  if (!text) return null
  return (
    <p className={`text-sm text-parchment ${className}`} data-testid="fuel-stop-names">
      {text}
    </p>
  )
}

/** The text of a one-tap switch: "Non-stop in a Phenom 300: €17,700 excl. VAT". */
export function useAlternativeText() {
  const t = useCopy(estimateAdviceCopy)
  const { lang } = useLanguage()
  return (alternative: AircraftAlternative) =>
    t.alternative({
      aircraft: getAircraft(alternative.aircraft)?.name ?? alternative.aircraft,
      nonStop: alternative.nonStop,
      stops: alternative.fuelStops,
      price: formatEuros(lang, roundBroker(alternative.totalHT)),
    })
}

/**
 * Another aircraft of the fleet that flies the trip non-stop or markedly cheaper, each a one-tap
 * switch that estimates the trip again with it (a button with `onSwitch`; a link with `hrefFor`,
 * on the page that works without JavaScript).
 */
export function AlternativeSwitches({
  result,
  onSwitch,
  hrefFor,
  className = '',
}: {
  result: EstimateView
  onSwitch?: (aircraftId: string) => void
  hrefFor?: (aircraftId: string) => string
  className?: string
}) {
  const t = useCopy(estimateAdviceCopy)
  const text = useAlternativeText()
  const alternatives = (result.advice?.alternatives ?? []).filter((a) => getAircraft(a.aircraft))
  if (alternatives.length === 0 || (!onSwitch && !hrefFor)) return null
  const linkClass =
    'group flex w-full items-center justify-between gap-3 border border-gold/40 px-4 py-3 text-left text-sm text-ivory no-underline transition-colors hover:border-gold hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-light min-h-11'
  const arrow = (
    <span aria-hidden="true" className="shrink-0 text-gold transition-transform group-hover:translate-x-0.5">
      →
    </span>
  )
  return (
    <div className={className} data-testid="aircraft-alternatives">
      <p className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{t.alternativesTitle}</p>
      <ul className="mt-2 space-y-2">
        {alternatives.map((alternative) => (
          <li key={alternative.aircraft}>
            {onSwitch ? (
              <button
                type="button"
                className={linkClass}
                data-aircraft={alternative.aircraft}
                onClick={() => onSwitch(alternative.aircraft)}
              >
                <span className="min-w-0">{text(alternative)}</span>
                {arrow}
              </button>
            ) : (
              <a className={linkClass} href={hrefFor?.(alternative.aircraft)} data-aircraft={alternative.aircraft}>
                <span className="min-w-0">{text(alternative)}</span>
                {arrow}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
