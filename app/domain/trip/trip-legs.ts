/**
 * A trip of several legs (docs/product.md §10, docs/decisions/039-multi-leg-trip-api.md): the order
 * check and the totals. Each leg is priced as a one-way estimate; the totals are the sums of the
 * figures shown, so the table adds up. Pure.
 */
import type { EstimateResult, LatLon, Pricing } from '../estimator/types'
import { sumCo2, type Co2 } from './co2'

export const MAX_TRIP_LEGS = 6

/** One leg as asked: codes, local date and time of departure. */
export interface TripLegInput {
  from: string
  to: string
  date: string
  time: string
}

/**
 * Parses "FROM,TO,YYYY-MM-DD,HH:MM"; missing parts are empty (the engine then names the error).
 * A leg is strict: more than its four parts is no leg (null), never parts silently dropped.
 */
export function parseTripLeg(text: string): TripLegInput | null {
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length > 4) return null
  const [from = '', to = '', date = '', time = ''] = parts
  return { from, to, date, time }
}

/** "FROM,TO,YYYY-MM-DD,HH:MM", the form `/api/trip` and the request form read. */
export function formatTripLeg(leg: TripLegInput): string {
  return [leg.from, leg.to, leg.date, leg.time].join(',')
}

/**
 * Tolerance of the order check, hours. Times are local to each departure airport and the airport
 * table has no time zones: each is brought to UTC by its longitude (solar time), which is within
 * about half an hour of the civil offset in most places and errs towards accepting elsewhere.
 */
export const ORDER_TOLERANCE_HOURS = 0.5

/** Hours since the epoch, in approximate UTC (solar time at the airport's longitude). */
function approximateUtcHours(date: string, time: string, at: LatLon): number {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0) / 3_600_000 - at.lon / 15
}

export interface TimedLeg {
  date: string
  time: string
  departure: LatLon
  blockTimeHours: number
}

/**
 * The 1-based number of the first leg that starts before the previous one can have landed (its
 * departure plus its block time), or null when every leg is in order.
 */
export function firstLegOutOfOrder(legs: readonly TimedLeg[]): number | null {
  for (let i = 1; i < legs.length; i++) {
    const previous = legs[i - 1] as TimedLeg
    const leg = legs[i] as TimedLeg
    const landed = approximateUtcHours(previous.date, previous.time, previous.departure) + previous.blockTimeHours
    if (approximateUtcHours(leg.date, leg.time, leg.departure) < landed - ORDER_TOLERANCE_HOURS) return i + 1
  }
  return null
}

export interface TripTotal {
  distanceKm: number
  blockTimeHours: number
  pricing: Pricing
  co2: Co2
  taxes: { tsbaEur: number; vatEur: number }
  totalWithTaxesEur: number
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0)

/** The trip's totals: the sums over its legs of the figures each leg shows. */
export function tripTotal(legs: readonly EstimateResult[]): TripTotal {
  const pricing = (key: keyof Pricing) => sum(legs.map((leg) => leg.pricing[key]))
  return {
    distanceKm: sum(legs.map((leg) => leg.distanceKm)),
    blockTimeHours: sum(legs.map((leg) => leg.blockTimeHours)),
    pricing: {
      operator: pricing('operator'),
      fees: pricing('fees'),
      commission: pricing('commission'),
      totalHT: pricing('totalHT'),
      lowHT: pricing('lowHT'),
      highHT: pricing('highHT'),
    },
    co2: sumCo2(legs.map((leg) => leg.co2)),
    taxes: {
      tsbaEur: sum(legs.map((leg) => leg.taxes.tsba?.totalEur ?? 0)),
      vatEur: sum(legs.map((leg) => leg.taxes.vatEur)),
    },
    totalWithTaxesEur: sum(legs.map((leg) => leg.totalWithTaxesEur)),
  }
}
