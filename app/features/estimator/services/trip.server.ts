import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/constants'
import type { EstimateResult, Language } from '~/domain/estimator/types'
import { MAX_TRIP_LEGS, firstLegOutOfOrder, parseTripLeg, tripTotal, type TripTotal } from '~/domain/trip/trip-legs'
import type { WorldAirports } from '~/services/airports/world-airports.server'
import { runEstimate, type EstimateServiceOutcome } from './estimate.server'
import type { WeatherClient } from '~/services/weather.server'

type Query = Record<string, unknown>
type EstimateFailure = Exclude<EstimateServiceOutcome, { ok: true }>

export type TripOutcome =
  | { ok: true; legs: EstimateResult[]; total: TripTotal }
  | { ok: false; code: 'LEGS_COUNT_INVALID' }
  /** A leg with more than its four parts (`FROM,TO,DATE,TIME`); `leg` is 1-based. */
  | { ok: false; code: 'LEG_INVALID'; leg: number }
  | { ok: false; code: 'LEGS_OUT_OF_ORDER'; leg: number }
  /** A leg refused as `/api/estimate` would refuse it; `leg` is 1-based. */
  | { ok: false; code: 'LEG_REFUSED'; leg: number; failure: EstimateFailure }

/** The `leg` parameters as given (one or several), each bounded; more than allowed are not read. */
export function tripLegsOf(query: Query): string[] | null {
  const raw = query.leg
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  if (values.length < 1 || values.length > MAX_TRIP_LEGS) return null
  return values.map((v) => (typeof v === 'string' ? v.slice(0, 40) : ''))
}

function first(query: Query, name: string, max: number): string {
  let value = query[name]
  if (Array.isArray(value)) value = value[0]
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

export interface TripServiceOptions {
  now?: Date | number
  lang?: Language
  airports?: WorldAirports
}

/**
 * GET /api/trip (docs/decisions/039-multi-leg-trip-api.md): each leg as `/api/estimate` answers a
 * one-way trip, computed together (the weather client shares identical look-ups in flight and
 * caches them), the first refused leg named; then the order of the legs; then the totals.
 */
export async function runTrip(
  weather: WeatherClient,
  query: Query,
  options: TripServiceOptions = {},
): Promise<TripOutcome> {
  const texts = tripLegsOf(query)
  if (!texts) return { ok: false, code: 'LEGS_COUNT_INVALID' }
  const paxText = first(query, 'pax', 6)
  const aircraft = first(query, 'aircraft', 40)
  const pax = /^\d{1,3}$/.test(paxText) ? Number(paxText) : Number.NaN
  const parsed = texts.map(parseTripLeg)
  const malformed = parsed.findIndex((leg) => leg === null)
  if (malformed >= 0) return { ok: false, code: 'LEG_INVALID', leg: malformed + 1 }
  const outcomes = await Promise.all(
    parsed.map((leg) => {
      if (!leg) throw new Error('unreachable: malformed legs are refused above')
      return runEstimate(
        weather,
        { ...leg, aircraft, pax, trip: 'oneway', time: leg.time || DEFAULT_ESTIMATE_TIME },
        { now: options.now, lang: options.lang, airports: options.airports },
      )
    }),
  )
  const legs: EstimateResult[] = []
  for (const [i, outcome] of outcomes.entries()) {
    if (!outcome.ok) return { ok: false, code: 'LEG_REFUSED', leg: i + 1, failure: outcome }
    legs.push(outcome.result)
  }
  const outOfOrder = firstLegOutOfOrder(
    legs.map((leg) => ({
      date: leg.input.date,
      time: leg.input.time,
      departure: leg.airports.departure,
      blockTimeHours: leg.blockTimeHours,
    })),
  )
  if (outOfOrder !== null) return { ok: false, code: 'LEGS_OUT_OF_ORDER', leg: outOfOrder }
  return { ok: true, legs, total: tripTotal(legs) }
}
