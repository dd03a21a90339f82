import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AIRPORTS } from '../airports'
import { intermediatePoint } from './geo'
import {
  decodeOutline,
  landPath,
  nearestLongitude,
  pathThrough,
  project,
  projectionFor,
  routeMapGeometry,
  unwrapLongitudes,
} from './world-map'
import { WORLD_LAND_OUTLINE } from './world-outline'

const airport = (code: string) => {
  const a = AIRPORTS[code]
  if (!a) throw new Error(code)
  return a
}

describe('projection', () => {
  it('is plate carrée at the equator and compresses longitudes by cos φ0 elsewhere', () => {
    expect(project(projectionFor(0), 30, 10)).toEqual({ x: 30, y: -10 })
    const p = project(projectionFor(60), 30, 45)
    expect(p.x).toBeCloseTo(15, 10) // cos 60° = 0.5
    expect(p.y).toBe(-45)
  })

  it('clamps the standard parallel to ±60°', () => {
    expect(projectionFor(80).standardParallel).toBe(60)
    expect(projectionFor(-75).xScale).toBeCloseTo(0.5, 10)
  })
})

describe('unwrapLongitudes / nearestLongitude', () => {
  it('keeps a route across the antimeridian continuous', () => {
    const out = unwrapLongitudes([
      { lat: 0, lon: 170 },
      { lat: 0, lon: 179 },
      { lat: 0, lon: -179 },
      { lat: 0, lon: -170 },
    ])
    expect(out.map((p) => p.lon)).toEqual([170, 179, 181, 190])
  })

  it('picks the copy of a longitude nearest to a reference', () => {
    expect(nearestLongitude(-170, 175)).toBe(190)
    expect(nearestLongitude(10, 5)).toBe(10)
    expect(nearestLongitude(170, -200)).toBe(-190)
  })

  it('never leaves a jump of more than 180° (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lat: fc.double({ min: -89, max: 89, noNaN: true }),
            lon: fc.double({ min: -180, max: 180, noNaN: true }),
          }),
          { minLength: 2, maxLength: 30 },
        ),
        (points) => {
          const out = unwrapLongitudes(points)
          for (let i = 1; i < out.length; i++) {
            expect(Math.abs(out[i]!.lon - out[i - 1]!.lon)).toBeLessThanOrEqual(180 + 1e-9)
            // same meridian modulo 360
            const d = (((out[i]!.lon - points[i]!.lon) % 360) + 360) % 360
            expect(Math.min(d, 360 - d)).toBeLessThan(1e-6)
          }
        },
      ),
    )
  })
})

describe('outline', () => {
  const rings = decodeOutline(WORLD_LAND_OUTLINE)

  it('decodes the bundled Natural Earth land rings', () => {
    expect(rings.length).toBeGreaterThan(50)
    const points = rings.reduce((n, r) => n + r.length, 0)
    expect(points).toBeGreaterThan(2000)
    for (const ring of rings) {
      for (const [lon, lat] of ring) {
        expect(Number.isFinite(lon) && Number.isFinite(lat)).toBe(true)
        expect(lat).toBeGreaterThanOrEqual(-90)
        expect(lat).toBeLessThanOrEqual(84)
      }
    }
  })

  it('puts land where the airports are (point-in-polygon on the outline)', () => {
    const inside = (lon: number, lat: number) => {
      let count = 0
      for (const ring of rings) {
        for (const offset of [-360, 0, 360]) {
          let hit = false
          for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
            const [xi, yi] = ring[i]!
            const [xj, yj] = ring[j]!
            if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi + offset) hit = !hit
          }
          if (hit) count++
        }
      }
      return count % 2 === 1
    }
    // Inland airports sit on land; mid-ocean points do not.
    for (const code of ['LBG', 'MUC', 'MAD', 'DXB', 'JNB', 'PEK', 'ASE', 'GRU', 'MEL'].map(airport)) {
      expect(inside(code.lon, code.lat), code.code).toBe(true)
    }
    expect(inside(-40, 35)).toBe(false) // North Atlantic
    expect(inside(-150, 0)).toBe(false) // Pacific
    expect(inside(80, -20)).toBe(false) // Indian Ocean
    expect(inside(50, 42)).toBe(false) // the Caspian Sea is a hole
  })

  it('draws the land as closed sub-paths, skipping rings outside the bounds', () => {
    const all = landPath(rings, projectionFor(0))
    expect(all.split('Z').length - 1).toBe(rings.length)
    const europe = landPath(rings, projectionFor(48), [0], { minLon: -10, maxLon: 30, minLat: 35, maxLat: 60 })
    expect(europe.split('Z').length - 1).toBeLessThan(rings.length / 2)
    expect(europe.startsWith('M')).toBe(true)
  })
})

describe('routeMapGeometry', () => {
  it('crops Paris–Dubai around the arc with the asked aspect ratio', () => {
    const g = routeMapGeometry(airport('LBG'), airport('DXB'), [], { aspect: 2 })
    expect(g.viewBox.width / g.viewBox.height).toBeCloseTo(2, 6)
    expect(g.projection.standardParallel).toBeCloseTo((48.9694 + 25.2528) / 2, 0)
    expect(g.departure.x).toBeCloseTo(2.4414 * g.projection.xScale, 6)
    expect(g.departure.y).toBeCloseTo(-48.9694, 6)
    expect(g.arrival.y).toBeCloseTo(-25.2528, 6)
    expect(g.worldCopies).toEqual([0])
    expect(g.arcPath.startsWith('M')).toBe(true)
    expect(g.graticulePath).toMatch(/^M/)
  })

  it('draws Los Angeles–Tokyo across the antimeridian in one piece, with the world copied to the west', () => {
    const g = routeMapGeometry(airport('LAX'), airport('HND'))
    for (let i = 1; i < g.arcPoints.length; i++) {
      expect(Math.abs(g.arcPoints[i]!.x - g.arcPoints[i - 1]!.x)).toBeLessThan(10)
    }
    expect(g.worldCopies).toContain(-360)
  })

  it('keeps a short hop readable (minimum height) and places fuel stops on the arc', () => {
    const short = routeMapGeometry(airport('LBG'), airport('LCY'))
    expect(short.viewBox.height).toBeGreaterThanOrEqual(16 - 1e-9)

    const a = airport('LBG')
    const b = airport('SYD')
    const stops = [intermediatePoint(a, b, 1 / 3), intermediatePoint(a, b, 2 / 3)]
    const g = routeMapGeometry(a, b, stops)
    for (const stop of g.fuelStops) {
      const nearest = Math.min(...g.arcPoints.map((p) => Math.hypot(p.x - stop.x, p.y - stop.y)))
      expect(nearest).toBeLessThan(1.5)
    }
  })

  it('contains the whole arc and both airports inside the view, for every pair of airports', () => {
    const codes = Object.keys(AIRPORTS)
    for (const from of codes) {
      for (const to of codes) {
        if (from === to) continue
        const g = routeMapGeometry(airport(from), airport(to))
        const { x, y, width, height } = g.viewBox
        for (const p of [...g.arcPoints, g.departure, g.arrival]) {
          const inside = p.x >= x - 1e-6 && p.x <= x + width + 1e-6 && p.y >= y - 1e-6 && p.y <= y + height + 1e-6
          if (!inside) expect.fail(`${from}-${to}: (${p.x}, ${p.y}) outside ${JSON.stringify(g.viewBox)}`)
        }
        expect(g.viewBox.width / g.viewBox.height).toBeGreaterThan(1)
        expect(g.worldCopies.length).toBeGreaterThanOrEqual(1)
      }
    }
  })

  it('writes paths with two decimals', () => {
    expect(
      pathThrough([
        { x: 1.23456, y: -2 },
        { x: 3, y: 4.005 },
      ]),
    ).toBe('M1.23 -2L3 4.01')
  })
})

describe('routeMapGeometry with a flown route around closed airspace', () => {
  const paris = { lat: 49.0097, lon: 2.5479 }
  const tokyo = { lat: 35.5494, lon: 139.7798 }
  const flown = [paris, { lat: 44.1, lon: 33.6 }, { lat: 41.0, lon: 48.1 }, tokyo]

  it('draws the flown route through its corners, and the great circle apart', () => {
    const g = routeMapGeometry(paris, tokyo, [], { flown })
    expect(g.greatCirclePath).not.toBeNull()
    expect(g.arcPath).not.toBe(g.greatCirclePath)
    const corner = project(g.projection, 48.1, 41.0)
    const nearest = Math.min(...g.arcPoints.map((p) => Math.hypot(p.x - corner.x, p.y - corner.y)))
    expect(nearest).toBeLessThan(0.01)
    const start = project(g.projection, paris.lon, paris.lat)
    const end = project(g.projection, tokyo.lon, tokyo.lat)
    expect(g.departure.x).toBeCloseTo(start.x, 9)
    expect(g.departure.y).toBeCloseTo(start.y, 9)
    expect(g.arrival.x).toBeCloseTo(end.x, 9)
    expect(g.arrival.y).toBeCloseTo(end.y, 9)
  })

  it('a two-point route is the great circle: nothing else is drawn, the geometry is unchanged', () => {
    const plain = routeMapGeometry(paris, tokyo)
    expect(routeMapGeometry(paris, tokyo, [], { flown: [paris, tokyo] })).toEqual(plain)
    expect(plain.greatCirclePath).toBeNull()
  })
})
