/**
 * Builds the world airport table (docs/product.md §6) from an OurAirports-derived SQLite database
 * opened with sql.js. Pure apart from the database it reads: `scripts/generate-airports.mjs` writes
 * the result to `app/services/airports/world-airports.json`.
 *
 * Kept: large and medium airports with an IATA or ICAO code, small airports with an IATA code.
 * Left out: closed ones, heliports, seaplane bases, balloonports (any other type).
 */
import { CITY_OVERRIDES, FRENCH_CITY_NAMES } from './french-names.mjs'

export const FEET_TO_METRES = 0.3048
const TYPES = { large_airport: 'large', medium_airport: 'medium', small_airport: 'small' }
const IATA = /^[A-Z]{3}$/
const ICAO = /^[A-Z]{4}$/

/** Columns of each row of the written table, in order. */
export const COLUMNS = [
  'code',
  'icao',
  'name',
  'city',
  'countryCode',
  'lat',
  'lon',
  'type',
  'runwayM',
  'surface',
  'cityFr',
]

const round = (value, decimals) => {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}

/** Rows as objects from a sql.js statement result. */
function select(db, sql) {
  const result = db.exec(sql)[0]
  if (!result) return []
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])))
}

/**
 * The table: one row per kept airport (see COLUMNS), sorted by code. `runwayM` is the longest
 * runway in metres (feet × 0.3048, rounded) or null; `surface` is that runway's surface as written
 * upstream (lower case) or null; `cityFr` the French city where it differs, else null.
 */
export function buildAirportTable(db) {
  const airports = select(
    db,
    `select id, icao, iata, name, type, status, latitude, longitude, country_code, city from airports`,
  )
  const runways = select(db, `select airport_id, length_ft, surface from runways`)
  const longest = new Map()
  for (const runway of runways) {
    const length = Number(runway.length_ft)
    if (!Number.isFinite(length) || length <= 0) continue
    const best = longest.get(runway.airport_id)
    if (!best || length > best.length) longest.set(runway.airport_id, { length, surface: runway.surface })
  }

  const rows = []
  const seen = new Set()
  for (const a of airports) {
    const type = TYPES[a.type]
    if (!type || (a.status && String(a.status).toLowerCase() === 'closed')) continue
    const iata =
      typeof a.iata === 'string' && IATA.test(a.iata.trim().toUpperCase()) ? a.iata.trim().toUpperCase() : null
    const icao =
      typeof a.icao === 'string' && ICAO.test(a.icao.trim().toUpperCase()) ? a.icao.trim().toUpperCase() : null
    if (type === 'small' ? !iata : !iata && !icao) continue
    const code = iata ?? icao
    if (seen.has(code)) continue
    const lat = Number(a.latitude)
    const lon = Number(a.longitude)
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue
    seen.add(code)
    const runway = longest.get(a.id)
    const countryCode = String(a.country_code ?? '').toUpperCase()
    const override = iata ? CITY_OVERRIDES[iata] : undefined
    const city = override?.en ?? (String(a.city ?? '').trim() || String(a.name).trim())
    const cityFr = override?.fr ?? FRENCH_CITY_NAMES[`${countryCode}|${city}`] ?? null
    rows.push([
      code,
      icao,
      String(a.name).trim(),
      city,
      countryCode,
      round(lat, 4),
      round(lon, 4),
      type,
      runway ? Math.round(runway.length * FEET_TO_METRES) : null,
      runway && typeof runway.surface === 'string' && runway.surface.trim()
        ? runway.surface.trim().toLowerCase()
        : null,
      cityFr && cityFr !== city ? cityFr : null,
    ])
  }
  rows.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
  return rows
}

/** The file written: provenance, licence and the rows. */
export function airportTableFile(rows, source) {
  return {
    source,
    licence:
      'Open Database License (ODbL) 1.0 — derived from OurAirports data (public domain) as distributed under ODbL by the package named in `source`.',
    columns: COLUMNS,
    rows,
  }
}
