import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FakeOpenMeteo } from '../../tests/support/fake-open-meteo.mjs'
import { startFakeOpenMeteo } from '../../tests/support/fake-open-meteo.mjs'
import {
  at,
  DATE,
  DXB,
  expectedInterpolated,
  expectedSurface,
  expectedWind,
  expectSample,
  FAR_DATE,
  isoDay,
  JFK,
  LBG,
  MID,
  routePlan,
  TODAY,
} from '../../tests/support/open-meteo-expect'
import { parseWindResponse } from './weather/open-meteo-response.server'
import type { LatLon } from '../domain/estimator/types'
import type { WeatherLogger } from './weather.server'
import { createWeatherClient } from './weather.server'

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
