// Generates app/domain/trip/airspace-data.ts: the closed airspace of Russia, Belarus and Ukraine
// (each country's outline, and the merged outline buffered by the routing margin) and the outlines
// of the countries named by advisory bulletins, from Natural Earth 1:50m countries (public domain)
// as packaged by the `world-atlas` npm package (ISC). docs/decisions/038-closed-airspace-routing.md.
//
// Usage (none of these packages is a dependency of the site; install them once in a scratch folder):
//   npm install --prefix /tmp/airspace-gen --no-save world-atlas@2.0.2 topojson-client@3.1.0 jsts@2.12.1
//   node scripts/generate-airspace.mjs /tmp/airspace-gen/node_modules
//
// Geometry is done in a north-polar azimuthal equidistant projection (kilometres): every zone lies
// north of 40° N, Chukotka's two halves meet there instead of being cut at the antimeridian, and
// distances from the pole are exact. Across a meridian the projection stretches lengths by
// θ / sin θ (θ = colatitude), at most STRETCH at the zones' southernmost latitude, so buffers are
// widened by that factor: the margin is never less than MARGIN_KM on the ground.
import { createRequire } from 'node:module'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const modules = process.argv[2]
if (!modules)
  throw new Error('usage: node scripts/generate-airspace.mjs <folder holding node_modules of the generator>')
const require = createRequire(`${modules.replace(/\/$/, '')}/`)
const topojson = require('topojson-client')
const countries50m = require('world-atlas/countries-50m.json')
const { default: GeoJSONReader } = await import(`${modules}/jsts/org/locationtech/jts/io/GeoJSONReader.js`)
const { default: GeoJSONWriter } = await import(`${modules}/jsts/org/locationtech/jts/io/GeoJSONWriter.js`)
const { default: DouglasPeuckerSimplifier } = await import(
  `${modules}/jsts/org/locationtech/jts/simplify/DouglasPeuckerSimplifier.js`
)
const { default: BufferOp } = await import(`${modules}/jsts/org/locationtech/jts/operation/buffer/BufferOp.js`)
// Adds the Geometry methods (union, …) to jsts's classes.
await import(`${modules}/jsts/org/locationtech/jts/monkey.js`)

const EARTH_RADIUS_KM = 6371
/** The routing margin around a closed zone (≥ the 12 NM territorial sea, 22.2 km). */
const MARGIN_KM = 25
/** Douglas–Peucker tolerance of the buffered outline; the buffer is widened by as much first. */
const OUTLINE_TOLERANCE_KM = 4
/**
 * Bays and channels of the buffered outline narrower than twice this are filled (a morphological
 * closing: buffer out, then back in). Nothing can be flown there with the margin on both sides
 * anyway, and the outline keeps far fewer convex corners: the router is faster.
 */
const CLOSING_KM = 40
/** Tolerance of each country's own outline (it is widened by as much first, so it still covers the country). */
const ZONE_TOLERANCE_KM = 1.5
/** Tolerance of the advisory countries' outlines (a notice, not a route: coarse is enough). */
const ADVISORY_TOLERANCE_KM = 8
/**
 * The projection's stretch is compensated at this latitude (the Suwałki gap between Kaliningrad and
 * Belarus, 65.9 km wide, which keeps a corridor): north of it the margin is at least MARGIN_KM, at
 * Russia's southernmost point (41.2° N) it is 23.4 km.
 */
const STRETCH_LATITUDE_DEG = 54
const colatitude = ((90 - STRETCH_LATITUDE_DEG) * Math.PI) / 180
const STRETCH = colatitude / Math.sin(colatitude)
/** The Kaliningrad exclave is buffered apart, in its own azimuthal equidistant plane (exact distances). */
const KALININGRAD = { lon: 21, lat: 54.8 }
const isKaliningrad = (ring) => ring.every(([lon, lat]) => lon > 19 && lon < 23 && lat > 54 && lat < 56)

const CLOSED = [
  { code: 'RU', id: '643' },
  { code: 'BY', id: '112' },
  { code: 'UA', id: '804' },
]
const ADVISORY = {
  AE: '784',
  BH: '048',
  IL: '376',
  IQ: '368',
  IR: '364',
  JO: '400',
  KW: '414',
  LB: '422',
  LY: '434',
  OM: '512',
  QA: '634',
  SA: '682',
  SY: '760',
  YE: '887',
}

const rad = Math.PI / 180
/** North-polar azimuthal equidistant, km: x towards 90° E, y towards 180°. */
function project([lon, lat]) {
  const rho = EARTH_RADIUS_KM * (90 - lat) * rad
  return [rho * Math.sin(lon * rad), -rho * Math.cos(lon * rad)]
}
function unproject([x, y]) {
  const rho = Math.hypot(x, y)
  return [Math.atan2(x, -y) / rad, 90 - rho / EARTH_RADIUS_KM / rad]
}

/** Azimuthal equidistant plane centred on `centre` (km), and its inverse. */
function azimuthalEquidistant(centre) {
  const lon0 = centre.lon * rad
  const lat0 = centre.lat * rad
  return {
    project([lon, lat]) {
      const l = lon * rad - lon0
      const p = lat * rad
      const c = Math.acos(Math.min(1, Math.sin(lat0) * Math.sin(p) + Math.cos(lat0) * Math.cos(p) * Math.cos(l)))
      const k = c === 0 ? 1 : c / Math.sin(c)
      return [
        EARTH_RADIUS_KM * k * Math.cos(p) * Math.sin(l),
        EARTH_RADIUS_KM * k * (Math.cos(lat0) * Math.sin(p) - Math.sin(lat0) * Math.cos(p) * Math.cos(l)),
      ]
    },
    unproject([x, y]) {
      const c = Math.hypot(x, y) / EARTH_RADIUS_KM
      if (c === 0) return [centre.lon, centre.lat]
      const lat = Math.asin(Math.cos(c) * Math.sin(lat0) + ((y / EARTH_RADIUS_KM) * Math.sin(c) * Math.cos(lat0)) / c)
      const lon =
        lon0 +
        Math.atan2(
          (x / EARTH_RADIUS_KM) * Math.sin(c),
          c * Math.cos(lat0) * Math.cos(c) - (y / EARTH_RADIUS_KM) * Math.sin(lat0) * Math.sin(c),
        )
      return [lon / rad, lat / rad]
    },
  }
}

const reader = new GeoJSONReader()
const writer = new GeoJSONWriter()
const features = topojson.feature(countries50m, countries50m.objects.countries).features
function featureOf(id) {
  const feature = features.find((f) => f.id === id)
  if (!feature) throw new Error(`country ${id} not in countries-50m.json`)
  return feature
}

/** A country as one planar geometry in km (its polygons merged, the antimeridian seam closed). */
function planarCountry(id, projectFn = project, keep = () => true) {
  const { geometry } = featureOf(id)
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).filter((rings) =>
    keep(rings[0]),
  )
  const projected = {
    type: 'MultiPolygon',
    coordinates: polygons.map((rings) => rings.map((ring) => ring.map(projectFn))),
  }
  // A tiny buffer closes the seam between the halves cut at ±180° and repairs self-touching rings.
  return BufferOp.bufferOp(reader.read(projected), 0.05)
}

/** The exterior rings of a planar geometry, as lon/lat rings (holes dropped: a hole in a closed zone is closed too). */
function exteriorRings(geometry, unprojectFn = unproject) {
  const json = writer.write(geometry)
  const polygons = json.type === 'Polygon' ? [json.coordinates] : json.type === 'MultiPolygon' ? json.coordinates : []
  return polygons.map((rings) => rings[0].map(unprojectFn))
}

/** Counter-clockwise seen from above (interior on the left), first point not repeated. */
function orientCcw(ring) {
  const open = ring.slice(0, -1)
  let area = 0
  for (let i = 0; i < open.length; i++) {
    const [x1, y1] = project(open[i])
    const [x2, y2] = project(open[(i + 1) % open.length])
    area += x1 * y2 - x2 * y1
  }
  return area > 0 ? open : open.reverse()
}

/** "lon,lat" in hundredths of a degree, points by " ", rings by "|". */
function encode(rings) {
  return rings
    .map((ring) => ring.map(([lon, lat]) => `${Math.round(lon * 100)},${Math.round(lat * 100)}`).join(' '))
    .join('|')
}

const pointCount = (rings) => rings.reduce((n, r) => n + r.length, 0)

// 1. Each closed country's outline, widened by its tolerance then simplified: it covers the country.
const zones = CLOSED.map(({ code, id }) => {
  const planar = planarCountry(id)
  const covering = DouglasPeuckerSimplifier.simplify(
    BufferOp.bufferOp(planar, ZONE_TOLERANCE_KM * STRETCH),
    ZONE_TOLERANCE_KM,
  )
  return { code, planar, rings: exteriorRings(covering).map(orientCcw) }
})

// 2. The no-fly outlines: the three countries merged (Kaliningrad apart), buffered by the margin
//    (widened for the projection's stretch and for the simplification's tolerance), simplified.
const mainland = [
  planarCountry('643', project, (ring) => !isKaliningrad(ring)),
  ...zones.filter((z) => z.code !== 'RU').map((z) => z.planar),
].reduce((a, b) => a.union(b))
const closed = (geometry, margin) =>
  BufferOp.bufferOp(BufferOp.bufferOp(geometry, margin + OUTLINE_TOLERANCE_KM + CLOSING_KM), -CLOSING_KM)
const outlineRings = exteriorRings(
  DouglasPeuckerSimplifier.simplify(closed(mainland, MARGIN_KM * STRETCH), OUTLINE_TOLERANCE_KM),
).map(orientCcw)
const local = azimuthalEquidistant(KALININGRAD)
const exclave = planarCountry('643', local.project, isKaliningrad)
outlineRings.push(
  ...exteriorRings(
    DouglasPeuckerSimplifier.simplify(closed(exclave, MARGIN_KM), OUTLINE_TOLERANCE_KM),
    local.unproject,
  ).map(orientCcw),
)

// 3. Advisory countries: an equirectangular plane is enough for a coarse notice outline (all lie
//    between 12° N and 42° N, far from the antimeridian).
const flat = ([lon, lat]) => [lon * 111.32 * Math.cos(27 * rad), lat * 110.57]
const unflat = ([x, y]) => [x / (111.32 * Math.cos(27 * rad)), y / 110.57]
const advisory = Object.fromEntries(
  Object.entries(ADVISORY).map(([code, id]) => {
    const covering = DouglasPeuckerSimplifier.simplify(
      BufferOp.bufferOp(planarCountry(id, flat), ADVISORY_TOLERANCE_KM),
      ADVISORY_TOLERANCE_KM,
    )
    return [code, encode(exteriorRings(covering, unflat).map((r) => r.slice(0, -1)))]
  }),
)

const today = new Date().toISOString().slice(0, 10)
const zoneLines = zones.map((z) => `  { code: '${z.code}', outline: '${encode(z.rings)}' },\n`).join('')
const file = `/**
 * Closed and advisory airspace as outlines, for the trip router (docs/decisions/038-closed-airspace-routing.md).
 *
 * GENERATED by scripts/generate-airspace.mjs on ${today} — do not edit by hand.
 * Source: Natural Earth 1:50m admin-0 countries (public domain), via the world-atlas package
 * (countries-50m.json). Legal references and the date they were checked: airspace-zones.ts.
 *
 * CLOSED_ZONES: each closed country's outline, widened by ${ZONE_TOLERANCE_KM} km then simplified
 * (Douglas–Peucker ${ZONE_TOLERANCE_KM} km), so it covers the country: ${zones.map((z) => `${z.code} ${z.rings.length} rings, ${pointCount(z.rings)} points`).join('; ')}.
 * AVOIDANCE_OUTLINE: the three countries merged, buffered by the ${MARGIN_KM} km margin (×${STRETCH.toFixed(3)} for
 * the projection's stretch, + ${OUTLINE_TOLERANCE_KM} km for the simplification), bays narrower than
 * ${2 * CLOSING_KM} km filled, simplified
 * (${OUTLINE_TOLERANCE_KM} km): ${outlineRings.length} rings, ${pointCount(outlineRings)} points. Rings are counter-clockwise
 * (interior on the left), first point not repeated.
 * ADVISORY_OUTLINES: countries named by conflict-zone bulletins, coarse (${ADVISORY_TOLERANCE_KM} km).
 *
 * Encoding: rings separated by "|", points by " ", each point "lon,lat" in hundredths of a degree.
 */

export const CLOSED_ZONES: readonly { code: 'RU' | 'BY' | 'UA'; outline: string }[] = [
${zoneLines}]

export const AVOIDANCE_OUTLINE =
  '${encode(outlineRings)}'

export const ADVISORY_OUTLINES: Readonly<Record<string, string>> = {
${Object.entries(advisory)
  .map(([code, encoded]) => `  ${code}: '${encoded}',\n`)
  .join('')}}
`
const target = fileURLToPath(new URL('../app/domain/trip/airspace-data.ts', import.meta.url))
writeFileSync(target, file)
console.log(
  `wrote ${target}: zones ${zones.map((z) => `${z.code}=${pointCount(z.rings)}`).join(' ')}, ` +
    `avoidance ${outlineRings.length} rings / ${pointCount(outlineRings)} points, stretch ${STRETCH.toFixed(3)}, ` +
    `${(file.length / 1024).toFixed(0)} KiB`,
)
