import { sql } from 'drizzle-orm'
import tzLookup from '@photostructure/tz-lookup'
import type { Db } from '~/services/db/client.server'
import { privateTokenHash, samePrivateHash } from '~/services/private-link.server'
import { worldAirports } from '~/services/airports/world-airports.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { TripAirport, TripLeg } from '../domain/trip-model'

/**
 * A booking as this feature reads it (docs/product.md §18): straight from the `bookings` table by
 * SQL (a feature imports no other, decision 058), narrowed to what the passenger list, the GAR and
 * the trip sheet need. Airports get their ICAO code and position from the world table.
 */

export interface TripBooking {
  id: string
  reference: string
  leadId: string
  language: 'fr' | 'en'
  clientName: string
  clientEmail: string
  passengers: number
  operator: string
  aircraft: string
  /** The registration the offer named, if any (the desk's trip details may set it). */
  registration: string
  legs: TripLeg[]
  cancelled: boolean
}

interface BookingRow {
  id: string
  reference: string
  lead_id: string
  token_hash: string
  language: string
  client_name: string
  client_email: string
  passengers: number | string
  operator: string
  aircraft: string
  legs: unknown
  option: unknown
  cancelled_at: string | Date | null
}

type Executor = Pick<Db, 'execute'>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function airportOf(raw: unknown): TripAirport {
  const a = isRecord(raw) ? raw : {}
  const code = String(a.code ?? '')
  const known = code ? worldAirports().find(code) : undefined
  let timeZone = typeof a.timeZone === 'string' && a.timeZone ? a.timeZone : 'UTC'
  if (timeZone === 'UTC' && known) {
    try {
      timeZone = tzLookup(known.lat, known.lon)
    } catch {
      // keep UTC
    }
  }
  return {
    code,
    icao: known?.icao ?? (code.length === 4 ? code : null),
    name: String(a.name ?? known?.name ?? code),
    city: String(a.city ?? known?.city ?? ''),
    countryCode: String(a.countryCode ?? known?.countryCode ?? ''),
    timeZone,
    lat: known ? known.lat : null,
    lon: known ? known.lon : null,
  }
}

/** The stored legs (the accepted offer's), in the order flown; anything malformed is left out. */
export function legsOf(raw: unknown): TripLeg[] {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
  if (!Array.isArray(list)) return []
  return list
    .filter(isRecord)
    .filter((l) => !Number.isNaN(Date.parse(String(l.departureUtc))) && !Number.isNaN(Date.parse(String(l.arrivalUtc))))
    .map((l, i) => ({
      number: i + 1,
      from: airportOf(l.from),
      to: airportOf(l.to),
      departureUtc: new Date(String(l.departureUtc)).toISOString(),
      arrivalUtc: new Date(String(l.arrivalUtc)).toISOString(),
      blockMinutes: Number(l.blockMinutes) || 0,
    }))
}

function bookingOf(row: BookingRow): TripBooking {
  const option = isRecord(row.option) ? row.option : typeof row.option === 'string' ? JSON.parse(row.option) : {}
  return {
    id: row.id,
    reference: row.reference,
    leadId: row.lead_id,
    language: row.language === 'en' ? 'en' : 'fr',
    clientName: row.client_name,
    clientEmail: row.client_email,
    passengers: Number(row.passengers) || 0,
    operator: row.operator,
    aircraft: row.aircraft,
    registration: typeof option.registration === 'string' ? option.registration : '',
    legs: legsOf(row.legs),
    cancelled: toDate(row.cancelled_at) !== null,
  }
}

const SELECT = sql`select id, reference, lead_id, token_hash, language, client_name, client_email, passengers,
  operator, aircraft, legs, option, cancelled_at from bookings`

export async function bookingById(db: Executor, id: string): Promise<TripBooking | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const found = await rows<BookingRow>(db, sql`${SELECT} where id = ${id}`)
  return found[0] ? bookingOf(found[0]) : undefined
}

/** SHA-256 of a private link's token, hex (the shared rule of every private link, decision 051). */
export const linkTokenHash = privateTokenHash
export const sameTokenHash = samePrivateHash

/** The booking a holder's private link opens (`/booking/<token>`), found by the token's hash. */
export async function bookingByToken(db: Executor, token: string): Promise<TripBooking | undefined> {
  const hash = linkTokenHash(token)
  const found = await rows<BookingRow>(db, sql`${SELECT} where token_hash = ${hash}`)
  const row = found[0]
  return row && sameTokenHash(row.token_hash, hash) ? bookingOf(row) : undefined
}
