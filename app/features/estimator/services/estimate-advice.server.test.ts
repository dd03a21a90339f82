import { describe, expect, it } from 'vitest'
import { computeEstimate, planRoute } from '~/domain/estimator/estimate'
import { positionOnRoute, MAX_STOP_OFFSET_KM } from '~/domain/estimator/advice'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import type { EstimateInput, EstimateResult, WeatherInputs } from '~/domain/estimator/types'
import { worldAirports } from '~/services/airports/world-airports.server'
import { estimateAdvice } from './estimate-advice.server'

const world = worldAirports()
const noWeather: WeatherInputs = { wind: [null, null, null], surface: [null, null] }

function estimate(overrides: Partial<EstimateInput>): EstimateResult {
  const input: EstimateInput = {
    from: 'LBG',
    to: 'JFK',
    aircraft: 'challenger300',
    date: '2026-12-01',
    time: '12:00',
    pax: 6,
    trip: 'oneway',
    ...overrides,
  }
  const planned = planRoute(input, { lookup: (code) => world.find(code) })
  if (!planned.ok) throw new Error(planned.code)
  return computeEstimate(planned.plan, noWeather)
}

describe('the advice of an estimate, from the world airport table', () => {
  it('names the fuel stop of Paris–New York in a Challenger 300: a large or medium airport near the route, within reach', () => {
    const result = estimate({})
    const advice = estimateAdvice(result, { lang: 'en' })
    expect(advice.fuelStops).toHaveLength(1)
    const stop = world.find(advice.fuelStops[0]!.code)!
    expect(stop.type).not.toBe('small')
    const route = [result.airports.departure, result.airports.arrival]
    expect(positionOnRoute(route, stop).offsetKm).toBeLessThanOrEqual(MAX_STOP_OFFSET_KM)
    const usable = result.aircraft.range_km * 0.9
    expect(haversineDistanceKm(result.airports.departure, stop)).toBeLessThanOrEqual(usable)
    expect(haversineDistanceKm(stop, result.airports.arrival)).toBeLessThanOrEqual(usable)
    // Newfoundland, where the North Atlantic's westbound stops are.
    expect(stop.countryCode).toBe('CA')
    expect(advice.fuelStops[0]).toEqual({
      code: stop.code,
      name: stop.name,
      city: stop.city,
      lat: stop.lat,
      lon: stop.lon,
    })
  })

  it('names places in the request’s language', () => {
    // A Citation CJ1+ from Paris to Dubai stops twice; in French the places read as French readers know them.
    const result = estimate({ to: 'DXB', aircraft: 'cj1', pax: 4 })
    expect(result.fuelStops).toBeGreaterThanOrEqual(2)
    const fr = estimateAdvice(result, { lang: 'fr' })
    const en = estimateAdvice(result, { lang: 'en' })
    expect(fr.fuelStops.map((s) => s.code)).toEqual(en.fuelStops.map((s) => s.code))
    expect(fr.fuelStops).toHaveLength(result.fuelStops)
  })

  it('offers the aircraft that fly it non-stop or markedly cheaper', () => {
    const advice = estimateAdvice(estimate({}), { lang: 'fr' })
    expect(advice.alternatives[0]).toMatchObject({ nonStop: true, fuelStops: 0 })
    expect(estimateAdvice(estimate({ to: 'LHR', aircraft: 'cj1', pax: 2 })).alternatives).toEqual([])
  })

  it('no stop, no name; a failure gives no advice rather than no estimate, and is told', () => {
    expect(estimateAdvice(estimate({ to: 'GVA', aircraft: 'cj1', pax: 2 })).fuelStops).toEqual([])
    const errors: unknown[] = []
    const broken = {
      ...world,
      near: () => {
        throw new Error('index gone')
      },
    }
    expect(estimateAdvice(estimate({}), { airports: broken, onError: (e) => errors.push(e) })).toEqual({
      fuelStops: [],
      alternatives: [],
    })
    expect(errors).toHaveLength(1)
  })
})
