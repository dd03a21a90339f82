/**
 * The estimator's constants (docs/product.md §4): tables and factors only.
 * `estimate.ts` re-exports them, so callers keep one import.
 */
import type { AircraftCategory, TurbulenceClass, TurbulenceDetails, WindSample } from './types'

/** Used by the card estimator, and when the simulator leaves the time empty. */
export const DEFAULT_ESTIMATE_TIME = '12:00'

/** Cruise level by category: the first band whose distance is strictly exceeded, else `otherwise`. */
export const CRUISE_LEVEL_TABLE = {
  heavy: {
    bands: [
      { aboveKm: 6000, level: 390 },
      { aboveKm: 3000, level: 370 },
    ],
    otherwise: 350,
  },
  midsize: {
    bands: [
      { aboveKm: 3500, level: 350 },
      { aboveKm: 1800, level: 330 },
    ],
    otherwise: 300,
  },
  light: { bands: [{ aboveKm: 1500, level: 300 }], otherwise: 280 },
} as const satisfies Record<
  AircraftCategory,
  { bands: readonly { aboveKm: number; level: number }[]; otherwise: number }
>

/** Flight level → pressure level in hPa (the nearest level is used). */
export const LEVEL_TO_HPA_TABLE: readonly (readonly [level: number, hpa: number])[] = [
  [180, 925],
  [240, 700],
  [280, 325],
  [300, 300],
  [330, 275],
  [350, 250],
  [370, 235],
  [390, 225],
  [410, 200],
]

export interface CommissionRow {
  /** share of the operator price */
  percentage: number
  /** floor of the percentage part, € */
  minimum: number
  /** € per block hour above 6 h */
  longHaulBonusPerHour: number
  /** € per block hour */
  servicePackPerHour: number
}

export const COMMISSION_TABLE: Readonly<Record<AircraftCategory, CommissionRow>> = {
  light: { percentage: 0.12, minimum: 3000, longHaulBonusPerHour: 1000, servicePackPerHour: 500 },
  midsize: { percentage: 0.15, minimum: 8000, longHaulBonusPerHour: 2000, servicePackPerHour: 1200 },
  heavy: { percentage: 0.18, minimum: 20000, longHaulBonusPerHour: 4000, servicePackPerHour: 2500 },
}

export const KMH_PER_MS = 3.6
export const MIN_GROUND_SPEED_KMH = 200
export const USABLE_RANGE_FACTOR = 0.9
/** Taxi, climb and descent: 0.3 h at each end. */
export const LEG_OVERHEAD_HOURS = 0.6
export const FUEL_STOP_HOURS = 0.7
/** Added once to a round trip's two legs. */
export const ROUND_TRIP_EXTRA_HOURS = 0.6
export const FEE_PER_AIRPORT_EUR = 900
export const OPERATOR_FEE_RATE = 0.1
export const ROUND_TRIP_FEE_EUR = 1200
export const LONG_HAUL_THRESHOLD_HOURS = 6
export const LOW_FACTOR = 0.88
export const HIGH_FACTOR = 1.12
/** What a failed wind look-up counts as (docs/product.md §4). */
export const FALLBACK_WIND: Readonly<WindSample> = Object.freeze({ speedMs: 15, directionDeg: 270 })
/** The fixed turbulence of conservative mode. */
export const CONSERVATIVE_TURBULENCE: Readonly<{ score: number; class: TurbulenceClass; details: TurbulenceDetails }> =
  Object.freeze({
    score: 15,
    class: 'light',
    details: Object.freeze({ verticalShear_ms: 5, horizStd_ms: 3, turning_deg: 10 }),
  })
