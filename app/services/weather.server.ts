/**
 * Server-only Open-Meteo client (decisions.md §5, product spec §7 "Wind at altitude" / "Surface weather").
 *
 * - Wind at altitude: ONE batched request for the points (`latitude=a,b,c&longitude=x,y,z`), hourly
 *   `wind_speed_<L>hPa,wind_direction_<L>hPa` with `wind_speed_unit=ms`, `timezone=auto`,
 *   `start_date=end_date=date`. The hour is found by its local time string, never by index.
 *   An unserved level is interpolated between the two served levels around it: u/v components,
 *   linear in ln p (see `interpolateWind`).
 * - Surface: ONE batched request for the points, default wind unit (km/h — no `wind_speed_unit` is sent,
 *   and a response that declares another wind unit is converted to km/h), summary from the hourly entry
 *   nearest 12:00 of the day (with complete values) plus the daily min/max temperature and precipitation sum.
 * - Never throws: any failure (network, timeout, non-OK status, malformed JSON, wrong shape, null or
 *   non-finite values) gives `null` for the points concerned — the engine then runs in conservative mode.
 * - In-memory cache with TTL, keyed by the rounded coordinates, the date and the variables/levels;
 *   failed or incomplete answers are never kept; identical concurrent look-ups share one upstream request.
 * - The API key is appended to the request URL only; it is never logged nor returned.
 */
import { z } from 'zod'
import type { LatLon, RoutePlan, WeatherInputs, WeatherSummary, WindSample } from '../domain/estimator/types'

export const PUBLIC_BASE_URL = 'https://api.open-meteo.com'
export const CUSTOMER_BASE_URL = 'https://customer-api.open-meteo.com'

/** Pressure levels (hPa) the provider serves, from the ground up. */
export const SERVED_PRESSURE_LEVELS: readonly number[] = [
  1000, 975, 950, 925, 900, 850, 800, 700, 600, 500, 400, 300, 250, 200, 150, 100, 70, 50, 30,
]

export const DEFAULT_TIMEOUT_MS = 4000
export const DEFAULT_CACHE_TTL_MS = 10 * 60 * 1000
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
  fetchImpl?: typeof fetch
  /** Bound on cached look-ups (oldest evicted first). Default 500. */
  cacheMaxEntries?: number
  /** Clock for the cache (tests). Default `Date.now`. */
  now?: () => number
  /** Receives one warning per failed upstream request (the URL logged has no API key). */
  logger?: WeatherLogger
}

export interface WeatherClient {
  /** Wind at `hpa` for each point at local `hour` of `date`: one upstream request for all points. */
  getWind(points: readonly LatLon[], date: string, hour: number, hpa: number): Promise<(WindSample | null)[]>
  /** Surface weather summary of `date` for each point: one upstream request for all points. */
  getSurface(points: readonly LatLon[], date: string): Promise<(WeatherSummary | null)[]>
  /** Wind at departure, midpoint, arrival and surface at departure, arrival — two requests in parallel. */
  getInputs(plan: RoutePlan): Promise<WeatherInputs>
  clearCache(): void
  stats(): { upstreamRequests: number }
}

// ---------------------------------------------------------------------------------------------
// Host form

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

// ---------------------------------------------------------------------------------------------
// Pressure levels and interpolation

export type LevelPlan =
  | { kind: 'served'; level: number }
  /** `bottom` is the higher pressure (lower altitude), `top` the lower pressure. */
  | { kind: 'between'; hpa: number; bottom: number; top: number }

/**
 * Which served level(s) to ask for. Outside the served range (above 1000 or below 30 hPa) the
 * nearest end level is used (no extrapolation). `null` for a non-finite or non-positive pressure.
 */
export function planLevels(hpa: number): LevelPlan | null {
  if (!Number.isFinite(hpa) || hpa <= 0) return null
  const highest = SERVED_PRESSURE_LEVELS[0] ?? 1000
  const lowest = SERVED_PRESSURE_LEVELS[SERVED_PRESSURE_LEVELS.length - 1] ?? 30
  if (hpa >= highest) return { kind: 'served', level: highest }
  if (hpa <= lowest) return { kind: 'served', level: lowest }
  if (SERVED_PRESSURE_LEVELS.includes(hpa)) return { kind: 'served', level: hpa }
  for (let i = 1; i < SERVED_PRESSURE_LEVELS.length; i++) {
    const bottom = SERVED_PRESSURE_LEVELS[i - 1]
    const top = SERVED_PRESSURE_LEVELS[i]
    if (bottom !== undefined && top !== undefined && hpa < bottom && hpa > top) {
      return { kind: 'between', hpa, bottom, top }
    }
  }
  return null
}

function levelsOf(plan: LevelPlan): number[] {
  return plan.kind === 'served' ? [plan.level] : [plan.bottom, plan.top]
}

const DEG = Math.PI / 180

/** Normalises a direction to [0, 360). */
export function normalizeDeg(deg: number): number {
  const d = ((deg % 360) + 360) % 360
  return d >= 360 ? 0 : d
}

/** Meteorological convention: the wind comes FROM `directionDeg`; u points east, v north. */
function toUv(sample: WindSample): { u: number; v: number } {
  return {
    u: -sample.speedMs * Math.sin(sample.directionDeg * DEG),
    v: -sample.speedMs * Math.cos(sample.directionDeg * DEG),
  }
}

/**
 * Wind at `hpa` between two levels, linear in ln p on the u/v components:
 *   w = ln(p_bottom / p) / ln(p_bottom / p_top),  u = u_b + w (u_t − u_b),  v = v_b + w (v_t − v_b)
 *   speed = √(u² + v²),  direction (FROM) = atan2(−u, −v) in degrees, normalised to [0, 360).
 * A calm result keeps the direction of the nearer level.
 */
export function interpolateWind(
  bottom: { hpa: number; sample: WindSample },
  top: { hpa: number; sample: WindSample },
  hpa: number,
): WindSample {
  const w = Math.log(bottom.hpa / hpa) / Math.log(bottom.hpa / top.hpa)
  const a = toUv(bottom.sample)
  const b = toUv(top.sample)
  const u = a.u + w * (b.u - a.u)
  const v = a.v + w * (b.v - a.v)
  const speedMs = Math.hypot(u, v)
  if (speedMs < 1e-9) {
    return { speedMs: 0, directionDeg: normalizeDeg((w < 0.5 ? bottom : top).sample.directionDeg) }
  }
  return { speedMs, directionDeg: normalizeDeg(Math.atan2(-u, -v) / DEG) }
}

// ---------------------------------------------------------------------------------------------
// Response parsing (zod 4)

const timeSchema = z.array(z.string())
/** z.number() rejects NaN and ±Infinity in zod 4. */
const seriesSchema = z.array(z.number().nullable())
const unitsSchema = z.record(z.string(), z.string())
const blockSchema = z.looseObject({ time: timeSchema })
const locationSchema = z.looseObject({
  utc_offset_seconds: z.number().optional(),
  hourly_units: unitsSchema.optional(),
  hourly: blockSchema.optional(),
  daily_units: unitsSchema.optional(),
  daily: blockSchema.optional(),
})
const errorBodySchema = z.looseObject({ error: z.literal(true), reason: z.string() })

type Series = z.infer<typeof seriesSchema>
type Block = z.infer<typeof blockSchema>

/**
 * The per-location items of a response for `count` requested points, in request order:
 * a top-level array for several points, an object for one (an array of one is accepted too).
 * `null` when the top-level shape does not match the request.
 */
export function splitLocations(json: unknown, count: number): unknown[] | null {
  if (Array.isArray(json)) return json.length === count ? json : null
  if (count === 1 && typeof json === 'object' && json !== null) return [json]
  return null
}

function series(block: Block, name: string): Series | null {
  const parsed = seriesSchema.safeParse(block[name])
  return parsed.success && parsed.data.length === block.time.length ? parsed.data : null
}

function finiteAt(values: readonly (number | null)[], index: number): number | null {
  const v = values[index]
  return typeof v === 'number' && Number.isFinite(v) ? v : null
}

const SPEED_TO_MS: Readonly<Record<string, number>> = {
  'm/s': 1,
  'km/h': 1 / 3.6,
  kn: 1852 / 3600,
  mph: 0.44704,
}

function hourString(date: string, hour: number): string {
  return `${date}T${String(hour).padStart(2, '0')}:00`
}

/** One level of one location, speeds already in m/s. */
interface LevelSeries {
  time: readonly string[]
  speedMs: readonly (number | null)[]
  directionDeg: readonly (number | null)[]
}

/** One location of a wind response: level → series. */
export type WindLocation = ReadonlyMap<number, LevelSeries>

/**
 * Validates one location of a wind response. The speed unit is read from `hourly_units`
 * (converted to m/s); when the response carries no units, `assumedUnit` (what was requested) applies.
 */
export function parseWindLocation(
  raw: unknown,
  levels: readonly number[],
  assumedUnit: string = 'm/s',
): WindLocation | null {
  const parsed = locationSchema.safeParse(raw)
  if (!parsed.success || parsed.data.hourly === undefined) return null
  const hourly = parsed.data.hourly
  const result = new Map<number, LevelSeries>()
  for (const level of levels) {
    const speedName = `wind_speed_${level}hPa`
    const dirName = `wind_direction_${level}hPa`
    const speed = series(hourly, speedName)
    const direction = series(hourly, dirName)
    if (speed === null || direction === null) return null
    const unit = parsed.data.hourly_units?.[speedName] ?? assumedUnit
    const factor = SPEED_TO_MS[unit]
    if (factor === undefined) return null // e.g. "undefined" for an unserved level
    result.set(level, {
      time: hourly.time,
      speedMs: speed.map((s) => (s === null ? null : s * factor)),
      directionDeg: direction,
    })
  }
  return result
}

function sampleAt(levelSeries: LevelSeries, time: string): WindSample | null {
  const index = levelSeries.time.indexOf(time)
  if (index < 0) return null
  const speedMs = finiteAt(levelSeries.speedMs, index)
  const directionDeg = finiteAt(levelSeries.directionDeg, index)
  if (speedMs === null || directionDeg === null || speedMs < 0) return null
  return { speedMs, directionDeg: normalizeDeg(directionDeg) }
}

/** The wind of one parsed location at local `hour` of `date` (interpolated if the plan says so). */
export function windAt(location: WindLocation, plan: LevelPlan, date: string, hour: number): WindSample | null {
  const time = hourString(date, hour)
  if (plan.kind === 'served') {
    const s = location.get(plan.level)
    return s ? sampleAt(s, time) : null
  }
  const bottomSeries = location.get(plan.bottom)
  const topSeries = location.get(plan.top)
  if (!bottomSeries || !topSeries) return null
  const bottom = sampleAt(bottomSeries, time)
  const top = sampleAt(topSeries, time)
  if (bottom === null || top === null) return null
  return interpolateWind({ hpa: plan.bottom, sample: bottom }, { hpa: plan.top, sample: top }, plan.hpa)
}

/** Every hour 00..23 of `date` present with finite values at every level (worth caching). */
function windLocationComplete(location: WindLocation, date: string): boolean {
  for (const s of location.values()) {
    for (let hour = 0; hour < 24; hour++) {
      if (sampleAt(s, hourString(date, hour)) === null) return false
    }
  }
  return true
}

/** Convenience for a whole wind response (used on fixtures): points in request order. */
export function parseWindResponse(
  json: unknown,
  count: number,
  hpa: number,
  date: string,
  hour: number,
  assumedUnit: string = 'm/s',
): (WindSample | null)[] {
  const plan = planLevels(hpa)
  const items = splitLocations(json, count)
  if (plan === null || items === null) return Array.from({ length: count }, () => null)
  return items.map((item) => {
    const location = parseWindLocation(item, levelsOf(plan), assumedUnit)
    return location ? windAt(location, plan, date, hour) : null
  })
}

const SPEED_TO_KMH: Readonly<Record<string, number>> = {
  'km/h': 1,
  'm/s': 3.6,
  kn: 1.852,
  mph: 1.609344,
}

function minutesOfDay(time: string, date: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(time)
  if (!m || m[1] !== date) return null
  return Number(m[2]) * 60 + Number(m[3])
}

/**
 * The spec's "Weather summary" of one location for `date`: the hourly entry of that local date nearest
 * 12:00 among those with complete values (ties → the earlier), plus the daily min/max temperature and
 * precipitation sum of `date`. Temperatures must be °C, pressure hPa, precipitation mm (the defaults);
 * winds are converted to km/h. `null` when anything needed is missing.
 */
export function parseSurfaceLocation(raw: unknown, date: string): WeatherSummary | null {
  const parsed = locationSchema.safeParse(raw)
  if (!parsed.success) return null
  const { hourly, daily } = parsed.data
  const hourlyUnits = parsed.data.hourly_units ?? {}
  const dailyUnits = parsed.data.daily_units ?? {}
  if (hourly === undefined || daily === undefined) return null

  const unitOk = (units: Record<string, string>, name: string, expected: string): boolean =>
    units[name] === undefined || units[name] === expected
  if (
    !unitOk(hourlyUnits, 'temperature_2m', '°C') ||
    !unitOk(hourlyUnits, 'pressure_msl', 'hPa') ||
    !unitOk(dailyUnits, 'temperature_2m_max', '°C') ||
    !unitOk(dailyUnits, 'temperature_2m_min', '°C') ||
    !unitOk(dailyUnits, 'precipitation_sum', 'mm')
  ) {
    return null
  }
  const windFactor = SPEED_TO_KMH[hourlyUnits.wind_speed_10m ?? 'km/h']
  const gustFactor = SPEED_TO_KMH[hourlyUnits.wind_gusts_10m ?? 'km/h']
  if (windFactor === undefined || gustFactor === undefined) return null

  const temperature = series(hourly, 'temperature_2m')
  const wind = series(hourly, 'wind_speed_10m')
  const direction = series(hourly, 'wind_direction_10m')
  const pressure = series(hourly, 'pressure_msl')
  const gusts = series(hourly, 'wind_gusts_10m')
  const tMax = series(daily, 'temperature_2m_max')
  const tMin = series(daily, 'temperature_2m_min')
  const precip = series(daily, 'precipitation_sum')
  if (!temperature || !wind || !direction || !pressure || !gusts || !tMax || !tMin || !precip) return null

  const dayIndex = daily.time.indexOf(date)
  if (dayIndex < 0) return null
  const tempMaxC = finiteAt(tMax, dayIndex)
  const tempMinC = finiteAt(tMin, dayIndex)
  const precipMm = finiteAt(precip, dayIndex)
  if (tempMaxC === null || tempMinC === null || precipMm === null) return null

  let index = -1
  let bestDistance = Infinity
  for (let i = 0; i < hourly.time.length; i++) {
    const minutes = minutesOfDay(hourly.time[i] ?? '', date)
    if (minutes === null) continue
    if (![temperature, wind, direction, pressure, gusts].every((s) => finiteAt(s, i) !== null)) continue
    const distance = Math.abs(minutes - 12 * 60)
    if (distance < bestDistance) {
      index = i
      bestDistance = distance
    }
  }
  if (index < 0) return null
  const timeIso = hourly.time[index]
  const windRaw = finiteAt(wind, index)
  const gustRaw = finiteAt(gusts, index)
  const dirRaw = finiteAt(direction, index)
  const pressureHpa = finiteAt(pressure, index)
  if (timeIso === undefined || windRaw === null || gustRaw === null || dirRaw === null || pressureHpa === null) {
    return null
  }
  return {
    dateIso: date,
    timeIso,
    tempMinC,
    tempMaxC,
    windKmh: windRaw * windFactor,
    windDirDeg: normalizeDeg(dirRaw),
    gustKmh: gustRaw * gustFactor,
    pressureHpa,
    precipMm,
  }
}

/** Convenience for a whole surface response: points in request order. */
export function parseSurfaceResponse(json: unknown, count: number, date: string): (WeatherSummary | null)[] {
  const items = splitLocations(json, count)
  if (items === null) return Array.from({ length: count }, () => null)
  return items.map((item) => parseSurfaceLocation(item, date))
}

// ---------------------------------------------------------------------------------------------
// Inputs

export function isIsoDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const ms = Date.parse(`${date}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date
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

// ---------------------------------------------------------------------------------------------
// Cache with in-flight sharing

interface Loaded<T> {
  value: T
  /** Only complete, successful answers are kept. */
  cacheable: boolean
}

function createLookupCache<T>(ttlMs: number, maxEntries: number, now: () => number) {
  const entries = new Map<string, { expiresAt: number; value: T }>()
  const inflight = new Map<string, Promise<T>>()
  let generation = 0

  return {
    get(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
      const hit = entries.get(key)
      if (hit) {
        if (hit.expiresAt > now()) return Promise.resolve(hit.value)
        entries.delete(key)
      }
      const pending = inflight.get(key)
      if (pending) return pending
      const startedIn = generation
      const store = ({ value, cacheable }: Loaded<T>): T => {
        if (cacheable && ttlMs > 0 && startedIn === generation) {
          entries.delete(key)
          entries.set(key, { expiresAt: now() + ttlMs, value })
          while (entries.size > maxEntries) {
            const oldest = entries.keys().next()
            if (oldest.done) break
            entries.delete(oldest.value)
          }
        }
        return value
      }
      const promise: Promise<T> = load()
        .then(store)
        .finally(() => {
          // on success and on an (unexpected) rejection alike: a key never stays stuck in flight
          if (inflight.get(key) === promise) inflight.delete(key)
        })
      inflight.set(key, promise)
      return promise
    },
    clear(): void {
      generation++
      entries.clear()
      inflight.clear()
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Client

type Fetched = { ok: true; json: unknown } | { ok: false }

export function createWeatherClient(options: WeatherClientOptions): WeatherClient {
  const baseUrl = resolveBaseUrl(options.baseUrl, options.apiKey)
  const apiKey = hasKey(options.apiKey) ? options.apiKey.trim() : undefined
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const ttlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS
  const maxEntries = options.cacheMaxEntries ?? DEFAULT_CACHE_MAX_ENTRIES
  const now = options.now ?? Date.now
  const fetchImpl: typeof fetch = options.fetchImpl ?? ((input, init) => fetch(input, init))
  const logger = options.logger

  let upstreamRequests = 0
  const windCache = createLookupCache<(WindLocation | null)[]>(ttlMs, maxEntries, now)
  const surfaceCache = createLookupCache<(WeatherSummary | null)[]>(ttlMs, maxEntries, now)

  /** Commas are kept literal (`latitude=a,b,c`), as the provider documents. */
  function query(params: readonly (readonly [string, string])[]): string {
    return params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/gi, ',')}`).join('&')
  }

  async function fetchJson(lookup: 'wind' | 'surface', params: readonly (readonly [string, string])[]): Promise<Fetched> {
    const publicQuery = query(params)
    const safeUrl = `${baseUrl}/v1/forecast?${publicQuery}`
    const url = apiKey === undefined ? safeUrl : `${safeUrl}&apikey=${encodeURIComponent(apiKey)}`
    const warn = (fields: Record<string, unknown>, msg: string): Fetched => {
      logger?.warn({ lookup, url: safeUrl, ...fields }, msg)
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
      return warn({ timeoutMs, error: errorName(err) }, timeout ? 'weather request timed out' : 'weather request failed')
    }
    let text: string
    try {
      text = await response.text()
    } catch (err) {
      return warn({ status: response.status, error: errorName(err) }, 'weather response body unreadable')
    }
    if (!response.ok) {
      const reason = errorReason(text)
      return warn({ status: response.status, reason }, 'weather provider refused the request')
    }
    try {
      return { ok: true, json: JSON.parse(text) as unknown }
    } catch {
      return warn({ status: response.status }, 'weather response is not JSON')
    }
  }

  async function getWind(
    points: readonly LatLon[],
    date: string,
    hour: number,
    hpa: number,
  ): Promise<(WindSample | null)[]> {
    const result: (WindSample | null)[] = points.map(() => null)
    try {
      const plan = planLevels(hpa)
      if (plan === null || !isIsoDate(date) || !Number.isInteger(hour) || hour < 0 || hour > 23) return result
      const wanted = points.flatMap((p, i) => (validPoint(p) ? [i] : []))
      if (wanted.length === 0) return result
      const lats = wanted.map((i) => roundCoordinate(points[i]?.lat ?? NaN)).join(',')
      const lons = wanted.map((i) => roundCoordinate(points[i]?.lon ?? NaN)).join(',')
      const levels = levelsOf(plan)
      const hourly = levels.flatMap((l) => [`wind_speed_${l}hPa`, `wind_direction_${l}hPa`]).join(',')
      const key = `wind|${date}|${levels.join(',')}|${lats}|${lons}`

      const locations = await windCache.get(key, async () => {
        const fetched = await fetchJson('wind', [
          ['latitude', lats],
          ['longitude', lons],
          ['hourly', hourly],
          ['wind_speed_unit', 'ms'],
          ['timezone', 'auto'],
          ['start_date', date],
          ['end_date', date],
        ])
        const empty = wanted.map(() => null)
        if (!fetched.ok) return { value: empty, cacheable: false }
        const items = splitLocations(fetched.json, wanted.length)
        if (items === null) {
          logger?.warn({ lookup: 'wind' }, 'weather response has an unexpected shape')
          return { value: empty, cacheable: false }
        }
        const value = items.map((item) => parseWindLocation(item, levels, 'm/s'))
        const cacheable = value.every((loc) => loc !== null && windLocationComplete(loc, date))
        return { value, cacheable }
      })

      wanted.forEach((pointIndex, i) => {
        const location = locations[i]
        result[pointIndex] = location ? windAt(location, plan, date, hour) : null
      })
      return result
    } catch (err) {
      logger?.warn({ lookup: 'wind', error: errorName(err) }, 'weather wind look-up failed')
      return points.map(() => null)
    }
  }

  async function getSurface(points: readonly LatLon[], date: string): Promise<(WeatherSummary | null)[]> {
    const result: (WeatherSummary | null)[] = points.map(() => null)
    try {
      if (!isIsoDate(date)) return result
      const wanted = points.flatMap((p, i) => (validPoint(p) ? [i] : []))
      if (wanted.length === 0) return result
      const lats = wanted.map((i) => roundCoordinate(points[i]?.lat ?? NaN)).join(',')
      const lons = wanted.map((i) => roundCoordinate(points[i]?.lon ?? NaN)).join(',')
      const key = `surface|${date}|${lats}|${lons}`

      const summaries = await surfaceCache.get(key, async () => {
        const fetched = await fetchJson('surface', [
          ['latitude', lats],
          ['longitude', lons],
          ['hourly', SURFACE_HOURLY.join(',')],
          ['daily', SURFACE_DAILY.join(',')],
          ['timezone', 'auto'],
          ['start_date', date],
          ['end_date', date],
        ])
        const empty = wanted.map(() => null)
        if (!fetched.ok) return { value: empty, cacheable: false }
        const items = splitLocations(fetched.json, wanted.length)
        if (items === null) {
          logger?.warn({ lookup: 'surface' }, 'weather response has an unexpected shape')
          return { value: empty, cacheable: false }
        }
        const value = items.map((item) => parseSurfaceLocation(item, date))
        return { value, cacheable: value.every((s) => s !== null) }
      })

      wanted.forEach((pointIndex, i) => {
        result[pointIndex] = summaries[i] ?? null
      })
      return result
    } catch (err) {
      logger?.warn({ lookup: 'surface', error: errorName(err) }, 'weather surface look-up failed')
      return points.map(() => null)
    }
  }

  async function getInputs(plan: RoutePlan): Promise<WeatherInputs> {
    const point = (p: LatLon): LatLon => ({ lat: p.lat, lon: p.lon })
    const [wind, surface] = await Promise.all([
      getWind([point(plan.departure), point(plan.midpoint), point(plan.arrival)], plan.input.date, plan.hour, plan.hpa),
      getSurface([point(plan.departure), point(plan.arrival)], plan.input.date),
    ])
    return {
      wind: [wind[0] ?? null, wind[1] ?? null, wind[2] ?? null],
      surface: [surface[0] ?? null, surface[1] ?? null],
    }
  }

  return {
    getWind,
    getSurface,
    getInputs,
    clearCache() {
      windCache.clear()
      surfaceCache.clear()
    },
    stats() {
      return { upstreamRequests }
    },
  }
}

function errorName(err: unknown): string {
  return err instanceof Error ? err.name : typeof err
}

/** The provider's `reason` (first 200 characters), for logs only. */
function errorReason(text: string): string | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.reason.slice(0, 200) : undefined
  } catch {
    return undefined
  }
}
