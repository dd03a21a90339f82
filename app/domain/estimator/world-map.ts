/**
 * Geometry of the estimator's route map (pure: no React, no I/O).
 *
 * Projection: equidistant cylindrical ("plate carrée" with a standard parallel). One SVG unit is
 * one degree of latitude; longitudes are scaled by cos φ0, where φ0 is the latitude at the centre
 * of the view (clamped to ±60°), so a regional crop keeps its shapes — Europe is not stretched
 * sideways. Being cylindrical, the world repeats every 360° of longitude as a plain translation,
 * which lets a route cross the antimeridian (Los Angeles–Tokyo, Sydney–Los Angeles) in one piece:
 * its longitudes are unwrapped and the land is drawn again 360° to the left or right.
 */
import { greatCirclePath, haversineDistanceKm } from './geo'
import type { LatLon } from './types'

export interface Point {
  x: number
  y: number
}

export interface ViewBox {
  x: number
  y: number
  width: number
  height: number
}

export interface MapProjection {
  /** Standard parallel, degrees. */
  standardParallel: number
  /** cos(standardParallel): SVG units per degree of longitude. */
  xScale: number
}

/** A land ring as [lon, lat] pairs, degrees (longitudes continuous, possibly past ±180°). */
export type Ring = readonly (readonly [number, number])[]

export interface RouteMapOptions {
  /** Width / height of the picture. Default 2. */
  aspect?: number
  /** Points along the great circle. Default 96. */
  segments?: number
  /** Margin around the route, as a share of its span. Default 0.18. */
  paddingRatio?: number
  /** Smallest margin, degrees. Default 6. */
  minPaddingDeg?: number
  /** Smallest height of the view, degrees of latitude (a Paris–London hop still shows its region). Default 16. */
  minHeightDeg?: number
  /** Graticule spacing, degrees. Default 15. */
  graticuleStepDeg?: number
  /**
   * The flown route's vertices from departure to arrival (great-circle arcs between them), when it
   * is not the great circle (closed airspace, docs/product.md §10): it is drawn, and the great
   * circle with it, faint.
   */
  flown?: readonly LatLon[]
}

export interface RouteMapGeometry {
  projection: MapProjection
  viewBox: ViewBox
  /** SVG path of the route flown (the great circle, or the way around closed airspace), in view units. */
  arcPath: string
  /** SVG path of the great circle when the route flown is another one; null otherwise. */
  greatCirclePath: string | null
  /** Projected arc points (for tests and for the aircraft marker). */
  arcPoints: Point[]
  departure: Point
  arrival: Point
  fuelStops: Point[]
  /** Meridians and parallels inside the view, as one SVG path. */
  graticulePath: string
  /** Longitude offsets (multiples of 360) at which the land must be drawn to cover the view. */
  worldCopies: number[]
}

const MAX_LATITUDE = 85
const MAX_STANDARD_PARALLEL = 60
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180

/** Decodes the compact outline of `world-outline.ts`: rings by "|", points by " ", "lon,lat" in tenths of a degree. */
export function decodeOutline(encoded: string): Ring[] {
  if (!encoded) return []
  return encoded.split('|').map((ring) =>
    ring.split(' ').map((pair) => {
      const comma = pair.indexOf(',')
      return [Number(pair.slice(0, comma)) / 10, Number(pair.slice(comma + 1)) / 10] as const
    }),
  )
}

export function projectionFor(standardParallel: number): MapProjection {
  const clamped = Math.max(-MAX_STANDARD_PARALLEL, Math.min(MAX_STANDARD_PARALLEL, standardParallel))
  return { standardParallel: clamped, xScale: Math.cos(toRadians(clamped)) }
}

/** Equidistant cylindrical: x = λ·cos φ0, y = −φ (north up), in degrees of latitude. */
export function project(projection: MapProjection, lon: number, lat: number): Point {
  return { x: lon * projection.xScale, y: -lat }
}

/**
 * Makes a sequence of longitudes continuous: each point is moved by a multiple of 360° so it lies
 * within 180° of the previous one. The first point keeps its longitude.
 */
export function unwrapLongitudes(points: readonly LatLon[]): LatLon[] {
  const out: LatLon[] = []
  for (const point of points) {
    const previous = out[out.length - 1]
    if (!previous) {
      out.push({ lat: point.lat, lon: point.lon })
      continue
    }
    const turns = Math.round((previous.lon - point.lon) / 360)
    out.push({ lat: point.lat, lon: point.lon + 360 * turns })
  }
  return out
}

/** The copy of `lon` (± k·360°) nearest to `reference`. */
export function nearestLongitude(lon: number, reference: number): number {
  return lon + 360 * Math.round((reference - lon) / 360)
}

const round = (value: number): number => Math.round(value * 100) / 100

/** Points along a polyline of great-circle arcs, about `segments` in all, each arc by its share of the length. */
export function polylinePath(points: readonly LatLon[], segments: number): LatLon[] {
  const lengths = points.slice(1).map((p, i) => haversineDistanceKm(points[i] as LatLon, p))
  const total = lengths.reduce((a, b) => a + b, 0) || 1
  const out: LatLon[] = []
  lengths.forEach((km, i) => {
    const arc = greatCirclePath(
      points[i] as LatLon,
      points[i + 1] as LatLon,
      Math.max(2, Math.round((segments * km) / total)),
    )
    out.push(...(i === 0 ? arc : arc.slice(1)))
  })
  return out
}

/** An SVG path through the points ("M x y L x y ..."), two decimals. */
export function pathThrough(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join('')
}

/** One closed SVG sub-path per ring, shifted by `lonOffset` degrees, skipping rings outside `bounds` (lon/lat). */
export function landPath(
  rings: readonly Ring[],
  projection: MapProjection,
  lonOffsets: readonly number[] = [0],
  bounds?: { minLon: number; maxLon: number; minLat: number; maxLat: number },
): string {
  const parts: string[] = []
  for (const offset of lonOffsets) {
    for (const ring of rings) {
      if (bounds) {
        let minLon = Infinity
        let maxLon = -Infinity
        let minLat = Infinity
        let maxLat = -Infinity
        for (const [lon, lat] of ring) {
          if (lon + offset < minLon) minLon = lon + offset
          if (lon + offset > maxLon) maxLon = lon + offset
          if (lat < minLat) minLat = lat
          if (lat > maxLat) maxLat = lat
        }
        if (maxLon < bounds.minLon || minLon > bounds.maxLon || maxLat < bounds.minLat || minLat > bounds.maxLat)
          continue
      }
      parts.push(`${pathThrough(ring.map(([lon, lat]) => project(projection, lon + offset, lat)))}Z`)
    }
  }
  return parts.join('')
}

/**
 * Everything the route map draws, in view units: the view box cropped around the great-circle arc
 * (with a margin, a minimum size and the requested aspect ratio), the arc, the airports, the fuel
 * stops, a graticule, and which copies of the world cover the view.
 */
export function routeMapGeometry(
  departure: LatLon,
  arrival: LatLon,
  fuelStops: readonly LatLon[] = [],
  options: RouteMapOptions = {},
): RouteMapGeometry {
  const aspect = options.aspect ?? 2
  const segments = options.segments ?? 96
  const paddingRatio = options.paddingRatio ?? 0.18
  const minPadding = options.minPaddingDeg ?? 6
  const minHeight = options.minHeightDeg ?? 16
  const step = options.graticuleStepDeg ?? 15

  // The arc, with continuous longitudes, moved so its middle lies within [-180, 180].
  const flown = options.flown && options.flown.length > 2 ? options.flown : null
  let arc = unwrapLongitudes(flown ? polylinePath(flown, segments) : greatCirclePath(departure, arrival, segments))
  const middle = arc[Math.floor(arc.length / 2)] ?? arc[0] ?? departure
  const shift = -360 * Math.round(middle.lon / 360)
  if (shift !== 0) arc = arc.map((p) => ({ lat: p.lat, lon: p.lon + shift }))
  // The great circle beside a detour, its first point on the flown route's first point.
  let direct: LatLon[] | null = null
  if (flown) {
    direct = unwrapLongitudes(greatCirclePath(departure, arrival, segments))
    const offset = (arc[0]?.lon ?? 0) - (direct[0]?.lon ?? 0)
    direct = direct.map((p) => ({ lat: p.lat, lon: p.lon + offset }))
  }
  const stops = fuelStops.map((stop) => {
    let best = stop.lon
    let bestDistance = Infinity
    for (const p of arc) {
      const candidate = nearestLongitude(stop.lon, p.lon)
      const distance = Math.abs(candidate - p.lon) + Math.abs(stop.lat - p.lat)
      if (distance < bestDistance) {
        bestDistance = distance
        best = candidate
      }
    }
    return { lat: stop.lat, lon: best }
  })

  // Bounds of the route in degrees (the great circle too, when it is drawn).
  const lats = [...arc, ...(direct ?? [])].map((p) => p.lat)
  const lons = [...arc, ...(direct ?? [])].map((p) => p.lon)
  let minLat = Math.min(...lats)
  let maxLat = Math.max(...lats)
  let minLon = Math.min(...lons)
  let maxLon = Math.max(...lons)

  // The standard parallel: the middle of the route's latitudes.
  const projection = projectionFor((minLat + maxLat) / 2)
  const k = projection.xScale

  // Margins, minimum height, then the aspect ratio (in projected units).
  const latPad = Math.max(minPadding, (maxLat - minLat) * paddingRatio)
  const lonPad = Math.max(minPadding / k, (maxLon - minLon) * paddingRatio)
  minLat -= latPad
  // A little more room above the route for the airport labels.
  maxLat += latPad * 1.5
  minLon -= lonPad
  maxLon += lonPad
  if (maxLat - minLat < minHeight) {
    const grow = (minHeight - (maxLat - minLat)) / 2
    minLat -= grow
    maxLat += grow
  }
  let width = (maxLon - minLon) * k
  let height = maxLat - minLat
  if (width / height < aspect) {
    const grow = (height * aspect - width) / k / 2
    minLon -= grow
    maxLon += grow
    width = height * aspect
  } else {
    const grow = (width / aspect - height) / 2
    minLat -= grow
    maxLat += grow
    height = width / aspect
  }
  // Keep the view off the poles (unless the route itself flies over one): slide it, or clamp it.
  const northLimit = Math.min(90, Math.max(MAX_LATITUDE, Math.max(...lats) + 1))
  const southLimit = Math.max(-90, Math.min(-MAX_LATITUDE, Math.min(...lats) - 1))
  if (maxLat > northLimit) {
    minLat -= maxLat - northLimit
    maxLat = northLimit
  }
  if (minLat < southLimit) {
    maxLat = Math.min(northLimit, maxLat + (southLimit - minLat))
    minLat = southLimit
  }
  height = maxLat - minLat

  const viewBox: ViewBox = { x: minLon * k, y: -maxLat, width, height }

  const worldCopies: number[] = []
  for (let offset = -720; offset <= 720; offset += 360) {
    if (minLon < 180 + offset && maxLon > -180 + offset) worldCopies.push(offset)
  }

  const graticule: string[] = []
  for (let lon = Math.ceil(minLon / step) * step; lon <= maxLon; lon += step) {
    const a = project(projection, lon, maxLat)
    const b = project(projection, lon, minLat)
    graticule.push(`M${round(a.x)} ${round(a.y)}V${round(b.y)}`)
  }
  for (let lat = Math.ceil(minLat / step) * step; lat <= maxLat; lat += step) {
    const a = project(projection, minLon, lat)
    const b = project(projection, maxLon, lat)
    graticule.push(`M${round(a.x)} ${round(a.y)}H${round(b.x)}`)
  }

  const arcPoints = arc.map((p) => project(projection, p.lon, p.lat))
  const first = arc[0] ?? departure
  const last = arc[arc.length - 1] ?? arrival
  return {
    projection,
    viewBox,
    arcPath: pathThrough(arcPoints),
    greatCirclePath: direct ? pathThrough(direct.map((p) => project(projection, p.lon, p.lat))) : null,
    arcPoints,
    departure: project(projection, first.lon, first.lat),
    arrival: project(projection, last.lon, last.lat),
    fuelStops: stops.map((s) => project(projection, s.lon, s.lat)),
    graticulePath: graticule.join(''),
    worldCopies,
  }
}
