import { getAircraft } from '~/domain/aircraft'
import { airportCity, airportName, countryNameOf } from '~/domain/airport-names'
import { isBeyondWeatherHorizon } from '~/domain/dates'
import { DEFAULT_ESTIMATE_TIME, computeEstimate, planRoute } from '~/domain/estimator/estimate'
import type {
  Airport,
  AirportType,
  EstimateErrorCode,
  EstimateInput,
  EstimateResult,
  Language,
  RunwayInfo,
  Trip,
} from '~/domain/estimator/types'
import { advisoriesOnRoute } from '~/domain/trip/advisories'
import { CLOSED_COUNTRIES } from '~/domain/trip/airspace-zones'
import { LRUCache } from 'lru-cache'
import { flownRoute, type FlownRoute } from '~/domain/trip/flight-route'
import { worldAirports, type WorldAirports } from '~/services/airports/world-airports.server'
import type { WeatherClient } from '~/services/weather.server'

/** One suitable airport offered instead of a refused one (docs/product.md §6). */
export interface RunwayAlternative {
  code: string
  name: string
  city: string
  distanceKm: number
}

/** The body of the 422 `RUNWAY_UNSUITABLE` answer, less its `code` and `message`. */
export interface RunwayRefusalDetails {
  side: 'departure' | 'arrival'
  /** The refused airport's code, and its names in the request's language. */
  airport: { code: string; name: string; city: string }
  lengthM: number | null
  requiredM: number
  reason: 'short' | 'unpaved'
  /** Up to 3 airports within 200 km where this aircraft is `ok`, nearest first. */
  alternatives: RunwayAlternative[]
  /** Ids of the fleet's aircraft that can use the refused airport (its verdict is not `unsuitable`). */
  aircraft: string[]
}

/** The body of the 422 `AIRSPACE_CLOSED` answer, less its `code` and `message` (docs/product.md §10). */
export interface AirspaceRefusalDetails {
  side: 'departure' | 'arrival'
  airport: { code: string; name: string; city: string }
  /** The closed country (ISO 3166-1 alpha-2). */
  country: string
}

export type EstimateServiceOutcome =
  | { ok: true; result: EstimateResult }
  | { ok: false; code: Exclude<EstimateErrorCode, 'RUNWAY_UNSUITABLE' | 'AIRSPACE_CLOSED'> }
  | { ok: false; code: 'RUNWAY_UNSUITABLE'; runway: RunwayRefusalDetails }
  | { ok: false; code: 'AIRSPACE_CLOSED'; closed: AirspaceRefusalDetails }

type Query = Record<string, unknown>

/** First value of a query parameter, as a bounded string ('' when absent or not text). */
function param(query: Query, name: string, max = 40): string {
  let value = query[name]
  if (Array.isArray(value)) value = value[0]
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/**
 * The estimate request from a query string. Parsing is lenient on purpose: the engine is the one
 * validator, in the order of docs/product.md §4, so every malformed value maps to its error code.
 */
export function estimateInputFromQuery(query: Query): EstimateInput {
  const paxText = param(query, 'pax', 6)
  const trip = param(query, 'trip', 12) || 'oneway'
  return {
    from: param(query, 'from', 8),
    to: param(query, 'to', 8),
    aircraft: param(query, 'aircraft', 40),
    date: param(query, 'date', 10),
    time: param(query, 'time', 5) || DEFAULT_ESTIMATE_TIME,
    pax: /^\d{1,3}$/.test(paxText) ? Number(paxText) : Number.NaN,
    trip: trip as Trip,
  }
}

/**
 * Flown routes by airport pair: the same pairs are asked again and again (the simulator, the fleet
 * cards, the legs of trips); a route around closed airspace costs about half a millisecond, a hit
 * nothing. Routes change only with the zones' data, that is with a new release.
 */
const routes = new LRUCache<string, FlownRoute>({ max: 5_000 })
function cachedRoute(from: Airport, to: Airport): FlownRoute {
  const key = `${from.code}|${to.code}`
  let route = routes.get(key)
  if (!route) {
    route = flownRoute(from, to)
    routes.set(key, route)
  }
  return route
}

export interface EstimateServiceOptions {
  /** The clock: dates from today to one year ahead; past the weather horizon nothing is asked. */
  now?: Date | number
  lang?: Language
  airports?: WorldAirports
}

/**
 * Validates (any airport of the world, IATA or ICAO; the runway rule), fetches the weather the
 * route needs (two batched upstream requests, none past the provider's horizon), computes.
 */
export async function runEstimate(
  weather: WeatherClient,
  input: EstimateInput,
  options: EstimateServiceOptions = {},
): Promise<EstimateServiceOutcome> {
  const airports = options.airports ?? worldAirports()
  const now = options.now ?? Date.now()
  const today = new Date(now).toISOString().slice(0, 10)
  const planned = planRoute(input, {
    lookup: (code) => airports.find(code),
    now,
    route: cachedRoute,
    closedCountries: CLOSED_COUNTRIES,
    advisories: (points) => advisoriesOnRoute(points, today),
  })
  if (!planned.ok) {
    if (planned.code === 'AIRSPACE_CLOSED' && planned.closed) {
      const lang = options.lang ?? 'fr'
      const { side, airport } = planned.closed
      return {
        ok: false,
        code: 'AIRSPACE_CLOSED',
        closed: {
          side,
          airport: { code: airport.code, name: airportName(lang, airport), city: airportCity(lang, airport) },
          country: airport.countryCode.toUpperCase(),
        },
      }
    }
    if (planned.code === 'RUNWAY_UNSUITABLE' && planned.runway) {
      const lang = options.lang ?? 'fr'
      const refused = planned.runway
      const plane = getAircraft(input.aircraft)
      return {
        ok: false,
        code: 'RUNWAY_UNSUITABLE',
        runway: {
          side: refused.side,
          airport: {
            code: refused.airport.code,
            name: airportName(lang, refused.airport),
            city: airportCity(lang, refused.airport),
          },
          lengthM: refused.lengthM,
          requiredM: refused.requiredM,
          reason: refused.reason ?? 'short',
          alternatives: plane
            ? airports.nearestSuitable(refused.airport, plane).map(({ airport, distanceKm }) => ({
                code: airport.code,
                name: airportName(lang, airport),
                city: airportCity(lang, airport),
                distanceKm: Math.round(distanceKm),
              }))
            : [],
          aircraft: airports.fleetFor(refused.airport),
        },
      }
    }
    return { ok: false, code: planned.code as Exclude<EstimateErrorCode, 'RUNWAY_UNSUITABLE' | 'AIRSPACE_CLOSED'> }
  }
  const plan = planned.plan
  if (isBeyondWeatherHorizon(plan.input.date, now)) {
    // The provider answers 400 past its horizon: nothing to ask, the estimate is conservative.
    return {
      ok: true,
      result: computeEstimate(plan, { wind: [null, null, null], surface: [null, null], beyondHorizon: true }),
    }
  }
  const inputs = await weather.getInputs(plan)
  return { ok: true, result: computeEstimate(plan, inputs) }
}

/** One airport suggestion, in the request's language (GET /api/airports). */
export interface AirportSuggestion {
  /** IATA code, else ICAO: what `/api/estimate` takes as `from` / `to`. */
  code: string
  icao: string | null
  name: string
  city: string
  /** Country name in the request's language (Intl.DisplayNames). */
  country: string
  countryCode: string
  type: AirportType
  lat: number
  lon: number
  runway: RunwayInfo
}

export function suggestionOf(airport: Airport, lang: Language): AirportSuggestion {
  return {
    code: airport.code,
    icao: airport.icao ?? null,
    name: airportName(lang, airport),
    city: airportCity(lang, airport),
    country: countryNameOf(lang, airport.countryCode),
    countryCode: airport.countryCode,
    type: airport.type ?? 'medium',
    lat: airport.lat,
    lon: airport.lon,
    runway: airport.runway ?? { lengthM: null, surface: 'unknown' },
  }
}

/** Suggestions for `q` (2 characters at least, at most 8), in `lang`. */
export function lookupAirports(
  query: Query,
  lang: Language = 'fr',
  airports: WorldAirports = worldAirports(),
): AirportSuggestion[] {
  return airports.search(param(query, 'q', 60)).map((airport) => suggestionOf(airport, lang))
}

/** Bytes of kept `/api/airports` answers at most (an answer is 0.1–2 KB: a few thousand answers). */
export const SUGGESTION_BODIES_MAX_BYTES = 4 * 1024 * 1024

/** The kept answers of each airport table (tests build their own tables). */
const suggestionBodies = new WeakMap<WorldAirports, LRUCache<string, Buffer>>()

/**
 * The answer of `GET /api/airports` as its JSON bytes, `{ airports: [...] }`, kept per language and
 * typed text (docs/decisions/060-airport-answers-kept-as-bytes.md): a combobox asks on every
 * keystroke and everyone types the same first letters, so a kept answer is written as it is, with
 * no suggestion objects, country names or JSON built again (the garbage of each keystroke made the
 * server's young-generation collections the slowest answers). The bytes live outside the JS heap.
 */
export async function airportSuggestionsBody(
  query: Query,
  lang: Language = 'fr',
  airports: WorldAirports = worldAirports(),
): Promise<Buffer> {
  let kept = suggestionBodies.get(airports)
  if (!kept) {
    kept = new LRUCache({ maxSize: SUGGESTION_BODIES_MAX_BYTES, sizeCalculation: (body) => body.length })
    suggestionBodies.set(airports, kept)
  }
  const key = `${lang}|${param(query, 'q', 60)}`
  let body = kept.get(key)
  if (!body) {
    body = Buffer.from(JSON.stringify({ airports: lookupAirports(query, lang, airports) }))
    kept.set(key, body)
  }
  return body
}
