import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erasePerson, exportPerson } from '~/features/desk/services/privacy.server'
import { PARIS_LONDON_PARIS } from '~/features/trips/domain/test-trip'
import type { PassengerRecord } from '~/features/trips/domain/passenger-rules'
import { garDownload, garQueue } from '~/features/trips/services/gar.server'
import { listPassengers, readPassengersAsStaff, savePassenger } from '~/features/trips/services/passengers.server'
import { bookingById, bookingByToken } from '~/features/trips/services/trip-booking.server'
import { purgePassengers } from '~/features/trips/services/trip-purge.server'
import { openSheet, saveTripDetails, sheetFor } from '~/features/trips/services/trip-sheet.server'
import { detailsFor } from '~/features/trips/domain/trip-model'
import { acceptedBooking, bookingEnv, STAFF } from '../support/booking-fixture'
import { testDatabases } from '../support/databases'

/**
 * Passengers and the trip sheet (docs/product.md §18) on PGlite and PostgreSQL: a booking made by
 * an acceptance (the site's own path) flies Paris → London → Paris; its passengers are checked
 * against the trip, every staff read audited, the GAR printed, the desk's change e-mailed once,
 * the sheet's link stored only hashed, and the passengers erased 30 days after the last leg (the
 * clock injected) and by the privacy tools.
 */

const SIX_MONTHS = ['AE', 'TR', 'TH']
const NOW = Date.parse('2026-11-27T10:00:00Z')

function person(surname: string, overrides: Partial<PassengerRecord> = {}): PassengerRecord {
  return {
    surname,
    givenNames: 'Jean',
    birthDate: '1975-06-15',
    nationality: 'FR',
    gender: '',
    birthPlace: '',
    documentType: 'passport',
    documentNumber: `${surname.slice(0, 2).toUpperCase()}1234567`,
    documentExpiry: '2030-01-01',
    issuingCountry: 'FR',
    pets: '',
    specialNeeds: '',
    ...overrides,
  }
}

type Rows<T> = { rows: T[] }

describe.each(testDatabases)('trips ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  async function parisLondonParis() {
    const made = await acceptedBooking(database, { date: '2026-12-01', now: new Date(NOW) })
    await database.db.execute(sql`
      update bookings set legs = ${JSON.stringify(PARIS_LONDON_PARIS)}::jsonb, passengers = 3,
        first_departure_at = ${PARIS_LONDON_PARIS[0]!.departureUtc}
      where token_hash = encode(sha256(convert_to(${made.token}, 'UTF8')), 'hex')`)
    const booking = (await bookingByToken(database.db, made.token))!
    return { made, booking }
  }

  async function audits(action: string, bookingId: string): Promise<number> {
    const found = (await database.db.execute(
      sql`select count(*) as n from audit_log where action = ${action} and details->>'bookingId' = ${bookingId}`,
    )) as unknown as Rows<{ n: string | number }>
    return Number(found.rows[0]!.n)
  }

  it('takes three passengers, refuses an expired passport with its reason, and locks 24 h before departure', async () => {
    const { booking } = await parisLondonParis()
    expect(booking.legs.map((l) => `${l.from.code}-${l.to.code}`)).toEqual(['LBG-LCY', 'LCY-LBG'])
    const client = { kind: 'client' as const }
    const refused = await savePassenger(
      database.db,
      booking,
      client,
      person('Expired', { documentExpiry: '2025-03-12' }),
      SIX_MONTHS,
      NOW,
    )
    expect(refused).toMatchObject({ status: 'refused', code: 'expired', fields: { documentExpiry: 'expired' } })
    for (const name of ['Martin', 'Durand', 'Petit'])
      expect((await savePassenger(database.db, booking, client, person(name), SIX_MONTHS, NOW)).status).toBe('saved')
    expect((await savePassenger(database.db, booking, client, person('Fourth'), SIX_MONTHS, NOW)).status).toBe(
      'refused',
    )
    const list = await listPassengers(database.db, booking.id)
    expect(list.map((p) => p.surname)).toEqual(['Martin', 'Durand', 'Petit'])
    // 24 h before the first departure: the client is refused, the desk may still edit (audited).
    const late = Date.parse('2026-11-30T08:00:00Z')
    const edit = { ...person('Martin', { specialNeeds: 'Wheelchair at LCY' }), id: list[0]!.id }
    expect(await savePassenger(database.db, booking, client, edit, SIX_MONTHS, late)).toMatchObject({
      status: 'refused',
      code: 'locked',
    })
    const staff = { kind: 'staff' as const, email: STAFF }
    expect((await savePassenger(database.db, booking, staff, edit, SIX_MONTHS, late)).status).toBe('saved')
    expect(await audits('passenger_edit', booking.id)).toBe(1)
  })

  it('audits every staff read, prints the GAR with its header and one row per passenger', async () => {
    const { booking } = await parisLondonParis()
    for (const name of ['Martin', 'Durand', 'Petit'])
      await savePassenger(database.db, booking, { kind: 'client' }, person(name), SIX_MONTHS, NOW)
    await readPassengersAsStaff(database.db, STAFF, booking, 'desk')
    await readPassengersAsStaff(database.db, STAFF, booking, 'desk')
    expect(await audits('passenger_read', booking.id)).toBe(2)
    const file = (await garDownload(database.db, STAFF, booking, 'F-HERA', 2))!
    expect(await audits('gar_download', booking.id)).toBe(1)
    const rows = parse(file.csv, { relax_column_count: true, skip_empty_lines: false }) as string[][]
    expect(rows[0]![0]).toBe('Aircraft Registration')
    expect(rows[1]!.slice(0, 1)).toEqual(['F-HERA'])
    expect(rows[1]!.slice(3, 9)).toEqual(['EGLC', '03/12/2026', '17:30', 'LFPB', '03/12/2026', '18:35'])
    expect(rows[3]![0]).toBe('Type')
    const people = rows.slice(4).filter((r) => r.length > 1)
    expect(people.map((r) => r[5])).toEqual(['MARTIN', 'DURAND', 'PETIT'])
    expect(people[0]!.slice(1, 5)).toEqual(['Passport', 'MA1234567', 'FRA', '01/01/2030'])
    // The desk's queue lists both UK legs once their windows are near.
    const queue = await garQueue(database.db, Date.parse('2026-11-30T12:00:00Z'))
    expect(queue.filter((g) => g.bookingId === booking.id).map((g) => g.leg)).toEqual([1])
    const urgent = await garQueue(database.db, Date.parse('2026-12-01T01:00:00Z'))
    expect(urgent.find((g) => g.bookingId === booking.id)?.window.state).toBe('urgent')
  })

  it('keeps only the sheet link’s hash; a change by staff is e-mailed once, naming it; repeats send nothing', async () => {
    const { booking, made } = await parisLondonParis()
    const sheet = await sheetFor(database.db, bookingEnv.SESSION_SECRET, booking)
    const stored = (await database.db.execute(
      sql`select token_hash from trip_sheets where booking_id = ${booking.id}`,
    )) as unknown as Rows<{ token_hash: string }>
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.rows[0]!.token_hash).not.toContain(sheet.token)
    expect((await openSheet(database.db, sheet.token, 30, NOW)).status).toBe('open')
    // One character changed (never the same one: the last character of a random token is 'A' one time in 16).
    const forged = `${sheet.token.slice(0, -1)}${sheet.token.endsWith('A') ? 'Q' : 'A'}`
    expect((await openSheet(database.db, forged, 30, NOW)).status).toBe('missing')
    expect((await openSheet(database.db, sheet.token, 30, Date.parse('2027-01-10T00:00:00Z'))).status).toBe('gone')

    const details = detailsFor(2, null)
    details.legs[0]!.departureFbo = 'Dassault Falcon Service, Le Bourget'
    const changes = await saveTripDetails(database.db, bookingEnv, STAFF, booking, details)
    expect(changes).toEqual([{ field: 'departureFbo', leg: 1, value: 'Dassault Falcon Service, Le Bourget' }])
    expect(await saveTripDetails(database.db, bookingEnv, STAFF, booking, details)).toEqual([])
    const mails = (await database.db.execute(
      sql`select subject, text_body from outbox where to_address = ${made.email} and subject like '%voyage%'`,
    )) as unknown as Rows<{ subject: string; text_body: string }>
    expect(mails.rows).toHaveLength(1)
    expect(mails.rows[0]!.text_body).toContain(
      'Vol 1 (LBG → LCY) — Terminal / FBO de départ\u00a0: Dassault Falcon Service',
    )
    expect(mails.rows[0]!.text_body).toContain(`/trip/${sheet.token}`)
    expect(await audits('trip_edit', booking.id)).toBe(1)
  })

  it('erases the passengers 30 days after the last leg (clock injected), and with the person', async () => {
    const { booking, made } = await parisLondonParis()
    await sheetFor(database.db, bookingEnv.SESSION_SECRET, booking)
    for (const name of ['Martin', 'Durand'])
      await savePassenger(database.db, booking, { kind: 'client' }, person(name), SIX_MONTHS, NOW)
    // The last leg lands 2026-12-03 18:35 UTC: 30 days later is 2027-01-02 18:35.
    await purgePassengers(database.db, { days: 30, now: new Date('2027-01-02T18:00:00Z') })
    expect(await listPassengers(database.db, booking.id)).toHaveLength(2)
    await purgePassengers(database.db, { days: 30, now: new Date('2027-01-02T19:00:00Z') })
    expect(await listPassengers(database.db, booking.id)).toHaveLength(0)
    const sheet = (await database.db.execute(
      sql`select passengers_erased_at from trip_sheets where booking_id = ${booking.id}`,
    )) as unknown as Rows<{ passengers_erased_at: unknown }>
    expect(sheet.rows[0]!.passengers_erased_at).not.toBeNull()

    // The privacy tools: the export carries the passengers, the erasure removes them with the booking.
    const other = await parisLondonParis()
    await savePassenger(database.db, other.booking, { kind: 'client' }, person('Leroy'), SIX_MONTHS, NOW)
    const exported = await exportPerson(database.db, other.made.email)
    expect((exported.passengers as Array<{ surname: string }>).map((p) => p.surname)).toEqual(['Leroy'])
    await erasePerson(database.db, STAFF, other.made.email)
    const left = (await database.db.execute(
      sql`select count(*) as n from trip_passengers where booking_id = ${other.booking.id}`,
    )) as unknown as Rows<{ n: string | number }>
    expect(Number(left.rows[0]!.n)).toBe(0)
    expect(await bookingById(database.db, made.offerId)).toBeUndefined()
  })
})
