import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { PARIS_LONDON_PARIS } from '~/features/trips/domain/test-trip'
import { bookingByToken } from '~/features/trips/services/trip-booking.server'
import { sheetFor } from '~/features/trips/services/trip-sheet.server'
import { acceptedBooking } from '../support/booking-fixture'
import type { TestApp } from '../support/test-app'
import { hostileString } from '../support/form-posts'
import { hostileActionTests, loggedPaths, startDeskSite, stateOf, type HostileAction } from '../support/http-harness'

/**
 * Passengers and the trip sheet over HTTP, on the production build (docs/product.md §18, decisions
 * 095 and 097): private headers, forged tokens 404 and a cancelled booking 410 (both uncached), the
 * tokens never in the request log, and every new form action under generated hostile bodies: no
 * 5xx, no stack trace, nothing changed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
const STAFF = 'fuzz.trips@example.com'

let app: TestApp
let runtime: Runtime
let cookie = ''
let token = ''
let sheetToken = ''
let bookingId = ''

beforeAll(async () => {
  ;({ app, runtime, cookie } = await startDeskSite(STAFF))
  const made = await acceptedBooking(runtime.database, { date: '2027-02-01' })
  token = made.token
  // The trip flown: Paris → London → Paris, a year ahead (never locked while the test runs).
  const legs = PARIS_LONDON_PARIS.map((l) => ({
    ...l,
    departureUtc: l.departureUtc.replace('2026', '2027'),
    arrivalUtc: l.arrivalUtc.replace('2026', '2027'),
  }))
  await runtime.database.db.execute(sql`
    update bookings set legs = ${JSON.stringify(legs)}::jsonb, passengers = 3
    where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`)
  const booking = (await bookingByToken(runtime.database.db, token))!
  bookingId = booking.id
  sheetToken = (await sheetFor(runtime.database.db, runtime.env.SESSION_SECRET, booking)).token
}, 300_000)

afterAll(async () => {
  await app?.close()
})

async function state(): Promise<string> {
  return stateOf(
    runtime,
    sql`json_build_object(
      'passengers', (select count(*) from trip_passengers),
      'sheets', (select json_agg(s.details order by s.booking_id) from trip_sheets s),
      'outbox', (select count(*) from outbox)
    )`,
  )
}

describe('the private links', () => {
  it('answer with private headers; a forged token is an uncached 404', async () => {
    for (const path of [`/booking/${token}/passengers`, `/trip/${sheetToken}`]) {
      const page = await fetch(`${app.url}${path}`)
      expect(page.status, path).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
    const ics = await fetch(`${app.url}/trip/${sheetToken}/calendar.ics`)
    expect(ics.headers.get('content-type')).toContain('text/calendar')
    for (const guess of [sheetToken.slice(0, -1), 'A'.repeat(43)]) {
      for (const path of [
        `/trip/${guess}`,
        `/trip/${guess}/calendar.ics`,
        `/trip/${guess}/pdf`,
        `/booking/${guess}/passengers`,
      ]) {
        const res = await fetch(`${app.url}${path}`)
        expect(res.status, path).toBe(404)
        expect(res.headers.get('cache-control')).toBe('no-store')
      }
    }
  })

  it('never writes the tokens to the request log', async () => {
    for (const target of [
      `/trip/${sheetToken}?lang=en`,
      `/trip/${sheetToken}/calendar.ics`,
      `/booking/${token}/passengers`,
    ])
      await (await fetch(`${app.url}${target}`)).arrayBuffer()
    const paths = () => loggedPaths(app)
    await expect.poll(() => paths().filter((p) => p.startsWith('/trip/')).length).toBeGreaterThanOrEqual(2)
    expect(paths()).toContain('/trip/[token]')
    expect(paths()).toContain('/booking/[token]/passengers')
    expect(JSON.stringify(app.logs())).not.toContain(sheetToken)
    expect(JSON.stringify(app.logs())).not.toContain(token)
  })
})

const bad = fc.oneof(
  hostileString,
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 30 }).map((s) => s.repeat(200)),
  fc.integer().map(String),
  fc.constantFrom('-1', '1e309', 'GB', 'FR ', '2025-02-30', 'id_card ', '', 'on'),
)

/** Every new form action; each body is invalid by construction (a fixed bad field where all are optional). */
const ACTIONS: HostileAction[] = [
  {
    name: 'POST /booking/:token/passengers?intent=save',
    path: () => `/booking/${token}/passengers?intent=save`,
    fields: ['surname', 'givenNames', 'birthDate', 'nationality', 'documentNumber', 'documentExpiry', 'website'],
    fixed: ['documentType', 'visa'],
    signedIn: false,
  },
  {
    name: 'POST /booking/:token/passengers?intent=remove',
    path: () => `/booking/${token}/passengers?intent=remove`,
    fields: ['passengerId', 'website'],
    signedIn: false,
  },
  {
    name: 'POST /desk/bookings/:id/trip?intent=details',
    path: () => `/desk/bookings/${bookingId}/trip?intent=details`,
    fields: ['operatorPhone', 'legs[0].departureFbo', 'legs[1].handler', 'legs[7].catering'],
    fixed: ['registration', '!! not a registration !!'],
    signedIn: true,
  },
  {
    name: 'POST /desk/bookings/:id/trip?intent=save',
    path: () => `/desk/bookings/${bookingId}/trip?intent=save`,
    fields: ['surname', 'birthDate', 'issuingCountry', 'documentExpiry', 'passengerId'],
    fixed: ['documentType', 'visa'],
    signedIn: true,
  },
  {
    name: 'POST /desk/bookings/:id/trip?intent=remove',
    path: () => `/desk/bookings/${bookingId}/trip?intent=remove`,
    fields: ['passengerId'],
    signedIn: true,
  },
]

describe('every trips action under hostile input (production build)', () => {
  hostileActionTests(ACTIONS, {
    site: () => ({ app, cookie }),
    bad,
    runs: RUNS,
    state,
    never: /^(documentType|registration)$/,
    timeout: 180_000,
  })

  it('a cancelled booking: its links answer an uncached 410', async () => {
    await runtime.database.db.execute(sql`update bookings set cancelled_at = now() where id = ${bookingId}`)
    for (const path of [`/trip/${sheetToken}`, `/booking/${token}/passengers`]) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(410)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})
