import { searchAirports } from '~/domain/airports'
import { DEFAULT_ESTIMATE_TIME, computeEstimate, planRoute } from '~/domain/estimator/estimate'
import type { Airport, EstimateErrorCode, EstimateInput, EstimateResult, Trip } from '~/domain/estimator/types'
import type { WeatherClient } from './weather.server'

export type EstimateServiceOutcome =
  | { ok: true; result: EstimateResult }
  | { ok: false; code: EstimateErrorCode }

type Query = Record<string, unknown>

/** First value of a query parameter, as a bounded string ('' when absent or not text). */
function param(query: Query, name: string, max = 40): string {
  let value = query[name]
  if (Array.isArray(value)) value = value[0]
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/**
 * The estimate request from a query string. Parsing is lenient on purpose: the engine is the one
 * validator, in the order of decisions §4.1, so every malformed value maps to its error code.
 */
export function estimateInputFromQuery(query: Query): EstimateInput {
  const paxText = param(query, 'pax', 6)
  const trip = param(query, 'trip', 12) || 'oneway'
  return {
    from: param(query, 'from', 8),
    to: param(query, 'to', 8),
    aircraft: param(query, 'aircraft', 40),
    date: param(query, 'date', 10),
    time: param(query, 'time', 5) || DEFAULT_ESTIMATE_TIME,
    pax: /^\d{1,3}$/.test(paxText) ? Number(paxText) : Number.NaN,
    trip: trip as Trip,
  }
}

/** Validates, fetches the weather the route needs (two batched upstream requests), computes. */
export async function runEstimate(weather: WeatherClient, input: EstimateInput): Promise<EstimateServiceOutcome> {
  const planned = planRoute(input)
  if (!planned.ok) return planned
  const inputs = await weather.getInputs(planned.plan)
  return { ok: true, result: computeEstimate(planned.plan, inputs) }
}

export function lookupAirports(query: Query): Airport[] {
  return searchAirports(param(query, 'q', 60))
}
