import { sql } from 'drizzle-orm'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { Db } from '~/services/db/client.server'
import { isUrgent, queueOrder, type QueueBooking } from '../domain/booking-queue'
import { bookingPaymentState } from '../domain/payment-state'

/**
 * The bookings the desk follows (docs/product.md §17): those not yet flown (and the last day's),
 * each with its payment state, the alarms first. Exposed to the desk's inbox (composition).
 */
export async function bookingQueue(db: Pick<Db, 'execute'>, now = new Date(), limit = 100): Promise<QueueBooking[]> {
  const found = await rows<{
    id: string
    reference: string
    client_name: string
    first_departure_at: string | Date
    total_cents: number | string
    cancelled_at: string | Date | null
    dues: Array<{ amount: number | string; received: number | string; due_on: string }> | string
  }>(
    db,
    sql`select b.id, b.reference, b.client_name, b.first_departure_at, b.total_cents, b.cancelled_at,
               coalesce((select json_agg(json_build_object(
                   'amount', d.amount_cents,
                   'due_on', d.due_on,
                   'received', (select coalesce(sum(p.amount_cents), 0) from booking_payments p where p.due_id = d.id))
                   order by d.position)
                 from booking_dues d where d.booking_id = b.id), '[]'::json) as dues
        from bookings b
        where b.first_departure_at > ${new Date(now.getTime() - 24 * 3_600_000).toISOString()}
        order by b.first_departure_at
        limit ${limit}`,
  )
  return found
    .map((r): QueueBooking => {
      const dues = (typeof r.dues === 'string' ? JSON.parse(r.dues) : r.dues) as Array<{
        amount: number | string
        received: number | string
        due_on: string
      }>
      const parts = dues.map((d) => ({ amountCents: Number(d.amount), receivedCents: Number(d.received) }))
      const state = bookingPaymentState(parts, r.cancelled_at !== null)
      const departure = toDate(r.first_departure_at) as Date
      const next = dues.find((d) => Number(d.received) < Number(d.amount))
      return {
        id: r.id,
        reference: r.reference,
        clientName: r.client_name,
        firstDepartureAt: departure.toISOString(),
        totalCents: Number(r.total_cents),
        receivedCents: parts.reduce((s, d) => s + d.receivedCents, 0),
        nextDueOn: next ? String(next.due_on).slice(0, 10) : null,
        state,
        urgent: isUrgent(state, departure, now),
      }
    })
    .sort(queueOrder)
}
