import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FakeOpenMeteo } from '../../tests/support/fake-open-meteo.mjs'
import { startFakeOpenMeteo, syntheticDaily, syntheticHourly } from '../../tests/support/fake-open-meteo.mjs'
import type { Aircraft, Airport, LatLon, RoutePlan, WeatherSummary, WindSample } from '../domain/estimator/types'
import { interpolateWind, planLevels } from '../domain/estimator/wind'
import { greatCircleRoute } from '../domain/estimator/estimate'
import { parseSurfaceResponse, parseWindResponse } from './weather/open-meteo-response.server'
import type { WeatherLogger } from './weather.server'
import { CUSTOMER_BASE_URL, createWeatherClient, resolveBaseUrl } from './weather.server'

// ------------------------------------------------------------------------------------------------
// Test data (built by hand: no dependency on the estimator engine)

const DAY_MS = 86_400_000
const now = new Date()
const TODAY_MS = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
const isoDay = (offsetDays: number): string => new Date(TODAY_MS + offsetDays * DAY_MS).toISOString().slice(0, 10)
const TODAY = isoDay(0)
/** A travel date inside the provider's window. */
const DATE = isoDay(2)
/** Later than today + 15 days: the provider answers 400. */
const FAR_DATE = isoDay(20)

// Two-decimal coordinates: exactly what the client sends (it rounds to 0.01°).
// The fake's timezone=auto offset is round(lon / 15) h: LBG 0 h, midpoint +2 h, DXB +4 h, JFK −5 h.
const LBG: Airport = {
  code: 'LBG',
  name: 'Paris–Le Bourget',
  city: 'Paris',
  country: 'France',
  countryCode: 'FR',
  lat: 48.97,
  lon: 2.44,
}
const DXB: Airport = {
  code: 'DXB',
  name: 'Dubai International',
  city: 'Dubai',
  country: 'United Arab Emirates',
  countryCode: 'AE',
  lat: 25.25,
  lon: 55.36,
}
const JFK: LatLon = { lat: 40.64, lon: -73.78 }
const MID: LatLon = { lat: 37.11, lon: 28.9 }

const G650: Aircraft = {
  id: 'g650',
  name: 'G650',
  category: 'heavy',
  pax: 14,
  range_km: 12964,
  cruise_kmh: 956,
  hourly_operator_eur: 9000,
  req_runway_m: 2400,
  requires_paved: true,
  image: '/images/fleet/g650.webp',
  description: { fr: 'Long-courrier.', en: 'Long range.' },
  features: { fr: ['a', 'b', 'c'], en: ['a', 'b', 'c'] },
}

function routePlan(overrides: { date?: string; hour?: number; hpa?: number } = {}): RoutePlan {
  const hour = overrides.hour ?? 12
  return {
    input: {
      from: 'LBG',
      to: 'DXB',
      aircraft: 'g650',
      date: overrides.date ?? DATE,
      time: `${String(hour).padStart(2, '0')}:00`,
      pax: 4,
      trip: 'oneway',
    },
    departure: LBG,
    arrival: DXB,
    aircraft: G650,
    distanceKm: 5240,
    bearingDeg: 112,
    midpoint: MID,
    cruiseLevel: 350,
    route: greatCircleRoute(LBG, DXB),
    windTracksDeg: null,
    advisories: [],
    hpa: overrides.hpa ?? 250,
    hour,
    runway: {
      departure: { lengthM: 3000, surface: 'paved', status: 'ok' },
      arrival: { lengthM: 4000, surface: 'paved', status: 'ok' },
    },
  }
}

// ------------------------------------------------------------------------------------------------
// Expectations computed from the fake's own value functions (independent of the client)

const at = (date: string, hour: number): string => `${date}T${String(hour).padStart(2, '0')}:00`

function served(variable: string, p: LatLon, time: string, unit: 'ms' | 'kmh' = 'ms'): number {
  const v = syntheticHourly(variable, p.lat, p.lon, time, unit)
  if (v === null) throw new Error(`no synthetic value for ${variable}`)
  return v
}

function expectedWind(p: LatLon, level: number, date: string, hour: number): WindSample {
  return {
    speedMs: served(`wind_speed_${level}hPa`, p, at(date, hour)),
    directionDeg: served(`wind_direction_${level}hPa`, p, at(date, hour)),
  }
}

/** Independent re-derivation: u/v of a FROM direction, linear in ln p, back to speed/direction. */
function expectedInterpolated(p: LatLon, hpa: number, bottom: number, top: number, date: string, hour: number) {
  const rad = Math.PI / 180
  const b = expectedWind(p, bottom, date, hour)
  const t = expectedWind(p, top, date, hour)
  const w = (Math.log(bottom) - Math.log(hpa)) / (Math.log(bottom) - Math.log(top))
  const u = (1 - w) * -b.speedMs * Math.sin(b.directionDeg * rad) + w * -t.speedMs * Math.sin(t.directionDeg * rad)
  const v = (1 - w) * -b.speedMs * Math.cos(b.directionDeg * rad) + w * -t.speedMs * Math.cos(t.directionDeg * rad)
  return { speedMs: Math.sqrt(u * u + v * v), directionDeg: (((Math.atan2(-u, -v) / rad) % 360) + 360) % 360 }
}

function expectedSurface(p: LatLon, date: string): WeatherSummary {
  const noon = at(date, 12)
  const daily = (name: string): number => {
    const v = syntheticDaily(name, p.lat, p.lon, date)
    if (v === null) throw new Error(name)
    return v
  }
  return {
    dateIso: date,
    timeIso: noon,
    tempMinC: daily('temperature_2m_min'),
    tempMaxC: daily('temperature_2m_max'),
    windKmh: served('wind_speed_10m', p, noon, 'kmh'),
    windDirDeg: served('wind_direction_10m', p, noon, 'kmh'),
    gustKmh: served('wind_gusts_10m', p, noon, 'kmh'),
    pressureHpa: served('pressure_msl', p, noon, 'kmh'),
    precipMm: daily('precipitation_sum'),
  }
}

function expectSample(actual: WindSample | null | undefined, expected: WindSample): void {
  expect(actual).not.toBeNull()
  expect(actual?.speedMs).toBeCloseTo(expected.speedMs, 9)
  expect(actual?.directionDeg).toBeCloseTo(expected.directionDeg, 9)
}

// ------------------------------------------------------------------------------------------------
// Pure functions

describe('resolveBaseUrl (host form)', () => {
  it('switches the public host to the customer host only when a key is configured', () => {
    expect(resolveBaseUrl('https://api.open-meteo.com', 'k')).toBe(CUSTOMER_BASE_URL)
    expect(resolveBaseUrl('https://api.open-meteo.com/', 'k')).toBe('https://customer-api.open-meteo.com')
    expect(resolveBaseUrl('http://API.open-meteo.com', 'k')).toBe('https://customer-api.open-meteo.com')
    expect(resolveBaseUrl('https://api.open-meteo.com')).toBe('https://api.open-meteo.com')
    expect(resolveBaseUrl('https://api.open-meteo.com/', '   ')).toBe('https://api.open-meteo.com')
  })

  it('keeps any other base (customer host, self-hosted, local fake)', () => {
    expect(resolveBaseUrl('https://customer-api.open-meteo.com', 'k')).toBe('https://customer-api.open-meteo.com')
    expect(resolveBaseUrl('http://127.0.0.1:4599/', 'k')).toBe('http://127.0.0.1:4599')
    expect(resolveBaseUrl('https://meteo.internal.example.com/om', 'k')).toBe('https://meteo.internal.example.com/om')
  })
})

describe('pressure levels and interpolation', () => {
  it('asks for served levels directly and brackets the product’s levels that are not served', () => {
    expect(planLevels(250)).toEqual({ kind: 'served', level: 250 })
    expect(planLevels(925)).toEqual({ kind: 'served', level: 925 })
    expect(planLevels(325)).toEqual({ kind: 'between', hpa: 325, bottom: 400, top: 300 })
    expect(planLevels(275)).toEqual({ kind: 'between', hpa: 275, bottom: 300, top: 250 })
    expect(planLevels(235)).toEqual({ kind: 'between', hpa: 235, bottom: 250, top: 200 })
    expect(planLevels(225)).toEqual({ kind: 'between', hpa: 225, bottom: 250, top: 200 })
    expect(planLevels(1013)).toEqual({ kind: 'served', level: 1000 })
    expect(planLevels(10)).toEqual({ kind: 'served', level: 30 })
    expect(planLevels(Number.NaN)).toBeNull()
    expect(planLevels(0)).toBeNull()
  })

  it('interpolates 235 hPa between 250 and 200 hPa in ln p on u/v (checked by hand)', () => {
    // w = ln(250/235) / ln(250/200) = 0.061875 / 0.223144 = 0.277290
    // 250 hPa: 40 m/s FROM 270° → u = −40·sin 270° = 40,      v = −40·cos 270° = 0
    // 200 hPa: 50 m/s FROM 300° → u = −50·sin 300° = 43.3013, v = −50·cos 300° = −25
    // u = 40 + 0.27729 × 3.3013 = 40.9154 ; v = 0 + 0.27729 × (−25) = −6.9322
    // speed = √(40.9154² + 6.9322²) = 41.4985 m/s ; FROM = atan2(−u, −v) = −80.384° → 279.616°
    const s = interpolateWind(
      { hpa: 250, sample: { speedMs: 40, directionDeg: 270 } },
      { hpa: 200, sample: { speedMs: 50, directionDeg: 300 } },
      235,
    )
    expect(s.speedMs).toBeCloseTo(41.4985, 4)
    expect(s.directionDeg).toBeCloseTo(279.6162, 4)
  })

  it('handles the 0/360 wrap and returns the end levels at the ends', () => {
    const wrap = interpolateWind(
      { hpa: 250, sample: { speedMs: 30, directionDeg: 350 } },
      { hpa: 200, sample: { speedMs: 30, directionDeg: 10 } },
      Math.sqrt(250 * 200), // geometric mean: w = 0.5
    )
    expect(wrap.directionDeg).toBeCloseTo(0, 9)
    expect(wrap.speedMs).toBeCloseTo(30 * Math.cos(10 * (Math.PI / 180)), 9)
    const bottom = interpolateWind(
      { hpa: 250, sample: { speedMs: 30, directionDeg: 200 } },
      { hpa: 200, sample: { speedMs: 10, directionDeg: 100 } },
      250,
    )
    expect(bottom.speedMs).toBeCloseTo(30, 9)
    expect(bottom.directionDeg).toBeCloseTo(200, 9)
  })
})

// ------------------------------------------------------------------------------------------------
// Provider fixtures (copied from ../shared/fixtures/open-meteo into tests/fixtures/open-meteo)

function fixture(name: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../tests/fixtures/open-meteo/${name}`, import.meta.url), 'utf8'),
  ) as unknown
}

describe('parsers accept the provider fixtures', () => {
  const D = '2026-12-01'

  it('single-location wind (km/h declared in hourly_units → converted to m/s)', () => {
    const [noon] = parseWindResponse(fixture('wind_250hPa.json'), 1, 250, D, 12)
    expectSample(noon, { speedMs: 199.9 / 3.6, directionDeg: 270 })
    const [late] = parseWindResponse(fixture('wind_250hPa.json'), 1, 250, D, 23)
    expectSample(late, { speedMs: 169.8 / 3.6, directionDeg: 275 })
    // A response for another day has no such hour.
    expect(parseWindResponse(fixture('wind_250hPa.json'), 1, 250, '2026-12-02', 12)).toEqual([null])
  })

  it('multi-location wind: top-level array in request order', () => {
    const samples = parseWindResponse(fixture('multi_location_wind_250hPa.json'), 3, 250, D, 12)
    expectSample(samples[0], { speedMs: 199.9 / 3.6, directionDeg: 270 })
    expectSample(samples[1], { speedMs: 179.9 / 3.6, directionDeg: 262 })
    expectSample(samples[2], { speedMs: 149.9 / 3.6, directionDeg: 255 })
    // A count that does not match the request: nothing can be trusted.
    expect(parseWindResponse(fixture('multi_location_wind_250hPa.json'), 2, 250, D, 12)).toEqual([null, null])
  })

  it('a location with null values is null for that point only', () => {
    const json = fixture('multi_location_wind_250hPa.json') as { hourly: Record<string, unknown[]> }[]
    const second = json[1]
    if (!second) throw new Error('fixture shape')
    second.hourly.wind_speed_250hPa = second.hourly.wind_speed_250hPa?.map(() => null) ?? []
    const samples = parseWindResponse(json, 3, 250, D, 12)
    expect(samples[0]).not.toBeNull()
    expect(samples[1]).toBeNull()
    expect(samples[2]).not.toBeNull()
  })

  it('finds the hour by its time string, not by index (shifted series)', () => {
    const json = fixture('wind_250hPa.json') as { hourly: { time: string[] } }
    // Pretend the series starts three hours earlier: index 12 is now 09:00.
    json.hourly.time = json.hourly.time.map((_, i) =>
      new Date(Date.parse(`${D}T00:00Z`) + (i - 3) * 3_600_000).toISOString().slice(0, 16),
    )
    const [noon] = parseWindResponse(json, 1, 250, D, 12)
    // 12:00 is now at index 15 (speed 190.6 km/h, 271°).
    expectSample(noon, { speedMs: 190.6 / 3.6, directionDeg: 271 })
  })

  it('unserved level: HTTP 200 with nulls and unit "undefined" → null', () => {
    expect(parseWindResponse(fixture('unavailable_variable_nulls.json'), 1, 250, D, 12)).toEqual([null])
  })

  it('error body → null', () => {
    expect(parseWindResponse(fixture('error_400.json'), 1, 250, D, 12)).toEqual([null])
    expect(parseSurfaceResponse(fixture('error_400.json'), 1, D)).toEqual([null])
    expect(parseSurfaceResponse(fixture('error_400.json'), 2, D)).toEqual([null, null])
  })

  it('surface summary: entry nearest 12:00 + daily min/max and precipitation sum', () => {
    expect(parseSurfaceResponse(fixture('surface.json'), 1, D)).toEqual([
      {
        dateIso: D,
        timeIso: '2026-12-01T12:00',
        tempMinC: 3.8,
        tempMaxC: 8.7,
        windKmh: 14.4,
        windDirDeg: 236,
        gustKmh: 28.8,
        pressureHpa: 1008.5,
        precipMm: 1.6,
      },
    ])
    expect(parseSurfaceResponse(fixture('surface.json'), 1, '2026-12-02')).toEqual([null])
  })

  it('surface: when 12:00 has gaps, the nearest complete entry wins (ties → earlier)', () => {
    const json = fixture('surface.json') as { hourly: Record<string, (number | null)[]> }
    const temps = json.hourly.temperature_2m
    if (!temps) throw new Error('fixture shape')
    temps[12] = null
    const [summary] = parseSurfaceResponse(json, 1, D)
    expect(summary?.timeIso).toBe('2026-12-01T11:00')
    expect(summary?.windKmh).toBe(13.7)
    expect(summary?.gustKmh).toBe(27.4)
  })

  it('surface: wind declared in m/s is converted to km/h', () => {
    const json = fixture('surface.json') as { hourly_units: Record<string, string> }
    json.hourly_units.wind_speed_10m = 'm/s'
    const [summary] = parseSurfaceResponse(json, 1, D)
    expect(summary?.windKmh).toBeCloseTo(14.4 * 3.6, 9)
    expect(summary?.gustKmh).toBe(28.8)
  })

  it('surface without daily data → null', () => {
    const json = fixture('surface.json') as Record<string, unknown>
    delete json.daily
    expect(parseSurfaceResponse(json, 1, D)).toEqual([null])
  })
})

// ------------------------------------------------------------------------------------------------
// Against the fake Open-Meteo server (real HTTP, no fetch mocking)

describe('weather client against the fake Open-Meteo server', () => {
  let fake: FakeOpenMeteo

  beforeAll(async () => {
    fake = await startFakeOpenMeteo({ today: TODAY })
  })
  afterAll(async () => {
    await fake.close()
  })
  beforeEach(() => {
    fake.reset()
  })

  // These tests describe the client without its short memory of failures (failureTtlMs: 0); the
  // default 60 s memory has its own test below ("a failed look-up is remembered for failureTtlMs").
  const client = (extra: Partial<Parameters<typeof createWeatherClient>[0]> = {}) =>
    createWeatherClient({ baseUrl: fake.url, failureTtlMs: 0, ...extra })

  const lastRequest = (): URL => {
    const r = fake.requests[fake.requests.length - 1]
    if (!r) throw new Error('no request received')
    return r
  }

  describe('wind at altitude', () => {
    it('single point at a served level: one request, object response, documented query', async () => {
      const c = client()
      const [sample] = await c.getWind([LBG], DATE, 12, 250)
      expectSample(sample, expectedWind(LBG, 250, DATE, 12))
      expect(fake.requests).toHaveLength(1)
      const q = lastRequest().searchParams
      expect(lastRequest().pathname).toBe('/v1/forecast')
      expect(q.get('latitude')).toBe('48.97')
      expect(q.get('longitude')).toBe('2.44')
      expect(q.get('hourly')).toBe('wind_speed_250hPa,wind_direction_250hPa')
      expect(q.get('wind_speed_unit')).toBe('ms')
      expect(q.get('timezone')).toBe('auto')
      expect(q.get('start_date')).toBe(DATE)
      expect(q.get('end_date')).toBe(DATE)
      expect(q.has('forecast_days')).toBe(false)
      expect(q.has('past_days')).toBe(false)
      expect(q.has('apikey')).toBe(false)
      expect(c.stats().upstreamRequests).toBe(1)
    })

    it('three points in ONE request: literal comma lists, array response in request order', async () => {
      const c = client()
      const samples = await c.getWind([LBG, MID, DXB], DATE, 9, 250)
      expect(fake.requests).toHaveLength(1)
      expect(lastRequest().search).toContain('latitude=48.97,37.11,25.25&longitude=2.44,28.9,55.36')
      expect(samples).toHaveLength(3)
      expectSample(samples[0], expectedWind(LBG, 250, DATE, 9))
      expectSample(samples[1], expectedWind(MID, 250, DATE, 9))
      expectSample(samples[2], expectedWind(DXB, 250, DATE, 9))
      // Distinct points give distinct values (order really is checked).
      expect(samples[0]?.directionDeg).not.toBe(samples[2]?.directionDeg)
    })

    it('finds the hour by its local time string when the UTC offset is not zero', async () => {
      // The fake's series for DXB (+4 h) does not start at local midnight: index ≠ hour.
      const raw = (await (await fetch(lastRequestUrlFor(DXB))).json()) as {
        utc_offset_seconds: number
        hourly: { time: string[] }
      }
      expect(raw.utc_offset_seconds).toBe(4 * 3600)
      expect(raw.hourly.time.indexOf(at(DATE, 12))).not.toBe(12)
      fake.reset()

      const c = client()
      for (const hour of [0, 5, 12, 23]) {
        const [dxb, jfk] = await c.getWind([DXB, JFK], DATE, hour, 250)
        expectSample(dxb, expectedWind(DXB, 250, DATE, hour))
        expectSample(jfk, expectedWind(JFK, 250, DATE, hour))
      }
      // One upstream request: other hours of the same day come from the cache.
      expect(fake.requests).toHaveLength(1)
    })

    it('unserved level (235 hPa): asks for 250 and 200 hPa and interpolates in ln p on u/v', async () => {
      const c = client()
      const samples = await c.getWind([LBG, MID, DXB], DATE, 12, 235)
      expect(fake.requests).toHaveLength(1)
      expect(lastRequest().searchParams.get('hourly')).toBe(
        'wind_speed_250hPa,wind_direction_250hPa,wind_speed_200hPa,wind_direction_200hPa',
      )
      ;[LBG, MID, DXB].forEach((p, i) => {
        expectSample(samples[i], expectedInterpolated(p, 235, 250, 200, DATE, 12))
      })
      // and really between the two levels' speeds here
      const s250 = expectedWind(LBG, 250, DATE, 12).speedMs
      const s200 = expectedWind(LBG, 200, DATE, 12).speedMs
      expect(samples[0]?.speedMs).toBeGreaterThan(Math.min(s250, s200) - 1)
      expect(samples[0]?.speedMs).toBeLessThan(Math.max(s250, s200) + 1)
    })

    it('the fake (like the provider) serves nulls with unit "undefined" for 235 hPa itself', async () => {
      const url = new URL('/v1/forecast', fake.url)
      url.search = `latitude=48.97&longitude=2.44&hourly=wind_speed_235hPa,wind_direction_235hPa&timezone=auto&start_date=${DATE}&end_date=${DATE}`
      const response = await fetch(url)
      expect(response.status).toBe(200)
      const json = (await response.json()) as {
        hourly_units: Record<string, string>
        hourly: Record<string, unknown[]>
      }
      expect(json.hourly_units.wind_speed_235hPa).toBe('undefined')
      expect(json.hourly.wind_speed_235hPa?.every((v) => v === null)).toBe(true)
      expect(parseWindResponse(json, 1, 250, DATE, 12)).toEqual([null])
    })

    it('a point whose values are null is null for that point only', async () => {
      fake.setMode('partialNulls') // the second location of each response has null values
      const c = client()
      const samples = await c.getWind([LBG, MID, DXB], DATE, 12, 250)
      expectSample(samples[0], expectedWind(LBG, 250, DATE, 12))
      expect(samples[1]).toBeNull()
      expectSample(samples[2], expectedWind(DXB, 250, DATE, 12))
      // incomplete answers are not cached
      await c.getWind([LBG, MID, DXB], DATE, 12, 250)
      expect(fake.requests).toHaveLength(2)
    })
  })

  describe('surface weather', () => {
    it('two points in ONE request; summary from the entry nearest 12:00 plus daily values', async () => {
      const c = client()
      const [dep, arr] = await c.getSurface([LBG, DXB], DATE)
      expect(fake.requests).toHaveLength(1)
      const q = lastRequest().searchParams
      expect(q.get('latitude')).toBe('48.97,25.25')
      expect(q.get('hourly')).toBe(
        'temperature_2m,wind_speed_10m,wind_direction_10m,pressure_msl,precipitation,wind_gusts_10m',
      )
      expect(q.get('daily')).toBe('temperature_2m_max,temperature_2m_min,precipitation_sum')
      expect(q.get('timezone')).toBe('auto')
      expect(q.get('start_date')).toBe(DATE)
      expect(q.get('end_date')).toBe(DATE)
      expect(q.has('wind_speed_unit')).toBe(false) // surface winds stay in the provider's km/h
      expect(q.has('forecast_days')).toBe(false)
      expect(dep).toEqual(expectedSurface(LBG, DATE))
      expect(arr).toEqual(expectedSurface(DXB, DATE))
      expect(arr?.tempMinC).toBeLessThanOrEqual(arr?.tempMaxC ?? Number.NEGATIVE_INFINITY)
    })

    it('single point (object response)', async () => {
      const [only] = await client().getSurface([JFK], DATE)
      expect(only).toEqual(expectedSurface(JFK, DATE))
    })
  })

  describe('getInputs', () => {
    it('cold: exactly 2 upstream requests (wind + surface, in parallel) with every value', async () => {
      const c = client()
      const inputs = await c.getInputs(routePlan({ hour: 15 }))
      expect(c.stats().upstreamRequests).toBe(2)
      expect(fake.requests).toHaveLength(2)
      expectSample(inputs.wind[0], expectedWind(LBG, 250, DATE, 15))
      expectSample(inputs.wind[1], expectedWind(MID, 250, DATE, 15))
      expectSample(inputs.wind[2], expectedWind(DXB, 250, DATE, 15))
      expect(inputs.surface).toEqual([expectedSurface(LBG, DATE), expectedSurface(DXB, DATE)])
    })

    it('the last allowed day (today + 15) still works', async () => {
      const inputs = await client().getInputs(routePlan({ date: isoDay(15) }))
      expect(inputs.wind.every((w) => w !== null)).toBe(true)
      expect(inputs.surface.every((s) => s !== null)).toBe(true)
    })

    it('cache hit: a second identical look-up makes no request; TTL expiry and clearCache refetch', async () => {
      let clock = 1_000_000
      const c = client({ now: () => clock, cacheTtlMs: 60_000 })
      const first = await c.getInputs(routePlan())
      const second = await c.getInputs(routePlan())
      expect(second).toEqual(first)
      expect(c.stats().upstreamRequests).toBe(2)
      // another hour of the same day: the day's wind series is cached
      await c.getInputs(routePlan({ hour: 7 }))
      expect(c.stats().upstreamRequests).toBe(2)
      clock += 60_001
      await c.getInputs(routePlan())
      expect(c.stats().upstreamRequests).toBe(4)
      c.clearCache()
      await c.getInputs(routePlan())
      expect(c.stats().upstreamRequests).toBe(6)
      expect(fake.requests).toHaveLength(6)
    })

    it('request coalescing: 10 concurrent identical getInputs → still 2 upstream requests', async () => {
      const c = client()
      const results = await Promise.all(Array.from({ length: 10 }, () => c.getInputs(routePlan())))
      expect(c.stats().upstreamRequests).toBe(2)
      expect(fake.requests).toHaveLength(2)
      for (const r of results) expect(r).toEqual(results[0])
      expect(results[0]?.wind.every((w) => w !== null)).toBe(true)
    })

    it('coalescing also holds for failures, which are then not cached', async () => {
      fake.setMode('status503')
      const c = client()
      const results = await Promise.all(Array.from({ length: 10 }, () => c.getInputs(routePlan())))
      expect(c.stats().upstreamRequests).toBe(2)
      for (const r of results) expect(r).toEqual({ wind: [null, null, null], surface: [null, null] })
      fake.setMode('ok')
      const recovered = await c.getInputs(routePlan())
      expect(c.stats().upstreamRequests).toBe(4)
      expect(recovered.wind.every((w) => w !== null)).toBe(true)
    })

    it('a failed look-up is remembered for failureTtlMs (default 60 s): a repeat costs nothing upstream', async () => {
      let clock = 5_000_000
      fake.setMode('status503')
      const c = createWeatherClient({ baseUrl: fake.url, now: () => clock })
      expect(await c.getInputs(routePlan())).toEqual({ wind: [null, null, null], surface: [null, null] })
      expect(c.stats().upstreamRequests).toBe(2)
      fake.setMode('ok')
      clock += 59_000
      expect(await c.getInputs(routePlan())).toEqual({ wind: [null, null, null], surface: [null, null] })
      expect(c.stats().upstreamRequests).toBe(2)
      clock += 2_000
      const recovered = await c.getInputs(routePlan())
      expect(c.stats().upstreamRequests).toBe(4)
      expect(recovered.wind.every((w) => w !== null)).toBe(true)
    })

    it('the cache is bounded', async () => {
      const c = client({ cacheMaxEntries: 1 })
      await c.getWind([LBG], DATE, 12, 250)
      await c.getWind([DXB], DATE, 12, 250)
      await c.getWind([LBG], DATE, 12, 250) // evicted by DXB
      await c.getWind([LBG], DATE, 12, 250) // cached again
      expect(c.stats().upstreamRequests).toBe(3)
    })
  })

  describe('failures → nulls, never throws', () => {
    const ALL_NULL = { wind: [null, null, null], surface: [null, null] }

    it('date later than today + 15 days: the provider answers 400 → nulls, not cached', async () => {
      const c = client()
      expect(await c.getInputs(routePlan({ date: FAR_DATE }))).toEqual(ALL_NULL)
      expect(fake.requests).toHaveLength(2)
      const replay = await fetch(lastRequest())
      expect(replay.status).toBe(400)
      const body = (await replay.json()) as { error: boolean; reason: string }
      expect(body.error).toBe(true)
      expect(body.reason).toMatch(/out of allowed range/)
      await c.getInputs(routePlan({ date: FAR_DATE }))
      expect(c.stats().upstreamRequests).toBe(4)
    })

    it.each(['status429', 'status503', 'malformed', 'wrongShape', 'nulls'] as const)(
      '%s → every point null; the failure is not cached',
      async (mode) => {
        fake.setMode(mode)
        // Four failed requests in a row: the breaker (tested apart) would open at the third.
        const c = client({ breaker: { failures: 10 } })
        expect(await c.getInputs(routePlan())).toEqual(ALL_NULL)
        expect(await c.getWind([LBG], DATE, 12, 250)).toEqual([null])
        expect(await c.getSurface([JFK], DATE)).toEqual([null])
        fake.setMode('ok')
        const inputs = await c.getInputs(routePlan())
        expect(inputs.wind.every((w) => w !== null)).toBe(true)
        expect(inputs.surface.every((s) => s !== null)).toBe(true)
      },
    )

    it('a hanging provider: nulls once the timeout is up', async () => {
      fake.setMode('hang')
      const c = client({ timeoutMs: 300 })
      const started = performance.now()
      const inputs = await c.getInputs(routePlan())
      expect(inputs).toEqual(ALL_NULL)
      // It waited for the timeout (a lower bound: behaviour), then gave up.
      expect(performance.now() - started).toBeGreaterThanOrEqual(250)
      expect(fake.requests).toHaveLength(2)
    })

    it('unreachable host or unusable base URL → nulls', async () => {
      const closed = await startFakeOpenMeteo()
      const deadUrl = closed.url
      await closed.close()
      expect(await createWeatherClient({ baseUrl: deadUrl }).getInputs(routePlan())).toEqual(ALL_NULL)
      expect(await createWeatherClient({ baseUrl: 'not a url' }).getInputs(routePlan())).toEqual(ALL_NULL)
    })

    it('invalid arguments → nulls without any request', async () => {
      const c = client()
      expect(await c.getWind([LBG], '2026-13-01', 12, 250)).toEqual([null])
      expect(await c.getWind([LBG], DATE, 24, 250)).toEqual([null])
      expect(await c.getWind([LBG], DATE, 1.5, 250)).toEqual([null])
      expect(await c.getWind([LBG], DATE, 12, Number.NaN)).toEqual([null])
      expect(await c.getSurface([LBG], 'tomorrow')).toEqual([null])
      expect(await c.getWind([], DATE, 12, 250)).toEqual([])
      expect(c.stats().upstreamRequests).toBe(0)
    })

    it('an invalid coordinate is null for that point only; the others are still asked', async () => {
      const c = client()
      const samples = await c.getWind([LBG, { lat: 95, lon: 0 }, DXB], DATE, 12, 250)
      expect(lastRequest().searchParams.get('latitude')).toBe('48.97,25.25')
      expectSample(samples[0], expectedWind(LBG, 250, DATE, 12))
      expect(samples[1]).toBeNull()
      expectSample(samples[2], expectedWind(DXB, 250, DATE, 12))
    })
  })

  describe('API key', () => {
    const KEY = 'test-key-Zx81'

    it('is sent as apikey= to a configured base and never logged', async () => {
      const warnings: unknown[] = []
      const logger: WeatherLogger = { warn: (obj, msg) => warnings.push({ obj, msg }) }
      const c = client({ apiKey: KEY, logger })
      await c.getInputs(routePlan())
      expect(fake.requests).toHaveLength(2)
      for (const r of fake.requests) {
        expect(r.searchParams.get('apikey')).toBe(KEY)
        expect(r.origin).toBe(fake.url) // not the public host: nothing to switch
      }
      fake.setMode('status503')
      await c.getInputs(routePlan({ date: isoDay(3) }))
      fake.setMode('hang')
      await createWeatherClient({ baseUrl: fake.url, apiKey: KEY, logger, timeoutMs: 200 }).getWind(
        [LBG],
        DATE,
        12,
        250,
      )
      expect(warnings.length).toBeGreaterThanOrEqual(3)
      expect(JSON.stringify(warnings)).not.toContain(KEY)
      expect(JSON.stringify(warnings)).toContain('/v1/forecast')
    })

    it('with the public base URL the client calls the customer host (routed to the fake)', async () => {
      const seen: string[] = []
      // Not a mock: every request still goes over HTTP to the fake; only the origin is re-routed.
      const route: typeof fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        seen.push(url.href)
        return fetch(`${fake.url}${url.pathname}${url.search}`, init)
      }
      const c = createWeatherClient({ baseUrl: 'https://api.open-meteo.com', apiKey: KEY, fetchImpl: route })
      const inputs = await c.getInputs(routePlan())
      expect(inputs.wind.every((w) => w !== null)).toBe(true)
      expect(seen).toHaveLength(2)
      for (const href of seen) {
        expect(new URL(href).origin).toBe('https://customer-api.open-meteo.com')
        expect(new URL(href).searchParams.get('apikey')).toBe(KEY)
      }
      expect(fake.requests.map((r) => r.searchParams.get('apikey'))).toEqual([KEY, KEY])
    })
  })

  function lastRequestUrlFor(p: LatLon): URL {
    const url = new URL('/v1/forecast', fake.url)
    url.search = `latitude=${p.lat}&longitude=${p.lon}&hourly=wind_speed_250hPa,wind_direction_250hPa&wind_speed_unit=ms&timezone=auto&start_date=${DATE}&end_date=${DATE}`
    return url
  }
})
