import { sql } from 'drizzle-orm'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { Db } from '~/services/db/client.server'
import { privateTokenHash, samePrivateHash } from '~/services/private-link.server'
import type { BookingLanguage, BookingLeg, BookingOption } from '../domain/booking-model'
import type { DueKind } from '../domain/booking-schedule'
import { dueState, type DueState } from '../domain/payment-state'

/** A booking as its pages show it (docs/product.md §17): what was accepted, the schedule, what came in. */
export interface BookingView {
  id: string
  reference: string
  offerId: string
  leadId: string
  language: BookingLanguage
  clientName: string
  clientEmail: string
  passengers: number
  operator: string
  aircraft: string
  termsVersion: string
  legs: BookingLeg[]
  option: BookingOption
  totalCents: number
  firstDepartureAt: string
  acceptedAt: string
  cancelledAt: string | null
  cancellation: unknown
  dues: DueView[]
  invoices: InvoiceSummary[]
}

export interface DueView {
  id: string
  position: number
  kind: DueKind
  amountCents: number
  dueOn: string
  paymentReference: string
  receivedCents: number
  state: DueState
}

export interface InvoiceSummary {
  id: string
  number: string
  kind: 'invoice' | 'credit_note'
  issuedOn: string
  totalCents: number
  creditedNumber: string | null
}

interface BookingRow {
  id: string
  reference: string
  offer_id: string
  lead_id: string
  token_hash: string
  language: string
  client_name: string
  client_email: string
  passengers: number | string
  operator: string
  aircraft: string
  terms_version: string
  legs: unknown
  option: unknown
  total_cents: number | string
  first_departure_at: string | Date
  accepted_at: string | Date
  cancelled_at: string | Date | null
  cancellation: unknown
}

const asJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))

async function viewOf(db: Pick<Db, 'execute'>, row: BookingRow): Promise<BookingView> {
  const dues = await rows<{
    id: string
    position: number | string
    kind: DueKind
    amount_cents: number | string
    due_on: string | Date
    payment_reference: string
    received: number | string | null
  }>(
    db,
    sql`select d.id, d.position, d.kind, d.amount_cents, d.due_on::text as due_on, d.payment_reference,
               (select coalesce(sum(p.amount_cents), 0) from booking_payments p where p.due_id = d.id) as received
        from booking_dues d where d.booking_id = ${row.id} order by d.position`,
  )
  const invoices = await rows<{
    id: string
    number: string
    kind: 'invoice' | 'credit_note'
    issued_on: string
    total_cents: number | string
    credited_number: string | null
  }>(
    db,
    sql`select i.id, i.number, i.kind, i.issued_on::text as issued_on, i.total_cents, c.number as credited_number
        from invoices i left join invoices c on c.id = i.credited_invoice_id
        where i.booking_id = ${row.id} order by i.year, i.sequence`,
  )
  return {
    id: row.id,
    reference: row.reference,
    offerId: row.offer_id,
    leadId: row.lead_id,
    language: row.language === 'en' ? 'en' : 'fr',
    clientName: row.client_name,
    clientEmail: row.client_email,
    passengers: Number(row.passengers),
    operator: row.operator,
    aircraft: row.aircraft,
    termsVersion: row.terms_version,
    legs: asJson<BookingLeg[]>(row.legs),
    option: asJson<BookingOption>(row.option),
    totalCents: Number(row.total_cents),
    firstDepartureAt: (toDate(row.first_departure_at) as Date).toISOString(),
    acceptedAt: (toDate(row.accepted_at) as Date).toISOString(),
    cancelledAt: toDate(row.cancelled_at)?.toISOString() ?? null,
    cancellation: row.cancellation ? asJson<unknown>(row.cancellation) : null,
    dues: dues.map((d) => {
      const amountCents = Number(d.amount_cents)
      const receivedCents = Number(d.received ?? 0)
      return {
        id: d.id,
        position: Number(d.position),
        kind: d.kind,
        amountCents,
        dueOn: String(d.due_on).slice(0, 10),
        paymentReference: d.payment_reference,
        receivedCents,
        state: dueState(amountCents, receivedCents),
      }
    }),
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      issuedOn: String(i.issued_on).slice(0, 10),
      totalCents: Number(i.total_cents),
      creditedNumber: i.credited_number,
    })),
  }
}

const SELECT = sql`select id, reference, offer_id, lead_id, token_hash, language, client_name, client_email, passengers,
                          operator, aircraft, terms_version, legs, option, total_cents, first_departure_at,
                          accepted_at, cancelled_at, cancellation
                   from bookings`

/** The booking a private link opens, or undefined (unknown, forged, truncated: a 404). */
export async function bookingByToken(db: Pick<Db, 'execute'>, token: string): Promise<BookingView | undefined> {
  const hash = privateTokenHash(token)
  const found = await rows<BookingRow>(db, sql`${SELECT} where token_hash = ${hash}`)
  const row = found[0]
  return row && samePrivateHash(row.token_hash, hash) ? viewOf(db, row) : undefined
}

export async function bookingById(db: Pick<Db, 'execute'>, id: string): Promise<BookingView | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const found = await rows<BookingRow>(db, sql`${SELECT} where id = ${id}`)
  return found[0] ? viewOf(db, found[0]) : undefined
}

/** The booking's id from its private link's token (the page's actions), or undefined. */
export async function bookingIdByToken(db: Pick<Db, 'execute'>, token: string): Promise<string | undefined> {
  const hash = privateTokenHash(token)
  const found = await rows<{ id: string; token_hash: string }>(
    db,
    sql`select id, token_hash from bookings where token_hash = ${hash}`,
  )
  const row = found[0]
  return row && samePrivateHash(row.token_hash, hash) ? row.id : undefined
}
