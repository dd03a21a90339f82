import type { EstimateMessageCode } from '~/features/estimator/content/estimate-errors'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import { foldText } from '~/domain/airport-search'
import { addDays, utcIsoDate } from '~/domain/dates'
import { suggestAircraft, type EstimateAdvice } from '~/domain/estimator/advice'
import { DEFAULT_ESTIMATE_TIME } from '~/domain/estimator/estimate'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import type { Airport, EstimateResult, Language } from '~/domain/estimator/types'
import { worldAirports, type WorldAirports } from '~/services/airports/world-airports.server'
import { estimateAdvice } from './estimate-advice.server'
import { runEstimate, type RunwayRefusalDetails } from './estimate.server'
import { createMemoryRateLimiter, type MemoryRateLimiter } from '~/services/memory-rate-limit.server'
import type { Runtime } from '~/services/runtime-types'

/** The hero form's fields, as the /estimate page received them (bounded, trimmed). */
export interface EstimatePageValues {
  from: string
  to: string
  date: string
  pax: string
  aircraft: string
}

export type EstimatePageAnswer =
  | { status: 'empty' }
  | { status: 'missing' }
  | { status: 'error'; code: EstimateMessageCode }
  | { status: 'refused'; refusal: RunwayRefusalDetails; aircraftId: string }
  | { status: 'result'; result: EstimateResult & { advice: EstimateAdvice }; suggested: boolean }

/** Days ahead of the server's date when the form came without one (the browser's default too). */
export const DEFAULT_DAYS_AHEAD = 7
const FLEET_MAX_PAX = Math.max(...AIRCRAFT.map((a) => a.pax))

function field(query: URLSearchParams, name: string, max: number): string {
  const value = query.get(name)
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/**
 * The airport a visitor meant by what they typed without the suggestion list (no JavaScript): a code
 * (IATA or ICAO); else the first suggestion whose city or name starts a word with the text; else, for
 * five letters or more, the first suggestion. A short unknown code stays unknown.
 */
export function resolvePlace(text: string, airports: WorldAirports = worldAirports()): Airport | undefined {
  const byCode = airports.find(text)
  if (byCode) return byCode
  const folded = foldText(text)
  if (folded.length < 2) return undefined
  const found = airports.search(text)
  const startsAWord = (value: string) => ` ${foldText(value)}`.includes(` ${folded}`)
  const byPlace = found.find(
    (a) => startsAWord(a.city) || startsAWord(a.name) || (a.fr?.city ? startsAWord(a.fr.city) : false),
  )
  if (byPlace) return byPlace
  return /^[a-z0-9]{3,4}$/i.test(text.trim()) || folded.length < 5 ? undefined : found[0]
}

const limiters = new WeakMap<Runtime, MemoryRateLimiter>()

/** The page asks the weather like `/api/estimate` does: the same limit per client (counted apart). */
function limiterOf(runtime: Runtime): MemoryRateLimiter {
  let limiter = limiters.get(runtime)
  if (!limiter) {
    limiter = createMemoryRateLimiter(runtime.env.ESTIMATE_RATE_LIMIT_MAX, runtime.env.ESTIMATE_RATE_LIMIT_WINDOW_S)
    limiters.set(runtime, limiter)
  }
  return limiter
}

/**
 * The /estimate page (docs/decisions/049-home-estimate-and-advice.md): the hero's GET form answered by the server, for a visitor
 * without JavaScript (or a shared link). Free text becomes airports, an empty date a week ahead,
 * "suggested" the smallest fitting aircraft; then the same estimate and advice as the API.
 */
export async function estimatePage(
  query: URLSearchParams,
  context: { runtime: Runtime; lang: Language; clientIp: string; now?: number; airports?: WorldAirports },
): Promise<{ values: EstimatePageValues; answer: EstimatePageAnswer }> {
  const values: EstimatePageValues = {
    from: field(query, 'from', 60),
    to: field(query, 'to', 60),
    date: field(query, 'date', 10),
    pax: field(query, 'pax', 3),
    aircraft: field(query, 'aircraft', 40),
  }
  if (!values.from && !values.to) return { values, answer: { status: 'empty' } }
  if (!values.from || !values.to) return { values, answer: { status: 'missing' } }

  const airports = context.airports ?? worldAirports()
  const departure = resolvePlace(values.from, airports)
  const arrival = resolvePlace(values.to, airports)
  if (!departure || !arrival) return { values, answer: { status: 'error', code: 'AIRPORT_UNKNOWN' } }
  const chosen = values.aircraft ? getAircraft(values.aircraft) : undefined
  if (values.aircraft && !chosen) return { values, answer: { status: 'error', code: 'AIRCRAFT_UNKNOWN' } }
  const paxNumber = Number.parseInt(values.pax, 10)
  const pax = Math.min(chosen?.pax ?? FLEET_MAX_PAX, Math.max(1, Number.isFinite(paxNumber) ? paxNumber : 1))
  const now = context.now ?? Date.now()
  const date = values.date || addDays(utcIsoDate(now), DEFAULT_DAYS_AHEAD)
  const suggested = chosen
    ? undefined
    : suggestAircraft({ distanceKm: haversineDistanceKm(departure, arrival), pax, departure, arrival })
  const aircraft = chosen ?? suggested ?? AIRCRAFT.find((a) => a.pax >= pax) ?? AIRCRAFT[0]!
  const shown = { ...values, from: departure.code, to: arrival.code, date, pax: String(pax) }

  if (!limiterOf(context.runtime).hit(context.clientIp).allowed) {
    return { values: shown, answer: { status: 'error', code: 'RATE_LIMITED' } }
  }
  const input = {
    from: departure.code,
    to: arrival.code,
    aircraft: aircraft.id,
    date,
    time: DEFAULT_ESTIMATE_TIME,
    pax,
    trip: 'oneway' as const,
  }
  const outcome = await runEstimate(context.runtime.weather, input, { lang: context.lang, airports, now })
  if (outcome.ok) {
    const onError = (err: unknown) => context.runtime.logger.error({ err }, 'estimate advice failed')
    const advice = estimateAdvice(outcome.result, { lang: context.lang, airports, onError })
    return { values: shown, answer: { status: 'result', result: { ...outcome.result, advice }, suggested: !chosen } }
  }
  if (outcome.code === 'RUNWAY_UNSUITABLE') {
    return { values: shown, answer: { status: 'refused', refusal: outcome.runway, aircraftId: aircraft.id } }
  }
  return { values: shown, answer: { status: 'error', code: outcome.code } }
}
