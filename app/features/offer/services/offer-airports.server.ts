import tzLookup from '@photostructure/tz-lookup'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import { worldAirports } from '~/services/airports/world-airports.server'
import type { ResolvedAirport } from '../domain/offer-content'

/**
 * A leg's ends for an offer: the world airport table (docs/product.md §6) gives the name, city,
 * country and position; the time zone is looked up from the position (`@photostructure/tz-lookup`,
 * decision 050), once, when a version is made — the version keeps it.
 */
export function resolveAirport(code: string): ResolvedAirport | undefined {
  const airport = worldAirports().find(code)
  if (!airport) return undefined
  let timeZone: string
  try {
    timeZone = tzLookup(airport.lat, airport.lon)
  } catch {
    return undefined
  }
  return {
    code: airport.code,
    name: airport.name,
    city: airport.city,
    ...(airport.fr?.city && airport.fr.city !== airport.city ? { cityFr: airport.fr.city } : {}),
    countryCode: airport.countryCode,
    timeZone,
    lat: airport.lat,
    lon: airport.lon,
  }
}

export function distanceKmBetween(a: ResolvedAirport, b: ResolvedAirport): number {
  return haversineDistanceKm(a, b)
}
