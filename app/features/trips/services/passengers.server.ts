import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { utcIsoDate } from '~/domain/dates'
import { passengerProblems, type TripErrorCode } from '../domain/passenger-form'
import { passengerListLocked, type DocumentProblem, type PassengerRecord } from '../domain/passenger-rules'
import { destinationCountries, firstDeparture, lastArrival } from '../domain/trip-model'
import type { TripBooking } from './trip-booking.server'

/**
 * The passenger list of a booking (docs/product.md §18, decision 095): added, edited and removed
 * by the holder through the booking's private link until 24 h before the first departure, by the
 * desk at any time (audited); every staff read of it is audited too. The document is checked
 * against the trip (expired, expiring before the last leg, six months where asked) at the field.
 */

export interface StoredPassenger extends PassengerRecord {
  id: string
}

type Executor = Pick<Db, 'execute'>

interface PassengerRow {
  id: string
  surname: string
  given_names: string
  birth_date: string | Date
  nationality: string
  gender: string
  birth_place: string
  document_type: string
  document_number: string
  document_expiry: string | Date
  issuing_country: string
  pets: string
  special_needs: string
}

function isoDay(value: string | Date): string {
  return value instanceof Date ? utcIsoDate(value) : String(value).slice(0, 10)
}

function passengerOf(row: PassengerRow): StoredPassenger {
  return {
    id: row.id,
    surname: row.surname,
    givenNames: row.given_names,
    birthDate: isoDay(row.birth_date),
    nationality: row.nationality,
    gender: (['F', 'M', 'X'].includes(row.gender) ? row.gender : '') as PassengerRecord['gender'],
    birthPlace: row.birth_place,
    documentType: row.document_type === 'id_card' ? 'id_card' : 'passport',
    documentNumber: row.document_number,
    documentExpiry: isoDay(row.document_expiry),
    issuingCountry: row.issuing_country,
    pets: row.pets,
    specialNeeds: row.special_needs,
  }
}

/** The list, in the order entered. Not audited: the holder's own read, or the caller audits. */
export async function listPassengers(db: Executor, bookingId: string): Promise<StoredPassenger[]> {
  const found = await rows<PassengerRow>(
    db,
    sql`select id, surname, given_names, birth_date, nationality, gender, birth_place, document_type,
          document_number, document_expiry, issuing_country, pets, special_needs
        from trip_passengers where booking_id = ${bookingId} order by created_at, id`,
  )
  return found.map(passengerOf)
}

/** A staff member's read of a booking's passengers: the list, and its audit entry (what was read, never the data). */
export async function readPassengersAsStaff(
  db: Executor,
  staff: string,
  booking: Pick<TripBooking, 'id' | 'leadId' | 'reference'>,
  purpose: 'desk' | 'gar' | 'pdf',
): Promise<StoredPassenger[]> {
  const list = await listPassengers(db, booking.id)
  await recordAudit(db, {
    actor: staff,
    action: 'passenger_read',
    leadId: booking.leadId,
    details: { bookingId: booking.id, reference: booking.reference, purpose, passengers: list.length },
  })
  return list
}

export async function passengerCount(db: Executor, bookingId: string): Promise<number> {
  const found = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from trip_passengers where booking_id = ${bookingId}`,
  )
  return Number(found[0]?.n ?? 0)
}

/** The trip as the document rules read it: today, the last leg's day, the countries landed in. */
export function tripOf(booking: Pick<TripBooking, 'legs'>, now: number) {
  const last = lastArrival(booking.legs)
  return {
    today: utcIsoDate(now),
    lastDay: last ? last.slice(0, 10) : utcIsoDate(now),
    destinations: destinationCountries(booking.legs),
  }
}

export function isLocked(booking: Pick<TripBooking, 'legs'>, now: number): boolean {
  return passengerListLocked(firstDeparture(booking.legs), now)
}

export type SaveOutcome =
  | { status: 'saved'; id: string }
  | {
      status: 'refused'
      code: TripErrorCode
      fields: Partial<Record<string, TripErrorCode>>
      document?: DocumentProblem
    }

/**
 * Adds (no `id`) or edits a passenger. `actor` is `client` (refused once locked) or a staff
 * member's address (allowed, audited). At most the booking's passenger count (and never 0: a
 * booking counts at least one seat).
 */
export async function savePassenger(
  db: Db,
  booking: TripBooking,
  actor: { kind: 'client' } | { kind: 'staff'; email: string },
  input: PassengerRecord & { id?: string },
  sixMonthCountries: readonly string[],
  now = Date.now(),
): Promise<SaveOutcome> {
  if (booking.cancelled) return { status: 'refused', code: 'locked', fields: {} }
  if (actor.kind === 'client' && isLocked(booking, now)) return { status: 'refused', code: 'locked', fields: {} }
  const problems = passengerProblems(input, tripOf(booking, now), sixMonthCountries)
  if (Object.keys(problems.fields).length > 0) {
    const first = Object.values(problems.fields)[0] as TripErrorCode
    return {
      status: 'refused',
      code: first,
      fields: problems.fields,
      ...(problems.document ? { document: problems.document } : {}),
    }
  }
  const by = actor.kind === 'client' ? 'client' : actor.email
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    // One writer at a time per booking: the count below cannot be raced past.
    await tx.execute(sql`select id from bookings where id = ${booking.id} for update`)
    let id = input.id
    if (id) {
      const updated = await rows<{ id: string }>(
        tx,
        sql`update trip_passengers set surname = ${input.surname}, given_names = ${input.givenNames},
              birth_date = ${input.birthDate}, nationality = ${input.nationality}, gender = ${input.gender},
              birth_place = ${input.birthPlace}, document_type = ${input.documentType},
              document_number = ${input.documentNumber}, document_expiry = ${input.documentExpiry},
              issuing_country = ${input.issuingCountry}, pets = ${input.pets}, special_needs = ${input.specialNeeds},
              updated_at = now(), updated_by = ${by}
            where id = ${id} and booking_id = ${booking.id} returning id`,
      )
      if (updated.length === 0) return { status: 'refused', code: 'invalid', fields: {} }
    } else {
      const count = await passengerCount(tx, booking.id)
      if (count >= Math.max(1, booking.passengers)) return { status: 'refused', code: 'full', fields: {} }
      const inserted = await rows<{ id: string }>(
        tx,
        sql`insert into trip_passengers (booking_id, surname, given_names, birth_date, nationality, gender, birth_place,
              document_type, document_number, document_expiry, issuing_country, pets, special_needs, updated_by)
            values (${booking.id}, ${input.surname}, ${input.givenNames}, ${input.birthDate}, ${input.nationality},
              ${input.gender}, ${input.birthPlace}, ${input.documentType}, ${input.documentNumber},
              ${input.documentExpiry}, ${input.issuingCountry}, ${input.pets}, ${input.specialNeeds}, ${by})
            returning id`,
      )
      id = inserted[0]!.id
    }
    if (actor.kind === 'staff') {
      await recordAudit(tx, {
        actor: actor.email,
        action: 'passenger_edit',
        leadId: booking.leadId,
        details: {
          bookingId: booking.id,
          reference: booking.reference,
          passengerId: id,
          change: input.id ? 'edit' : 'add',
        },
      })
    }
    return { status: 'saved', id }
  })
}

export async function removePassenger(
  db: Db,
  booking: TripBooking,
  actor: { kind: 'client' } | { kind: 'staff'; email: string },
  passengerId: string,
  now = Date.now(),
): Promise<'removed' | 'locked' | 'missing'> {
  if (booking.cancelled) return 'locked'
  if (actor.kind === 'client' && isLocked(booking, now)) return 'locked'
  return db.transaction(async (tx) => {
    const gone = await rows<{ id: string }>(
      tx,
      sql`delete from trip_passengers where id = ${passengerId} and booking_id = ${booking.id} returning id`,
    )
    if (gone.length === 0) return 'missing'
    if (actor.kind === 'staff') {
      await recordAudit(tx, {
        actor: actor.email,
        action: 'passenger_edit',
        leadId: booking.leadId,
        details: { bookingId: booking.id, reference: booking.reference, passengerId, change: 'remove' },
      })
    }
    return 'removed'
  })
}
