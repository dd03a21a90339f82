import { estimatorCopy } from '~/features/estimator/content/estimator'
import { runwayRefusalCopy } from '~/features/estimator/content/runway-refusal'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import { airportCity } from '~/domain/airport-names'
import type { Airport } from '~/domain/estimator/types'
import { formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import type { EstimateView, RunwayRefusal } from './runway-view'
import type { EstimateOverride } from './use-estimator-form'

/** Each end's longest runway ("LBG · 3 000 m"), when the estimate carries it. */
export function RunwayLengths({ result }: { result: EstimateView }) {
  const t = useCopy(estimatorCopy).result
  const { lang } = useLanguage()
  if (!result.runway) return null
  const ends = [
    [result.airports.departure, result.runway.departure],
    [result.airports.arrival, result.runway.arrival],
  ] as const
  return (
    <div className="min-w-0">
      <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{t.longestRunway}</dt>
      <dd className="mt-1.5 space-y-0.5 text-sm text-parchment" data-testid="runway-lengths">
        {ends.map(([airport, runway]) => (
          <span key={airport.code} className="block">
            {t.runwayAt(airport.code, runway.lengthM ? formatUnit(lang, runway.lengthM, 'meter') : t.runwayUnknown)}
          </span>
        ))}
      </dd>
    </div>
  )
}

/** The notice of an end whose runway takes the aircraft only with limits (status `limited`). */
export function RunwayNotices({ result }: { result: EstimateView }) {
  const t = useCopy(estimatorCopy).result
  const { lang } = useLanguage()
  if (!result.runway) return null
  const limited = (
    [
      [result.airports.departure, result.runway.departure],
      [result.airports.arrival, result.runway.arrival],
    ] as const
  ).filter(([, runway]) => runway.status === 'limited')
  if (limited.length === 0) return null
  return (
    <div className="flex gap-3 border border-gold/50 bg-gold/10 px-4 py-3 text-sm" data-testid="runway-limited">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-gold">
        <path
          d="M10 2.5 18.5 17h-17L10 2.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
        <path d="M10 8v4.2M10 14.3v.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <div>
        <p className="font-medium text-ivory">{t.runwayLimitedTitle}</p>
        {limited.map(([airport, runway]) => (
          <p key={airport.code} className="text-parchment">
            {t.runwayLimited(
              placeOf({ city: airportCity(lang, airport), code: airport.code }),
              runway.lengthM ? formatUnit(lang, runway.lengthM, 'meter') : t.runwayUnknown,
              result.aircraft.name,
            )}
          </p>
        ))}
      </div>
    </div>
  )
}

function placeOf(airport: Pick<Airport, 'city' | 'code'>): string {
  return `${airport.city} (${airport.code})`
}

/**
 * The refusal of an end whose runway cannot take the aircraft, with one-click choices: the nearest
 * airports that can (within 200 km), and — in the card estimator — the fleet's aircraft that can land.
 */
export function RunwayRefusalBox({
  refusal,
  aircraftId,
  offerAircraft,
  onChoose,
}: {
  refusal: RunwayRefusal
  aircraftId: string
  offerAircraft: boolean
  onChoose: (override: EstimateOverride) => void
}) {
  const r = useCopy(runwayRefusalCopy)
  const { lang } = useLanguage()
  const aircraft = getAircraft(aircraftId)
  const nearest = refusal.alternatives[0]
  const shortRunway = refusal.reason === 'short' && refusal.lengthM !== null
  const place = refusal.airport?.city ?? ''
  const others = offerAircraft ? AIRCRAFT.filter((a) => a.id !== aircraftId && refusal.aircraft.includes(a.id)) : []
  const km = (value: number) => formatUnit(lang, Math.round(value), 'kilometer')
  return (
    <div
      role="alert"
      className="mt-6 border border-danger/70 bg-danger/10 px-4 py-4 text-sm"
      data-testid="runway-refusal"
    >
      <p className="font-medium text-ivory">{r.title}</p>
      <p className="mt-1 text-parchment">
        {r.text({
          place,
          length: shortRunway && refusal.lengthM !== null ? formatUnit(lang, refusal.lengthM, 'meter') : null,
          aircraft: aircraft?.name ?? aircraftId,
          fleetNone: refusal.aircraft.length === 0,
          nearest: nearest ? placeOf({ city: nearest.city, code: nearest.code }) : null,
        })}
      </p>
      {refusal.alternatives.length > 0 || others.length > 0 ? (
        <div className="mt-4">
          <p className="sr-only">{r.choices}</p>
          <ul className="flex flex-wrap gap-2">
            {refusal.alternatives.map((alternative) => (
              <li key={alternative.code}>
                <button
                  type="button"
                  className="btn btn-outline !px-4 !py-2 text-[0.7rem]"
                  onClick={() => onChoose({ side: refusal.side, code: alternative.code })}
                >
                  {(refusal.side === 'departure' ? r.departFrom : r.arriveAt)(
                    placeOf({ city: alternative.city, code: alternative.code }),
                    km(alternative.distanceKm),
                  )}
                </button>
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <>
              <p className="mt-4 text-parchment">{r.otherAircraft}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {others.map((other) => (
                  <li key={other.id}>
                    <button
                      type="button"
                      className="btn btn-outline !px-4 !py-2 text-[0.7rem]"
                      onClick={() => onChoose({ aircraft: other.id })}
                    >
                      {r.estimateWith(other.name)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
