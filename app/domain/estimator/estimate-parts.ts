/**
 * The estimator's small pure helpers (docs/product.md §4): cruise level and pressure, fuel stops,
 * the wind's along-route component, turbulence, the wind's labels, the hour of a time. Split from
 * `estimate.ts` (which re-exports them) so each module stays readable.
 */
import { isIsoDate } from '../dates'
import { CRUISE_LEVEL_TABLE, KMH_PER_MS, LEVEL_TO_HPA_TABLE, USABLE_RANGE_FACTOR } from './constants'
import type { AircraftCategory, TurbulenceClass, TurbulenceDetails, WindLabel, WindSample } from './types'

// ---------------------------------------------------------------------------------------------
// Small pure helpers
// ---------------------------------------------------------------------------------------------

export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180
export const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length

/** Cruise level (flight level) for a category and a great-circle distance; "above" is strict. */
export function cruiseLevelFor(category: AircraftCategory, distanceKm: number): number {
  const row = CRUISE_LEVEL_TABLE[category]
  for (const band of row.bands) if (distanceKm > band.aboveKm) return band.level
  return row.otherwise
}

/** Pressure (hPa) of the table level nearest to `level`; on a tie, the lower level. */
export function hpaForLevel(level: number): number {
  let best = LEVEL_TO_HPA_TABLE[0] ?? [0, 0]
  for (const entry of LEVEL_TO_HPA_TABLE) {
    if (Math.abs(entry[0] - level) < Math.abs(best[0] - level)) best = entry
  }
  return best[1]
}

/** Fuel stops needed to fly `distanceKm` with a `rangeKm` aircraft (90 % of the range per leg). */
export function fuelStopsFor(distanceKm: number, rangeKm: number): number {
  const usableLegKm = rangeKm * USABLE_RANGE_FACTOR
  return distanceKm > usableLegKm ? Math.ceil(distanceKm / usableLegKm) - 1 : 0
}

/** Along-route wind component in km/h, tailwind positive: `s × cos(bearing − (d + 180°)) × 3.6`. */
export function alongRouteComponentKmh(wind: WindSample, bearingDeg: number): number {
  return wind.speedMs * Math.cos(toRadians(bearingDeg - (wind.directionDeg + 180))) * KMH_PER_MS
}

/** Smallest angle between two directions, in [0, 180]. */
export function angularDifferenceDeg(a: number, b: number): number {
  const d = Math.abs(a - b) % 360
  return d > 180 ? 360 - d : d
}

/** below 15 none, 15–34 light, 35–64 moderate, 65 or more strong. */
export function turbulenceClass(score: number): TurbulenceClass {
  if (score < 15) return 'none'
  if (score < 35) return 'light'
  if (score < 65) return 'moderate'
  return 'strong'
}

/** Turbulence from the three wind samples (docs/product.md §4). */
export function computeTurbulence(samples: readonly WindSample[]): {
  score: number
  class: TurbulenceClass
  details: TurbulenceDetails
} {
  const speeds = samples.map((s) => s.speedMs)
  // The high and low layers are 1.2× and 0.8× the sampled wind.
  const verticalShear_ms = mean(speeds.map((s) => Math.abs(1.2 * s - 0.8 * s)))
  const average = mean(speeds)
  const horizStd_ms = Math.sqrt(mean(speeds.map((s) => (s - average) ** 2)))
  let turning_deg = 0
  for (let i = 0; i < samples.length; i++) {
    for (let j = i + 1; j < samples.length; j++) {
      const a = samples[i]
      const b = samples[j]
      if (a && b) turning_deg = Math.max(turning_deg, angularDifferenceDeg(a.directionDeg, b.directionDeg))
    }
  }
  const score = Math.round(
    Math.min(60, (verticalShear_ms / 30) * 60) +
      Math.min(25, (horizStd_ms / 15) * 25) +
      Math.min(15, (turning_deg / 90) * 15),
  )
  return { score, class: turbulenceClass(score), details: { verticalShear_ms, horizStd_ms, turning_deg } }
}

/** headwind when ≥ 1 km/h, tailwind when ≤ −1 km/h, else neutral (docs/product.md §4). */
export function windLabelFor(avgHeadwindKmh: number): WindLabel {
  if (avgHeadwindKmh >= 1) return 'headwind'
  if (avgHeadwindKmh <= -1) return 'tailwind'
  return 'neutral'
}

/** The headwind badge: a warning above 15 km/h, "safe" below −10 km/h (docs/product.md §4). */
export function windBadge(avgHeadwindKmh: number): 'warning' | 'safe' | 'normal' {
  if (avgHeadwindKmh > 15) return 'warning'
  if (avgHeadwindKmh < -10) return 'safe'
  return 'normal'
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A real calendar date written YYYY-MM-DD (the app's one validator, `~/domain/dates`). */
export const isValidIsoDate = isIsoDate

/** The hour (0–23) of an HH:MM time from 00:00 to 23:59, or null when it is not one. */
export function hourOfTime(value: string): number | null {
  if (typeof value !== 'string') return null
  const match = HH_MM.exec(value)
  return match ? Number(match[1]) : null
}
