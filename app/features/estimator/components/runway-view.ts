import type { EstimateAdvice } from '~/domain/estimator/advice'
import type { EstimateResult } from '~/domain/estimator/types'

/**
 * The runway rule's refusal as the screens read it (docs/product.md §6): `/api/estimate` answers an
 * unsuitable end with HTTP 422 `RUNWAY_UNSUITABLE`, its alternatives and the fleet's aircraft that
 * can land. And why a conservative estimate has no weather.
 */

export type RunwaySide = 'departure' | 'arrival'

/**
 * Why an estimate is conservative: the date is beyond the forecast horizon, the service failed, or
 * the provider is known to be down (its circuit breaker is open, decision 045).
 */
export type WeatherGap = 'horizon' | 'unavailable' | 'provider'

/** The estimate result as the screens read it, with the API's advice (docs/decisions/049-home-estimate-and-advice.md). */
export type EstimateView = EstimateResult & { advice?: EstimateAdvice }

export interface RunwayAlternative {
  code: string
  name: string
  city: string
  distanceKm: number
}

export interface RunwayRefusal {
  side: RunwaySide
  /** The refused airport, named in the request's language. */
  airport: { code: string; name: string; city: string } | null
  reason: 'short' | 'unpaved'
  lengthM: number | null
  requiredM: number
  alternatives: RunwayAlternative[]
  /** Ids of the fleet's aircraft that can use this airport. */
  aircraft: string[]
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** The refusal carried by a 422 body, or null when the body is something else. */
export function runwayRefusalOf(body: unknown): RunwayRefusal | null {
  if (!body || typeof body !== 'object') return null
  const error = (body as { error?: unknown }).error
  if (!error || typeof error !== 'object') return null
  const e = error as Record<string, unknown>
  if (e.code !== 'RUNWAY_UNSUITABLE' || (e.side !== 'departure' && e.side !== 'arrival')) return null
  const alternatives = Array.isArray(e.alternatives)
    ? e.alternatives.flatMap((a: unknown) => {
        if (!a || typeof a !== 'object') return []
        const r = a as Record<string, unknown>
        const distanceKm = num(r.distanceKm)
        return typeof r.code === 'string' && typeof r.name === 'string' && distanceKm !== null
          ? [{ code: r.code, name: r.name, city: typeof r.city === 'string' ? r.city : r.name, distanceKm }]
          : []
      })
    : []
  const airport =
    e.airport && typeof e.airport === 'object' && typeof (e.airport as { code?: unknown }).code === 'string'
      ? (e.airport as { code: string; name?: unknown; city?: unknown })
      : null
  return {
    side: e.side,
    airport: airport
      ? {
          code: airport.code,
          name: typeof airport.name === 'string' ? airport.name : airport.code,
          city: typeof airport.city === 'string' ? airport.city : airport.code,
        }
      : null,
    reason: e.reason === 'unpaved' ? 'unpaved' : 'short',
    lengthM: num(e.lengthM),
    requiredM: num(e.requiredM) ?? 0,
    alternatives: alternatives.slice(0, 3),
    aircraft: Array.isArray(e.aircraft) ? e.aircraft.filter((id): id is string => typeof id === 'string') : [],
  }
}

/** Forecasts reach 15 days past today (UTC) — docs/product.md §5. */
export const FORECAST_HORIZON_DAYS = 15

/**
 * Why the weather is missing from a conservative estimate: the server says so when it can; else a
 * date past the forecast horizon explains it, and otherwise the service did not answer.
 */
export function weatherGapOf(result: EstimateView, now: Date = new Date()): WeatherGap | null {
  if (!result.conservative) return null
  if (result.weatherStatus === 'beyond-horizon') return 'horizon'
  if (result.weatherStatus === 'unavailable') return 'unavailable'
  if (result.weatherStatus === 'provider-unavailable') return 'provider'
  const horizon = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + FORECAST_HORIZON_DAYS))
  return result.input.date > horizon.toISOString().slice(0, 10) ? 'horizon' : 'unavailable'
}

/** Whether any weather figure of the provider is shown (the Open-Meteo credit goes with it). */
export function showsWeatherData(result: EstimateResult): boolean {
  const { weather, windPoints } = result
  return Boolean(
    weather.departure || weather.arrival || windPoints.departure || windPoints.midpoint || windPoints.arrival,
  )
}
