import type { Database } from 'sql.js'

export type AirportTableRow = [
  code: string,
  icao: string | null,
  name: string,
  city: string,
  countryCode: string,
  lat: number,
  lon: number,
  type: 'large' | 'medium' | 'small',
  runwayM: number | null,
  surface: string | null,
  cityFr: string | null,
]
export const FEET_TO_METRES: number
export const COLUMNS: readonly string[]
export function buildAirportTable(db: Database): AirportTableRow[]
export function airportTableFile(
  rows: AirportTableRow[],
  source: string,
): { source: string; licence: string; columns: readonly string[]; rows: AirportTableRow[] }
