import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { haversineDistanceKm, intermediatePoint } from '../estimator/geo'
import type { LatLon } from '../estimator/types'
import { AIRSPACE_MARGIN_KM, CLOSED_COUNTRIES, avoidanceRings, closedZoneOutlines } from './airspace-zones'
import { flownRoute, insideClosedZone } from './flight-route'
import { insideRing, routeGraph } from './route-graph'
import { angleBetween, toVec } from './sphere'

// The world airport table (generated, decision 012): [code, icao, name, city, countryCode, lat, lon, …].
type Row = [string, string | null, string, string, string, number, number]
const table = JSON.parse(readFileSync(new URL('../../services/airports/world-airports.json', import.meta.url), 'utf8'))
const open = (table.rows as Row[]).filter((r) => !CLOSED_COUNTRIES.has(r[4]))
const where = (code: string): LatLon => {
  const row = (table.rows as Row[]).find((r) => r[0] === code)
  if (!row) throw new Error(code)
  return { lat: row[5], lon: row[6] }
}

/** Points every `stepKm` along each arc of the polyline. */
function samples(points: readonly LatLon[], stepKm: number): LatLon[] {
  const out: LatLon[] = []
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LatLon
    const b = points[i] as LatLon
    const n = Math.max(1, Math.ceil(haversineDistanceKm(a, b) / stepKm))
    for (let k = 0; k <= n; k++) out.push(intermediatePoint(a, b, k / n))
  }
  return out
}

const zoneVertices = closedZoneOutlines().flatMap((z) => z.rings.flatMap((r) => r.points))
/** Distance from a point to the nearest closed-zone vertex, km (an upper bound of the distance to the zone). */
const kmToZones = (p: LatLon): number => {
  const v = toVec(p)
  let best = Math.PI
  for (const z of zoneVertices) best = Math.min(best, angleBetween(v, z))
  return best * 6371
}

const airport = fc.integer({ min: 0, max: open.length - 1 }).map((i) => open[i] as Row)
const pair = fc.tuple(airport, airport).filter(([a, b]) => a[0] !== b[0])
const at = (r: Row): LatLon => ({ lat: r[5], lon: r[6] })

describe('the flown route around closed airspace (docs/decisions/038-closed-airspace-routing.md)', () => {
  it('Paris → Tokyo goes around Russia: between 10,000 and 11,800 km, Russia avoided', () => {
    const route = flownRoute(where('CDG'), where('HND'))
    expect(route.greatCircleKm).toBeCloseTo(haversineDistanceKm(where('CDG'), where('HND')), 9)
    expect(route.flownKm).toBeGreaterThanOrEqual(10_000)
    expect(route.flownKm).toBeLessThanOrEqual(11_800)
    expect(route.avoided).toEqual(['RU'])
    expect(route.points.length).toBeGreaterThan(2)
    expect(route.points[0]).toEqual(where('CDG'))
    expect(route.points.at(-1)).toEqual(where('HND'))
  })

  it('Paris → New York and Paris → Dubai fly the great circle, exactly', () => {
    for (const to of ['JFK', 'DXB']) {
      const route = flownRoute(where('CDG'), where(to))
      expect(route).toEqual({
        greatCircleKm: haversineDistanceKm(where('CDG'), where(to)),
        flownKm: haversineDistanceKm(where('CDG'), where(to)),
        avoided: [],
        points: [where('CDG'), where(to)],
      })
    }
  })

  it('an airport within the margin of a closed zone flies out of it without entering the zone (Vilnius → Warsaw)', () => {
    const route = flownRoute(where('VNO'), where('WAW'))
    for (const p of samples(route.points, 5)) expect(insideClosedZone(p)).toBeNull()
    expect(route.flownKm).toBeGreaterThanOrEqual(route.greatCircleKm)
  })

  it('the no-fly outlines keep the margin: every vertex lies about 25 km or more from every closed zone', () => {
    // Vertices only (the zone outlines have thousands): the margin is ≥ 23 km at Russia's
    // southernmost latitude (projection stretch, decision 038) and ≥ 25 km north of 54° N.
    for (const ring of avoidanceRings()) {
      for (const v of ring.points) {
        let nearest = Math.PI
        for (const z of zoneVertices) nearest = Math.min(nearest, angleBetween(v, z))
        expect(nearest * 6371).toBeGreaterThan(AIRSPACE_MARGIN_KM - 2.5)
      }
    }
  })

  it('for random world airport pairs, the flown route never enters a closed zone and is never shorter than the great circle', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const route = flownRoute(at(a), at(b))
        expect(route.flownKm).toBeGreaterThanOrEqual(route.greatCircleKm - 1e-6)
        for (const p of samples(route.points, 15)) {
          // Within a few km of an airport the zone outline (1.5 km generalisation) may reach it.
          if (haversineDistanceKm(p, at(a)) < 5 || haversineDistanceKm(p, at(b)) < 5) continue
          expect(insideClosedZone(p), `${a[0]} → ${b[0]} at ${p.lat},${p.lon}`).toBeNull()
        }
      }),
      { numRuns: 200 },
    )
  })

  it('for random world airport pairs whose great circle stays clear of the no-fly outlines, the route is the great circle', () => {
    const graph = routeGraph()
    const clear = (points: LatLon[]) => points.every((p) => graph.rings.every((ring) => !insideRing(toVec(p), ring)))
    fc.assert(
      fc.property(pair, ([a, b]) => {
        fc.pre(clear(samples([at(a), at(b)], 10)))
        const route = flownRoute(at(a), at(b))
        expect(route.points).toEqual([at(a), at(b)])
        expect(route.flownKm).toBe(route.greatCircleKm)
        expect(route.avoided).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('for random world airport pairs at least 500 km from the closed zones, the flown route is never shorter than the great circle and at most 2.5 times it', () => {
    // Where Russia lies between the two ends the detour is long: Helsinki → Ulaanbaatar flies 60 %
    // more than its great circle, Mongolia → Svalbard 94 % more (the longest of 526,504 pairs from
    // East Asia to Northern Europe, decision 038); most pairs fly the great circle itself.
    const far = open.filter((r) => kmToZones(at(r)) >= 500)
    const farAirport = fc.integer({ min: 0, max: far.length - 1 }).map((i) => far[i] as Row)
    fc.assert(
      fc.property(
        fc.tuple(farAirport, farAirport).filter(([a, b]) => a[0] !== b[0]),
        ([a, b]) => {
          const route = flownRoute(at(a), at(b))
          expect(route.flownKm, `${a[0]} → ${b[0]}`).toBeGreaterThanOrEqual(route.greatCircleKm)
          expect(route.flownKm / route.greatCircleKm, `${a[0]} → ${b[0]}`).toBeLessThanOrEqual(2.5)
        },
      ),
      { numRuns: 500 },
    )
    const helsinkiUlaanbaatar = flownRoute(where('HEL'), where('ULN'))
    expect(helsinkiUlaanbaatar.flownKm / helsinkiUlaanbaatar.greatCircleKm).toBeGreaterThan(1.5)
    const mongoliaSvalbard = flownRoute(where('UGT'), where('LYR'))
    expect(mongoliaSvalbard.flownKm / mongoliaSvalbard.greatCircleKm).toBeGreaterThan(1.9)
  })

  it('Chukotka across the antimeridian: Nome → Tokyo keeps clear of it, Anchorage → Seoul is not detoured through Asia', () => {
    for (const [from, to] of [
      ['OME', 'HND'],
      ['ANC', 'ICN'],
    ] as const) {
      const route = flownRoute(where(from), where(to))
      for (const p of samples(route.points, 10)) expect(insideClosedZone(p)).toBeNull()
      expect(route.flownKm / route.greatCircleKm).toBeLessThan(1.1)
    }
  })

  it('knows the closed countries by their outline: Moscow, Minsk and Kyiv are inside, Helsinki and Warsaw are not', () => {
    expect(insideClosedZone({ lat: 55.75, lon: 37.62 })).toBe('RU')
    expect(insideClosedZone({ lat: 53.9, lon: 27.56 })).toBe('BY')
    expect(insideClosedZone({ lat: 50.45, lon: 30.52 })).toBe('UA')
    // Chukotka, on both sides of the antimeridian, where Natural Earth cuts it in two.
    for (const lon of [175, 179.9, -179.9, -176]) expect(insideClosedZone({ lat: 67, lon })).toBe('RU')
    expect(insideClosedZone(where('HEL'))).toBeNull()
    expect(insideClosedZone(where('WAW'))).toBeNull()
  })
})
