import { describe, expect, it } from 'vitest'
import { alongRouteComponentKmh, computeEstimate, windBadge } from './estimate'
import { CALM, SURFACE, calmWeather, input, plan, steadyWind } from '../../../tests/support/estimate-input'
import type { WeatherInputs, WindSample } from './types'

// Shared hand calculation for LBG → DXB (see geo.test.ts for the haversine steps):
// distance 5245.546 km, initial bearing 100.311°, plain midpoint (37.1111, 28.9029).

// ---------------------------------------------------------------------------------------------
// Worked examples
// ---------------------------------------------------------------------------------------------

describe('LBG → DXB, Falcon 7X, one way, no wind', () => {
  const result = computeEstimate(plan(), calmWeather())

  it('plans the route', () => {
    expect(result.distanceKm).toBeCloseTo(5245.546, 3)
    expect(result.bearingDeg).toBeCloseTo(100.311, 3)
    expect(result.midpoint.lat).toBeCloseTo(37.1111, 9)
    expect(result.midpoint.lon).toBeCloseTo(28.9029, 9)
    // heavy: 3000 < 5245.5 ≤ 6000 → FL370 → 235 hPa
    expect(result.cruiseLevel).toBe(370)
    expect(result.hpa).toBe(235)
  })

  it('computes the times', () => {
    // no wind: ground speed = max(200, 900 − 0) = 900 km/h
    // cruise = 5245.546 / 900 = 5.828385 h
    // usable leg = 11019 × 0.9 = 9917.1 km ≥ 5245.5 → 0 fuel stops
    // block (one way) = 5.828385 + 0.6 = 6.428385 h
    expect(result.groundSpeedKmh).toBe(900)
    expect(result.cruiseTimeHours).toBeCloseTo(5.828385, 6)
    expect(result.fuelStops).toBe(0)
    expect(result.fuelStopPoints).toEqual([])
    expect(result.blockTimeHours).toBeCloseTo(6.428385, 6)
  })

  it('prices the flight, rounding each figure only at the end', () => {
    // operator   = 6.428385 × 8300                                   = 53 355.59 → 53 356
    // fees       = 900 × 2 + 0.10 × 53 355.59                        =  7 135.56 →  7 136
    // commission = max(20 000, 0.18 × 53 355.59 = 9 604.01) = 20 000
    //            + 4000 × (6.428385 − 6) = 1 713.54
    //            + 2500 × 6.428385       = 16 070.96                  = 37 784.50 → 37 785
    //   (37 784.501 before rounding, so it rounds up)
    // total      = 53 355.59 + 7 135.56 + 37 784.50                   = 98 275.65 → 98 276
    //   (not 53 356 + 7 136 + 37 785 = 98 277: each figure is rounded from unrounded values)
    // low        = 0.88 × 98 275.65                                  = 86 482.58 → 86 483
    // high       = 1.12 × 98 275.65                                  = 110 068.73 → 110 069
    expect(result.pricing).toEqual({
      operator: 53356,
      fees: 7136,
      commission: 37785,
      totalHT: 98276,
      lowHT: 86483,
      highHT: 110069,
    })
  })

  it('reports calm, smooth air', () => {
    expect(result.conservative).toBe(false)
    expect(result.avgHeadwind).toBe(0)
    expect(result.windLabel).toBe('neutral')
    expect(result.avgWindSpeedKmh).toBe(0)
    expect(result.turbulence).toEqual({
      score: 0,
      class: 'none',
      details: { verticalShear_ms: 0, horizStd_ms: 0, turning_deg: 0 },
    })
  })

  it('carries the input, the records and the weather', () => {
    expect(result.input).toEqual(input())
    expect(result.aircraft.id).toBe('falcon7x')
    expect(result.airports.departure).toMatchObject({
      code: 'LBG',
      name: 'Paris–Le Bourget Airport',
      city: 'Paris',
      country: 'France',
      lat: 48.9694,
      lon: 2.4414,
    })
    expect(result.airports.arrival).toMatchObject({ code: 'DXB', city: 'Dubai', country: 'United Arab Emirates' })
    expect(result.weather).toEqual({ departure: SURFACE, arrival: SURFACE })
    expect(result.windPoints).toEqual({ departure: CALM, midpoint: CALM, arrival: CALM })
  })
})

describe('LBG → DXB, Falcon 7X, round trip, no wind', () => {
  const result = computeEstimate(plan({ trip: 'roundtrip' }), calmWeather())

  it('doubles the leg and adds 0.6 h', () => {
    // block = 2 × 6.428385 + 0.6 = 13.456770 h
    expect(result.cruiseTimeHours).toBeCloseTo(5.828385, 6)
    expect(result.blockTimeHours).toBeCloseTo(13.45677, 5)
  })

  it('prices four airports and the round-trip fee', () => {
    // operator   = 13.456770 × 8300                                   = 111 691.19 → 111 691
    // fees       = 900 × 4 + 0.10 × 111 691.19 + 1200                 =  15 969.12 →  15 969
    // commission = max(20 000, 0.18 × 111 691.19 = 20 104.41) = 20 104.41   (the percentage wins)
    //            + 4000 × (13.456770 − 6) = 29 827.08
    //            + 2500 × 13.456770       = 33 641.92                  =  83 573.42 →  83 573
    // total      = 111 691.19 + 15 969.12 + 83 573.42                  = 211 233.72 → 211 234
    // low        = 0.88 × 211 233.72                                  = 185 885.68 → 185 886
    // high       = 1.12 × 211 233.72                                  = 236 581.77 → 236 582
    expect(result.pricing).toEqual({
      operator: 111691,
      fees: 15969,
      commission: 83573,
      totalHT: 211234,
      lowHT: 185886,
      highHT: 236582,
    })
  })
})

describe('LBG → DXB, Citation CJ1+, one way (two fuel stops)', () => {
  const result = computeEstimate(plan({ aircraft: 'cj1', pax: 4 }), calmWeather())

  it('needs two fuel stops, evenly spaced on the great circle', () => {
    // usable leg = 2100 × 0.9 = 1890 km; 5245.546 > 1890
    // stops = ceil(5245.546 / 1890) − 1 = ceil(2.7754) − 1 = 3 − 1 = 2
    expect(result.fuelStops).toBe(2)
    expect(result.fuelStopPoints).toHaveLength(2)
    // at 1/3 and 2/3 of the great circle (see geo.test.ts)
    expect(result.fuelStopPoints[0]?.lat).toBeCloseTo(43.9701, 3)
    expect(result.fuelStopPoints[0]?.lon).toBeCloseTo(24.187, 3)
    expect(result.fuelStopPoints[1]?.lat).toBeCloseTo(35.6081, 3)
    expect(result.fuelStopPoints[1]?.lon).toBeCloseTo(41.5933, 3)
  })

  it('flies at FL300 and adds 0.7 h per stop', () => {
    // light: 5245.5 > 1500 → FL300 → 300 hPa
    expect(result.cruiseLevel).toBe(300)
    expect(result.hpa).toBe(300)
    // cruise = 5245.546 / 700 = 7.493638 h; block = 7.493638 + 0.6 + 0.7 × 2 = 9.493638 h
    expect(result.cruiseTimeHours).toBeCloseTo(7.493638, 6)
    expect(result.blockTimeHours).toBeCloseTo(9.493638, 6)
  })

  it('prices with the light-jet row', () => {
    // operator   = 9.493638 × 3000                                    = 28 480.91 → 28 481
    // fees       = 900 × 2 + 0.10 × 28 480.91                         =  4 648.09 →  4 648
    // commission = max(3000, 0.12 × 28 480.91 = 3 417.71) = 3 417.71
    //            + 1000 × (9.493638 − 6) = 3 493.64
    //            +  500 × 9.493638       = 4 746.82                   = 11 658.17 → 11 658
    // total      = 28 480.91 + 4 648.09 + 11 658.17                   = 44 787.17 → 44 787
    // low        = 0.88 × 44 787.17 = 39 412.71 → 39 413; high = 1.12 × 44 787.17 = 50 161.63 → 50 162
    expect(result.pricing).toEqual({
      operator: 28481,
      fees: 4648,
      commission: 11658,
      totalHT: 44787,
      lowHT: 39413,
      highHT: 50162,
    })
  })
})

describe('winds', () => {
  it('hits the 200 km/h ground-speed floor in a strong headwind', () => {
    const route = plan({ aircraft: 'cj1', pax: 4 })
    // Wind from straight ahead (d = bearing) at 150 m/s at all three points:
    // c = 150 × cos(bearing − (bearing + 180°)) × 3.6 = 150 × (−1) × 3.6 = −540 km/h
    // avgHeadwind = −mean(c) = 540 km/h; ground speed = max(200, 700 − 540 = 160) = 200 km/h
    const result = computeEstimate(route, steadyWind({ speedMs: 150, directionDeg: route.bearingDeg }))
    expect(result.avgHeadwind).toBeCloseTo(540, 9)
    expect(result.groundSpeedKmh).toBe(200)
    // cruise = 5245.546 / 200 = 26.227732 h; block = 26.227732 + 0.6 + 1.4 = 28.227732 h
    expect(result.cruiseTimeHours).toBeCloseTo(26.227732, 6)
    expect(result.blockTimeHours).toBeCloseTo(28.227732, 6)
    expect(result.windLabel).toBe('headwind')
    expect(result.avgWindSpeedKmh).toBeCloseTo(540, 9) // 150 m/s × 3.6
    // shear = mean(|1.2 × 150 − 0.8 × 150|) = 60 m/s → min(60, 60/30 × 60 = 120) = 60; std 0; turning 0
    expect(result.turbulence.score).toBe(60)
    expect(result.turbulence.class).toBe('moderate')
  })

  it('speeds the aircraft up in a tailwind', () => {
    const route = plan()
    // Wind from behind (d = bearing + 180°) at 50 m/s: c = 50 × cos(−360°) × 3.6 = +180 km/h
    // avgHeadwind = −180; ground speed = 900 + 180 = 1080 km/h; cruise = 5245.546 / 1080 = 4.856987 h
    const result = computeEstimate(route, steadyWind({ speedMs: 50, directionDeg: route.bearingDeg + 180 }))
    expect(result.avgHeadwind).toBeCloseTo(-180, 9)
    expect(result.groundSpeedKmh).toBeCloseTo(1080, 9)
    expect(result.cruiseTimeHours).toBeCloseTo(4.856987, 6)
    expect(result.windLabel).toBe('tailwind')
    expect(windBadge(result.avgHeadwind)).toBe('safe')
  })

  it('ignores a pure crosswind', () => {
    const route = plan()
    const result = computeEstimate(route, steadyWind({ speedMs: 40, directionDeg: route.bearingDeg + 90 }))
    expect(Math.abs(result.avgHeadwind)).toBeLessThan(1e-9)
    expect(result.windLabel).toBe('neutral')
  })

  it('averages the three components', () => {
    // bearing 90°: from 270° at 10 m/s → +36 km/h; from 90° at 20 m/s → −72; calm → 0
    // mean = (36 − 72 + 0) / 3 = −12 → avgHeadwind = +12 km/h (headwind, below the warning)
    expect(alongRouteComponentKmh({ speedMs: 10, directionDeg: 270 }, 90)).toBeCloseTo(36, 9)
    expect(alongRouteComponentKmh({ speedMs: 20, directionDeg: 90 }, 90)).toBeCloseTo(-72, 9)
    const route = plan()
    const weather: WeatherInputs = {
      wind: [
        { speedMs: 10, directionDeg: route.bearingDeg + 180 },
        { speedMs: 20, directionDeg: route.bearingDeg },
        CALM,
      ],
      surface: [SURFACE, SURFACE],
    }
    const result = computeEstimate(route, weather)
    expect(result.avgHeadwind).toBeCloseTo(12, 9)
    expect(result.groundSpeedKmh).toBeCloseTo(888, 9)
    expect(result.windLabel).toBe('headwind')
    expect(windBadge(result.avgHeadwind)).toBe('normal')
    expect(result.avgWindSpeedKmh).toBeCloseTo(36, 9) // (10 + 20 + 0) / 3 × 3.6
  })
})

describe('conservative mode', () => {
  it('is triggered by a missing surface look-up: neutral wind, fixed turbulence, high price as total', () => {
    const result = computeEstimate(plan(), { wind: [CALM, CALM, CALM], surface: [SURFACE, null] })
    expect(result.conservative).toBe(true)
    expect(result.avgHeadwind).toBe(0)
    expect(result.groundSpeedKmh).toBe(900)
    expect(result.blockTimeHours).toBeCloseTo(6.428385, 6)
    expect(result.turbulence).toEqual({
      score: 15,
      class: 'light',
      details: { verticalShear_ms: 5, horizStd_ms: 3, turning_deg: 10 },
    })
    // Same figures as the calm one-way case, but total = high = 110 069 (low stays 86 483).
    expect(result.pricing).toEqual({
      operator: 53356,
      fees: 7136,
      commission: 37785,
      totalHT: 110069,
      lowHT: 86483,
      highHT: 110069,
    })
    expect(result.weather).toEqual({ departure: SURFACE, arrival: null })
  })

  it('replaces a failed wind point by 270° / 15 m/s, yet flies with neutral wind', () => {
    const route = plan()
    const headwind: WindSample = { speedMs: 30, directionDeg: route.bearingDeg }
    const result = computeEstimate(route, { wind: [headwind, null, headwind], surface: [SURFACE, SURFACE] })
    expect(result.conservative).toBe(true)
    // The two real points would give a 108 km/h headwind; conservative mode assumes none.
    expect(result.avgHeadwind).toBe(0)
    expect(result.windLabel).toBe('neutral')
    expect(result.groundSpeedKmh).toBe(900)
    // mean raw speed = (30 + 15 + 30) / 3 = 25 m/s → × 3.6 = 90 km/h
    expect(result.avgWindSpeedKmh).toBeCloseTo(90, 9)
    expect(result.windPoints).toEqual({ departure: headwind, midpoint: null, arrival: headwind })
    expect(result.turbulence.score).toBe(15)
    expect(result.pricing.totalHT).toBe(result.pricing.highHT)
  })

  it('treats a wind sample with non-finite values as a failed look-up', () => {
    const broken = { speedMs: Number.NaN, directionDeg: 200 }
    const result = computeEstimate(plan(), { wind: [CALM, broken, CALM], surface: [SURFACE, SURFACE] })
    expect(result.conservative).toBe(true)
    expect(result.windPoints.midpoint).toBeNull()
    expect(result.avgWindSpeedKmh).toBeCloseTo(18, 9) // (0 + 15 + 0) / 3 × 3.6
  })

  it('when everything fails', () => {
    const result = computeEstimate(plan(), { wind: [null, null, null], surface: [null, null] })
    expect(result.conservative).toBe(true)
    expect(result.avgHeadwind).toBe(0)
    expect(result.avgWindSpeedKmh).toBeCloseTo(54, 9) // 15 m/s × 3.6
    expect(result.pricing.totalHT).toBe(110069)
  })
})

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------
