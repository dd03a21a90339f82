/**
 * The runway rule (docs/product.md §6), per end of the trip, from the aircraft's `req_runway_m` and
 * `requires_paved` and the airport's longest runway. Pure: no I/O.
 */
import type { Aircraft, Airport, AirportType, RunwayInfo, RunwayStatus, RunwaySurface } from './types'

export const FEET_TO_METRES = 0.3048
/** Below this share of the required length the runway is unsuitable; between it and 1, limited. */
export const LIMITED_RUNWAY_FACTOR = 0.75

const UNPAVED_WORDS = [
  'grass',
  'gravel',
  'dirt',
  'turf',
  'sand',
  'snow',
  'ice',
  'water',
  'earth',
  'soil',
  'clay',
  'grv',
  'gre',
  'grs',
]
const PAVED_WORDS = [
  'asphalt',
  'concrete',
  'bitumen',
  'tarmac',
  'paved',
  'asp',
  'con',
  'pem',
  'bit',
  'macadam',
  'cement',
]

/**
 * The class of a surface name as OurAirports writes it ("asphalt", "Grass", "ASP/CON", "turf-gravel"...):
 * any unpaved word makes it unpaved (a mixed gravel/asphalt strip is not a paved runway), else any
 * paved word makes it paved, else unknown.
 */
export function classifySurface(raw: string | null | undefined): RunwaySurface {
  if (typeof raw !== 'string') return 'unknown'
  const words = raw
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
  if (words.length === 0) return 'unknown'
  const has = (list: readonly string[]) =>
    words.some((word) => list.some((w) => word === w || (w.length > 3 && word.startsWith(w))))
  if (has(UNPAVED_WORDS)) return 'unpaved'
  if (has(PAVED_WORDS)) return 'paved'
  return 'unknown'
}

/** Runway length in whole metres from feet (`null` for a missing or non-positive length). */
export function feetToMetres(feet: number | null | undefined): number | null {
  if (typeof feet !== 'number' || !Number.isFinite(feet) || feet <= 0) return null
  return Math.round(feet * FEET_TO_METRES)
}

export type UnsuitableReason = 'unpaved' | 'short'

export interface RunwayAssessment {
  status: RunwayStatus
  /** Why, when unsuitable. */
  reason?: UnsuitableReason
  lengthM: number | null
  surface: RunwaySurface
  requiredM: number
}

/**
 * docs/product.md §6, in this order:
 * - unsuitable when the aircraft needs a paved runway and the surface is unpaved, or when L < 0.75 × required;
 * - limited when 0.75 × required ≤ L < required, or when a paved runway is needed, the surface is
 *   unknown and the airport is a small one (large and medium airports with an unknown surface count as paved);
 * - ok otherwise.
 * An unknown length (no runway on record) is limited on a small airport and ok on a large or medium one:
 * those are airline-capable fields, a small one needs the broker's check.
 */
export function assessRunway(
  aircraft: Pick<Aircraft, 'req_runway_m' | 'requires_paved'>,
  runway: RunwayInfo | undefined,
  type: AirportType = 'medium',
): RunwayAssessment {
  const lengthM = runway?.lengthM ?? null
  const surface = runway?.surface ?? 'unknown'
  const requiredM = aircraft.req_runway_m
  const base = { lengthM, surface, requiredM }
  if (aircraft.requires_paved && surface === 'unpaved') return { ...base, status: 'unsuitable', reason: 'unpaved' }
  if (lengthM !== null && lengthM < LIMITED_RUNWAY_FACTOR * requiredM)
    return { ...base, status: 'unsuitable', reason: 'short' }
  if (lengthM !== null && lengthM < requiredM) return { ...base, status: 'limited' }
  if (type === 'small' && (lengthM === null || (aircraft.requires_paved && surface === 'unknown'))) {
    return { ...base, status: 'limited' }
  }
  return { ...base, status: 'ok' }
}

/** The verdict for an airport record. */
export function assessAirportRunway(
  aircraft: Pick<Aircraft, 'req_runway_m' | 'requires_paved'>,
  airport: Pick<Airport, 'runway' | 'type'>,
): RunwayAssessment {
  return assessRunway(aircraft, airport.runway, airport.type)
}
