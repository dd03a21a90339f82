import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectSample } from '../../../tests/support/open-meteo-expect'
import { interpolateWind, planLevels } from '../../domain/estimator/wind'
import { CUSTOMER_BASE_URL, resolveBaseUrl } from '../weather.server'
import { parseSurfaceResponse, parseWindResponse } from './open-meteo-response.server'

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
// Provider fixtures (tests/fixtures/open-meteo: responses shaped as the provider documents them)

function fixture(name: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../../tests/fixtures/open-meteo/${name}`, import.meta.url), 'utf8'),
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
