import { useId, useMemo } from 'react'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import type { EstimateResult } from '~/domain/estimator/types'
import { decodeOutline, landPath, routeMapGeometry } from '~/domain/estimator/world-map'
import { WORLD_LAND_OUTLINE } from '~/domain/estimator/world-outline'
import { formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatPosition } from '~/i18n/place-format'
import { tripCopy } from '~/features/estimator/content/trip'
import { useAvoidanceText } from './route-notice'

/** Picture proportions (width / height). */
const MAP_ASPECT = 1.9

let rings: ReturnType<typeof decodeOutline> | null = null
const worldRings = () => (rings ??= decodeOutline(WORLD_LAND_OUTLINE))

/**
 * The route picture of the simulator: the great-circle arc between the two airports on a world
 * map cropped to the route (equidistant cylindrical projection, Natural Earth 1:110m land outline
 * bundled with the app), with the fuel stops marked. Its text alternative is the visible caption.
 * Loaded lazily: the outline and this code reach the browser only when a result is shown.
 */
export default function RouteMap({ result }: { result: EstimateResult }) {
  const t = useCopy(estimatorCopy).simulator.map
  const r = useCopy(tripCopy).route
  const avoids = useAvoidanceText()(result.route)
  const { lang } = useLanguage()
  const id = useId()
  const { departure, arrival } = result.airports

  const geometry = useMemo(
    () =>
      routeMapGeometry(departure, arrival, result.fuelStopPoints, {
        aspect: MAP_ASPECT,
        flown: result.route.points,
      }),
    [departure, arrival, result.fuelStopPoints, result.route.points],
  )
  const land = useMemo(() => {
    const { x, y, width, height } = geometry.viewBox
    const k = geometry.projection.xScale
    const margin = 5
    return landPath(worldRings(), geometry.projection, geometry.worldCopies, {
      minLon: x / k - margin,
      maxLon: (x + width) / k + margin,
      minLat: -(y + height) - margin,
      maxLat: -y + margin,
    })
  }, [geometry])

  const { x, y, width, height } = geometry.viewBox
  // Sizes in view units, proportional to the view so markers look the same on every route.
  const unit = height / 100
  const title = t.title(`${departure.city} (${departure.code})`, `${arrival.city} (${arrival.code})`)
  const stops = result.fuelStopPoints.map((p, i) =>
    t.stopAt(formatNumber(lang, i + 1), formatPosition(lang, p.lat, p.lon, t.cardinals)),
  )
  const describe = avoids ? r.mapDescription : t.description
  const description = describe({
    from: `${departure.name} (${departure.code})`,
    to: `${arrival.name} (${arrival.code})`,
    distance: formatUnit(lang, result.distanceKm, 'kilometer'),
    stops: stops.length ? t.stopsList(stops.join(', ')) : t.noStop,
  })
  const caption = avoids ? `${description} ${avoids}.` : description

  const labelAnchor = (px: number) => (px - x > width * 0.75 ? 'end' : px - x < width * 0.25 ? 'start' : 'middle')

  return (
    <figure className="m-0" data-testid="route-map">
      <div className="overflow-hidden border border-line bg-midnight">
        <svg
          viewBox={`${x} ${y} ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="block h-auto w-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <title id={`${id}-title`}>{title}</title>
          <defs>
            <radialGradient id={`${id}-glow`} cx="50%" cy="45%" r="80%">
              <stop offset="0%" stopColor="#0d1118" />
              <stop offset="100%" stopColor="#07090d" />
            </radialGradient>
          </defs>
          <rect x={x} y={y} width={width} height={height} fill={`url(#${id}-glow)`} />
          <path
            d={geometry.graticulePath}
            fill="none"
            stroke="#283040"
            strokeOpacity={0.7}
            strokeWidth={0.6}
            strokeDasharray="2 4"
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={land}
            fill="#222a39"
            fillRule="evenodd"
            stroke="#8a6d35"
            strokeOpacity={0.9}
            strokeWidth={0.8}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {geometry.greatCirclePath ? (
            <path
              d={geometry.greatCirclePath}
              fill="none"
              stroke="#f4efe4"
              strokeOpacity={0.35}
              strokeWidth={1}
              strokeDasharray="2 4"
              vectorEffect="non-scaling-stroke"
              data-testid="route-great-circle"
            />
          ) : null}
          <path
            d={geometry.arcPath}
            fill="none"
            stroke="#dcc28e"
            strokeOpacity={0.25}
            strokeWidth={6}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={geometry.arcPath}
            fill="none"
            stroke="#dcc28e"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeDasharray="6 5"
            vectorEffect="non-scaling-stroke"
            data-testid="route-arc"
          />
          {geometry.fuelStops.map((p, i) => (
            <g key={i} data-testid="route-stop">
              <rect
                x={p.x - unit * 1.6}
                y={p.y - unit * 1.6}
                width={unit * 3.2}
                height={unit * 3.2}
                transform={`rotate(45 ${p.x} ${p.y})`}
                fill="#07090d"
                stroke="#f4efe4"
                strokeWidth={1.4}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          ))}
          {[
            { p: geometry.departure, code: departure.code },
            { p: geometry.arrival, code: arrival.code },
          ].map(({ p, code }) => (
            <g key={code} data-testid="route-airport">
              <circle cx={p.x} cy={p.y} r={unit * 3.2} fill="#c9a96a" fillOpacity={0.18} />
              <circle
                cx={p.x}
                cy={p.y}
                r={unit * 1.5}
                fill="#c9a96a"
                stroke="#07090d"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
              <text
                x={p.x}
                y={p.y - unit * 5}
                textAnchor={labelAnchor(p.x)}
                fontSize={unit * 6.5}
                fill="#f4efe4"
                fontFamily="Inter Variable, Helvetica Neue, Arial, sans-serif"
                letterSpacing={unit * 0.8}
                paintOrder="stroke"
                stroke="#07090d"
                strokeWidth={unit * 1.2}
                aria-hidden="true"
              >
                {code}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="mt-3 text-xs text-mist">
        <span id={`${id}-desc`} className="block">
          {caption}
        </span>
        <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-2 w-2 rounded-full bg-gold" />
            {t.legendAirport}
          </span>
          {stops.length ? (
            <span className="inline-flex items-center gap-1.5">
              <span className="inline-block h-2 w-2 rotate-45 border border-ivory" />
              {t.legendStop}
            </span>
          ) : null}
          {geometry.greatCirclePath ? (
            <>
              <span className="inline-flex items-center gap-1.5">
                <span className="inline-block w-4 border-t-2 border-dashed border-gold-light" />
                {r.flown}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="inline-block w-4 border-t border-dotted border-ivory/60" />
                {r.greatCircle}
              </span>
            </>
          ) : null}
        </span>
      </figcaption>
    </figure>
  )
}
