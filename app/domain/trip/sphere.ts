/**
 * Unit-vector geometry on the sphere for the trip router (docs/decisions/038-closed-airspace-routing.md).
 * Points are unit vectors; arcs are minor great-circle arcs; orientation is seen from outside the
 * sphere (a ring whose interior is on the left of each edge is counter-clockwise). Pure.
 */
import { EARTH_RADIUS_KM } from '../estimator/geo'
import type { LatLon } from '../estimator/types'

export interface Vec {
  x: number
  y: number
  z: number
}

const RAD = Math.PI / 180

export function toVec(p: LatLon): Vec {
  const phi = p.lat * RAD
  const lambda = p.lon * RAD
  const c = Math.cos(phi)
  return { x: c * Math.cos(lambda), y: c * Math.sin(lambda), z: Math.sin(phi) }
}

export function toLatLon(v: Vec): LatLon {
  return { lat: Math.atan2(v.z, Math.hypot(v.x, v.y)) / RAD, lon: Math.atan2(v.y, v.x) / RAD }
}

export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y + a.z * b.z

export function cross(a: Vec, b: Vec): Vec {
  return { x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x }
}

export function normalize(v: Vec): Vec {
  const n = Math.hypot(v.x, v.y, v.z) || 1
  return { x: v.x / n, y: v.y / n, z: v.z / n }
}

/** Angle between two unit vectors, radians (stable for small and large angles). */
export function angleBetween(a: Vec, b: Vec): number {
  const c = cross(a, b)
  return Math.atan2(Math.hypot(c.x, c.y, c.z), dot(a, b))
}

export const arcKm = (a: Vec, b: Vec): number => angleBetween(a, b) * EARTH_RADIUS_KM

/** Sign of (a × b) · c: positive when c lies left of the directed arc a → b. */
export function orientation(a: Vec, b: Vec, c: Vec): number {
  return (a.y * b.z - a.z * b.y) * c.x + (a.z * b.x - a.x * b.z) * c.y + (a.x * b.y - a.y * b.x) * c.z
}

/**
 * Whether the minor arcs p→q and a→b cross at a point interior to both (touching at an end or
 * running along each other is not a crossing). `npq` and `nab` are p × q and a × b. The four
 * orientation signs must agree, which also tells the two intersections of the great circles apart.
 */
export function arcsCross(p: Vec, q: Vec, npq: Vec, a: Vec, b: Vec, nab: Vec): boolean {
  const sa = dot(npq, a)
  const sb = dot(npq, b)
  if (sa * sb >= 0) return false
  const sp = dot(nab, p)
  const sq = dot(nab, q)
  if (sp * sq >= 0) return false
  // −sign(npq·a) = sign(npq·b) = −sign(nab·q) = sign(nab·p); the checks above gave the 1st and 3rd.
  return sb > 0 === sp > 0
}

/** The point a `fraction` of the way along the minor arc a → b (slerp). */
export function slerp(a: Vec, b: Vec, fraction: number): Vec {
  const angle = angleBetween(a, b)
  const s = Math.sin(angle)
  if (s < 1e-12) return fraction < 0.5 ? a : b
  const wa = Math.sin((1 - fraction) * angle) / s
  const wb = Math.sin(fraction * angle) / s
  return normalize({ x: wa * a.x + wb * b.x, y: wa * a.y + wb * b.y, z: wa * a.z + wb * b.z })
}

/** Smallest angle (radians) from `c` to the minor arc a → b (`n` = a × b normalised). */
export function angleToArc(c: Vec, a: Vec, b: Vec, n: Vec): number {
  const onPlane = dot(n, c)
  // The foot of c on the great circle, and whether it lies between a and b.
  const foot = normalize({ x: c.x - onPlane * n.x, y: c.y - onPlane * n.y, z: c.z - onPlane * n.z })
  if (orientation(a, foot, n) >= 0 && orientation(foot, b, n) >= 0) return Math.asin(Math.min(1, Math.abs(onPlane)))
  return Math.min(angleBetween(c, a), angleBetween(c, b))
}

/** A spherical cap bounding a set of points: centre and angular radius (radians). */
export interface Cap {
  centre: Vec
  radius: number
}

export function capAround(points: readonly Vec[]): Cap {
  let sx = 0
  let sy = 0
  let sz = 0
  for (const p of points) {
    sx += p.x
    sy += p.y
    sz += p.z
  }
  const centre = normalize({ x: sx, y: sy, z: sz })
  let radius = 0
  for (const p of points) radius = Math.max(radius, angleBetween(centre, p))
  return { centre, radius }
}
