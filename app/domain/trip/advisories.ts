/**
 * Advisory airspace: EASA Conflict Zone Information Bulletins (CZIB). Unlike the closed zones they
 * do not change the route: while a bulletin is valid, a route over one of its countries, or an
 * airport in one, carries a notice (docs/product.md §10, docs/decisions/038-closed-airspace-routing.md).
 * Pure.
 */
import type { LatLon, RouteAdvisory } from '../estimator/types'
import { ADVISORY_OUTLINES } from './airspace-data'
import { decodeRings, type SphereRing } from './airspace-zones'
import { pointAlongRoute, polylineKm } from '../estimator/route-path'
import { angleBetween, arcsCross, cross, toVec, type Vec } from './sphere'

export interface AdvisoryBulletin {
  /** The bulletin's number as EASA publishes it. */
  reference: string
  /** The countries (ISO 3166-1 alpha-2) whose airspace it covers. */
  countries: readonly string[]
  /** Last day of validity (inclusive, YYYY-MM-DD) of the revision read. */
  validUntil: string
  /** Where it was read. */
  source: string
}

/**
 * The bulletins as last read (checked on `ADVISORIES_CHECKED_ON`). EASA revises them every few
 * weeks or months: each revision replaces its entry here (reference and validity). A bulletin past
 * its validity shows nothing.
 */
export const ADVISORY_BULLETINS: readonly AdvisoryBulletin[] = [
  {
    reference: 'CZIB-2026-03',
    countries: ['BH', 'IR', 'IQ', 'IL', 'JO', 'KW', 'LB', 'OM', 'QA', 'AE', 'SA'],
    validUntil: '2026-03-18',
    source: 'EASA, Middle East and Persian Gulf, validity extended on 11 March 2026',
  },
  {
    reference: 'CZIB-2025-02 R2',
    countries: ['IR', 'IQ', 'IL', 'JO', 'LB'],
    validUntil: '2025-07-07',
    source: 'https://www.easa.europa.eu/en/domains/air-operations/czibs/2025-02-r2',
  },
  {
    reference: 'CZIB-2017-02R5',
    countries: ['LY'],
    validUntil: '2020-03-30',
    source: 'https://www.easa.europa.eu/easa-and-you/air-operations/czibs/czib-2017-02r5',
  },
]

export const ADVISORIES_CHECKED_ON = '2026-11-25'

interface CountryOutline {
  code: string
  rings: SphereRing[]
}

let outlines: CountryOutline[] | null = null
const countryOutlines = (): CountryOutline[] =>
  (outlines ??= Object.entries(ADVISORY_OUTLINES).map(([code, encoded]) => ({ code, rings: decodeRings(encoded) })))

const SOUTH_POLE: Vec = { x: 0, y: 0, z: -1 }

/** Point in ring: crossings of the arc to the South Pole (the outlines lie far from it). */
function inside(v: Vec, ring: SphereRing): boolean {
  if (angleBetween(v, ring.cap.centre) > ring.cap.radius) return false
  const n = cross(v, SOUTH_POLE)
  const count = ring.points.length
  let crossings = 0
  for (let i = 0; i < count; i++) {
    if (arcsCross(v, SOUTH_POLE, n, ring.points[i] as Vec, ring.points[(i + 1) % count] as Vec, ring.normals[i] as Vec))
      crossings++
  }
  return crossings % 2 === 1
}

/** Spacing of the points tested along a route: finer than any advisory country is narrow. */
const SAMPLE_KM = 20

/**
 * The bulletins valid on `today` (YYYY-MM-DD) whose countries the flown route crosses or lands in,
 * each with the countries concerned. `bulletins` defaults to the list above.
 */
export function advisoriesOnRoute(
  points: readonly LatLon[],
  today: string,
  bulletins: readonly AdvisoryBulletin[] = ADVISORY_BULLETINS,
): RouteAdvisory[] {
  const valid = bulletins.filter((b) => b.validUntil >= today)
  if (valid.length === 0 || points.length < 2) return []
  const wanted = new Set(valid.flatMap((b) => b.countries))
  const candidates = countryOutlines().filter((c) => wanted.has(c.code))
  const samples = Math.max(2, Math.ceil(polylineKm(points) / SAMPLE_KM) + 1)
  const touched = new Set<string>()
  for (let i = 0; i < samples; i++) {
    const v = toVec(pointAlongRoute(points, i / (samples - 1)).point)
    for (const country of candidates) {
      if (!touched.has(country.code) && country.rings.some((ring) => inside(v, ring))) touched.add(country.code)
    }
  }
  return valid
    .map((b) => ({
      reference: b.reference,
      validUntil: b.validUntil,
      countries: b.countries.filter((c) => touched.has(c)),
    }))
    .filter((a) => a.countries.length > 0)
}
