/**
 * Server-only Open-Meteo client (docs/product.md §5 "Wind at altitude" / "Surface weather").
 *
 * - ONE batched look-up serves both getters: the points of a request go in one upstream call
 *   (`latitude=a,b,c&longitude=x,y,z`), wind at altitude (hourly `wind_speed_<L>hPa`, m/s) and surface
 *   weather (hourly and daily variables, km/h) differing only in their parameters and parser
 *   (`weather/open-meteo-response.server.ts`). Unserved pressure levels are interpolated
 *   (`~/domain/estimator/wind`).
 * - Never throws: any failure (network, timeout, non-OK status, malformed JSON, wrong shape, null or
 *   non-finite values) gives `null` for the points concerned — the engine then runs in conservative mode.
 * - Cache: `lru-cache` with `fetchMethod`, keyed by the rounded coordinates, the date and the
 *   variables/levels; identical concurrent look-ups share one upstream request. Complete answers are
 *   kept `cacheTtlMs` (10 min); failed or incomplete ones `failureTtlMs` (60 s), so a repeat costs
 *   nothing upstream.
 * - A circuit breaker (`weather/provider-breaker.server.ts`, decision 045): after a few consecutive
 *   failures the provider is not asked for a while; look-ups answer at once, flagged
 *   `providerUnavailable`, and are not cached, so real weather returns as soon as a probe succeeds.
 * - The API key is appended to the request URL only; it is never logged nor returned.
 */
import { LRUCache } from 'lru-cache'
import { isIsoDate } from '~/domain/dates'
import type { LatLon, RoutePlan, WeatherInputs, WeatherSummary, WindSample } from '~/domain/estimator/types'
import { levelsOf, planLevels } from '~/domain/estimator/wind'
import {
  errorReason,
  parseSurfaceLocation,
  parseWindLocation,
  splitLocations,
  windAt,
  windLocationComplete,
  type WindLocation,
} from './weather/open-meteo-response.server'
import {
  createProviderBreaker,
  PROVIDER_DOWN,
  ProviderFailure,
  type ProviderBreakerHealth,
} from './weather/provider-breaker.server'

export const PUBLIC_BASE_URL = 'https://api.open-meteo.com'
export const CUSTOMER_BASE_URL = 'https://customer-api.open-meteo.com'

export const DEFAULT_TIMEOUT_MS = 4000
export const DEFAULT_CACHE_TTL_MS = 10 * 60 * 1000
export const DEFAULT_FAILURE_TTL_MS = 60 * 1000
const DEFAULT_CACHE_MAX_ENTRIES = 500
/** Coordinates are rounded to 0.01° (≈1.1 km) — finer than any model grid the provider serves. */
const COORDINATE_DECIMALS = 2

const SURFACE_HOURLY = [
  'temperature_2m',
  'wind_speed_10m',
  'wind_direction_10m',
  'pressure_msl',
  'precipitation',
  'wind_gusts_10m',
] as const
const SURFACE_DAILY = ['temperature_2m_max', 'temperature_2m_min', 'precipitation_sum'] as const

/** pino-compatible (`logger.warn(obj, msg)`); optional. */
export interface WeatherLogger {
  warn(obj: Record<string, unknown>, msg: string): void
  info?(obj: Record<string, unknown>, msg: string): void
}

export interface WeatherClientOptions {
  /** e.g. `https://api.open-meteo.com` (or a local fake in tests). */
  baseUrl: string
  /** Paid plan key: switches the public host to the customer host and adds `apikey=`. */
  apiKey?: string
  /** Per request, headers and body included. Default 4000 ms. */
  timeoutMs?: number
  /** Default 10 minutes; 0 disables caching (concurrent identical look-ups are still shared). */
  cacheTtlMs?: number
  /** How long a failed or incomplete answer is remembered. Default 60 s; 0: never. */
  failureTtlMs?: number
  fetchImpl?: typeof fetch
  /** Bound on cached look-ups (least recently used evicted first). Default 500. */
  cacheMaxEntries?: number
  /** Clock for the cache (tests). Default `performance.now`-like monotonic time. */
  now?: () => number
  /** Receives one warning per failed upstream request (the URL logged has no API key). */
  logger?: WeatherLogger
  /** The circuit breaker: consecutive failures that open it (default 3), and how long it stays open (default 30 s). */
  breaker?: { failures?: number; retryAfterMs?: number }
}

export interface WeatherClient {
  /** Wind at `hpa` for each point at local `hour` of `date`: one upstream request for all points. */
  getWind(points: readonly LatLon[], date: string, hour: number, hpa: number): Promise<(WindSample | null)[]>
  /** Surface weather summary of `date` for each point: one upstream request for all points. */
  getSurface(points: readonly LatLon[], date: string): Promise<(WeatherSummary | null)[]>
  /** Wind at departure, midpoint and arrival and surface at departure, arrival — two requests in parallel. */
  getInputs(plan: RoutePlan): Promise<WeatherInputs>
  clearCache(): void
  stats(): { upstreamRequests: number }
  /** The circuit breaker's state (`/healthz` details). */
  health(): { breaker: ProviderBreakerHealth }
}

function hasKey(apiKey: string | undefined): apiKey is string {
  return apiKey !== undefined && apiKey.trim() !== ''
}

/**
 * The base URL to call. With an API key, the provider's public host becomes the customer host
 * (always https); any other base (self-hosted, test fake) is kept. Trailing slashes are dropped.
 */
export function resolveBaseUrl(baseUrl: string, apiKey?: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '')
  if (!hasKey(apiKey)) return trimmed
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return trimmed
  }
  if (url.hostname.toLowerCase() === new URL(PUBLIC_BASE_URL).hostname) {
    return CUSTOMER_BASE_URL + url.pathname.replace(/\/+$/, '')
  }
  return trimmed
}

function validPoint(p: LatLon): boolean {
  return (
    Number.isFinite(p.lat) && Number.isFinite(p.lon) && p.lat >= -90 && p.lat <= 90 && p.lon >= -180 && p.lon <= 180
  )
}

/** Coordinate as sent and as cache key: rounded to 0.01°, no "-0". */
export function roundCoordinate(value: number): string {
  const f = 10 ** COORDINATE_DECIMALS
  const r = Math.round(value * f) / f
  return String(r === 0 ? 0 : r)
}

function errorName(err: unknown): string {
  return err instanceof Error ? err.name : typeof err
}

type Params = readonly (readonly [string, string])[]
/** `providerDown`: the breaker is open, nothing was asked. */
type Fetched = { ok: true; json: unknown } | { ok: false; providerDown?: true }

/** What one batched look-up asks and how it reads one location of the answer. */
interface LookupKind<T> {
  name: 'wind' | 'surface'
  /** Parameters besides the coordinates and the dates; part of the cache key. */
  params: Params
  parse(item: unknown): T | null
  /** Worth keeping for the full TTL (complete data). */
  complete(value: T): boolean
}

/** The cached value of a look-up: one parsed location (or null) per requested point. */
interface Batch {
  locations: unknown[]
  /** The request failed (dropped from the cache when the provider answers again). */
  failed: boolean
  providerDown: boolean
}

export function createWeatherClient(options: WeatherClientOptions): WeatherClient {
  const baseUrl = resolveBaseUrl(options.baseUrl, options.apiKey)
  const apiKey = hasKey(options.apiKey) ? options.apiKey.trim() : undefined
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const ttlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS
  const failureTtlMs = options.failureTtlMs ?? DEFAULT_FAILURE_TTL_MS
  const fetchImpl: typeof fetch = options.fetchImpl ?? ((input, init) => fetch(input, init))
  const logger = options.logger
  let upstreamRequests = 0

  /** Commas are kept literal (`latitude=a,b,c`), as the provider documents. */
  const query = (params: Params): string =>
    params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/gi, ',')}`).join('&')

  // Failed look-ups are kept `failureTtlMs`; once the provider answers again they go at once.
  const breaker = createProviderBreaker({
    ...options.breaker,
    logger,
    onClosed: () => {
      for (const [key, batch] of [...cache.entries()]) if (batch.failed) cache.delete(key)
    },
  })

  /** One request through the breaker: when it is open, nothing is sent. */
  async function fetchJson(lookup: string, params: Params): Promise<Fetched> {
    const fetched = await breaker.run(() => request(lookup, params))
    return fetched === PROVIDER_DOWN ? { ok: false, providerDown: true } : fetched
  }

  /** Throws ProviderFailure when the provider failed (the breaker counts it); a 4xx is an answer. */
  async function request(lookup: string, params: Params): Promise<Fetched> {
    const safeUrl = `${baseUrl}/v1/forecast?${query(params)}`
    const url = apiKey === undefined ? safeUrl : `${safeUrl}&apikey=${encodeURIComponent(apiKey)}`
    const warn = (fields: Record<string, unknown>, msg: string, providerFailed = true): Fetched => {
      logger?.warn({ lookup, url: safeUrl, ...fields }, msg)
      if (providerFailed) throw new ProviderFailure<Fetched>({ ok: false })
      return { ok: false }
    }
    upstreamRequests++
    let response: Response
    try {
      response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      })
    } catch (err) {
      const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
      return warn(
        { timeoutMs, error: errorName(err) },
        timeout ? 'weather request timed out' : 'weather request failed',
      )
    }
    let text: string
    try {
      text = await response.text()
    } catch (err) {
      return warn({ status: response.status, error: errorName(err) }, 'weather response body unreadable')
    }
    if (!response.ok)
      return warn(
        { status: response.status, reason: errorReason(text) },
        'weather provider refused the request',
        response.status >= 500 || response.status === 429,
      )
    try {
      return { ok: true, json: JSON.parse(text) as unknown }
    } catch {
      return warn({ status: response.status }, 'weather response is not JSON')
    }
  }

  interface Context {
    kind: LookupKind<unknown>
    params: Params
    count: number
  }

  const now = options.now
  /** Answers to share with the requests in flight only (a TTL of 0), dropped once they are served. */
  const notKept = new Set<string>()
  const cache = new LRUCache<string, Batch, Context>({
    max: options.cacheMaxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
    ttl: Math.max(1, ttlMs),
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    async fetchMethod(key, _stale, { options: fetchOptions, context }) {
      const { kind, params, count } = context
      const fetched = await fetchJson(kind.name, params)
      const items = fetched.ok ? splitLocations(fetched.json, count) : null
      if (fetched.ok && items === null) logger?.warn({ lookup: kind.name }, 'weather response has an unexpected shape')
      const locations = items ? items.map((item) => kind.parse(item)) : Array.from({ length: count }, () => null)
      const complete = items !== null && locations.every((l) => l !== null && kind.complete(l))
      // A failed or incomplete answer is remembered briefly; with a TTL of 0 only the requests in
      // flight share it. Nothing asked (the breaker is open): only the requests in flight share it.
      const providerDown = !fetched.ok && fetched.providerDown === true
      const keepMs = providerDown ? 0 : complete ? ttlMs : failureTtlMs
      if (keepMs > 0) fetchOptions.ttl = keepMs
      else notKept.add(key)
      return { locations, failed: !fetched.ok, providerDown }
    },
  })

  /** What the look-ups of one estimate met: the breaker open (nothing asked). */
  interface Seen {
    providerDown: boolean
  }

  /** ONE batched look-up: the valid points in one request; `null` for the others. */
  async function lookup<T>(
    kind: LookupKind<T>,
    points: readonly LatLon[],
    date: string,
    seen: Seen,
  ): Promise<(T | null)[]> {
    const wanted = points.flatMap((p, i) => (validPoint(p) ? [i] : []))
    const result: (T | null)[] = points.map(() => null)
    if (wanted.length === 0) return result
    const lats = wanted.map((i) => roundCoordinate(points[i]?.lat ?? NaN)).join(',')
    const lons = wanted.map((i) => roundCoordinate(points[i]?.lon ?? NaN)).join(',')
    const params: Params = [
      ['latitude', lats],
      ['longitude', lons],
      ...kind.params,
      ['timezone', 'auto'],
      ['start_date', date],
      ['end_date', date],
    ]
    const key = `${kind.name}|${query(params)}`
    const context: Context = { kind: kind as LookupKind<unknown>, params, count: wanted.length }
    // While the breaker is not closed, a remembered failure is not served: the breaker answers
    // instead (at once while open, or this look-up probes the provider when it is time).
    if (breaker.health().state !== 'closed' && cache.peek(key)?.failed) cache.delete(key)
    const batch = await cache.fetch(key, { context })
    if (notKept.delete(key)) cache.delete(key)
    if (batch?.providerDown) seen.providerDown = true
    wanted.forEach((pointIndex, i) => {
      result[pointIndex] = (batch?.locations[i] as T | null | undefined) ?? null
    })
    return result
  }

  async function getWind(
    points: readonly LatLon[],
    date: string,
    hour: number,
    hpa: number,
    seen: Seen = { providerDown: false },
  ): Promise<(WindSample | null)[]> {
    try {
      const plan = planLevels(hpa)
      if (plan === null || !isIsoDate(date) || !Number.isInteger(hour) || hour < 0 || hour > 23)
        return points.map(() => null)
      const levels = levelsOf(plan)
      const kind: LookupKind<WindLocation> = {
        name: 'wind',
        params: [
          ['hourly', levels.flatMap((l) => [`wind_speed_${l}hPa`, `wind_direction_${l}hPa`]).join(',')],
          ['wind_speed_unit', 'ms'],
        ],
        parse: (item) => parseWindLocation(item, levels, 'm/s'),
        complete: (location) => windLocationComplete(location, date),
      }
      const locations = await lookup(kind, points, date, seen)
      return locations.map((location) => (location ? windAt(location, plan, date, hour) : null))
    } catch (err) {
      logger?.warn({ lookup: 'wind', error: errorName(err) }, 'weather wind look-up failed')
      return points.map(() => null)
    }
  }

  async function getSurface(
    points: readonly LatLon[],
    date: string,
    seen: Seen = { providerDown: false },
  ): Promise<(WeatherSummary | null)[]> {
    try {
      if (!isIsoDate(date)) return points.map(() => null)
      const kind: LookupKind<WeatherSummary> = {
        name: 'surface',
        params: [
          ['hourly', SURFACE_HOURLY.join(',')],
          ['daily', SURFACE_DAILY.join(',')],
        ],
        parse: (item) => parseSurfaceLocation(item, date),
        complete: () => true,
      }
      return await lookup(kind, points, date, seen)
    } catch (err) {
      logger?.warn({ lookup: 'surface', error: errorName(err) }, 'weather surface look-up failed')
      return points.map(() => null)
    }
  }

  async function getInputs(plan: RoutePlan): Promise<WeatherInputs> {
    const point = (p: LatLon): LatLon => ({ lat: p.lat, lon: p.lon })
    const seen: Seen = { providerDown: false }
    const { departure, midpoint, arrival, input } = plan
    const [wind, surface] = await Promise.all([
      getWind([point(departure), point(midpoint), point(arrival)], input.date, plan.hour, plan.hpa, seen),
      getSurface([point(departure), point(arrival)], input.date, seen),
    ])
    return {
      wind: [wind[0] ?? null, wind[1] ?? null, wind[2] ?? null],
      surface: [surface[0] ?? null, surface[1] ?? null],
      ...(seen.providerDown ? { providerUnavailable: true } : {}),
    }
  }

  return {
    getWind: (points, date, hour, hpa) => getWind(points, date, hour, hpa),
    getSurface: (points, date) => getSurface(points, date),
    getInputs,
    health: () => ({ breaker: breaker.health() }),
    clearCache() {
      cache.clear()
    },
    stats() {
      return { upstreamRequests }
    },
  }
}
