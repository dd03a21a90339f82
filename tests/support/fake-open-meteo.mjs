// @ts-check
/**
 * A fake Open-Meteo `/v1/forecast` server for tests (unit, integration and Playwright e2e).
 *
 * It is a real HTTP server on 127.0.0.1 that answers like the provider does (docs/product.md §5):
 * - `latitude=a,b,c&longitude=x,y,z` → a top-level JSON array in request order; one point → an object
 *   (the second and later locations carry `location_id`, like the provider).
 * - hourly pressure-level variables (`wind_speed_250hPa`, `wind_direction_250hPa`, `temperature_250hPa`)
 *   for the served levels; an unserved level (325, 275, 235, 225 hPa...) yields an array of nulls with
 *   unit "undefined" (HTTP 200).
 * - surface hourly `temperature_2m, wind_speed_10m, wind_direction_10m, pressure_msl, precipitation,
 *   wind_gusts_10m` and daily `temperature_2m_max, temperature_2m_min, precipitation_sum`.
 * - `wind_speed_unit` (kmh default, ms, mph, kn) applies to every wind variable of the request.
 * - `start_date`/`end_date` inclusive; with `forecast_days`/`past_days` → 400; a date later than
 *   today (UTC) + 15 days, or earlier than today − 92 days → 400 `{"error":true,"reason":...}`.
 * - `timezone=auto` picks `utc_offset_seconds` from the longitude (round(lon / 15) hours); GMT/UTC or
 *   no timezone → 0; another IANA name → its offset at noon of the start date.
 *
 * One deliberate stress for clients: the hourly series covers the UTC instants from 12 h before the
 * first day (00:00 UTC) to 12 h after the last day (23:00 UTC), written in local time. Every local hour
 * of the requested days is present for any offset, but the array also holds hours of the neighbouring
 * days, so `index === hour` only at offset +12 h. Clients must find an hour by its time string.
 *
 * Values are deterministic (see `syntheticHourly` / `syntheticDaily`, exported so tests can compute
 * expectations) and depend on latitude, longitude, level and local time.
 *
 * Fault modes for tests: `setMode(...)` or `POST /__mode/<mode>`; `GET /__requests` lists the forecast
 * requests received; `POST /__reset` clears them and returns to mode `ok`.
 *
 * CLI: `node tests/support/fake-open-meteo.mjs --port 4599 [--host 127.0.0.1] [--today YYYY-MM-DD]`.
 * Types for TypeScript importers: `fake-open-meteo.d.mts`.
 */
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

/** @typedef {'ok' | 'status429' | 'status503' | 'hang' | 'malformed' | 'nulls' | 'partialNulls' | 'wrongShape'} FakeMode */
/** @typedef {'kmh' | 'ms' | 'mph' | 'kn'} WindUnit */

export const SERVED_LEVELS = Object.freeze([
  1000, 975, 950, 925, 900, 850, 800, 700, 600, 500, 400, 300, 250, 200, 150, 100, 70, 50, 30,
])

/** @type {readonly FakeMode[]} */
export const FAKE_MODES = Object.freeze([
  'ok',
  'status429',
  'status503',
  'hang',
  'malformed',
  'nulls',
  'partialNulls',
  'wrongShape',
])

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** Past window of the forecast endpoint (`past_days` maximum). */
const MAX_PAST_DAYS = 92
/** Dates later than today + 15 days are refused. */
const MAX_FUTURE_DAYS = 15

/** @type {Record<WindUnit, { label: string; perMs: number }>} */
const WIND_UNITS = {
  kmh: { label: 'km/h', perMs: 3.6 },
  ms: { label: 'm/s', perMs: 1 },
  mph: { label: 'mph', perMs: 2.2369362920544 },
  kn: { label: 'kn', perMs: 1.9438444924406 },
}

/** Surface hourly variables: unit label, or 'wind' for the request's wind unit. */
/** @type {Record<string, string>} */
const SURFACE_HOURLY = {
  temperature_2m: '°C',
  wind_speed_10m: 'wind',
  wind_direction_10m: '°',
  wind_gusts_10m: 'wind',
  pressure_msl: 'hPa',
  precipitation: 'mm',
}

/** @type {Record<string, string>} */
const DAILY = {
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  precipitation_sum: 'mm',
}

const LEVEL_VARIABLE = /^(wind_speed|wind_direction|temperature)_(\d+)hPa$/

/** @param {number} value @param {number} digits */
function round(value, digits) {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/** @param {number} value */
function mod360(value) {
  return ((value % 360) + 360) % 360
}

/**
 * UTC offset the fake picks for `timezone=auto`: whole hours from the longitude.
 * @param {number} lon
 */
export function offsetSecondsForLongitude(lon) {
  const hours = Math.round(lon / 15)
  return (hours === 0 ? 0 : hours) * 3600
}

/** @param {string} localTime `YYYY-MM-DDTHH:MM` */
function localClock(localTime) {
  const ms = Date.parse(`${localTime}Z`)
  if (!Number.isFinite(ms)) throw new Error(`bad local time ${localTime}`)
  const x = ms / HOUR_MS
  const hour = ((x % 24) + 24) % 24
  const day = Math.floor(x / 24)
  return { x, hour, day }
}

/**
 * The value the fake serves for an hourly variable at one location and LOCAL time, in the unit the
 * request asked for (`windUnit` only matters for wind speeds), rounded like the provider (1 decimal,
 * directions as integers). `null` for an unserved pressure level or an unknown variable.
 * @param {string} variable
 * @param {number} lat
 * @param {number} lon
 * @param {string} localTime `YYYY-MM-DDTHH:MM`
 * @param {WindUnit} [windUnit]
 * @returns {number | null}
 */
export function syntheticHourly(variable, lat, lon, localTime, windUnit = 'kmh') {
  const { x, hour, day } = localClock(localTime)
  const perMs = WIND_UNITS[windUnit].perMs
  const wave = Math.sin((2 * Math.PI * x) / 24)
  const level = LEVEL_VARIABLE.exec(variable)
  if (level) {
    const kind = level[1]
    const hpa = Number(level[2])
    if (!SERVED_LEVELS.includes(hpa)) return null
    const depth = 1000 - hpa
    if (kind === 'wind_speed') {
      const ms = 8 + 0.05 * depth + 0.1 * Math.abs(lat) + 0.05 * Math.abs(lon) + 4 * wave + 0.5 * (((day % 7) + 7) % 7)
      return round(ms * perMs, 1)
    }
    if (kind === 'wind_direction') {
      return Math.round(mod360(200 + 0.4 * depth + lat + 2 * lon + 3 * hour + 7 * (((day % 5) + 5) % 5)))
    }
    return round(15 - 0.08 * depth - 0.2 * Math.abs(lat) + 2 * wave, 1)
  }
  switch (variable) {
    case 'temperature_2m':
      return round(
        24 - 0.35 * Math.abs(lat) + 5 * Math.sin((2 * Math.PI * (hour - 9)) / 24) + 0.3 * (((day % 3) + 3) % 3),
        1,
      )
    case 'wind_speed_10m':
      return round((3 + 0.02 * Math.abs(lon) + 0.01 * Math.abs(lat) + 1.5 * wave) * perMs, 1)
    case 'wind_gusts_10m':
      return round(1.7 * (3 + 0.02 * Math.abs(lon) + 0.01 * Math.abs(lat) + 1.5 * wave) * perMs, 1)
    case 'wind_direction_10m':
      return Math.round(mod360(180 + 2 * lat + lon + 5 * hour))
    case 'pressure_msl':
      return round(1013 + 0.1 * lat - 2 * wave, 1)
    case 'precipitation':
      return hour >= 10 && hour <= 15 ? round(0.05 * (hour - 9) + 0.001 * Math.abs(lat), 2) : 0
    default:
      return null
  }
}

/**
 * The daily value the fake serves for a LOCAL date: aggregated over the 24 local hours of that date.
 * @param {string} variable
 * @param {number} lat
 * @param {number} lon
 * @param {string} date `YYYY-MM-DD`
 * @returns {number | null}
 */
export function syntheticDaily(variable, lat, lon, date) {
  /** @param {string} name */
  const hours = (name) =>
    Array.from(
      { length: 24 },
      (_, h) => syntheticHourly(name, lat, lon, `${date}T${String(h).padStart(2, '0')}:00`) ?? 0,
    )
  switch (variable) {
    case 'temperature_2m_max':
      return Math.max(...hours('temperature_2m'))
    case 'temperature_2m_min':
      return Math.min(...hours('temperature_2m'))
    case 'precipitation_sum':
      return round(
        hours('precipitation').reduce((a, b) => a + b, 0),
        2,
      )
    default:
      return null
  }
}

/** @param {number} ms */
function isoDate(ms) {
  return new Date(ms).toISOString().slice(0, 10)
}

/** @param {string} value */
function parseDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const ms = Date.parse(`${value}T00:00:00Z`)
  if (!Number.isFinite(ms) || isoDate(ms) !== value) return null
  return ms
}

class BadRequest extends Error {}

/**
 * @param {string} timezone
 * @param {number} lon
 * @param {number} firstDayMs
 * @returns {{ offset: number; name: string; abbreviation: string }}
 */
function resolveTimezone(timezone, lon, firstDayMs) {
  /** @param {number} offset */
  const gmtName = (offset) => {
    const h = offset / 3600
    return h === 0 ? 'GMT' : `GMT${h > 0 ? '+' : '-'}${Math.abs(h)}`
  }
  if (timezone === '' || timezone.toUpperCase() === 'GMT' || timezone.toUpperCase() === 'UTC') {
    return { offset: 0, name: 'GMT', abbreviation: 'GMT' }
  }
  if (timezone.toLowerCase() === 'auto') {
    const offset = offsetSecondsForLongitude(lon)
    const h = offset / 3600
    // IANA "Etc/GMT" names have the inverted sign.
    const name = h === 0 ? 'GMT' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`
    return { offset, name, abbreviation: gmtName(offset) }
  }
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' }).formatToParts(
      new Date(firstDayMs + 12 * HOUR_MS),
    )
    const label = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
    const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(label)
    const offset = m && m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60) : 0
    return { offset, name: timezone, abbreviation: label === 'GMT' ? 'GMT' : label.replace(':00', '') }
  } catch {
    throw new BadRequest(`Invalid timezone`)
  }
}

/**
 * @param {URLSearchParams} query
 * @param {string} name
 */
function list(query, name) {
  const raw = query.get(name)
  if (raw === null) return []
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/**
 * @param {URLSearchParams} query
 * @param {string} name
 * @param {number} min
 * @param {number} max
 */
function coordinates(query, name, min, max) {
  const values = list(query, name)
  if (values.length === 0) throw new BadRequest(`Parameter '${name}' is required`)
  return values.map((s) => {
    const n = Number(s)
    if (!Number.isFinite(n)) throw new BadRequest(`Parameter '${name}' could not be parsed: ${s}`)
    if (n < min || n > max) {
      const label = name === 'latitude' ? 'Latitude' : 'Longitude'
      throw new BadRequest(`${label} must be in range of ${min} to ${max}°. Given: ${n}.`)
    }
    return n
  })
}

/**
 * @param {URLSearchParams} query
 * @param {string} name
 * @param {number} fallback
 * @param {number} max
 */
function dayCount(query, name, fallback, max) {
  const raw = query.get(name)
  if (raw === null) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw new BadRequest(`Parameter '${name}' must be between 0 and ${max}`)
  }
  return n
}

/**
 * Parses a forecast query like the provider: throws BadRequest with the provider-like reason.
 * @param {URLSearchParams} query
 * @param {number} todayMs
 */
function parseForecastQuery(query, todayMs) {
  const latitudes = coordinates(query, 'latitude', -90, 90)
  const longitudes = coordinates(query, 'longitude', -180, 180)
  if (latitudes.length !== longitudes.length) {
    throw new BadRequest(`Parameter 'latitude' and 'longitude' must have the same number of elements`)
  }
  const hourly = list(query, 'hourly')
  for (const name of hourly) {
    if (!(name in SURFACE_HOURLY) && !LEVEL_VARIABLE.test(name)) {
      throw new BadRequest(`Cannot initialize WeatherVariable from invalid String value ${name} for key hourly`)
    }
  }
  const daily = list(query, 'daily')
  for (const name of daily) {
    if (!(name in DAILY)) {
      throw new BadRequest(`Cannot initialize WeatherVariable from invalid String value ${name} for key daily`)
    }
  }
  const unitRaw = query.get('wind_speed_unit') ?? 'kmh'
  if (!(unitRaw in WIND_UNITS)) {
    throw new BadRequest(`Cannot initialize WindspeedUnit from invalid String value ${unitRaw} for key wind_speed_unit`)
  }
  const windUnit = /** @type {WindUnit} */ (unitRaw)
  const timezone = query.get('timezone') ?? ''
  if (daily.length > 0 && timezone === '') throw new BadRequest('Timezone is required')

  const startRaw = query.get('start_date')
  const endRaw = query.get('end_date')
  /** @type {number} */
  let firstDay
  /** @type {number} */
  let lastDay
  if (startRaw !== null || endRaw !== null) {
    if (query.has('forecast_days') || query.has('past_days')) {
      throw new BadRequest(
        "Parameter 'start_date' and 'end_date' cannot be used together with 'forecast_days' or 'past_days'",
      )
    }
    if (startRaw === null || endRaw === null) {
      throw new BadRequest("Parameter 'start_date' and 'end_date' must be set both")
    }
    const start = parseDate(startRaw)
    const end = parseDate(endRaw)
    if (start === null) throw new BadRequest(`Invalid date format for 'start_date': ${startRaw}`)
    if (end === null) throw new BadRequest(`Invalid date format for 'end_date': ${endRaw}`)
    const min = todayMs - MAX_PAST_DAYS * DAY_MS
    const max = todayMs + MAX_FUTURE_DAYS * DAY_MS
    if (start < min || start > max) {
      throw new BadRequest(`Parameter 'start_date' is out of allowed range from ${isoDate(min)} to ${isoDate(max)}`)
    }
    if (end < min || end > max) {
      throw new BadRequest(`Parameter 'end_date' is out of allowed range from ${isoDate(min)} to ${isoDate(max)}`)
    }
    if (end < start) throw new BadRequest('End-date must be larger or equal than start-date')
    firstDay = start
    lastDay = end
  } else {
    const forecastDays = dayCount(query, 'forecast_days', 7, 16)
    const pastDays = dayCount(query, 'past_days', 0, MAX_PAST_DAYS)
    firstDay = todayMs - pastDays * DAY_MS
    lastDay = todayMs + Math.max(forecastDays - 1, 0) * DAY_MS
  }
  return { latitudes, longitudes, hourly, daily, windUnit, timezone, firstDay, lastDay }
}

/**
 * @param {ReturnType<typeof parseForecastQuery>} q
 * @param {number} index
 * @param {boolean} nulls
 */
function buildLocation(q, index, nulls) {
  const lat = /** @type {number} */ (q.latitudes[index])
  const lon = /** @type {number} */ (q.longitudes[index])
  const tz = resolveTimezone(q.timezone, lon, q.firstDay)
  /** @type {Record<string, unknown>} */
  const location = {
    latitude: round(lat, 2),
    longitude: round(lon, 2),
    generationtime_ms: 0.1,
    utc_offset_seconds: tz.offset,
    timezone: tz.name,
    timezone_abbreviation: tz.abbreviation,
    elevation: 0,
  }
  if (index > 0) location.location_id = index

  if (q.hourly.length > 0) {
    /** @type {string[]} */
    const time = []
    for (let t = q.firstDay - 12 * HOUR_MS; t <= q.lastDay + 35 * HOUR_MS; t += HOUR_MS) {
      time.push(new Date(t + tz.offset * 1000).toISOString().slice(0, 16))
    }
    /** @type {Record<string, string>} */
    const units = { time: 'iso8601' }
    /** @type {Record<string, unknown>} */
    const hourly = { time }
    for (const name of q.hourly) {
      const level = LEVEL_VARIABLE.exec(name)
      const served = level ? SERVED_LEVELS.includes(Number(level[2])) : true
      const unit = level
        ? level[1] === 'wind_speed'
          ? WIND_UNITS[q.windUnit].label
          : level[1] === 'wind_direction'
            ? '°'
            : '°C'
        : SURFACE_HOURLY[name] === 'wind'
          ? WIND_UNITS[q.windUnit].label
          : /** @type {string} */ (SURFACE_HOURLY[name])
      units[name] = served ? unit : 'undefined'
      hourly[name] = time.map((t) => (nulls || !served ? null : syntheticHourly(name, lat, lon, t, q.windUnit)))
    }
    location.hourly_units = units
    location.hourly = hourly
  }
  if (q.daily.length > 0) {
    /** @type {string[]} */
    const time = []
    for (let d = q.firstDay; d <= q.lastDay; d += DAY_MS) time.push(isoDate(d))
    /** @type {Record<string, string>} */
    const units = { time: 'iso8601' }
    /** @type {Record<string, unknown>} */
    const daily = { time }
    for (const name of q.daily) {
      units[name] = /** @type {string} */ (DAILY[name])
      daily[name] = time.map((d) => (nulls ? null : syntheticDaily(name, lat, lon, d)))
    }
    location.daily_units = units
    location.daily = daily
  }
  return location
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

/**
 * @param {{ port?: number; host?: string; today?: string }} [options]
 */
export async function startFakeOpenMeteo(options = {}) {
  const host = options.host ?? '127.0.0.1'
  /** @type {FakeMode} */
  let mode = 'ok'
  /** @type {URL[]} */
  const requests = []

  const todayMs = () => {
    if (options.today !== undefined) {
      const fixed = parseDate(options.today)
      if (fixed === null) throw new Error(`bad --today ${options.today}`)
      return fixed
    }
    const now = new Date()
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  }

  /** @param {FakeMode} next */
  const setMode = (next) => {
    if (!FAKE_MODES.includes(next)) throw new Error(`unknown fake Open-Meteo mode: ${next}`)
    mode = next
  }
  const reset = () => {
    requests.length = 0
    mode = 'ok'
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`)
    const method = req.method ?? 'GET'

    // Control endpoints (not counted as forecast requests).
    if (url.pathname.startsWith('/__mode/') && method === 'POST') {
      const next = /** @type {FakeMode} */ (decodeURIComponent(url.pathname.slice('/__mode/'.length)))
      if (!FAKE_MODES.includes(next)) return sendJson(res, 400, { error: true, reason: `unknown mode ${next}` })
      mode = next
      return sendJson(res, 200, { mode })
    }
    if (url.pathname === '/__requests' && method === 'GET') {
      return sendJson(res, 200, { mode, requests: requests.map((r) => r.href) })
    }
    if (url.pathname === '/__reset' && method === 'POST') {
      reset()
      return sendJson(res, 200, { mode })
    }

    if (url.pathname !== '/v1/forecast') return sendJson(res, 404, { error: true, reason: 'Not Found' })
    if (method !== 'GET') return sendJson(res, 405, { error: true, reason: 'Method Not Allowed' })
    requests.push(url)

    switch (mode) {
      case 'hang':
        return // never answer; the socket stays open until the client gives up or the server closes
      case 'status429':
        return sendJson(res, 429, {
          error: true,
          reason: 'Minutely API request limit exceeded. Please try again in one minute.',
        })
      case 'status503':
        return sendJson(res, 503, { error: true, reason: 'Service temporarily unavailable' })
      case 'malformed':
        return sendJson(res, 200, '{"latitude":48.96,"longitude":2.44,"hourly":{"time":["2026-12-01T00:00",')
      case 'wrongShape':
        return sendJson(res, 200, {
          latitude: 48.96,
          longitude: 2.44,
          hourly: { time: '2026-12-01T00:00', wind_speed_250hPa: 'fast', temperature_2m: { value: 3 } },
          daily: [1, 2, 3],
        })
      default:
        break
    }

    /** @type {ReturnType<typeof parseForecastQuery>} */
    let q
    try {
      q = parseForecastQuery(url.searchParams, todayMs())
    } catch (err) {
      if (err instanceof BadRequest) return sendJson(res, 400, { error: true, reason: err.message })
      return sendJson(res, 500, { error: true, reason: String(err) })
    }
    let locations
    try {
      locations = q.latitudes.map((_, i) =>
        buildLocation(q, i, mode === 'nulls' || (mode === 'partialNulls' && i === 1)),
      )
    } catch (err) {
      if (err instanceof BadRequest) return sendJson(res, 400, { error: true, reason: err.message })
      return sendJson(res, 500, { error: true, reason: String(err) })
    }
    return sendJson(res, 200, locations.length === 1 ? locations[0] : locations)
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('fake Open-Meteo: no TCP address')

  return {
    url: `http://${host}:${address.port}`,
    get mode() {
      return mode
    },
    setMode,
    requests,
    reset,
    close() {
      return new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve(undefined)))
        server.closeAllConnections()
      })
    },
  }
}

/** @param {string[]} argv */
function cliOptions(argv) {
  /** @type {{ port?: number; host?: string; today?: string }} */
  const options = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = argv[i + 1]
    if (arg === '--port' && value !== undefined) {
      options.port = Number(value)
      i++
    } else if (arg === '--host' && value !== undefined) {
      options.host = value
      i++
    } else if (arg === '--today' && value !== undefined) {
      options.today = value
      i++
    }
  }
  return options
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (invokedDirectly) {
  const fake = await startFakeOpenMeteo(cliOptions(process.argv.slice(2)))
  console.log(`fake Open-Meteo listening on ${fake.url}`)
  const stop = () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
