/**
 * The route a European operator can fly between two airports (docs/product.md §10,
 * docs/decisions/038-closed-airspace-routing.md): the great circle when it keeps clear of the closed
 * airspace and its margin, else the shortest path around it. Pure.
 */
import { haversineDistanceKm } from '../estimator/geo'
import { polylineKm } from '../estimator/route-path'
import type { FlightRoute, LatLon } from '../estimator/types'
import { closedZoneOutlines, type ClosedCountry } from './airspace-zones'
import { directClear, insideRing, routeEnd, routeGraph, shortestCornerPath } from './route-graph'
import { angleToArc, arcsCross, cross, normalize, toLatLon, toVec, type Vec } from './sphere'

/** The flown route; `avoided` holds the closed countries the great circle would have crossed (or skimmed, within the margin). */
export interface FlownRoute extends FlightRoute {
  avoided: ClosedCountry[]
}

const round5 = (value: number): number => Math.round(value * 1e5) / 1e5

/** Which closed countries the great circle a → b crosses; when it only skims a margin, the nearest one. */
function avoidedBy(a: Vec, b: Vec): ClosedCountry[] {
  const n = cross(a, b)
  const crossed: ClosedCountry[] = []
  let nearest: { code: ClosedCountry; angle: number } | null = null
  const unit = normalize(n)
  for (const zone of closedZoneOutlines()) {
    let hit = false
    for (const ring of zone.rings) {
      const count = ring.points.length
      for (let i = 0; i < count && !hit; i++) {
        const p = ring.points[i] as Vec
        if (arcsCross(a, b, n, p, ring.points[(i + 1) % count] as Vec, ring.normals[i] as Vec)) hit = true
        const angle = angleToArc(p, a, b, unit)
        if (!nearest || angle < nearest.angle) nearest = { code: zone.code, angle }
      }
      if (hit) break
    }
    if (hit) crossed.push(zone.code)
  }
  return crossed.length > 0 ? crossed : nearest ? [nearest.code] : []
}

/**
 * The flown route between two airports. Both must lie outside the closed countries (the engine
 * refuses those first, AIRSPACE_CLOSED); an airport within a zone's margin flies out of it the
 * shortest way that does not enter the zone.
 */
export function flownRoute(departure: LatLon, arrival: LatLon): FlownRoute {
  const greatCircleKm = haversineDistanceKm(departure, arrival)
  const direct: FlownRoute = {
    greatCircleKm,
    flownKm: greatCircleKm,
    avoided: [],
    points: [
      { lat: departure.lat, lon: departure.lon },
      { lat: arrival.lat, lon: arrival.lon },
    ],
  }
  const graph = routeGraph()
  const a = toVec(departure)
  const b = toVec(arrival)
  const from = routeEnd(graph, a)
  const to = routeEnd(graph, b)
  if (directClear(graph, from, to)) return direct
  const corners = shortestCornerPath(graph, from, to)
  // No way around (an airport walled in by zones): the great circle, as the broker will plan it.
  if (!corners) return direct
  const points = [
    direct.points[0] as LatLon,
    ...corners.map((v) => {
      const p = toLatLon(v)
      return { lat: round5(p.lat), lon: round5(p.lon) }
    }),
    direct.points[1] as LatLon,
  ]
  return { greatCircleKm, flownKm: polylineKm(points), avoided: avoidedBy(a, b), points }
}

/** Whether a point lies inside a closed country's outline (for tests and data checks). */
export function insideClosedZone(point: LatLon): ClosedCountry | null {
  const v = toVec(point)
  const graph = routeGraph()
  for (const zone of closedZoneOutlines()) {
    for (const ring of zone.rings) {
      const indexed = graph.zoneRings.find((r) => r.points === ring.points)
      if (indexed && insideRing(v, indexed)) return zone.code
    }
  }
  return null
}
