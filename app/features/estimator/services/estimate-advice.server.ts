import { AIRCRAFT } from '~/domain/aircraft'
import { airportCity, airportName } from '~/domain/airport-names'
import {
  alternativesFor,
  flownRoute,
  isFuelStopAirport,
  planFuelStops,
  usableLegKm,
  type EstimateAdvice,
} from '~/domain/estimator/advice'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import type { Aircraft, Airport, EstimateResult, Language, LatLon } from '~/domain/estimator/types'
import { worldAirports, type WorldAirports } from '~/services/airports/world-airports.server'

export interface EstimateAdviceOptions {
  lang?: Language
  airports?: WorldAirports
  /** Advice is a courtesy: when it fails the estimate is still answered, without it, and this is told. */
  onError?: (error: unknown) => void
}

const NO_ADVICE: EstimateAdvice = { fuelStops: [], alternatives: [] }
/** Half the Earth's circumference: every airport is within it of any point. */
const EVERYWHERE_KM = 20_100

/** Per table and aircraft, the airports fit for its fuel stops (a few thousand; built once each). */
const stopAirports = new WeakMap<WorldAirports, Map<string, Airport[]>>()

function stopAirportsFor(airports: WorldAirports, aircraft: Aircraft): Airport[] {
  let byAircraft = stopAirports.get(airports)
  if (!byAircraft) stopAirports.set(airports, (byAircraft = new Map()))
  let list = byAircraft.get(aircraft.id)
  if (!list) {
    list = airports
      .near({ lat: 0, lon: 0 }, EVERYWHERE_KM, (airport) => isFuelStopAirport(airport, aircraft))
      .map((found) => found.airport)
    byAircraft.set(aircraft.id, list)
  }
  return list
}

function within(list: readonly Airport[], point: LatLon, maxKm: number): Airport[] {
  const latSpan = maxKm / 110
  return list.filter((a) => Math.abs(a.lat - point.lat) <= latSpan && haversineDistanceKm(point, a) <= maxKm)
}

/**
 * The advice beside an estimate (docs/decisions/049-home-estimate-and-advice.md): the airports of its fuel stops (large or medium
 * airports of the world table whose runway is `ok` for the aircraft, near the flown route), named in
 * the request's language, and the aircraft of the fleet that fly the trip non-stop or markedly
 * cheaper.
 */
export function estimateAdvice(result: EstimateResult, options: EstimateAdviceOptions = {}): EstimateAdvice {
  const lang = options.lang ?? 'fr'
  try {
    const airports = options.airports ?? worldAirports()
    const { aircraft } = result
    const ends = new Set([result.airports.departure.code, result.airports.arrival.code])
    const stops = planFuelStops({
      route: flownRoute(result),
      // A round trip stops at the same airports each way: the engine's count is per direction.
      stops: result.fuelStops,
      usableLegKm: usableLegKm(aircraft),
      candidatesNear: (point, maxKm) =>
        result.fuelStops > 0
          ? within(stopAirportsFor(airports, aircraft), point, maxKm).filter((a) => !ends.has(a.code))
          : [],
    })
    return {
      fuelStops: stops.map((airport) => ({
        code: airport.code,
        name: airportName(lang, airport),
        city: airportCity(lang, airport),
        lat: airport.lat,
        lon: airport.lon,
      })),
      alternatives: alternativesFor(result, AIRCRAFT),
    }
  } catch (error) {
    options.onError?.(error)
    return NO_ADVICE
  }
}
