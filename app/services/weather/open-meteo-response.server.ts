/**
 * Parsing of Open-Meteo forecast responses (docs/product.md §5), zod 4: a wind response into series per
 * pressure level (speeds in m/s), a surface response into the product's "Weather summary". Never throws:
 * anything missing, null or of an unexpected unit gives `null`.
 */
import { z } from 'zod'
import { interpolateWind, levelsOf, normalizeDeg, planLevels, type LevelPlan } from '~/domain/estimator/wind'
import type { WeatherSummary, WindSample } from '~/domain/estimator/types'

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

/** The provider's `reason` (first 200 characters), for logs only. */
export function errorReason(text: string): string | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.reason.slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

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
export function windLocationComplete(location: WindLocation, date: string): boolean {
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
 * The product's "Weather summary" of one location for `date`: the hourly entry of that local date nearest
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
