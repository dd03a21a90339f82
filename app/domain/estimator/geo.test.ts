import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EARTH_RADIUS_KM,
  greatCirclePath,
  haversineDistanceKm,
  initialBearingDeg,
  intermediatePoint,
  normalizeDegrees,
  normalizeLongitude,
  plainMidpoint,
} from './geo'
import type { LatLon } from './types'

const LBG: LatLon = { lat: 48.9694, lon: 2.4414 }
const DXB: LatLon = { lat: 25.2528, lon: 55.3644 }
const QUARTER_OF_EARTH_KM = (EARTH_RADIUS_KM * Math.PI) / 2 // 6371 × 1.570796 = 10007.543 km

const latLon = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
})

describe('haversineDistanceKm', () => {
  it('LBG → DXB, checked by hand', () => {
    // Δφ = 25.2528 − 48.9694 = −23.7166°, Δλ = 55.3644 − 2.4414 = 52.9230°
    // sin²(Δφ/2) = sin²(−11.8583°) = (−0.205492)² = 0.042227
    // cos φ1 · cos φ2 = cos 48.9694° · cos 25.2528° = 0.656462 × 0.904434 = 0.593727
    // sin²(Δλ/2) = sin²(26.4615°) = 0.445596² = 0.198556
    // h = 0.042227 + 0.593727 × 0.198556 = 0.160115
    // d = 2 × 6371 × asin(√0.160115) = 12742 × asin(0.400144) = 12742 × 0.411674 = 5245.55 km
    expect(haversineDistanceKm(LBG, DXB)).toBeCloseTo(5245.546, 2)
  })

  it('a quarter of the equator, and pole to equator, are πR/2', () => {
    expect(haversineDistanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo(QUARTER_OF_EARTH_KM, 6)
    expect(haversineDistanceKm({ lat: 90, lon: 0 }, { lat: 0, lon: 123 })).toBeCloseTo(QUARTER_OF_EARTH_KM, 6)
  })

  it('is zero from a point to itself and crosses the antimeridian the short way', () => {
    expect(haversineDistanceKm(LBG, LBG)).toBe(0)
    // 1° of longitude on the equator = 6371 × π / 180 = 111.195 km
    expect(haversineDistanceKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111.195, 3)
  })

  it('is symmetric and within [0, πR] (property)', () => {
    fc.assert(
      fc.property(latLon, latLon, (a, b) => {
        const ab = haversineDistanceKm(a, b)
        expect(ab).toBeCloseTo(haversineDistanceKm(b, a), 6)
        expect(ab).toBeGreaterThanOrEqual(0)
        expect(ab).toBeLessThanOrEqual(EARTH_RADIUS_KM * Math.PI + 1e-6)
      }),
    )
  })
})

describe('initialBearingDeg', () => {
  it('LBG → DXB, checked by hand', () => {
    // y = sin Δλ · cos φ2 = sin 52.923° × 0.904434 = 0.797834 × 0.904434 = 0.721581
    // x = cos φ1 · sin φ2 − sin φ1 · cos φ2 · cos Δλ
    //   = 0.656462 × 0.426624 − 0.754380 × 0.904434 × 0.602882 = 0.280064 − 0.411340 = −0.131276
    // θ = atan2(0.721581, −0.131276) = 100.311°
    expect(initialBearingDeg(LBG, DXB)).toBeCloseTo(100.311, 3)
    expect(initialBearingDeg(DXB, LBG)).toBeCloseTo(314.43, 2)
  })

  it('gives the cardinal directions', () => {
    expect(initialBearingDeg({ lat: 0, lon: 0 }, { lat: 10, lon: 0 })).toBeCloseTo(0, 9)
    expect(initialBearingDeg({ lat: 0, lon: 0 }, { lat: 0, lon: 10 })).toBeCloseTo(90, 9)
    expect(initialBearingDeg({ lat: 0, lon: 0 }, { lat: -10, lon: 0 })).toBeCloseTo(180, 9)
    expect(initialBearingDeg({ lat: 0, lon: 0 }, { lat: 0, lon: -10 })).toBeCloseTo(270, 9)
  })

  it('is always in [0, 360) (property)', () => {
    fc.assert(
      fc.property(latLon, latLon, (a, b) => {
        const bearing = initialBearingDeg(a, b)
        expect(bearing).toBeGreaterThanOrEqual(0)
        expect(bearing).toBeLessThan(360)
      }),
    )
  })
})

describe('plainMidpoint', () => {
  it('is the plain average of latitudes and of longitudes (docs/product.md §4)', () => {
    // ((48.9694 + 25.2528) / 2, (2.4414 + 55.3644) / 2) = (37.1111, 28.9029)
    const mid = plainMidpoint(LBG, DXB)
    expect(mid.lat).toBeCloseTo(37.1111, 10)
    expect(mid.lon).toBeCloseTo(28.9029, 10)
  })
})

describe('intermediatePoint', () => {
  it('returns the ends at fractions 0 and 1', () => {
    const start = intermediatePoint(LBG, DXB, 0)
    const end = intermediatePoint(LBG, DXB, 1)
    expect(start.lat).toBeCloseTo(LBG.lat, 9)
    expect(start.lon).toBeCloseTo(LBG.lon, 9)
    expect(end.lat).toBeCloseTo(DXB.lat, 9)
    expect(end.lon).toBeCloseTo(DXB.lon, 9)
  })

  it('halves a quarter of the equator at 45°E', () => {
    const mid = intermediatePoint({ lat: 0, lon: 0 }, { lat: 0, lon: 90 }, 0.5)
    expect(mid.lat).toBeCloseTo(0, 9)
    expect(mid.lon).toBeCloseTo(45, 9)
  })

  it('places LBG → DXB thirds on the great circle, north of the plain midpoint', () => {
    const third = intermediatePoint(LBG, DXB, 1 / 3)
    const twoThirds = intermediatePoint(LBG, DXB, 2 / 3)
    expect(third.lat).toBeCloseTo(43.9701, 3)
    expect(third.lon).toBeCloseTo(24.187, 3)
    expect(twoThirds.lat).toBeCloseTo(35.6081, 3)
    expect(twoThirds.lon).toBeCloseTo(41.5933, 3)
    // The great circle bulges poleward: its midpoint (40.11°N) lies north of the plain average (37.11°N).
    expect(intermediatePoint(LBG, DXB, 0.5).lat).toBeGreaterThan(plainMidpoint(LBG, DXB).lat)
  })

  it('returns the point itself for a zero-length route', () => {
    expect(intermediatePoint(LBG, LBG, 0.3)).toEqual(LBG)
  })

  it('splits the distance in the given proportion (property)', () => {
    fc.assert(
      fc.property(latLon, latLon, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, f) => {
        const total = haversineDistanceKm(a, b)
        fc.pre(total > 1 && total < EARTH_RADIUS_KM * Math.PI - 1) // neither degenerate nor antipodal
        const p = intermediatePoint(a, b, f)
        expect(haversineDistanceKm(a, p)).toBeCloseTo(f * total, 3)
        expect(haversineDistanceKm(p, b)).toBeCloseTo((1 - f) * total, 3)
      }),
    )
  })
})

describe('greatCirclePath', () => {
  it('has segments + 1 points from start to end', () => {
    const path = greatCirclePath(LBG, DXB)
    expect(path).toHaveLength(65)
    expect(path[0]?.lat).toBeCloseTo(LBG.lat, 9)
    expect(path[64]?.lon).toBeCloseTo(DXB.lon, 9)
    expect(greatCirclePath(LBG, DXB, 4)).toHaveLength(5)
  })
})

describe('normalisation', () => {
  it('wraps degrees into [0, 360) and longitudes into [-180, 180)', () => {
    expect(normalizeDegrees(-90)).toBe(270)
    expect(normalizeDegrees(360)).toBe(0)
    expect(normalizeDegrees(720.5)).toBeCloseTo(0.5, 9)
    expect(normalizeDegrees(-1e-15)).toBe(0)
    expect(normalizeLongitude(190)).toBe(-170)
    expect(normalizeLongitude(-180)).toBe(-180)
    expect(normalizeLongitude(180)).toBe(-180)
  })
})
