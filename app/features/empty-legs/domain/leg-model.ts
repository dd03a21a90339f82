import { haversineDistanceKm } from '~/domain/estimator/geo'
import { FUEL_STOP_HOURS, LEG_OVERHEAD_HOURS } from '~/domain/estimator/constants'
import { fuelStopsFor } from '~/domain/estimator/estimate'
import { AIRCRAFT } from '~/domain/aircraft'
import { BURN_GAL_PER_HOUR, co2Of, type Co2 } from '~/domain/trip/co2'

/**
 * An empty leg (docs/product.md §12): an aircraft flying back empty, published by the desk. Pure.
 * Dates are calendar days (`YYYY-MM-DD`) of Paris, where the brokerage works: a leg whose latest
 * departure day is before today (in Paris) has passed and leaves the public list; the desk keeps it.
 */

export const MAX_SEATS = 19
export const MAX_WINDOW_DAYS = 60
export const MAX_PRICE_EUR = 10_000_000
export const MAX_NOTE = 280
/** The brokerage's day: "today" for windows and the once-a-day alert. */
export const LEGS_TIME_ZONE = 'Europe/Paris'

/** One end of a leg, as the airport table gives it. */
export interface LegEnd {
  code: string
  city: string
  /** French city where it differs (Londres, Genève). */
  cityFr?: string
  name: string
  /** French name where it differs. */
  nameFr?: string
  countryCode: string
  lat: number
  lon: number
}

export interface EmptyLeg {
  id: string
  from: LegEnd
  to: LegEnd
  earliest: string
  latest: string
  /** A fleet type's id, or '' with `aircraftName` typed. */
  aircraftId: string
  aircraftName: string
  /** US gallons per block hour for a free-text aircraft (CO₂), else null. */
  burnGalPerHour: number | null
  seats: number
  /** Whole euros excluding tax, or null: "on request". */
  priceEur: number | null
  noteFr: string
  noteEn: string
  withdrawnAt: Date | null
  createdAt: Date
}

/** The calendar day of `now` in `timeZone` (`YYYY-MM-DD`). */
export function dayIn(now: Date, timeZone: string = LEGS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The window has passed: its latest day is before `today`. */
export function hasPassed(leg: Pick<EmptyLeg, 'latest'>, today: string): boolean {
  return leg.latest < today
}

/** On the public list: not withdrawn and its window not passed. */
export function isPublic(leg: Pick<EmptyLeg, 'latest' | 'withdrawnAt'>, today: string): boolean {
  return leg.withdrawnAt === null && !hasPassed(leg, today)
}

export type LegState = 'published' | 'withdrawn' | 'passed'

export function legState(leg: Pick<EmptyLeg, 'latest' | 'withdrawnAt'>, today: string): LegState {
  if (leg.withdrawnAt) return 'withdrawn'
  return hasPassed(leg, today) ? 'passed' : 'published'
}

/** Soonest first: earliest day, then latest day, then departure code (a stable order). */
export function soonestFirst<L extends Pick<EmptyLeg, 'earliest' | 'latest' | 'id'>>(legs: readonly L[]): L[] {
  return [...legs].sort(
    (a, b) => a.earliest.localeCompare(b.earliest) || a.latest.localeCompare(b.latest) || a.id.localeCompare(b.id),
  )
}

/** The public list: current legs, soonest first, filtered by departure and arrival country when asked. */
export function publicLegs<L extends EmptyLeg>(
  legs: readonly L[],
  today: string,
  filter: { fromCountry?: string; toCountry?: string } = {},
): L[] {
  return soonestFirst(
    legs.filter(
      (leg) =>
        isPublic(leg, today) &&
        (!filter.fromCountry || leg.from.countryCode === filter.fromCountry) &&
        (!filter.toCountry || leg.to.countryCode === filter.toCountry),
    ),
  )
}

/** Block hours without wind (great circle at cruise speed, the estimator's overheads and stops). */
export function legBlockHours(leg: Pick<EmptyLeg, 'from' | 'to' | 'aircraftId'>): number | null {
  const aircraft = AIRCRAFT.find((a) => a.id === leg.aircraftId)
  const distanceKm = haversineDistanceKm(leg.from, leg.to)
  // A free-text aircraft: a midsize jet's cruise and range.
  const cruise = aircraft?.cruise_kmh ?? 800
  const range = aircraft?.range_km ?? 5000
  return distanceKm / cruise + LEG_OVERHEAD_HOURS + FUEL_STOP_HOURS * fuelStopsFor(distanceKm, range)
}

/** CO₂ of the leg shared among its seats (docs/product.md §10), or null without a burn figure. */
export function legCo2(leg: Pick<EmptyLeg, 'from' | 'to' | 'aircraftId' | 'burnGalPerHour' | 'seats'>): Co2 | null {
  const burn = BURN_GAL_PER_HOUR[leg.aircraftId] ?? leg.burnGalPerHour
  const hours = legBlockHours(leg)
  if (burn === null || burn === undefined || hours === null) return null
  return co2Of(hours, burn, leg.seats)
}

/** The aircraft's name as shown: the fleet type's, or the one typed. */
export function aircraftLabel(leg: Pick<EmptyLeg, 'aircraftId' | 'aircraftName'>): string {
  return AIRCRAFT.find((a) => a.id === leg.aircraftId)?.name ?? leg.aircraftName
}
