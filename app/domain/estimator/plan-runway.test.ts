import { describe, expect, it } from 'vitest'
import { AIRPORTS } from '../airports'
import { computeEstimate, planRoute } from './estimate'
import type { Airport, EstimateInput } from './types'

const altiport: Airport = {
  code: 'CVF',
  icao: 'LFLJ',
  name: 'Courchevel Altiport',
  city: 'Courchevel',
  country: 'France',
  countryCode: 'FR',
  lat: 45.3975,
  lon: 6.635,
  type: 'small',
  runway: { lengthM: 537, surface: 'paved' },
}
const teterboro: Airport = {
  ...AIRPORTS.TEB!,
  icao: 'KTEB',
  type: 'medium',
  runway: { lengthM: 2133, surface: 'unknown' },
}
const table: Record<string, Airport> = {
  CVF: altiport,
  LFLJ: altiport,
  TEB: teterboro,
  KTEB: teterboro,
  LBG: AIRPORTS.LBG!,
}
const lookup = (code: string) => table[code.trim().toUpperCase()]

const input = (over: Partial<EstimateInput> = {}): EstimateInput => ({
  from: 'LBG',
  to: 'TEB',
  aircraft: 'g650',
  date: '2026-12-01',
  time: '12:00',
  pax: 2,
  trip: 'oneway',
  ...over,
})
const noWeather = { wind: [null, null, null], surface: [null, null] } as const

describe('planRoute with a world look-up and the runway rule (docs/product.md §6)', () => {
  it('ICAO codes resolve to the airport, normalised to its code', () => {
    const plan = planRoute(input({ to: 'ktEB' }), { lookup })
    expect(plan.ok && plan.plan.input.to).toBe('TEB')
  })

  it('a limited end is planned, and the result carries each end with its status', () => {
    const plan = planRoute(input(), { lookup })
    if (!plan.ok) throw new Error(plan.code)
    expect(plan.plan.runway.arrival).toEqual({ lengthM: 2133, surface: 'unknown', status: 'limited' })
    const result = computeEstimate(plan.plan, noWeather)
    expect(result.runway.arrival.status).toBe('limited')
    expect(result.weatherStatus).toBe('unavailable')
    expect(computeEstimate(plan.plan, { ...noWeather, beyondHorizon: true }).weatherStatus).toBe('beyond-horizon')
  })

  it('an unsuitable end is refused after every input check, naming its side', () => {
    const refused = planRoute(input({ from: 'LFLJ', to: 'LBG', aircraft: 'cj1' }), { lookup })
    expect(refused).toMatchObject({
      ok: false,
      code: 'RUNWAY_UNSUITABLE',
      runway: { side: 'departure', lengthM: 537, requiredM: 1400, reason: 'short', airport: { code: 'CVF' } },
    })
    // a bad passenger count is reported first
    expect(planRoute(input({ to: 'CVF', aircraft: 'cj1', pax: 99 }), { lookup })).toMatchObject({
      code: 'PAX_OUT_OF_RANGE',
    })
  })

  it('with a clock, the date must lie from today to one year ahead', () => {
    const now = Date.UTC(2026, 10, 24, 12)
    expect(planRoute(input({ date: '2026-11-24' }), { lookup, now }).ok).toBe(true)
    expect(planRoute(input({ date: '2027-11-24' }), { lookup, now }).ok).toBe(true)
    expect(planRoute(input({ date: '2026-11-22' }), { lookup, now })).toMatchObject({ code: 'DATE_INVALID' })
    expect(planRoute(input({ date: '2099-12-31' }), { lookup, now })).toMatchObject({ code: 'DATE_INVALID' })
  })

  it('without a look-up, the product’s table answers (the product’s airports carry no runway: ok)', () => {
    const plan = planRoute(input({ to: 'DXB' }))
    expect(plan.ok && plan.plan.runway).toEqual({
      departure: { lengthM: null, surface: 'unknown', status: 'ok' },
      arrival: { lengthM: null, surface: 'unknown', status: 'ok' },
    })
  })
})
