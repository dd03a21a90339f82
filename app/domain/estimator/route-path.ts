/**
 * A flown route as a polyline of great-circle arcs (docs/decisions/038-closed-airspace-routing.md):
 * its length, and the point and track a share of the way along it. Pure, no data.
 */
import { haversineDistanceKm, initialBearingDeg, intermediatePoint, normalizeDegrees } from './geo'
import type { LatLon } from './types'

/** The length of a polyline of great-circle arcs, km. */
export function polylineKm(points: readonly LatLon[]): number {
  let km = 0
  for (let i = 1; i < points.length; i++) km += haversineDistanceKm(points[i - 1] as LatLon, points[i] as LatLon)
  return km
}

/** The point a share (0 to 1) of the polyline's length along it, and the track (bearing) flown there. */
export function pointAlongRoute(points: readonly LatLon[], fraction: number): { point: LatLon; trackDeg: number } {
  let remaining = Math.max(0, Math.min(1, fraction)) * polylineKm(points)
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LatLon
    const b = points[i] as LatLon
    const km = haversineDistanceKm(a, b)
    if (remaining <= km || i === points.length - 1) {
      const share = km > 0 ? Math.min(1, remaining / km) : 0
      const point = share >= 1 ? { lat: b.lat, lon: b.lon } : intermediatePoint(a, b, share)
      // On an arc, the bearing onwards to its end; at its very end, the bearing it arrives on.
      const trackDeg = share < 1 ? initialBearingDeg(point, b) : normalizeDegrees(initialBearingDeg(b, a) + 180)
      return { point, trackDeg }
    }
    remaining -= km
  }
  const only = points[0] ?? { lat: 0, lon: 0 }
  return { point: { lat: only.lat, lon: only.lon }, trackDeg: 0 }
}
