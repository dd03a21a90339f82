import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { plan, SURFACE } from '../../../tests/support/estimate-input'
import { AIRCRAFT } from '../aircraft'
import { AIRPORTS } from '../airports'
import { computeTurbulence, estimateRoute, fuelStopsFor, turbulenceClass } from './estimate'
import type { EstimateInput, WeatherInputs } from './types'

/** Properties of the estimate over generated trips and weather (docs/product.md §4). */
const airportCodes = Object.keys(AIRPORTS)
const windSample = fc.record({
  speedMs: fc.double({ min: 0, max: 120, noNaN: true }),
  directionDeg: fc.double({ min: 0, max: 360, noNaN: true }),
})
const weatherArb: fc.Arbitrary<WeatherInputs> = fc.record({
  wind: fc.tuple(
    fc.option(windSample, { nil: null }),
    fc.option(windSample, { nil: null }),
    fc.option(windSample, { nil: null }),
  ),
  surface: fc.tuple(fc.option(fc.constant(SURFACE), { nil: null }), fc.option(fc.constant(SURFACE), { nil: null })),
})
const inputArb: fc.Arbitrary<EstimateInput> = fc
  .tuple(
    fc.constantFrom(...airportCodes),
    fc.constantFrom(...airportCodes),
    fc.constantFrom(...AIRCRAFT),
    fc.nat(),
    fc.constantFrom('oneway' as const, 'roundtrip' as const),
  )
  .filter(([from, to]) => from !== to)
  .map(([from, to, aircraft, seat, trip]) => ({
    from,
    to,
    aircraft: aircraft.id,
    date: '2026-12-01',
    time: '12:00',
    pax: 1 + (seat % aircraft.pax),
    trip,
  }))

describe('properties', () => {
  it('low ≤ total ≤ high, and total = high when conservative', () => {
    fc.assert(
      fc.property(inputArb, weatherArb, (estimateInput, weather) => {
        const outcome = estimateRoute(estimateInput, weather)
        expect(outcome.ok).toBe(true)
        if (!outcome.ok) return
        const { pricing, conservative } = outcome.result
        expect(pricing.lowHT).toBeLessThanOrEqual(pricing.totalHT)
        expect(pricing.totalHT).toBeLessThanOrEqual(pricing.highHT)
        if (conservative) expect(pricing.totalHT).toBe(pricing.highHT)
        for (const value of Object.values(pricing)) expect(Number.isInteger(value) && value > 0).toBe(true)
      }),
    )
  })

  it('block time exceeds cruise time, ground speed never drops below 200 km/h', () => {
    fc.assert(
      fc.property(inputArb, weatherArb, (estimateInput, weather) => {
        const outcome = estimateRoute(estimateInput, weather)
        if (!outcome.ok) throw new Error(outcome.code)
        const r = outcome.result
        expect(r.blockTimeHours).toBeGreaterThan(r.cruiseTimeHours)
        expect(r.groundSpeedKmh).toBeGreaterThanOrEqual(200)
        expect(r.fuelStopPoints).toHaveLength(r.fuelStops)
        if (r.conservative) expect(r.avgHeadwind).toBe(0)
      }),
    )
  })

  it('the distance does not depend on the direction of travel', () => {
    fc.assert(
      fc.property(inputArb, (estimateInput) => {
        const there = plan(estimateInput)
        const back = plan({ ...estimateInput, from: estimateInput.to, to: estimateInput.from })
        expect(back.distanceKm).toBeCloseTo(there.distanceKm, 6)
      }),
    )
  })

  it('fuel stops never decrease as the distance grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 40000, noNaN: true }),
        fc.double({ min: 0, max: 40000, noNaN: true }),
        fc.constantFrom(...AIRCRAFT.map((a) => a.range_km)),
        (d1, d2, range) => {
          const [short, long] = d1 <= d2 ? [d1, d2] : [d2, d1]
          expect(fuelStopsFor(short, range)).toBeLessThanOrEqual(fuelStopsFor(long, range))
        },
      ),
    )
  })

  it('the turbulence score stays within 0..100 and matches its class', () => {
    fc.assert(
      fc.property(fc.tuple(windSample, windSample, windSample), (samples) => {
        const t = computeTurbulence(samples)
        expect(Number.isInteger(t.score)).toBe(true)
        expect(t.score).toBeGreaterThanOrEqual(0)
        expect(t.score).toBeLessThanOrEqual(100)
        expect(t.class).toBe(turbulenceClass(t.score))
        expect(t.details.turning_deg).toBeLessThanOrEqual(180)
      }),
    )
  })
})
