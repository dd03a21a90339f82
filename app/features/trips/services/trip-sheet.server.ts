import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { queueMail } from '~/services/mail/queue-mail.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import { detailsFor, lastArrival, tripChanges, type TripChange, type TripDetails } from '../domain/trip-model'
import { bookingById, linkTokenHash, sameTokenHash, type TripBooking } from './trip-booking.server'
import { tripChangeMail } from './trip-mail.server'

/**
 * The trip sheet (docs/product.md §18, decision 097): one private link per booking,
 * `SITE_URL/trip/<token>`. The token is 256 bits derived from the server's secret and the booking
 * (HMAC-SHA-256 of `trip-sheet:<id>:<version>`), so the holder's page and the desk's e-mails can
 * give it again without it ever being stored: only its SHA-256 is, and a link is found by that
 * hash like every private link. Raising the version retires a leaked link.
 */

type Executor = Pick<Db, 'execute'>

export function tripToken(secret: string, bookingId: string, version: number): string {
  return createHmac('sha256', secret).update(`trip-sheet:${bookingId}:${version}`, 'utf8').digest('base64url')
}

export function tripLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/trip/${token}`
}

interface SheetRow {
  booking_id: string
  token_hash: string
  link_version: number | string
  details: unknown
  updated_at: string | Date
  passengers_erased_at: string | Date | null
}

export interface TripSheet {
  booking: TripBooking
  details: TripDetails
  updatedAt: Date
  passengersErased: boolean
}

function parsed(value: unknown): Partial<TripDetails> {
  if (typeof value === 'string') return JSON.parse(value) as Partial<TripDetails>
  return (value ?? {}) as Partial<TripDetails>
}

/** The booking's sheet row, created on first need (its link's hash with it); the link's token. */
export async function ensureSheet(
  db: Executor,
  secret: string,
  bookingId: string,
): Promise<{ token: string; row: SheetRow }> {
  const existing = await rows<SheetRow>(db, sql`select * from trip_sheets where booking_id = ${bookingId}`)
  if (existing[0]) {
    const token = tripToken(secret, bookingId, Number(existing[0].link_version))
    // A new server secret makes a new token: the stored hash follows (the old link stops working).
    if (existing[0].token_hash !== linkTokenHash(token)) {
      await db.execute(sql`update trip_sheets set token_hash = ${linkTokenHash(token)} where booking_id = ${bookingId}`)
    }
    return { token, row: existing[0] }
  }
  const token = tripToken(secret, bookingId, 1)
  await db.execute(sql`
    insert into trip_sheets (booking_id, token_hash, link_version) values (${bookingId}, ${linkTokenHash(token)}, 1)
    on conflict (booking_id) do nothing`)
  const row = (await rows<SheetRow>(db, sql`select * from trip_sheets where booking_id = ${bookingId}`))[0]!
  return { token: tripToken(secret, bookingId, Number(row.link_version)), row }
}

export async function sheetFor(
  db: Executor,
  secret: string,
  booking: TripBooking,
): Promise<TripSheet & { token: string }> {
  const { token, row } = await ensureSheet(db, secret, booking.id)
  return {
    token,
    booking: { ...booking, registration: parsed(row.details).registration || booking.registration },
    details: detailsFor(booking.legs.length, parsed(row.details)),
    updatedAt: toDate(row.updated_at) as Date,
    passengersErased: row.passengers_erased_at !== null,
  }
}

export type OpenedSheet = { status: 'open'; sheet: TripSheet } | { status: 'gone' } | { status: 'missing' }

/**
 * The sheet a link opens: unknown → missing (404); a cancelled booking, or a trip whose last leg
 * landed more than `retentionDays` ago → gone (410).
 */
export async function openSheet(
  db: Executor,
  token: string,
  retentionDays: number,
  now = Date.now(),
): Promise<OpenedSheet> {
  const hash = linkTokenHash(token)
  const found = await rows<SheetRow>(db, sql`select * from trip_sheets where token_hash = ${hash}`)
  const row = found[0]
  if (!row || !sameTokenHash(row.token_hash, hash)) return { status: 'missing' }
  const booking = await bookingById(db, row.booking_id)
  if (!booking) return { status: 'missing' }
  const last = lastArrival(booking.legs)
  if (booking.cancelled || (last && Date.parse(last) + retentionDays * 86_400_000 < now)) return { status: 'gone' }
  return {
    status: 'open',
    sheet: {
      booking: { ...booking, registration: parsed(row.details).registration || booking.registration },
      details: detailsFor(booking.legs.length, parsed(row.details)),
      updatedAt: toDate(row.updated_at) as Date,
      passengersErased: row.passengers_erased_at !== null,
    },
  }
}

/**
 * The desk's edit of the trip details: stored, audited, and — when something changed — ONE e-mail
 * to the client in their language naming each change, with the sheet's link, queued in the same
 * transaction (decision 008). Saving the same values again changes nothing and sends nothing.
 */
export async function saveTripDetails(
  db: Db,
  env: { SESSION_SECRET: string; SITE_URL: string; NOTIFY_EMAIL: string },
  staff: string,
  booking: TripBooking,
  details: TripDetails,
): Promise<TripChange[]> {
  return db.transaction(async (tx) => {
    const { token } = await ensureSheet(tx, env.SESSION_SECRET, booking.id)
    const current = (
      await rows<SheetRow>(tx, sql`select * from trip_sheets where booking_id = ${booking.id} for update`)
    )[0]!
    const before = detailsFor(booking.legs.length, parsed(current.details))
    const after = detailsFor(booking.legs.length, details)
    const changes = tripChanges(before, after)
    if (changes.length === 0) return changes
    await tx.execute(sql`
      update trip_sheets set details = ${JSON.stringify(after)}::jsonb, updated_at = now(), updated_by = ${staff}
      where booking_id = ${booking.id}`)
    await recordAudit(tx, {
      actor: staff,
      action: 'trip_edit',
      leadId: booking.leadId,
      details: {
        bookingId: booking.id,
        reference: booking.reference,
        fields: changes.map((c) => (c.leg ? `legs[${c.leg - 1}].${c.field}` : c.field)),
      },
    })
    if (booking.clientEmail && !booking.cancelled) {
      const owner = await rows<{ owner: string | null }>(tx, sql`select owner from leads where id = ${booking.leadId}`)
      const mail = tripChangeMail(booking, changes, tripLink(env.SITE_URL, token))
      await queueMail(tx, {
        ...mail,
        to: booking.clientEmail,
        replyTo: owner[0]?.owner ?? env.NOTIFY_EMAIL,
        leadId: booking.leadId,
      })
    }
    return changes
  })
}
