/**
 * The world airport table (docs/product.md §6), server only: the generated `world-airports.json`
 * (npm run data:airports), with the product's airports laid over it (their names, cities and
 * positions stay the product's; the world table adds ICAO, type and runway). Never sent to a browser:
 * the browser asks `/api/airports` and `/api/estimate`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { LRUCache } from 'lru-cache'
import { AIRPORTS, airportSearchAliases } from '~/domain/airports'
import { AIRCRAFT } from '~/domain/aircraft'
import { countryNameOf } from '~/domain/airport-names'
import { createAirportSearch, foldText, type AirportSearch } from '~/domain/airport-search'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import { assessAirportRunway, classifySurface } from '~/domain/estimator/runway'
import type { Aircraft, Airport, AirportType, LatLon } from '~/domain/estimator/types'
type Row = [
  code: string,
  icao: string | null,
  name: string,
  city: string,
  countryCode: string,
  lat: number,
  lon: number,
  type: AirportType,
  runwayM: number | null,
  surface: string | null,
  cityFr: string | null,
]

export interface WorldAirports {
  /** By IATA or ICAO code, any case, trimmed. */
  find(code: string): Airport | undefined
  /** Suggestions for what a visitor typed, best first (answers kept by query). */
  search: AirportSearch['search']
  /** Up to `count` airports within `maxKm` where `aircraft` is `ok`, nearest first. */
  nearestSuitable(
    from: Airport,
    aircraft: Aircraft,
    maxKm?: number,
    count?: number,
  ): { airport: Airport; distanceKm: number }[]
  /** Ids of the fleet's aircraft whose runway verdict at `airport` is not `unsuitable`. */
  fleetFor(airport: Airport): string[]
  /** The airports within `maxKm` of a point that `accept` keeps, nearest first (a fuel stop's candidates). */
  near(point: LatLon, maxKm: number, accept?: (airport: Airport) => boolean): { airport: Airport; distanceKm: number }[]
  readonly size: number
}

export const ALTERNATIVES_MAX_KM = 200
export const ALTERNATIVES_COUNT = 3
/** Search answers kept (by folded query): a few hundred bytes each. */
export const SEARCH_CACHE_ENTRIES = 5000

function toAirport(row: Row): Airport {
  const [code, icao, name, city, countryCode, lat, lon, type, runwayM, surface, cityFr] = row
  return Object.freeze({
    code,
    name,
    city,
    country: countryNameOf('en', countryCode),
    countryCode,
    lat,
    lon,
    ...(icao ? { icao } : {}),
    type,
    runway: Object.freeze({ lengthM: runwayM, surface: classifySurface(surface) }),
    ...(cityFr ? { fr: Object.freeze({ city: cityFr }) } : {}),
  })
}

export function createWorldAirports(rows: readonly Row[]): WorldAirports {
  const airports: Airport[] = rows.map((row) => {
    const world = toAirport(row)
    const spec = AIRPORTS[world.code]
    // The product's airports keep their names, cities and positions (the estimates' figures rest on them).
    return spec ? Object.freeze({ ...world, ...spec, icao: world.icao, type: world.type, runway: world.runway }) : world
  })
  // A spec airport missing from the world data still answers (as a medium airport of unknown runway).
  for (const spec of Object.values(AIRPORTS)) {
    if (!airports.some((a) => a.code === spec.code)) airports.push(Object.freeze({ ...spec, type: 'medium' as const }))
  }
  const byCode = new Map<string, Airport>()
  for (const airport of airports) {
    byCode.set(airport.code, airport)
    if (airport.icao && !byCode.has(airport.icao)) byCode.set(airport.icao, airport)
  }
  const countryNames = new Map<string, string[]>()
  const namesOf = (cc: string) => {
    let names = countryNames.get(cc)
    if (!names) {
      names = [...new Set([countryNameOf('en', cc), countryNameOf('fr', cc)])]
      countryNames.set(cc, names)
    }
    return names
  }
  const specRanks = new Map(Object.keys(AIRPORTS).map((code, i) => [code, i]))
  const entries = airports.map((airport) => ({
    airport,
    specRank: specRanks.get(airport.code),
    countryNames: namesOf(airport.countryCode),
    aliases: airportSearchAliases(airport.code),
  }))
  // In the server's thread: a compact index of ~2 MB that garbage collections barely see (decision 071).
  const index = createAirportSearch(entries)

  // Everyone types the same first letters ("pa", "co", "ma"...): a short prefix matches thousands
  // of airports and costs up to ~60 ms to rank, so answers are kept (a few hundred KB at most).
  const answers = new LRUCache<string, Airport[]>({ max: SEARCH_CACHE_ENTRIES })
  const search = (query: string, limit?: number): Airport[] => {
    if (typeof query !== 'string') return []
    const key = keyOf(query, limit)
    let found = answers.get(key)
    if (!found) {
      found = index.search(query, limit)
      answers.set(key, found)
    }
    return [...found]
  }

  return {
    size: airports.length,
    find(code) {
      if (typeof code !== 'string') return undefined
      return byCode.get(code.trim().toUpperCase())
    },
    search,
    nearestSuitable(from, aircraft, maxKm = ALTERNATIVES_MAX_KM, count = ALTERNATIVES_COUNT) {
      // A degree of latitude is ~111 km: a cheap box first, the great circle for what is inside it.
      const latSpan = maxKm / 110
      const found: { airport: Airport; distanceKm: number }[] = []
      for (const airport of airports) {
        if (airport.code === from.code || Math.abs(airport.lat - from.lat) > latSpan) continue
        const distanceKm = haversineDistanceKm(from, airport)
        if (distanceKm > maxKm) continue
        if (assessAirportRunway(aircraft, airport).status !== 'ok') continue
        found.push({ airport, distanceKm })
      }
      return found.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, count)
    },
    fleetFor(airport) {
      return AIRCRAFT.filter((a) => assessAirportRunway(a, airport).status !== 'unsuitable').map((a) => a.id)
    },
    near(point, maxKm, accept) {
      const latSpan = maxKm / 110
      const found: { airport: Airport; distanceKm: number }[] = []
      for (const airport of airports) {
        if (Math.abs(airport.lat - point.lat) > latSpan) continue
        const distanceKm = haversineDistanceKm(point, airport)
        if (distanceKm <= maxKm && (!accept || accept(airport))) found.push({ airport, distanceKm })
      }
      return found.sort((a, b) => a.distanceKm - b.distanceKm)
    },
  }
}

const keyOf = (query: string, limit: number | undefined) => `${limit ?? ''}|${foldText(query.trim().slice(0, 60))}`

let world: WorldAirports | undefined

const TABLE_FILE = 'world-airports.json'

/**
 * The table's file: beside this module in the sources; once built, beside the server bundle
 * (vite.config.ts copies it to build/server/, never to the browser's files). Read rather than
 * bundled: as a string in the bundle it stayed in the heap twice, ~3.5 MB (decision 071).
 */
export function worldAirportsFile(): URL {
  const candidates = [new URL(`./${TABLE_FILE}`, import.meta.url), new URL(`../${TABLE_FILE}`, import.meta.url)]
  return candidates.find((url) => existsSync(url)) ?? (candidates[0] as URL)
}

/** The table, built on first use (≈ 9,000 airports). */
export function worldAirports(): WorldAirports {
  world ??= createWorldAirports((JSON.parse(readFileSync(worldAirportsFile(), 'utf8')) as { rows: Row[] }).rows)
  return world
}
