import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AIRPORTS } from '../airports'
import { CLOSED_COUNTRIES } from '../trip/airspace-zones'
import { flownRoute } from '../trip/flight-route'
import { computeEstimate, estimateRoute, fuelStopsFor, planRoute } from './estimate'
import { haversineDistanceKm, initialBearingDeg, plainMidpoint } from './geo'
import { pointAlongRoute } from './route-path'
import type { EstimateInput, WeatherInputs, WindSample } from './types'
import { SURFACE } from '../../../tests/support/estimate-input'

const weather = (wind: WindSample): WeatherInputs => ({ wind: [wind, wind, wind], surface: [SURFACE, SURFACE] })
const input = (overrides: Partial<EstimateInput> = {}): EstimateInput => ({
  from: 'CDG',
  to: 'HND',
  aircraft: 'g650',
  date: '2026-12-01',
  time: '12:00',
  pax: 6,
  trip: 'oneway',
  ...overrides,
})
const routed = { route: flownRoute, closedCountries: CLOSED_COUNTRIES }

describe('the engine flies the flown route (docs/product.md §10)', () => {
  it('Paris → Tokyo: distance, stops, middle wind point and cruise level follow the detour around Russia', () => {
    const planned = planRoute(input(), routed)
    if (!planned.ok) throw new Error(planned.code)
    const { plan } = planned
    expect(plan.route.avoided).toEqual(['RU'])
    expect(plan.distanceKm).toBe(plan.route.flownKm)
    expect(plan.distanceKm).toBeGreaterThan(haversineDistanceKm(plan.departure, plan.arrival) + 1000)
    // The middle wind point is the middle of the flown path by length, not the plain average.
    expect(plan.midpoint).toEqual(pointAlongRoute(plan.route.points, 0.5).point)
    expect(plan.midpoint).not.toEqual(plainMidpoint(plan.departure, plan.arrival))
    expect(plan.bearingDeg).toBeCloseTo(initialBearingDeg(plan.departure, plan.route.points[1]!), 9)
    const result = computeEstimate(plan, weather({ speedMs: 0, directionDeg: 0 }))
    expect(result.distanceKm).toBe(plan.route.flownKm)
    expect(result.fuelStops).toBe(fuelStopsFor(plan.route.flownKm, result.aircraft.range_km))
    expect(result.route).toEqual(plan.route)
    expect(result.cruiseTimeHours).toBeCloseTo(plan.route.flownKm / result.aircraft.cruise_kmh, 9)
  })

  it('around closed airspace each wind point takes the track flown there', () => {
    const planned = planRoute(input(), routed)
    if (!planned.ok) throw new Error(planned.code)
    const tracks = planned.plan.windTracksDeg
    expect(tracks).not.toBeNull()
    // A 40 m/s wind from where the last leg heads: pure headwind there.
    const wind = { speedMs: 40, directionDeg: tracks![2] }
    const clear = computeEstimate(planned.plan, { wind: [wind, wind, wind], surface: [SURFACE, SURFACE] })
    const expected =
      -(tracks!.map((t) => 40 * Math.cos(((t - (wind.directionDeg + 180)) * Math.PI) / 180) * 3.6) as number[]).reduce(
        (a, b) => a + b,
        0,
      ) / 3
    expect(clear.avgHeadwind).toBeCloseTo(expected, 9)
  })

  it('when nothing is in the way every figure is exactly the great-circle estimate (random spec-table pairs)', () => {
    const codes = Object.keys(AIRPORTS).filter((c) => !CLOSED_COUNTRIES.has(AIRPORTS[c]!.countryCode))
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        fc.constantFrom('oneway', 'roundtrip'),
        (from, to, trip) => {
          fc.pre(from !== to)
          const wind = weather({ speedMs: 23, directionDeg: 250 })
          const plain = estimateRoute(input({ from, to, trip: trip as 'oneway' }), wind, { now: undefined })
          const withRouter = estimateRoute(input({ from, to, trip: trip as 'oneway' }), wind, routed)
          if (!plain.ok || !withRouter.ok) return
          fc.pre(withRouter.result.route.avoided.length === 0)
          expect(withRouter.result).toEqual(plain.result)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('refuses an airport in closed airspace, naming the side (AIRSPACE_CLOSED)', () => {
    const departure = planRoute(input({ from: 'SVO', to: 'CDG' }), routed)
    expect(departure).toMatchObject({ ok: false, code: 'AIRSPACE_CLOSED', closed: { side: 'departure' } })
    const arrival = planRoute(input({ from: 'CDG', to: 'VKO' }), routed)
    expect(arrival).toMatchObject({ ok: false, code: 'AIRSPACE_CLOSED', closed: { side: 'arrival' } })
    // Input errors come first, in the order of docs/product.md §4.
    expect(planRoute(input({ from: 'SVO', to: 'CDG', pax: 99 }), routed)).toMatchObject({ code: 'PAX_OUT_OF_RANGE' })
  })
})

describe('CO₂ and French taxes on every estimate (docs/product.md §10)', () => {
  const calm = weather({ speedMs: 0, directionDeg: 0 })
  const estimate = (overrides: Partial<EstimateInput>, inputs: WeatherInputs = calm) => {
    const outcome = estimateRoute(input(overrides), inputs, routed)
    if (!outcome.ok) throw new Error(outcome.code)
    return outcome.result
  }

  it('Paris → New York for 6: TSBA 6 × 2,100 €, no VAT, total with taxes = total + 12,600 €', () => {
    const result = estimate({ from: 'LBG', to: 'JFK', pax: 6 })
    expect(result.taxes).toEqual({
      tsba: { band: 'long', perPassengerEur: 2100, passengers: 6, totalEur: 12_600 },
      vatRate: 0,
      vatEur: 0,
    })
    expect(result.totalWithTaxesEur).toBe(result.pricing.totalHT + 12_600)
  })

  it('CO₂ = block hours × burn × 3.785411784 × 0.8 × 3.16, per passenger shared', () => {
    const result = estimate({ from: 'LBG', to: 'JFK', pax: 6 })
    const fuelKg = result.blockTimeHours * 500 * 3.785411784 * 0.8
    expect(result.co2).toEqual({
      fuelKg: Math.round(fuelKg),
      kg: Math.round(fuelKg * 3.16),
      perPassengerKg: Math.round((fuelKg * 3.16) / 6),
      burnGalPerHour: 500,
    })
  })

  it('a domestic flight pays 10 % VAT on its price and the European TSBA', () => {
    const result = estimate({ from: 'LBG', to: 'NCE', pax: 4, aircraft: 'cj1' })
    expect(result.taxes.vatRate).toBe(0.1)
    expect(result.taxes.tsba).toEqual({ band: 'europe', perPassengerEur: 420, passengers: 4, totalEur: 1680 })
    expect(Math.abs(result.taxes.vatEur - result.pricing.totalHT * 0.1)).toBeLessThanOrEqual(0.5)
    expect(result.totalWithTaxesEur).toBe(result.pricing.totalHT + result.taxes.vatEur + 1680)
  })

  it('a round trip pays the TSBA once: from France on the way out, from abroad on the way back', () => {
    const fromParis = estimate({ from: 'LBG', to: 'DXB', pax: 3, trip: 'roundtrip' })
    expect(fromParis.taxes.tsba).toEqual({ band: 'intermediate', perPassengerEur: 1015, passengers: 3, totalEur: 3045 })
    const fromNewYork = estimate({ from: 'JFK', to: 'LBG', pax: 3, trip: 'roundtrip' })
    expect(fromNewYork.taxes.tsba).toEqual({ band: 'long', perPassengerEur: 2100, passengers: 3, totalEur: 6300 })
    const oneWayFromNewYork = estimate({ from: 'JFK', to: 'LBG', pax: 3 })
    expect(oneWayFromNewYork.taxes.tsba).toBeNull()
  })

  it('conservative: the total with taxes builds on the high figure, like the total', () => {
    const result = estimate(
      { from: 'LBG', to: 'NCE', pax: 2, aircraft: 'cj1' },
      {
        wind: [null, null, null],
        surface: [null, null],
      },
    )
    expect(result.conservative).toBe(true)
    expect(result.pricing.totalHT).toBe(result.pricing.highHT)
    expect(result.totalWithTaxesEur).toBe(result.pricing.highHT + result.taxes.vatEur + 840)
  })
})
