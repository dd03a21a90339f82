import { airspaceAdjective } from '~/features/estimator/content/estimate-errors'
import { tripCopy } from '~/features/estimator/content/trip'
import { countryNameOf } from '~/domain/airport-names'
import type { FlightRoute, RouteAdvisory } from '~/domain/estimator/types'
import { formatIsoDate, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'

/** "évite l'espace aérien russe : +1 150 km", or null when the route is the great circle. */
export function useAvoidanceText(): (route: FlightRoute) => string | null {
  const t = useCopy(tripCopy).route
  const adjectives = useCopy(airspaceAdjective)
  const { lang } = useLanguage()
  return (route) => {
    if (route.avoided.length === 0) return null
    const extra = Math.round((route.flownKm - route.greatCircleKm) / 10) * 10
    return t.avoids(
      route.avoided.map((code) => adjectives[code] ?? code),
      formatUnit(lang, extra, 'kilometer'),
    )
  }
}

const warning = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-gold">
    <path d="M10 2.5 18.5 17h-17L10 2.5Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    <path d="M10 8v4.2M10 14.3v.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
)

/**
 * What the route goes around (closed airspace, and the extra distance), and the conflict-zone
 * bulletins in force on it (docs/product.md §10). Nothing on a clear great circle.
 */
export function RouteNotice({
  route,
  advisories,
  detailed = true,
}: {
  route: FlightRoute
  advisories: readonly RouteAdvisory[]
  detailed?: boolean
}) {
  const t = useCopy(tripCopy).route
  const { lang } = useLanguage()
  const avoids = useAvoidanceText()(route)
  if (!avoids && advisories.length === 0) return null
  return (
    <div className="space-y-3">
      {avoids ? (
        <div className="flex gap-3 border border-line bg-night px-4 py-3 text-sm" data-testid="route-avoids">
          {warning}
          <div>
            <p className="font-medium text-ivory">{avoids}</p>
            {detailed ? <p className="mt-1 text-parchment">{t.why}</p> : null}
          </div>
        </div>
      ) : null}
      {advisories.map((a) => (
        <div
          key={a.reference}
          className="flex gap-3 border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-parchment"
          data-testid="route-advisory"
        >
          {warning}
          <p>
            {t.advisory(
              a.reference,
              a.countries.map((c) => countryNameOf(lang, c)).join(', '),
              formatIsoDate(lang, a.validUntil),
            )}
          </p>
        </div>
      ))}
    </div>
  )
}
