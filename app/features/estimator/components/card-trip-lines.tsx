import type { EstimateResult } from '~/domain/estimator/types'
import { Co2Line } from './co2-line'
import { RouteNotice } from './route-notice'
import { TaxLines } from './tax-lines'

/**
 * The fleet card's trip lines (docs/product.md §10): what the route avoids, the taxes with the
 * total including them, and the CO₂ — mounted as one line in the card's result.
 */
export function CardTripLines({ result }: { result: EstimateResult }) {
  return (
    <div className="mt-5 grid gap-5 md:grid-cols-2" data-testid="card-trip-lines">
      <div className="empty:hidden md:col-span-2">
        <RouteNotice route={result.route} advisories={result.advisories} detailed={false} />
      </div>
      <TaxLines price={result} className="border-l border-gold/40 pl-5" />
      <Co2Line co2={result.co2} pax={result.input.pax} className="border-l border-line pl-5" />
    </div>
  )
}
