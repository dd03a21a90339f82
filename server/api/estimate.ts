import { Router, type Response } from 'express'
import {
  airspaceClosedCopy,
  estimateErrorCopy,
  runwayRefusalCopy,
  type EstimateMessageCode,
} from '~/features/estimator/content/estimate-errors'
import { getAircraft } from '~/domain/aircraft'
import type { Language } from '~/i18n/language'
import { tripCopy } from '~/features/estimator/content/trip'
import { routeGraph } from '~/domain/trip/route-graph'
import {
  airportSuggestionsBody,
  estimateInputFromQuery,
  runEstimate,
  type EstimateServiceOutcome,
} from '~/features/estimator/services/estimate.server'
import { runTrip, tripLegsOf } from '~/features/estimator/services/trip.server'
import { worldAirports } from '~/services/airports/world-airports.server'
import { estimateAdvice } from '~/features/estimator/services/estimate-advice.server'
import { createMemoryRateLimiter } from '~/services/memory-rate-limit.server'
import type { RateLimitResult } from '~/services/rate-limit.server'
import type { Runtime } from '~/services/runtime-types'
import { clientKey } from '../client-address'

function sendError(res: Response, status: number, code: EstimateMessageCode) {
  const lang = res.locals.lang as Language
  res.status(status).json({ error: { code, message: estimateErrorCopy[lang][code] } })
}

/** The body and status `/api/estimate` answers for a refusal (the trip prefixes the leg). */
function refusalOf(
  lang: Language,
  aircraftId: string,
  failure: Exclude<EstimateServiceOutcome, { ok: true }>,
): { status: number; error: Record<string, unknown> & { code: string; message: string } } {
  if (failure.code === 'RUNWAY_UNSUITABLE') {
    const details = failure.runway
    const nearest = details.alternatives[0]
    const message = runwayRefusalCopy[lang]({
      place: details.airport.city,
      lengthM: details.lengthM,
      requiredM: details.requiredM,
      reason: details.reason,
      aircraftName: getAircraft(aircraftId)?.name ?? aircraftId,
      noFleetAircraft: details.aircraft.length === 0,
      nearest: nearest ? { city: nearest.city, code: nearest.code } : null,
    })
    return { status: 422, error: { code: failure.code, message, ...details } }
  }
  if (failure.code === 'AIRSPACE_CLOSED') {
    const details = failure.closed
    const message = airspaceClosedCopy[lang]({
      place: details.airport.city || details.airport.name,
      code: details.airport.code,
      country: details.country,
    })
    return { status: 422, error: { code: failure.code, message, ...details } }
  }
  return { status: 400, error: { code: failure.code, message: estimateErrorCopy[lang][failure.code] } }
}

/** Answers 429 with `Retry-After` and the message in the request's language. */
function sendRateLimited(res: Response, hit: RateLimitResult) {
  res.setHeader('Retry-After', String(hit.retryAfterS))
  res.setHeader('Cache-Control', 'no-store')
  sendError(res, 429, 'RATE_LIMITED')
}

/**
 * GET /api/estimate — the flight estimate as JSON (docs/product.md §4, §6): `from` and `to`
 * are IATA or ICAO codes of any airport of the world table. 400 with the error code and the
 * message in the request's language; 422 `RUNWAY_UNSUITABLE` with alternatives; 429 past
 * ESTIMATE_RATE_LIMIT_MAX per client (IPv6: per /64) and window, counted in this process.
 * GET /api/airports?q=&lang= — at most 8 suggestions (2 characters at least), in the request's
 * language; AIRPORT_SEARCH_RATE_LIMIT_MAX per client (IPv6: per /64) and window, counted in this
 * process.
 */
export function estimateRouter(runtime: Runtime) {
  const router = Router()
  const { env } = runtime
  // Build the world airport table and its search index now (≈ 1 s), not on a visitor's first keystroke.
  worldAirports()
  // And the closed-airspace router's visibility graph (≈ 0.1 s), once.
  routeGraph()
  // Both limits are counted in memory, per instance (decision 012), not with a database write per
  // request: a combobox asks on every keystroke, and the write cost the estimate three quarters of
  // its throughput (2,718 → 760 req/s, one client, bench). An estimate stores nothing and its
  // upstream look-ups are cached, so N instances allowing N × the limit is an acceptable ceiling.
  const estimateLimit = createMemoryRateLimiter(env.ESTIMATE_RATE_LIMIT_MAX, env.ESTIMATE_RATE_LIMIT_WINDOW_S)
  const airportSearchLimit = createMemoryRateLimiter(
    env.AIRPORT_SEARCH_RATE_LIMIT_MAX,
    env.AIRPORT_SEARCH_RATE_LIMIT_WINDOW_S,
  )

  router.get('/estimate', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      const hit = estimateLimit.hit(clientKey(req.ip))
      if (!hit.allowed) return sendRateLimited(res, hit)
      const input = estimateInputFromQuery(req.query)
      const lang = res.locals.lang as Language
      const outcome = await runEstimate(runtime.weather, input, { lang })
      // The advice beside the estimate: named fuel stops, other aircraft of the fleet (docs/decisions/049-home-estimate-and-advice.md).
      const onError = (err: unknown) => runtime.logger.error({ err }, 'estimate advice failed')
      if (outcome.ok)
        return void res.json({ ...outcome.result, advice: estimateAdvice(outcome.result, { lang, onError }) })
      const { status, error } = refusalOf(lang, input.aircraft, outcome)
      res.status(status).json({ error })
    } catch (error) {
      runtime.logger.error({ err: error }, 'estimate failed')
      sendError(res, 500, 'CALCULATION_ERROR')
    }
  })

  // GET /api/trip — 1 to 6 legs, each as /api/estimate answers a one-way trip, and the totals
  // (docs/decisions/039-multi-leg-trip-api.md). A trip counts as its legs against the estimate limit.
  router.get('/trip', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const lang = res.locals.lang as Language
    const copy = tripCopy[lang].errors
    try {
      const legs = tripLegsOf(req.query)?.length ?? 1
      const key = clientKey(req.ip)
      let hit = estimateLimit.hit(key)
      for (let i = 1; i < legs && hit.allowed; i++) hit = estimateLimit.hit(key)
      if (!hit.allowed) return sendRateLimited(res, hit)
      const outcome = await runTrip(runtime.weather, req.query, { lang })
      if (outcome.ok) return void res.json({ legs: outcome.legs, total: outcome.total })
      if (outcome.code === 'LEGS_COUNT_INVALID') {
        return void res.status(400).json({ error: { code: outcome.code, message: copy.LEGS_COUNT_INVALID } })
      }
      if (outcome.code === 'LEG_INVALID') {
        return void res.status(400).json({
          error: { code: outcome.code, message: copy.legPrefix(outcome.leg) + copy.LEG_INVALID, leg: outcome.leg },
        })
      }
      if (outcome.code === 'LEGS_OUT_OF_ORDER') {
        return void res
          .status(400)
          .json({ error: { code: outcome.code, message: copy.LEGS_OUT_OF_ORDER(outcome.leg), leg: outcome.leg } })
      }
      const aircraftId = typeof req.query.aircraft === 'string' ? req.query.aircraft : ''
      const { status, error } = refusalOf(lang, aircraftId, outcome.failure)
      res
        .status(status)
        .json({ error: { ...error, message: copy.legPrefix(outcome.leg) + error.message, leg: outcome.leg } })
    } catch (error) {
      runtime.logger.error({ err: error }, 'trip estimate failed')
      sendError(res, 500, 'CALCULATION_ERROR')
    }
  })

  router.get('/airports', async (req, res) => {
    try {
      const hit = airportSearchLimit.hit(clientKey(req.ip))
      if (!hit.allowed) return sendRateLimited(res, hit)
      // The answer depends on the language (parameter or cookie), and may set the language cookie:
      // the browser may keep it, a shared cache must not.
      res.setHeader('Cache-Control', 'private, max-age=3600')
      res.setHeader('Vary', 'Cookie')
      const body = await airportSuggestionsBody(req.query, res.locals.lang as Language)
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.send(body)
    } catch (error) {
      runtime.logger.error({ err: error }, 'airport search failed')
      res.setHeader('Cache-Control', 'no-store')
      sendError(res, 500, 'CALCULATION_ERROR')
    }
  })

  return router
}
