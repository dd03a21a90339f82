import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EstimateResult } from '~/domain/estimator/types'
import type { TripTotal } from '~/domain/trip/trip-legs'
import { daysFromToday, startTestApp, type TestApp } from '../support/test-app'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../support/fake-open-meteo.mjs'

let weather: FakeOpenMeteo
let api: TestApp
const day1 = daysFromToday(3)
const day2 = daysFromToday(4)
const day3 = daysFromToday(6)

beforeAll(async () => {
  weather = await startFakeOpenMeteo()
  api = await startTestApp({
    OPEN_METEO_URL: weather.url,
    ESTIMATE_RATE_LIMIT_MAX: '100000',
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

async function get(path: string) {
  const res = await fetch(`${api.url}${path}`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
type Trip = { legs: EstimateResult[]; total: TripTotal }
type Failure = { error: { code: string; message: string; leg?: number } }

const trip = (legs: string[], extra = 'aircraft=falcon7x&pax=4&lang=fr') =>
  `/api/trip?${extra}${legs.map((leg) => `&leg=${encodeURIComponent(leg)}`).join('')}`
const estimate = (from: string, to: string, date: string, time: string) =>
  `/api/estimate?from=${from}&to=${to}&aircraft=falcon7x&pax=4&date=${date}&time=${time}&trip=oneway&lang=fr`

describe('GET /api/trip', () => {
  it('Paris → Nice → Geneva → Paris: each leg is its one-way estimate, the totals their sums', async () => {
    const legs = [`LBG,NCE,${day1},09:00`, `NCE,GVA,${day2},15:30`, `GVA,LBG,${day3},18:00`]
    const { status, body } = await get(trip(legs))
    expect(status).toBe(200)
    const answer = body as unknown as Trip
    expect(answer.legs).toHaveLength(3)
    const singles = await Promise.all([
      get(estimate('LBG', 'NCE', day1, '09:00')),
      get(estimate('NCE', 'GVA', day2, '15:30')),
      get(estimate('GVA', 'LBG', day3, '18:00')),
    ])
    singles.forEach((single, i) => {
      expect(single.status).toBe(200)
      // The single estimate carries its advice beside the figures (docs/decisions/049); a leg is the figures.
      const { advice, ...figures } = single.body
      expect(advice).toBeDefined()
      expect(answer.legs[i]).toEqual(figures)
    })
    const sum = (f: (leg: EstimateResult) => number) => answer.legs.reduce((total, leg) => total + f(leg), 0)
    expect(answer.total.distanceKm).toBeCloseTo(
      sum((l) => l.distanceKm),
      9,
    )
    expect(answer.total.blockTimeHours).toBeCloseTo(
      sum((l) => l.blockTimeHours),
      9,
    )
    for (const key of ['operator', 'fees', 'commission', 'totalHT', 'lowHT', 'highHT'] as const) {
      expect(answer.total.pricing[key]).toBe(sum((l) => l.pricing[key]))
    }
    expect(answer.total.co2.kg).toBe(sum((l) => l.co2.kg))
    expect(answer.total.taxes.tsbaEur).toBe(sum((l) => l.taxes.tsba?.totalEur ?? 0))
    expect(answer.total.taxes.vatEur).toBe(sum((l) => l.taxes.vatEur))
    expect(answer.total.totalWithTaxesEur).toBe(sum((l) => l.totalWithTaxesEur))
    // Paris → Nice is domestic (VAT, TSBA Europe), Nice → Geneva pays the TSBA, Geneva → Paris nothing.
    expect(answer.legs[0]?.taxes.vatRate).toBe(0.1)
    expect(answer.legs[1]?.taxes.tsba).toEqual({ band: 'europe', perPassengerEur: 420, passengers: 4, totalEur: 1680 })
    expect(answer.legs[2]?.taxes.tsba).toBeNull()
  })

  it('one leg is a trip too; the weather of a leg flown twice is looked up once', async () => {
    const one = await get(trip([`LBG,DXB,${day1},10:00`]))
    expect(one.status).toBe(200)
    expect((one.body as unknown as Trip).legs).toHaveLength(1)
    const before = weather.requests.length
    const twice = await get(trip([`LBG,DXB,${day1},10:00`, `LBG,DXB,${day1},23:00`]))
    expect(twice.status).toBe(200)
    // Same points and date: the surface look-up is shared; the 23:00 wind is the same day's series.
    expect(weather.requests.length - before).toBe(0)
  })

  it('accepts ICAO codes and six legs; refuses none and seven (LEGS_COUNT_INVALID), in the request language', async () => {
    const six = [
      `LFPB,LFMN,${day1},08:00`,
      `LFMN,LSGG,${day1},13:00`,
      `LSGG,EGLL,${day2},09:00`,
      `EGLL,LFPB,${day2},15:00`,
      `LFPB,LEMD,${day3},08:00`,
      `LEMD,LFPB,${day3},16:00`,
    ]
    const ok = await get(trip(six))
    expect(ok.status).toBe(200)
    expect((ok.body as unknown as Trip).legs.map((l) => l.airports.departure.code)).toEqual([
      'LBG',
      'NCE',
      'GVA',
      'LHR',
      'LBG',
      'MAD',
    ])
    const seven = await get(trip([...six, `LFPB,LFMN,${day3},20:00`], 'aircraft=falcon7x&pax=4&lang=en'))
    expect(seven.status).toBe(400)
    expect(seven.body).toEqual({ error: { code: 'LEGS_COUNT_INVALID', message: 'A trip has 1 to 6 legs.' } })
    const none = await get('/api/trip?aircraft=falcon7x&pax=4&lang=fr')
    expect(none.status).toBe(400)
    expect((none.body as unknown as Failure).error).toEqual({
      code: 'LEGS_COUNT_INVALID',
      message: 'Un voyage compte de 1 à 6 étapes.',
    })
  })

  it('LEG_INVALID: a leg with more than FROM,TO,DATE,TIME is refused (400), named, in the request language', async () => {
    const fr = await get(trip([`LBG,NCE,${day1},09:00`, `NCE,GVA,${day2},15:30,pax=9`]))
    expect(fr.status).toBe(400)
    expect((fr.body as unknown as Failure).error).toEqual({
      code: 'LEG_INVALID',
      leg: 2,
      message:
        'Étape 2 : une étape s’écrit DÉPART,ARRIVÉE,AAAA-MM-JJ,HH:MM (par exemple LBG,NCE,2026-12-01,09:30), sans autre champ.',
    })
    const en = await get(trip([`LBG,NCE,${day1},09:00,`], 'aircraft=falcon7x&pax=4&lang=en'))
    expect(en.status).toBe(400)
    expect((en.body as unknown as Failure).error.message).toBe(
      'Leg 1: a leg is written FROM,TO,YYYY-MM-DD,HH:MM (for example LBG,NCE,2026-12-01,09:30), with no other field.',
    )
    // Nothing was asked of the weather for a refused trip.
    expect(weather.requests.length).toBe(0)
  })

  it('LEGS_OUT_OF_ORDER: a leg that leaves before the previous one can have landed, named', async () => {
    // Paris → Dubai takes about 6.5 h: leaving Dubai two hours after Paris is impossible.
    const { status, body } = await get(trip([`LBG,DXB,${day1},08:00`, `DXB,LBG,${day1},12:00`]))
    expect(status).toBe(400)
    const { error } = body as unknown as Failure
    expect(error.code).toBe('LEGS_OUT_OF_ORDER')
    expect(error.leg).toBe(2)
    expect(error.message).toMatch(/^Étape 2 : /)
    // An earlier date is out of order too.
    const earlier = await get(trip([`LBG,NCE,${day2},08:00`, `NCE,LBG,${day1},12:00`]))
    expect((earlier.body as unknown as Failure).error.code).toBe('LEGS_OUT_OF_ORDER')
  })

  it('a leg that does not start where the previous one ended is allowed (the broker positions the aircraft)', async () => {
    const { status } = await get(trip([`LBG,NCE,${day1},08:00`, `GVA,LHR,${day2},12:00`]))
    expect(status).toBe(200)
  })

  it('a refused leg is named, with the same code and details as /api/estimate', async () => {
    const unknown = await get(trip([`LBG,NCE,${day1},08:00`, `NCE,XXX,${day2},12:00`]))
    expect(unknown.status).toBe(400)
    expect((unknown.body as unknown as Failure).error).toMatchObject({ code: 'AIRPORT_UNKNOWN', leg: 2 })
    expect((unknown.body as unknown as Failure).error.message).toMatch(/^Étape 2 : Aéroport non reconnu/)
    const closed = await get(trip([`LBG,SVO,${day1},08:00`], 'aircraft=falcon7x&pax=4&lang=en'))
    expect(closed.status).toBe(422)
    expect((closed.body as unknown as Failure).error).toMatchObject({
      code: 'AIRSPACE_CLOSED',
      leg: 1,
      side: 'arrival',
      country: 'RU',
    })
    expect((closed.body as unknown as Failure).error.message).toMatch(/^Leg 1: Moscow \(SVO\) lies in Russian airspace/)
    const badTime = await get(trip([`LBG,NCE,${day1},25:00`]))
    expect((badTime.body as unknown as Failure).error).toMatchObject({ code: 'TIME_INVALID', leg: 1 })
  })
})

describe('GET /api/estimate: the flown route, AIRSPACE_CLOSED, CO₂ and taxes', () => {
  it('Paris → Tokyo on a G650 goes around Russia: the route, its length and its notice data', async () => {
    const { status, body } = await get(
      `/api/estimate?from=CDG&to=HND&aircraft=g650&pax=6&date=${day1}&time=10:00&trip=oneway`,
    )
    expect(status).toBe(200)
    const result = body as unknown as EstimateResult
    expect(result.route.avoided).toEqual(['RU'])
    expect(result.distanceKm).toBe(result.route.flownKm)
    expect(result.route.flownKm).toBeGreaterThan(10_000)
    expect(result.route.flownKm).toBeLessThan(11_800)
    expect(result.route.points[0]).toEqual({ lat: result.airports.departure.lat, lon: result.airports.departure.lon })
    expect(result.co2.burnGalPerHour).toBe(500)
  })

  it('an end in closed airspace answers 422 AIRSPACE_CLOSED in the request language', async () => {
    const { status, body } = await get(
      `/api/estimate?from=KBP&to=LBG&aircraft=g650&pax=6&date=${day1}&trip=oneway&lang=fr`,
    )
    expect(status).toBe(422)
    const { error } = body as unknown as Failure & { error: { side: string; country: string } }
    expect(error).toMatchObject({ code: 'AIRSPACE_CLOSED', side: 'departure', country: 'UA' })
    expect(error.message).toContain("l'espace aérien ukrainien")
  })

  it('Paris → New York for 6: TSBA 6 × 2,100 €, and the total with taxes', async () => {
    const { body } = await get(`/api/estimate?from=LBG&to=JFK&aircraft=g650&pax=6&date=${day1}&trip=oneway`)
    const result = body as unknown as EstimateResult
    expect(result.taxes.tsba).toEqual({ band: 'long', perPassengerEur: 2100, passengers: 6, totalEur: 12_600 })
    expect(result.totalWithTaxesEur).toBe(result.pricing.totalHT + 12_600)
    expect(result.route).toEqual({
      greatCircleKm: result.distanceKm,
      flownKm: result.distanceKm,
      avoided: [],
      points: [
        { lat: result.airports.departure.lat, lon: result.airports.departure.lon },
        { lat: result.airports.arrival.lat, lon: result.airports.arrival.lon },
      ],
    })
  })
})

describe('GET /api/trip and the estimate limit', () => {
  it('a trip counts as its legs: with 5 estimates allowed, a second three-leg trip is refused (429)', async () => {
    const limited = await startTestApp({
      OPEN_METEO_URL: weather.url,
      ESTIMATE_RATE_LIMIT_MAX: '5',
    })
    try {
      const legs = [`LBG,NCE,${day1},09:00`, `NCE,GVA,${day2},15:30`, `GVA,LBG,${day3},18:00`]
      const first = await fetch(`${limited.url}${trip(legs)}`)
      expect(first.status).toBe(200)
      const second = await fetch(`${limited.url}${trip(legs)}`)
      expect(second.status).toBe(429)
      expect(second.headers.get('retry-after')).toMatch(/^\d+$/)
      // Two estimates were left before the second trip; it used them: one more is refused too.
      const single = await fetch(`${limited.url}${estimate('LBG', 'NCE', day1, '09:00')}`)
      expect(single.status).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
