import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import type { EstimateResult } from '~/domain/estimator/types'
import { startTestApp, daysFromToday, type TestApp } from '../support/test-app'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../support/fake-open-meteo.mjs'

let weather: FakeOpenMeteo
let api: TestApp
const date = daysFromToday(3)

beforeAll(async () => {
  weather = await startFakeOpenMeteo()
  // This suite sends hundreds of requests from one address: the per-client limits are tested apart.
  api = await startTestApp({
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

  it('the product’s texts, and the language cookie when there is no parameter', async () => {
    const fr = await get(lbgDxb.replace('from=LBG', 'from=ZZZ'))
    expect((fr.body as { error: { message: string } }).error.message).toBe(
      'Aéroport non reconnu. Utilisez un code IATA valide (ex: CDG, DXB)',
    )
    const en = await get(lbgDxb.replace('to=DXB', 'to=LBG'), { cookie: 'lang=en' })
    expect((en.body as { error: { message: string } }).error.message).toBe(
      'Departure and arrival airports must be different',
    )
    expect(weather.requests).toHaveLength(0)
  })

  it('no input, however malformed, gets a 500', async () => {
    const names = ['from', 'to', 'aircraft', 'date', 'time', 'pax', 'trip', 'lang', 'x']
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom(...names),
            fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.integer().map(String)),
          ),
          {
            maxLength: 12,
          },
        ),
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
    for (const raw of [
      'from[]=a&from[]=b',
      'from[a]=1',
      '%E0%A4%A',
      'pax=1e9',
      'date=2026-13-45',
      'from=' + 'A'.repeat(5000),
    ]) {
      const res = await fetch(`${api.url}/api/estimate?${raw}`)
      expect([200, 400]).toContain(res.status)
    }
  })
})

describe('GET /api/airports', () => {
  it('no query, however odd, gets a 5xx; at most 8 suggestions, each with a code the estimate takes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ unit: 'grapheme', maxLength: 80 }),
          fc.constantFrom('Genève', 'lon', 'KTEB', 'ñ', '%', '\u0000'),
        ),
        fc.constantFrom('fr', 'en', 'xx', ''),
        async (q, lang) => {
          const res = await fetch(`${api.url}/api/airports?q=${encodeURIComponent(q)}&lang=${lang}`)
          expect(res.status).toBe(200)
          const body = (await res.json()) as { airports: { code: string }[] }
          expect(body.airports.length).toBeLessThanOrEqual(8)
          for (const airport of body.airports) expect(airport.code).toMatch(/^[A-Z0-9]{3,4}$/)
        },
      ),
      { numRuns: 150 },
    )
    const odd = await fetch(`${api.url}/api/airports?q[]=a&q[]=b`)
    expect(odd.status).toBe(200)
  })

  it('needs two characters and returns at most eight matches', async () => {
    expect((await get('/api/airports?q=d')).body).toEqual({ airports: [] })
    const dubai = (await get('/api/airports?q=dubai')).body as { airports: { code: string }[] }
    expect(dubai.airports.map((a) => a.code)).toContain('DXB')
    const many = (await get('/api/airports?q=an')).body as { airports: unknown[] }
    expect(many.airports.length).toBeLessThanOrEqual(8)
    const byCode = (await get('/api/airports?q=lbg')).body as { airports: { code: string }[] }
    expect(byCode.airports[0]?.code).toBe('LBG')
  })

  it('a kept answer is the same JSON in its own language, sent uncompressed (decision 060)', async () => {
    const ask = async (lang: string) => {
      const res = await fetch(`${api.url}/api/airports?q=gen&lang=${lang}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      })
      return { res, text: await res.text() }
    }
    const first = await ask('fr')
    const again = await ask('fr')
    const english = await ask('en')
    expect(again.text).toBe(first.text)
    expect(first.res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(first.res.headers.get('content-encoding')).toBeNull()
    expect(first.res.headers.get('cache-control')).toBe('private, max-age=3600')
    const country = (text: string) => (JSON.parse(text) as { airports: { code: string; country: string }[] }).airports
    expect(country(first.text).find((a) => a.code === 'GVA')?.country).toBe('Suisse')
    expect(country(english.text).find((a) => a.code === 'GVA')?.country).toBe('Switzerland')
    // The other answers are still compressed.
    const estimate = await fetch(`${api.url}${lbgDxb}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(estimate.headers.get('content-encoding')).toBe('gzip')
  })
})

describe('airports of the world', () => {
  const route = (from: string, to: string, aircraft: string) =>
    `/api/estimate?from=${from}&to=${to}&aircraft=${aircraft}&date=${date}&time=12:00&pax=2&trip=oneway`

  it('ICAO codes give the same estimate as IATA codes (normalised to the IATA code)', async () => {
    const iata = await get(route('LBG', 'DXB', 'falcon7x'))
    const icao = await get(route('lfpb', 'OMDB', 'falcon7x'))
    expect(iata.status).toBe(200)
    expect(icao).toEqual(iata)
    const result = iata.body as EstimateResult
    expect(result.input).toMatchObject({ from: 'LBG', to: 'DXB' })
    expect(result.weatherStatus).toBe('ok')
    expect(result.runway).toEqual({
      departure: { lengthM: 3000, surface: 'unknown', status: 'ok' },
      arrival: { lengthM: expect.any(Number), surface: expect.any(String), status: 'ok' },
    })
  })

  it('any airport of the world, and a limited runway is estimated with its status (Teterboro, G650)', async () => {
    const { status, body } = await get(route('LBG', 'KTEB', 'g650'))
    expect(status).toBe(200)
    const result = body as EstimateResult
    expect(result.airports.arrival).toMatchObject({ code: 'TEB', icao: 'KTEB', type: 'medium' })
    expect(result.runway.arrival).toEqual({ lengthM: 2133, surface: 'unknown', status: 'limited' })
    const mykonos = await get(route('LBG', 'JMK', 'cl350'))
    expect(mykonos.status).toBe(200)
  })

  for (const lang of ['fr', 'en'] as const) {
    it(`an unsuitable runway → 422 RUNWAY_UNSUITABLE with ok alternatives within 200 km (${lang})`, async () => {
      const { status, body } = await get(`${route('LBG', 'CVF', 'cj1')}&lang=${lang}`)
      expect(status).toBe(422)
      const error = (body as { error: Record<string, unknown> }).error as {
        code: string
        message: string
        side: string
        lengthM: number
        requiredM: number
        alternatives: { code: string; name: string; city: string; distanceKm: number }[]
        aircraft: string[]
      }
      expect(error).toMatchObject({
        code: 'RUNWAY_UNSUITABLE',
        side: 'arrival',
        lengthM: 537,
        requiredM: 1400,
        aircraft: [],
      })
      expect(error.message).toMatch(
        lang === 'fr'
          ? /^Courchevel : sa piste de 537 m n'accueille aucun jet/
          : /^Courchevel: its 537 m runway takes no jet/,
      )
      expect(error.alternatives.length).toBeGreaterThan(0)
      expect(error.alternatives.length).toBeLessThanOrEqual(3)
      expect(error.message).toContain(`(${error.alternatives[0]!.code})`)
      let previous = 0
      for (const alternative of error.alternatives) {
        expect(alternative.distanceKm).toBeLessThanOrEqual(200)
        expect(alternative.distanceKm).toBeGreaterThanOrEqual(previous)
        previous = alternative.distanceKm
        // each alternative, asked for, is estimated with an `ok` runway for this aircraft
        const retry = await get(route('LBG', alternative.code, 'cj1'))
        expect(retry.status).toBe(200)
        expect((retry.body as EstimateResult).runway.arrival.status).toBe('ok')
      }
      expect(weather.requests.length).toBeLessThanOrEqual(2 * error.alternatives.length)
    })
  }

  it('the departure end is checked too, and the fleet that can use it is listed', async () => {
    // Saint-Tropez La Môle: 1,071 m, too short for a G650, fine for lighter jets with limits
    const { status, body } = await get(route('LTT', 'LBG', 'g650'))
    expect(status).toBe(422)
    const error = (body as { error: { side: string; aircraft: string[] } }).error
    expect(error.side).toBe('departure')
    expect(error.aircraft).not.toContain('g650')
  })

  it('suggestions carry what the screens need, in the request language', async () => {
    const fr = (await get('/api/airports?q=Genève&lang=fr')).body as { airports: Record<string, unknown>[] }
    expect(fr.airports[0]).toEqual({
      code: 'GVA',
      icao: 'LSGG',
      name: 'Geneva Airport',
      city: 'Genève',
      country: 'Suisse',
      countryCode: 'CH',
      type: 'large',
      lat: expect.any(Number),
      lon: expect.any(Number),
      runway: { lengthM: 3900, surface: 'paved' },
    })
    const en = (await get('/api/airports?q=courchevel&lang=en')).body as { airports: { code: string; city: string }[] }
    expect(en.airports.map((a) => a.code).slice(0, 2)).toEqual(['CVF', 'CMF'])
  })
})
