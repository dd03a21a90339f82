/**
 * Advice beside an estimate (docs/decisions/049-home-estimate-and-advice.md): which airports the fuel stops would be, which aircraft
 * of the fleet to suggest for a trip, and which other aircraft flies it non-stop or markedly
 * cheaper. Pure: no I/O (the airports near a point are asked through a function the server gives).
 */
import { AIRCRAFT } from '../aircraft'
import { computeEstimate, fuelStopsFor, planRoute, USABLE_RANGE_FACTOR } from './estimate'
import { EARTH_RADIUS_KM, haversineDistanceKm, initialBearingDeg, intermediatePoint } from './geo'
import { assessAirportRunway } from './runway'
import type { Aircraft, Airport, EstimateResult, LatLon, RunwayStatus } from './types'

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180

// ---------------------------------------------------------------------------------------------
// Positions along a route (a polyline whose vertices are joined by great-circle arcs)
// ---------------------------------------------------------------------------------------------

/** Length of the route, km. */
export function routeLengthKm(points: readonly LatLon[]): number {
  let total = 0
  for (let i = 1; i < points.length; i++) total += haversineDistanceKm(points[i - 1]!, points[i]!)
  return total
}

/** The point `distanceKm` along the route from its first vertex (clamped to its ends). */
export function pointAlong(points: readonly LatLon[], distanceKm: number): LatLon {
  const first = points[0]
  if (!first) throw new Error('pointAlong: empty route')
  let left = Math.max(0, distanceKm)
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    const length = haversineDistanceKm(a, b)
    if (left <= length) return length === 0 ? { lat: a.lat, lon: a.lon } : intermediatePoint(a, b, left / length)
    left -= length
  }
  const last = points[points.length - 1]!
  return { lat: last.lat, lon: last.lon }
}

/** Where a point stands against a route: how far along it (km from the start) and how far off it (km). */
export interface RoutePosition {
  alongKm: number
  offsetKm: number
}

/** The route's nearest point to `p`: along-track and cross-track distances over each arc, ends clamped. */
export function positionOnRoute(points: readonly LatLon[], p: LatLon): RoutePosition {
  let best: RoutePosition = { alongKm: 0, offsetKm: points[0] ? haversineDistanceKm(points[0], p) : Infinity }
  let start = 0
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    const length = haversineDistanceKm(a, b)
    const d13 = haversineDistanceKm(a, p) / EARTH_RADIUS_KM
    let position: RoutePosition
    if (length === 0 || d13 === 0) {
      position = { alongKm: start, offsetKm: d13 * EARTH_RADIUS_KM }
    } else {
      const angle = toRadians(initialBearingDeg(a, p) - initialBearingDeg(a, b))
      const cross = Math.asin(Math.max(-1, Math.min(1, Math.sin(d13) * Math.sin(angle))))
      const cosRatio = Math.cos(d13) / Math.cos(cross)
      const along = Math.acos(Math.max(-1, Math.min(1, cosRatio))) * EARTH_RADIUS_KM * Math.sign(Math.cos(angle) || 1)
      if (along <= 0) position = { alongKm: start, offsetKm: d13 * EARTH_RADIUS_KM }
      else if (along >= length) position = { alongKm: start + length, offsetKm: haversineDistanceKm(b, p) }
      else position = { alongKm: start + along, offsetKm: Math.abs(cross) * EARTH_RADIUS_KM }
    }
    if (position.offsetKm < best.offsetKm) best = position
    start += length
  }
  return best
}

// ---------------------------------------------------------------------------------------------
// Fuel stops
// ---------------------------------------------------------------------------------------------

/** A fuel stop airport lies at most this far off the route. */
export const MAX_STOP_OFFSET_KM = 300
/** The search for a stop looks no further than this from the stop's ideal position. */
export const MAX_STOP_SEARCH_KM = 3000

export interface FuelStopQuestion {
  /** The flown route, departure first, arrival last. */
  route: readonly LatLon[]
  /** How many stops the engine counts. */
  stops: number
  /** The aircraft's usable leg: 90 % of its range (docs/product.md §4). */
  usableLegKm: number
  /** Airports fit for a stop (large or medium, runway `ok` for this aircraft) within `maxKm` of a point. */
  candidatesNear: (point: LatLon, maxKm: number) => readonly Airport[]
}

/** How many of the nearest candidates of a stop are tried before giving up on it. */
export const STOP_CANDIDATES_TRIED = 6
/** A medium airport counts as this much further from a stop's position than a large one. */
export const MEDIUM_AIRPORT_PENALTY_KM = 250
/** At most this many searches for candidates per question (the tries multiply with the stops). */
export const STOP_SEARCHES_MAX = 40

/**
 * The airports of the fuel stops, in flying order: for each stop, the suitable airport nearest to
 * its position (the remaining route shared evenly among the remaining legs; a medium airport counts
 * `MEDIUM_AIRPORT_PENALTY_KM` further than a large one), no more than
 * `MAX_STOP_OFFSET_KM` off the route, reachable from the previous stop within the usable leg and
 * leaving the rest of the route flyable in the remaining legs; when a choice leaves a later stop
 * without an airport, the next nearest is tried (`STOP_SEARCHES_MAX` searches in all). All the stops,
 * or none when no such series is found (the screens then give the count only).
 */
export function planFuelStops(question: FuelStopQuestion): Airport[] {
  const { route, stops, usableLegKm, candidatesNear } = question
  if (stops <= 0 || route.length < 2 || !(usableLegKm > 0)) return []
  const total = routeLengthKm(route)
  let searches = 0

  const arrival = route[route.length - 1]!
  // A leg is at least its great circle, and at least the stretch of route it covers.
  const next = (stop: number, previous: RoutePosition, chosen: readonly Airport[]): Airport[] | null => {
    if (stop > stops) return [...chosen]
    if (++searches > STOP_SEARCHES_MAX) return null
    const legsLeft = stops - stop + 2
    const idealKm = previous.alongKm + (total - previous.alongKm) / legsLeft
    const ideal = pointAlong(route, idealKm)
    const ranked = candidatesNear(ideal, Math.min(usableLegKm, MAX_STOP_SEARCH_KM))
      .filter((airport) => !chosen.some((c) => c.code === airport.code))
      .map((airport) => ({
        airport,
        position: positionOnRoute(route, airport),
        fromIdeal: haversineDistanceKm(ideal, airport) + (airport.type === 'large' ? 0 : MEDIUM_AIRPORT_PENALTY_KM),
      }))
      .filter(({ airport, position }) => {
        if (position.offsetKm > MAX_STOP_OFFSET_KM || position.alongKm <= previous.alongKm) return false
        const from = chosen[chosen.length - 1] ?? route[0]!
        const legKm = Math.max(haversineDistanceKm(from, airport), position.alongKm - previous.alongKm)
        const restKm = Math.max(haversineDistanceKm(airport, arrival), total - position.alongKm)
        return legKm <= usableLegKm && restKm <= usableLegKm * (legsLeft - 1)
      })
      .sort((a, b) => a.fromIdeal - b.fromIdeal)
      .slice(0, STOP_CANDIDATES_TRIED)
    for (const candidate of ranked) {
      const found = next(stop + 1, candidate.position, [...chosen, candidate.airport])
      if (found) return found
    }
    return null
  }
  return next(1, { alongKm: 0, offsetKm: 0 }, []) ?? []
}

const IATA_CODE = /^[A-Z0-9]{3}$/

/**
 * Whether an airport can serve as a fuel stop for an aircraft: a large or medium airport with an
 * IATA code (a civil airport a handler serves; military fields have an ICAO code only) whose runway
 * is `ok` for the aircraft.
 */
export function isFuelStopAirport(airport: Airport, aircraft: Pick<Aircraft, 'req_runway_m' | 'requires_paved'>) {
  return (
    airport.type !== 'small' && IATA_CODE.test(airport.code) && assessAirportRunway(aircraft, airport).status === 'ok'
  )
}

// ---------------------------------------------------------------------------------------------
// Which aircraft
// ---------------------------------------------------------------------------------------------

function runwayVerdict(aircraft: Aircraft, departure: Airport, arrival: Airport): RunwayStatus {
  const verdicts = [assessAirportRunway(aircraft, departure).status, assessAirportRunway(aircraft, arrival).status]
  if (verdicts.includes('unsuitable')) return 'unsuitable'
  return verdicts.includes('limited') ? 'limited' : 'ok'
}

export interface TripShape {
  distanceKm: number
  pax: number
  departure: Airport
  arrival: Airport
}

/**
 * The aircraft suggested for a trip: the smallest of the fleet (lowest hourly rate) that seats the
 * passengers, can use both runways and flies the trip with the fewest fuel stops (non-stop when
 * one can); a runway `ok` at both ends before one that is only `limited`. `undefined` when no
 * aircraft seats them or can use the runways.
 */
export function suggestAircraft(trip: TripShape, fleet: readonly Aircraft[] = AIRCRAFT): Aircraft | undefined {
  return fleet
    .filter((a) => a.pax >= trip.pax)
    .map((aircraft) => ({
      aircraft,
      runway: runwayVerdict(aircraft, trip.departure, trip.arrival),
      stops: fuelStopsFor(trip.distanceKm, aircraft.range_km),
    }))
    .filter((c) => c.runway !== 'unsuitable')
    .sort(
      (a, b) =>
        a.stops - b.stops ||
        Number(a.runway === 'limited') - Number(b.runway === 'limited') ||
        a.aircraft.hourly_operator_eur - b.aircraft.hourly_operator_eur,
    )[0]?.aircraft
}

/** Another aircraft of the fleet worth a switch. */
export interface AircraftAlternative {
  aircraft: string
  nonStop: boolean
  fuelStops: number
  /** The low figure of its range, whole euros ("from …"). */
  lowHT: number
  totalHT: number
}

/** A fuel stop as the screens name it, in the request's language, and where it is (for a map). */
export interface FuelStopAirport {
  code: string
  name: string
  city: string
  lat: number
  lon: number
}

/** The advice `/api/estimate` adds to an estimate (docs/decisions/049-home-estimate-and-advice.md). */
export interface EstimateAdvice {
  /** The stops' airports in flying order; empty without stops, or when one of them has no suitable airport. */
  fuelStops: FuelStopAirport[]
  alternatives: AircraftAlternative[]
}

/** An aircraft is "markedly cheaper" from this saving on the total. */
export const MARKEDLY_CHEAPER = 0.15
/** At most this many alternatives are offered. */
export const ALTERNATIVES_MAX = 2

/**
 * The same trip in every other aircraft of the fleet that seats the passengers and whose runway
 * verdict is `ok` at both ends, priced by the engine with the same wind and weather (the result's
 * samples, so the same conservative mode) over the same flown route.
 */
export function estimateInOtherAircraft(
  result: EstimateResult,
  fleet: readonly Aircraft[] = AIRCRAFT,
): EstimateResult[] {
  const { departure, arrival } = result.airports
  const lookup = (code: string) => [departure, arrival].find((a) => a.code === code.trim().toUpperCase())
  const weather = {
    wind: [result.windPoints.departure, result.windPoints.midpoint, result.windPoints.arrival] as const,
    surface: [result.weather.departure, result.weather.arrival] as const,
    beyondHorizon: result.weatherStatus === 'beyond-horizon',
    providerUnavailable: result.weatherStatus === 'provider-unavailable',
  }
  const estimates: EstimateResult[] = []
  for (const aircraft of fleet) {
    if (aircraft.id === result.aircraft.id || runwayVerdict(aircraft, departure, arrival) !== 'ok') continue
    // The same flown route (around closed airspace when it is), so the same distance and wind tracks.
    const planned = planRoute({ ...result.input, aircraft: aircraft.id }, { lookup, route: () => result.route })
    if (!planned.ok) continue
    estimates.push(computeEstimate(planned.plan, weather))
  }
  return estimates
}

/**
 * What to suggest instead of the estimated aircraft: when the trip needs fuel stops, the cheapest
 * aircraft that flies it non-stop; and the cheapest that costs at least 15 % less with no more fuel
 * stops (a cheaper aircraft that must land twice more is no advice). At most two, the non-stop one first.
 */
export function alternativesFor(result: EstimateResult, fleet: readonly Aircraft[] = AIRCRAFT): AircraftAlternative[] {
  const others = estimateInOtherAircraft(result, fleet).sort(
    (a, b) => a.pricing.totalHT - b.pricing.totalHT || a.fuelStops - b.fuelStops,
  )
  const picked: EstimateResult[] = []
  const nonStop = result.fuelStops > 0 ? others.find((e) => e.fuelStops === 0) : undefined
  if (nonStop) picked.push(nonStop)
  const cheaper = others.find(
    (e) => e.fuelStops <= result.fuelStops && e.pricing.totalHT <= (1 - MARKEDLY_CHEAPER) * result.pricing.totalHT,
  )
  if (cheaper && cheaper !== nonStop) picked.push(cheaper)
  return picked.slice(0, ALTERNATIVES_MAX).map((e) => ({
    aircraft: e.aircraft.id,
    nonStop: e.fuelStops === 0,
    fuelStops: e.fuelStops,
    lowHT: e.pricing.lowHT,
    totalHT: e.pricing.totalHT,
  }))
}

/** The flown route of an estimate: its polyline when the engine gives one, else the great circle. */
export function flownRoute(result: EstimateResult): LatLon[] {
  const points = result.route?.points
  if (points && points.length >= 2) return points.map(({ lat, lon }) => ({ lat, lon }))
  const { departure, arrival } = result.airports
  return [
    { lat: departure.lat, lon: departure.lon },
    { lat: arrival.lat, lon: arrival.lon },
  ]
}

/** The usable leg of an aircraft (docs/product.md §4). */
export function usableLegKm(aircraft: Pick<Aircraft, 'range_km'>): number {
  return aircraft.range_km * USABLE_RANGE_FACTOR
}
