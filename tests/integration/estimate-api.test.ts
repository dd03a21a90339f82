import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { estimateErrorCopy } from '~/content/estimate-errors'
import type { EstimateResult } from '~/domain/estimator/types'
import { estimateRouter } from '../../server/api/estimate'
import { startApiApp, daysFromToday } from '../support/api-app'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../support/fake-open-meteo.mjs'

let weather: FakeOpenMeteo
let api: Awaited<ReturnType<typeof startApiApp>>
const date = daysFromToday(3)

beforeAll(async () => {
  weather = await startFakeOpenMeteo()
  // This suite sends hundreds of requests from one address: the per-client limits are tested apart.
  api = await startApiApp((runtime) => [estimateRouter(runtime)], {
    OPEN_METEO_URL: weather.url,
    ESTIMATE_RATE_LIMIT_MAX: '100000',
    AIRPORT_SEARCH_RATE_LIMIT_MAX: '100000',
  })
})
afterAll(async () => {
  await api?.close()
  await weather?.close()
})
beforeEach(() => {
  weather.reset()
  api.runtime.weather.clearCache()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, { headers })
  return { status: res.status, body: (await res.json()) as unknown }
}

const lbgDxb = `/api/estimate?from=LBG&to=DXB&aircraft=falcon7x&date=${date}&time=12:00&pax=8&trip=oneway`

describe('GET /api/estimate', () => {
  it('returns the estimate with live weather from two batched upstream requests', async () => {
    const { status, body } = await get(lbgDxb)
    expect(status).toBe(200)
    const result = body as EstimateResult
    expect(result.distanceKm).toBeCloseTo(5245.5, 0)
    expect(result.conservative).toBe(false)
    expect(result.cruiseLevel).toBe(370)
    expect(result.hpa).toBe(235)
    expect(result.airports.departure.code).toBe('LBG')
    expect(result.aircraft.id).toBe('falcon7x')
    expect(result.weather.departure).not.toBeNull()
    expect(result.weather.arrival).not.toBeNull()
    expect(result.pricing.lowHT).toBeLessThanOrEqual(result.pricing.totalHT)
    expect(result.pricing.totalHT).toBeLessThanOrEqual(result.pricing.highHT)
    expect(result.blockTimeHours).toBeCloseTo(result.cruiseTimeHours + 0.6, 6)
    expect(weather.requests).toHaveLength(2)
    // One request for the three wind points, one for the two surface points.
    const lats = weather.requests.map((u) => u.searchParams.get('latitude')!.split(',').length).sort()
    expect(lats).toEqual([2, 3])
  })

  it('a cold estimate makes exactly two upstream requests; ten concurrent identical ones still two', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => get(lbgDxb)))
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(weather.requests).toHaveLength(2)
    // Warm: no more upstream traffic.
    await get(lbgDxb)
    expect(weather.requests).toHaveLength(2)
  })

  it('round trip: block = 2 × leg + 0.6 and four airports of fees', async () => {
    const oneWay = (await get(lbgDxb)).body as EstimateResult
    const round = (await get(lbgDxb.replace('oneway', 'roundtrip'))).body as EstimateResult
    expect(round.blockTimeHours).toBeCloseTo(2 * oneWay.blockTimeHours + 0.6, 6)
    expect(round.input.trip).toBe('roundtrip')
  })

  it('time defaults to 12:00 and codes are case-insensitive', async () => {
    const { status, body } = await get(`/api/estimate?from=lbg&to=dxb&aircraft=falcon7x&date=${date}&pax=2`)
    expect(status).toBe(200)
    expect((body as EstimateResult).input.time).toBe('12:00')
    expect((body as EstimateResult).input.trip).toBe('oneway')
  })

  it('weather unavailable: conservative estimate, neutral wind, high price as the total', async () => {
    weather.setMode('status503')
    const { status, body } = await get(lbgDxb)
    expect(status).toBe(200)
    const result = body as EstimateResult
    expect(result.conservative).toBe(true)
    expect(result.avgHeadwind).toBe(0)
    expect(result.turbulence).toEqual({
      score: 15,
      class: 'light',
      details: { verticalShear_ms: 5, horizStd_ms: 3, turning_deg: 10 },
    })
    expect(result.pricing.totalHT).toBe(result.pricing.highHT)
  })

  it('a date beyond the forecast horizon is a failed look-up, not an error', async () => {
    const { status, body } = await get(lbgDxb.replace(date, daysFromToday(40)))
    expect(status).toBe(200)
    expect((body as EstimateResult).conservative).toBe(true)
  })

  const errorCases: Array<[string, string, keyof (typeof estimateErrorCopy)['fr']]> = [
    ['unknown airport', lbgDxb.replace('from=LBG', 'from=XXX'), 'AIRPORT_UNKNOWN'],
    ['missing airport', lbgDxb.replace('from=LBG', ''), 'AIRPORT_UNKNOWN'],
    ['same airports', lbgDxb.replace('to=DXB', 'to=LBG'), 'SAME_AIRPORTS'],
    ['unknown aircraft', lbgDxb.replace('falcon7x', 'concorde'), 'AIRCRAFT_UNKNOWN'],
    ['too many passengers', lbgDxb.replace('pax=8', 'pax=13'), 'PAX_OUT_OF_RANGE'],
    ['zero passengers', lbgDxb.replace('pax=8', 'pax=0'), 'PAX_OUT_OF_RANGE'],
    ['non-numeric passengers', lbgDxb.replace('pax=8', 'pax=abc'), 'PAX_OUT_OF_RANGE'],
    ['impossible date', lbgDxb.replace(date, '2026-02-30'), 'DATE_INVALID'],
    ['bad time', lbgDxb.replace('12:00', '25:00'), 'TIME_INVALID'],
    ['bad trip', lbgDxb.replace('oneway', 'multi'), 'TRIP_INVALID'],
  ]
  for (const [name, path, code] of errorCases) {
    for (const lang of ['fr', 'en'] as const) {
      it(`${name} → 400 ${code} in ${lang}`, async () => {
        const { status, body } = await get(`${path}&lang=${lang}`)
        expect(status).toBe(400)
        expect(body).toEqual({ error: { code, message: estimateErrorCopy[lang][code] } })
      })
    }
  }

  it('the spec texts, and the language cookie when there is no parameter', async () => {
    const fr = await get(lbgDxb.replace('from=LBG', 'from=ZZZ'))
    expect((fr.body as { error: { message: string } }).error.message).toBe(
      'Aéroport non reconnu. Utilisez un code IATA valide (ex: CDG, DXB)',
    )
    const en = await get(lbgDxb.replace('to=DXB', 'to=LBG'), { cookie: 'lang=en' })
    expect((en.body as { error: { message: string } }).error.message).toBe('Departure and arrival airports must be different')
    expect(weather.requests).toHaveLength(0)
  })

  it('no input, however malformed, gets a 500', async () => {
    const names = ['from', 'to', 'aircraft', 'date', 'time', 'pax', 'trip', 'lang', 'x']
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.integer().map(String))), {
          maxLength: 12,
        }),
        async (pairs) => {
          const qs = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
          const res = await fetch(`${api.url}/api/estimate?${qs}`)
          expect([200, 400]).toContain(res.status)
          const body = (await res.json()) as { error?: { code: string; message: string } }
          if (res.status === 400) expect(body.error?.message.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 150 },
    )
    // Hostile raw query strings too.
    for (const raw of ['from[]=a&from[]=b', 'from[a]=1', '%E0%A4%A', 'pax=1e9', 'date=2026-13-45', 'from=' + 'A'.repeat(5000)]) {
      const res = await fetch(`${api.url}/api/estimate?${raw}`)
      expect([200, 400]).toContain(res.status)
    }
  })
})

describe('GET /api/airports', () => {
  it('needs two characters and returns at most eight matches', async () => {
    expect((await get('/api/airports?q=d')).body).toEqual({ airports: [] })
    const dubai = (await get('/api/airports?q=dubai')).body as { airports: { code: string }[] }
    expect(dubai.airports.map((a) => a.code)).toContain('DXB')
    const many = (await get('/api/airports?q=an')).body as { airports: unknown[] }
    expect(many.airports.length).toBeLessThanOrEqual(8)
    const byCode = (await get('/api/airports?q=lbg')).body as { airports: { code: string }[] }
    expect(byCode.airports[0]?.code).toBe('LBG')
  })
})
