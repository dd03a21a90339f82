import { sql } from 'drizzle-orm'
import { cancellationCharge } from '~/domain/cancellation-terms'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { Runtime } from '~/services/runtime-types'
import { privateTokenHash, samePrivateHash } from '~/services/private-link.server'
import type { BookingOption } from '../domain/booking-model'
import { creditInvoice } from './invoice-issue.server'

/**
 * The client's cancellation (docs/product.md §17): the accepted terms' schedule (app/domain/
 * cancellation-terms.ts) keeps a share of the charter price; the taxes and everything else paid
 * are refunded. Every invoice of the booking is credited (a credit note each); the desk pays the
 * refund by transfer. Twice answers the same.
 */

export interface CancellationFigures {
  keptPercent: number
  keptCents: number
  paidCents: number
  refundCents: number
  /** What is still owed when the share kept is more than what was paid. */
  owedCents: number
}

export type CancelOutcome =
  { status: 'cancelled'; figures: CancellationFigures; duplicate: boolean } | { status: 'missing' }

interface Row {
  id: string
  token_hash: string
  lead_id: string
  reference: string
  terms_version: string
  option: unknown
  first_departure_at: string | Date
  cancelled_at: string | Date | null
  cancellation: unknown
  paid: number | string
}

const asJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))

export function cancellationFigures(
  booking: { termsVersion: string; option: BookingOption; firstDepartureAt: Date },
  paidCents: number,
  at: Date,
): CancellationFigures {
  const charter = booking.option.lines.filter((l) => l.kind === 'charter').reduce((s, l) => s + l.amountCents, 0)
  const { keptPercent, keptCents } = cancellationCharge(booking.termsVersion, charter, booking.firstDepartureAt, at)
  return {
    keptPercent,
    keptCents,
    paidCents,
    refundCents: Math.max(0, paidCents - keptCents),
    owedCents: Math.max(0, keptCents - paidCents),
  }
}

async function findByToken(db: Pick<Runtime['database']['db'], 'execute'>, token: string, lock: boolean) {
  const hash = privateTokenHash(token)
  const found = await rows<Row>(
    db,
    sql`select b.id, b.token_hash, b.lead_id, b.reference, b.terms_version, b.option, b.first_departure_at,
               b.cancelled_at, b.cancellation,
               (select coalesce(sum(p.amount_cents), 0) from booking_payments p where p.booking_id = b.id) as paid
        from bookings b where b.token_hash = ${hash} ${lock ? sql`for update of b` : sql``}`,
  )
  const row = found[0]
  return row && samePrivateHash(row.token_hash, hash) ? row : undefined
}

/** What a cancellation now would keep and refund (the page's confirmation step). */
export async function cancellationPreview(
  runtime: Pick<Runtime, 'database'>,
  token: string,
  at = new Date(),
): Promise<CancellationFigures | undefined> {
  const row = await findByToken(runtime.database.db, token, false)
  if (!row) return undefined
  if (row.cancellation) return asJson<CancellationFigures>(row.cancellation)
  return cancellationFigures(
    {
      termsVersion: row.terms_version,
      option: asJson<BookingOption>(row.option),
      firstDepartureAt: toDate(row.first_departure_at) as Date,
    },
    Number(row.paid),
    at,
  )
}

export async function cancelBooking(
  runtime: Pick<Runtime, 'database' | 'site'>,
  token: string,
  at = new Date(),
): Promise<CancelOutcome> {
  return runtime.database.db.transaction(async (tx): Promise<CancelOutcome> => {
    const row = await findByToken(tx, token, true)
    if (!row) return { status: 'missing' }
    if (row.cancelled_at)
      return { status: 'cancelled', figures: asJson<CancellationFigures>(row.cancellation), duplicate: true }
    const figures = cancellationFigures(
      {
        termsVersion: row.terms_version,
        option: asJson<BookingOption>(row.option),
        firstDepartureAt: toDate(row.first_departure_at) as Date,
      },
      Number(row.paid),
      at,
    )
    await tx.execute(sql`update bookings set cancelled_at = ${at.toISOString()}, cancellation = ${JSON.stringify(figures)}::jsonb
                         where id = ${row.id}`)
    const invoices = await rows<{ id: string }>(
      tx,
      sql`select id from invoices where booking_id = ${row.id} and kind = 'invoice'
          and id not in (select credited_invoice_id from invoices where credited_invoice_id is not null)
          order by year, sequence`,
    )
    for (const invoice of invoices) await creditInvoice({ site: runtime.site }, tx, invoice.id, 'client', at)
    await recordAudit(tx, {
      actor: 'client',
      action: 'booking_cancel',
      leadId: row.lead_id,
      details: { bookingId: row.id, reference: row.reference, ...figures },
    })
    return { status: 'cancelled', figures, duplicate: false }
  })
}
