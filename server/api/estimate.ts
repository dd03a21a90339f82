import { Router, type Response } from 'express'
import {
  airspaceClosedCopy,
  estimateErrorCopy,
  runwayRefusalCopy,
  type EstimateMessageCode,
} from '~/content/estimate-errors'
import { getAircraft } from '~/domain/aircraft'
import type { Language } from '~/i18n/language'
import {
  estimateInputFromQuery,
  lookupAirports,
  runEstimate,
  type AirspaceRefusalDetails,
  type RunwayRefusalDetails,
} from '~/services/estimate.server'
import { routeGraph } from '~/domain/trip/route-graph'
import { worldAirports } from '~/services/airports/world-airports.server'
import { createMemoryRateLimiter } from '~/services/memory-rate-limit.server'
import type { RateLimitResult } from '~/services/rate-limit.server'
import type { Runtime } from '~/services/runtime.server'
import { clientKey } from '../client-address'

function sendError(res: Response, status: number, code: EstimateMessageCode) {
  const lang = res.locals.lang as Language
  res.status(status).json({ error: { code, message: estimateErrorCopy[lang][code] } })
}

function sendRunwayRefusal(res: Response, aircraftId: string, details: RunwayRefusalDetails) {
  const lang = res.locals.lang as Language
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
  res.status(422).json({ error: { code: 'RUNWAY_UNSUITABLE', message, ...details } })
}

function sendAirspaceRefusal(res: Response, details: AirspaceRefusalDetails) {
  const lang = res.locals.lang as Language
  const message = airspaceClosedCopy[lang]({
    place: details.airport.city || details.airport.name,
    code: details.airport.code,
    country: details.country,
  })
  res.status(422).json({ error: { code: 'AIRSPACE_CLOSED', message, ...details } })
}

/** Answers 429 with `Retry-After` and the message in the request's language. */
function sendRateLimited(res: Response, hit: RateLimitResult) {
  res.setHeader('Retry-After', String(hit.retryAfterS))
  res.setHeader('Cache-Control', 'no-store')
  sendError(res, 429, 'RATE_LIMITED')
}

/**
 * GET /api/estimate — the flight estimate as JSON (issue 3; decisions §4 and §6): `from` and `to`
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
      const outcome = await runEstimate(runtime.weather, input, { lang: res.locals.lang as Language })
      if (outcome.ok) return void res.json(outcome.result)
      if (outcome.code === 'RUNWAY_UNSUITABLE') return sendRunwayRefusal(res, input.aircraft, outcome.runway)
      if (outcome.code === 'AIRSPACE_CLOSED') return sendAirspaceRefusal(res, outcome.closed)
      sendError(res, 400, outcome.code)
    } catch (error) {
      runtime.logger.error({ err: error }, 'estimate failed')
      sendError(res, 500, 'CALCULATION_ERROR')
    }
  })

  router.get('/airports', async (req, res) => {
    try {
      const hit = airportSearchLimit.hit(clientKey(req.ip))
      if (!hit.allowed) return sendRateLimited(res, hit)
      // The answer depends on the language (parameter or cookie), and may set the language cookie:
      // the browser may keep it, a shared cache must not (issue 13 item 8).
      res.setHeader('Cache-Control', 'private, max-age=3600')
      res.setHeader('Vary', 'Cookie')
      const airports = await lookupAirports(req.query, res.locals.lang as Language)
      res.json({ airports })
    } catch (error) {
      runtime.logger.error({ err: error }, 'airport search failed')
      res.setHeader('Cache-Control', 'no-store')
      sendError(res, 500, 'CALCULATION_ERROR')
    }
  })

  return router
}
