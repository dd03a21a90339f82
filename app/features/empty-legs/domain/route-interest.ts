import { foldText } from '~/domain/airport-search'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import type { LegEnd } from './leg-model'

/**
 * A subscriber's route interest (docs/product.md §12): a departure and/or an arrival, each an
 * airport, a city or a country, and an optional radius (km, around an airport or a city). An end
 * left empty matches any place. Pure: the store prefilters with indexes (`placeKey`, `endKeys`,
 * `latitudeBand`), this decides.
 */

export const MIN_RADIUS_KM = 10
export const MAX_RADIUS_KM = 500

export type Place =
  | { kind: 'airport'; code: string; label: string; countryCode: string; lat: number; lon: number }
  | { kind: 'city'; city: string; label: string; countryCode: string; lat: number; lon: number }
  | { kind: 'country'; countryCode: string; label: string }

export interface RouteInterest {
  from: Place | null
  to: Place | null
  radiusKm: number | null
}

/** A city's identity for matching: folded (accents and case), with its country. */
export function cityKey(city: string): string {
  return foldText(city)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Does `place` (with the interest's radius) cover this end of a leg? An empty place covers all. */
export function placeCovers(place: Place | null, end: LegEnd, radiusKm: number | null): boolean {
  if (!place) return true
  if (place.kind === 'country') return place.countryCode === end.countryCode
  const exact =
    place.kind === 'airport'
      ? place.code === end.code
      : place.countryCode === end.countryCode && place.city === cityKey(end.city)
  if (exact) return true
  return radiusKm !== null && haversineDistanceKm(place, end) <= radiusKm
}

/** Does a leg from `from` to `to` match the interest? Both ends must be covered. */
export function interestMatches(interest: RouteInterest, leg: { from: LegEnd; to: LegEnd }): boolean {
  return placeCovers(interest.from, leg.from, interest.radiusKm) && placeCovers(interest.to, leg.to, interest.radiusKm)
}

/** The key a stored place is indexed by: `*` (any), `a:LBG`, `c:FR:paris`, `n:FR`. */
export function placeKey(place: Place | null): string {
  if (!place) return '*'
  if (place.kind === 'airport') return `a:${place.code}`
  if (place.kind === 'city') return `c:${place.countryCode}:${place.city}`
  return `n:${place.countryCode}`
}

/** Every key whose place covers `end` without a radius: the index's exact look-up. */
export function endKeys(end: LegEnd): string[] {
  return ['*', `a:${end.code}`, `c:${end.countryCode}:${cityKey(end.city)}`, `n:${end.countryCode}`]
}

/** Latitudes within `radiusKm` of an end, for the radius prefilter (1° of latitude ≈ 111.2 km). */
export function latitudeBand(end: Pick<LegEnd, 'lat'>, radiusKm: number): { min: number; max: number } {
  const degrees = radiusKm / 111.19
  return { min: end.lat - degrees, max: end.lat + degrees }
}

/** An interest needs at least one end. */
export function isUsableInterest(interest: RouteInterest): boolean {
  return interest.from !== null || interest.to !== null
}
