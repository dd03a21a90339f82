/**
 * Spherical-earth geometry for the flight estimator (docs/product.md §4).
 * Pure functions, degrees in and out; radius 6371 km.
 */
import type { LatLon } from './types'

export const EARTH_RADIUS_KM = 6371

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180
const toDegrees = (radians: number): number => (radians * 180) / Math.PI

/** Wraps any angle into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const wrapped = ((degrees % 360) + 360) % 360
  // `-1e-15 % 360 + 360` rounds to exactly 360: fold it back to 0.
  return wrapped === 360 ? 0 : wrapped
}

/** Wraps a longitude into [-180, 180). */
export function normalizeLongitude(lon: number): number {
  return normalizeDegrees(lon + 180) - 180
}

/** Great-circle distance (haversine formula), in km. */
export function haversineDistanceKm(a: LatLon, b: LatLon): number {
  const phi1 = toRadians(a.lat)
  const phi2 = toRadians(b.lat)
  const dPhi = toRadians(b.lat - a.lat)
  const dLambda = toRadians(b.lon - a.lon)
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2
  // Rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))))
}

/** Initial great-circle bearing from `a` towards `b`, in degrees clockwise from true north, in [0, 360). */
export function initialBearingDeg(a: LatLon, b: LatLon): number {
  const phi1 = toRadians(a.lat)
  const phi2 = toRadians(b.lat)
  const dLambda = toRadians(b.lon - a.lon)
  const y = Math.sin(dLambda) * Math.cos(phi2)
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda)
  return normalizeDegrees(toDegrees(Math.atan2(y, x)))
}

/**
 * The estimator's "midpoint": the plain average of the two latitudes and of the two longitudes
 * (docs/product.md §4). It is where the middle wind sample is taken; it is NOT the great-circle
 * midpoint (use `intermediatePoint(a, b, 0.5)` for that).
 */
export function plainMidpoint(a: LatLon, b: LatLon): LatLon {
  return { lat: (a.lat + b.lat) / 2, lon: (a.lon + b.lon) / 2 }
}

/**
 * The point a given `fraction` (0 = `a`, 1 = `b`) of the way along the great circle from `a` to `b`.
 * Longitude in [-180, 180).
 */
export function intermediatePoint(a: LatLon, b: LatLon, fraction: number): LatLon {
  const phi1 = toRadians(a.lat)
  const lambda1 = toRadians(a.lon)
  const phi2 = toRadians(b.lat)
  const lambda2 = toRadians(b.lon)
  const delta = haversineDistanceKm(a, b) / EARTH_RADIUS_KM
  const sinDelta = Math.sin(delta)
  if (sinDelta < 1e-12) {
    // Same point (or exactly antipodal, where the great circle is undefined).
    return fraction < 0.5 ? { lat: a.lat, lon: a.lon } : { lat: b.lat, lon: b.lon }
  }
  const wa = Math.sin((1 - fraction) * delta) / sinDelta
  const wb = Math.sin(fraction * delta) / sinDelta
  const x = wa * Math.cos(phi1) * Math.cos(lambda1) + wb * Math.cos(phi2) * Math.cos(lambda2)
  const y = wa * Math.cos(phi1) * Math.sin(lambda1) + wb * Math.cos(phi2) * Math.sin(lambda2)
  const z = wa * Math.sin(phi1) + wb * Math.sin(phi2)
  return {
    lat: toDegrees(Math.atan2(z, Math.sqrt(x * x + y * y))),
    lon: normalizeLongitude(toDegrees(Math.atan2(y, x))),
  }
}

/**
 * `segments + 1` points from `a` to `b` along the great circle, for drawing the route arc.
 * Longitudes are in [-180, 180); a map that must not break at the antimeridian should unwrap them.
 */
export function greatCirclePath(a: LatLon, b: LatLon, segments = 64): LatLon[] {
  const count = Math.max(1, Math.floor(segments))
  return Array.from({ length: count + 1 }, (_, i) => intermediatePoint(a, b, i / count))
}
