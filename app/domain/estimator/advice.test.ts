import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AIRCRAFT, getAircraft } from '../aircraft'
import { AIRPORTS } from '../airports'
import {
  alternativesFor,
  estimateInOtherAircraft,
  flownRoute,
  isFuelStopAirport,
  MAX_STOP_OFFSET_KM,
  planFuelStops,
  pointAlong,
  positionOnRoute,
  routeLengthKm,
  suggestAircraft,
} from './advice'
import { computeEstimate, planRoute } from './estimate'
import { haversineDistanceKm, intermediatePoint } from './geo'
import type { Airport, EstimateInput, LatLon, WeatherInputs } from './types'
import { SURFACE } from '../../../tests/support/estimate-input'

const airport = (code: string, lat: number, lon: number, extra: Partial<Airport> = {}): Airport => ({
  code,
  name: `${code} Airport`,
  city: code,
  country: '',
  countryCode: 'XX',
  lat,
  lon,
  type: 'large',
  runway: { lengthM: 3000, surface: 'paved' },
  ...extra,
})

// Real positions (OurAirports) of the North Atlantic's usual stops, and of the trip's ends.
const LBG = AIRPORTS.LBG!
const JFK = AIRPORTS.JFK!
const SNN = airport('SNN', 52.702, -8.9248)
const KEF = airport('KEF', 63.985, -22.6056)
const YQX = airport('YQX', 48.9369, -54.5681)
const YYT = airport('YYT', 47.6186, -52.7519)
const TER = airport('TER', 38.7618, -27.0908)
const ATLANTIC = [SNN, KEF, YQX, YYT, TER]
const near = (list: readonly Airport[]) => (point: LatLon, maxKm: number) =>
  list.filter((a) => haversineDistanceKm(point, a) <= maxKm)

describe('positions along a route', () => {
  const equator = [
    { lat: 0, lon: 0 },
    { lat: 0, lon: 10 },
  ]

  it('measures a polyline and finds a point at a distance along it', () => {
    const route = [LBG, { lat: 50, lon: -30 }, JFK]
    const length = routeLengthKm(route)
    expect(length).toBeCloseTo(
      haversineDistanceKm(LBG, { lat: 50, lon: -30 }) + haversineDistanceKm({ lat: 50, lon: -30 }, JFK),
      6,
    )
    const half = pointAlong([LBG, JFK], haversineDistanceKm(LBG, JFK) / 2)
    const mid = intermediatePoint(LBG, JFK, 0.5)
    expect(half.lat).toBeCloseTo(mid.lat, 6)
    expect(half.lon).toBeCloseTo(mid.lon, 6)
    const start = pointAlong(route, -5)
    const end = pointAlong(route, length + 100)
    expect([start.lat, start.lon, end.lat, end.lon].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([
      LBG.lat,
      LBG.lon,
      JFK.lat,
      JFK.lon,
    ])
  })

  it('gives the along-track and cross-track distances of a point (1° off the equator at 5° E: 111 km off, 556 km along)', () => {
    const position = positionOnRoute(equator, { lat: 1, lon: 5 })
    expect(position.offsetKm).toBeCloseTo(111.19, 1)
    expect(position.alongKm).toBeCloseTo(555.97, 0)
    // Beyond an end: the distance to that end.
    expect(positionOnRoute(equator, { lat: 0, lon: 12 })).toEqual({
      alongKm: haversineDistanceKm(equator[0]!, equator[1]!),
      offsetKm: haversineDistanceKm(equator[1]!, { lat: 0, lon: 12 }),
    })
  })

  it('any point of a route lies on it, at its distance along it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (lat1, lon1, lat2, lon2, fraction) => {
          const route = [
            { lat: lat1, lon: lon1 },
            { lat: lat2, lon: lon2 },
          ]
          const length = routeLengthKm(route)
          fc.pre(length > 200 && length < 15_000)
          const position = positionOnRoute(route, pointAlong(route, fraction * length))
          expect(position.offsetKm).toBeLessThan(1)
          expect(Math.abs(position.alongKm - fraction * length)).toBeLessThan(1)
        },
      ),
    )
  })
})

describe('fuel stops named', () => {
  it('Paris–New York in a Challenger 300 (usable leg 4,680 km): St. John’s, the North Atlantic airport nearest the stop', () => {
    const usable = getAircraft('challenger300')!.range_km * 0.9
    const stops = planFuelStops({ route: [LBG, JFK], stops: 1, usableLegKm: usable, candidatesNear: near(ATLANTIC) })
    // Shannon leaves 4,900 km to New York; Reykjavik and the Azores are far off the great circle.
    expect(stops.map((a) => a.code)).toEqual(['YYT'])
    expect(positionOnRoute([LBG, JFK], YYT).offsetKm).toBeLessThan(MAX_STOP_OFFSET_KM)
  })

  it('without St. John’s, Gander; with neither, none (one stop cannot be named, so none is)', () => {
    const usable = getAircraft('challenger300')!.range_km * 0.9
    const ask = (list: Airport[]) =>
      planFuelStops({ route: [LBG, JFK], stops: 1, usableLegKm: usable, candidatesNear: near(list) }).map((a) => a.code)
    expect(ask([SNN, KEF, YQX, TER])).toEqual(['YQX'])
    expect(ask([SNN, KEF, TER])).toEqual([])
  })

  it('two stops in flying order, each leg within the usable leg', () => {
    // A jet with a 2,500 km usable leg: Paris → Dubai (5,250 km) needs two stops.
    const candidates = [
      airport('BEG', 44.8184, 20.3091),
      airport('OTP', 44.5711, 26.085),
      airport('SOF', 42.6967, 23.4114),
      airport('BUD', 47.4369, 19.2556),
      airport('IST', 41.2753, 28.7519),
      airport('ESB', 40.1281, 32.9951),
      airport('BGW', 33.2625, 44.2346),
      airport('KWI', 29.2266, 47.9689),
      airport('LCA', 34.8751, 33.6249),
    ]
    const route = [LBG, AIRPORTS.DXB!]
    const stops = planFuelStops({ route, stops: 2, usableLegKm: 2500, candidatesNear: near(candidates) })
    expect(stops).toHaveLength(2)
    const legs = [LBG, ...stops, AIRPORTS.DXB!]
    for (let i = 1; i < legs.length; i++) expect(haversineDistanceKm(legs[i - 1]!, legs[i]!)).toBeLessThanOrEqual(2500)
    const along = stops.map((a) => positionOnRoute(route, a).alongKm)
    expect(along[0]).toBeLessThan(along[1]!)
  })

  it('no stop, no name; a flown route around closed airspace is followed', () => {
    expect(planFuelStops({ route: [LBG, JFK], stops: 0, usableLegKm: 5000, candidatesNear: near(ATLANTIC) })).toEqual(
      [],
    )
    // A detour far north puts Reykjavik on the route.
    const detour = [LBG, { lat: 62, lon: -20 }, JFK]
    const stops = planFuelStops({ route: detour, stops: 1, usableLegKm: 4680, candidatesNear: near(ATLANTIC) })
    expect(positionOnRoute(detour, stops[0]!).offsetKm).toBeLessThan(MAX_STOP_OFFSET_KM)
  })

  it('a stop airport is a large or medium one with an IATA code whose runway is ok for the aircraft', () => {
    const g650 = getAircraft('g650')!
    expect(isFuelStopAirport(airport('AAA', 0, 0), g650)).toBe(true)
    expect(isFuelStopAirport(airport('BBB', 0, 0, { type: 'small' }), g650)).toBe(false)
    expect(isFuelStopAirport(airport('CCC', 0, 0, { runway: { lengthM: 2000, surface: 'paved' } }), g650)).toBe(false)
    expect(isFuelStopAirport(airport('DDD', 0, 0, { runway: { lengthM: 2500, surface: 'unpaved' } }), g650)).toBe(false)
    // A military field has an ICAO code only.
    expect(isFuelStopAirport(airport('ORTF', 0, 0), g650)).toBe(false)
  })
})

describe('the aircraft suggested for a trip', () => {
  const trip = (to: Airport, pax: number, from: Airport = LBG) => ({
    distanceKm: haversineDistanceKm(from, to),
    pax,
    departure: from,
    arrival: to,
  })

  it('is the smallest aircraft that seats the passengers and flies non-stop', () => {
    expect(suggestAircraft(trip(AIRPORTS.LHR!, 3))?.id).toBe('cj1')
    expect(suggestAircraft(trip(AIRPORTS.LHR!, 7))?.id).toBe('bravo')
    expect(suggestAircraft(trip(AIRPORTS.LHR!, 9))?.id).toBe('phenom300')
    // Paris–Dubai, 5,250 km: the Falcon 7X is the first to fly it non-stop.
    expect(suggestAircraft(trip(AIRPORTS.DXB!, 8))?.id).toBe('falcon7x')
    expect(suggestAircraft(trip(AIRPORTS.DXB!, 13))?.id).toBe('g650')
    expect(suggestAircraft(trip(AIRPORTS.DXB!, 15))?.id).toBe('g7500')
    expect(suggestAircraft(trip(AIRPORTS.DXB!, 17))).toBeUndefined()
  })

  it('needs runways it can use, and prefers an ok runway to a limited one', () => {
    const short = airport('SHT', 48, 3, { runway: { lengthM: 1450, surface: 'paved' } })
    // CJ1+ needs 1,400 m (ok); Bravo 1,450 m (ok); Phenom 1,600 m (limited); the midsize jets need more than 1,450 / 0.75.
    expect(suggestAircraft(trip(short, 3))?.id).toBe('cj1')
    expect(suggestAircraft(trip(short, 8))?.id).toBe('phenom300')
    // 1,450 m is 75 % or more of what the Challenger 350 and the Falcon 7X need (limited), not of the G650's and Global's.
    expect(suggestAircraft(trip(short, 10))?.id).toBe('cl350')
    expect(suggestAircraft(trip(short, 13))).toBeUndefined()
  })
})

const westerly: WeatherInputs = {
  wind: [
    { speedMs: 30, directionDeg: 270 },
    { speedMs: 45, directionDeg: 280 },
    { speedMs: 25, directionDeg: 260 },
  ],
  surface: [SURFACE, SURFACE],
}
const input = (overrides: Partial<EstimateInput>): EstimateInput => ({
  from: 'LBG',
  to: 'JFK',
  aircraft: 'challenger300',
  date: '2026-12-01',
  time: '12:00',
  pax: 6,
  trip: 'oneway',
  ...overrides,
})
function estimate(overrides: Partial<EstimateInput>, weather: WeatherInputs = westerly) {
  const planned = planRoute(input(overrides))
  if (!planned.ok) throw new Error(planned.code)
  return computeEstimate(planned.plan, weather)
}

describe('another aircraft of the fleet', () => {
  it('is priced by the engine with the same wind, as if it had been asked', () => {
    const result = estimate({})
    const others = estimateInOtherAircraft(result)
    const g650 = others.find((e) => e.aircraft.id === 'g650')!
    // Asked directly, the G650 flies at another level, but the engine is given the same wind samples.
    expect(g650.pricing).toEqual(estimate({ aircraft: 'g650' }).pricing)
    expect(g650.avgHeadwind).toBeCloseTo(result.avgHeadwind, 9)
    // The CJ1+ seats 6 too; nothing that seats fewer than 6 is priced.
    expect(others.every((e) => e.aircraft.pax >= 6)).toBe(true)
    expect(others.map((e) => e.aircraft.id)).not.toContain('challenger300')
  })

  it('Paris–New York in a Challenger 300 (one stop): the G650 non-stop, and the Phenom 300, one stop, far cheaper', () => {
    const result = estimate({})
    expect(result.fuelStops).toBe(1)
    const alternatives = alternativesFor(result)
    // The Falcon 7X and the Global 7500 fly it non-stop too, but the G650's speed makes it the cheapest of the three.
    const g650 = estimate({ aircraft: 'g650' })
    expect(g650.pricing.totalHT).toBeLessThan(estimate({ aircraft: 'falcon7x' }).pricing.totalHT)
    const phenom = estimate({ aircraft: 'phenom300' })
    expect(alternatives).toEqual([
      { aircraft: 'g650', nonStop: true, fuelStops: 0, lowHT: g650.pricing.lowHT, totalHT: g650.pricing.totalHT },
      {
        aircraft: 'phenom300',
        nonStop: false,
        fuelStops: 1,
        lowHT: phenom.pricing.lowHT,
        totalHT: phenom.pricing.totalHT,
      },
    ])
    expect(phenom.pricing.totalHT).toBeLessThanOrEqual(0.85 * result.pricing.totalHT)
  })

  it('a CJ1+ with one stop: the Phenom 300 flies it non-stop', () => {
    // Paris–Cairo, 3,210 km: beyond the CJ1+ (1,890 km usable), within the Phenom 300 (3,285 km).
    const result = estimate({ to: 'CAI', aircraft: 'cj1', pax: 4 })
    expect(result.fuelStops).toBe(1)
    expect(alternativesFor(result)[0]).toMatchObject({ aircraft: 'phenom300', nonStop: true })
  })

  it('nothing to suggest for a short hop in the smallest jet', () => {
    expect(alternativesFor(estimate({ to: 'LHR', aircraft: 'cj1', pax: 2 }))).toEqual([])
  })

  it('around closed airspace, every other aircraft flies the same detour (same distance, same route)', () => {
    const points = [
      { lat: LBG.lat, lon: LBG.lon },
      { lat: 60, lon: -30 },
      { lat: JFK.lat, lon: JFK.lon },
    ]
    const flownKm = routeLengthKm(points)
    const route = { greatCircleKm: haversineDistanceKm(LBG, JFK), flownKm, avoided: ['XX'], points }
    const planned = planRoute(input({}), { route: () => route })
    if (!planned.ok) throw new Error(planned.code)
    const result = computeEstimate(planned.plan, westerly)
    expect(result.distanceKm).toBeCloseTo(flownKm, 6)
    for (const other of estimateInOtherAircraft(result)) {
      expect(other.distanceKm).toBeCloseTo(flownKm, 6)
      expect(other.route.points).toEqual(points)
    }
  })

  it('in conservative mode, the alternatives are conservative too (their total is their high figure)', () => {
    const result = estimate({}, { wind: [null, null, null], surface: [null, null] })
    expect(result.conservative).toBe(true)
    for (const other of estimateInOtherAircraft(result)) {
      expect(other.conservative).toBe(true)
      expect(other.pricing.totalHT).toBe(other.pricing.highHT)
    }
  })

  it('the flown route is the engine’s polyline when it has one, else the great circle', () => {
    const result = estimate({})
    expect(flownRoute(result)).toEqual([
      { lat: LBG.lat, lon: LBG.lon },
      { lat: JFK.lat, lon: JFK.lon },
    ])
    const points = [
      { lat: LBG.lat, lon: LBG.lon },
      { lat: 60, lon: -30 },
      { lat: JFK.lat, lon: JFK.lon },
    ]
    expect(flownRoute({ ...result, route: { points } } as typeof result)).toEqual(points)
    expect(AIRCRAFT.length).toBe(9)
  })
})
