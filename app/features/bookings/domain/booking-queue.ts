import type { BookingPaymentState } from './payment-state'

/**
 * A booking in the desk's queue (docs/product.md §17): its payment state, and the alarm —
 * "unpaid, first leg within 48 h" — that puts it first, in red. Pure.
 */

export const URGENT_HOURS = 48

export interface QueueBooking {
  id: string
  reference: string
  clientName: string
  firstDepartureAt: string
  totalCents: number
  receivedCents: number
  nextDueOn: string | null
  state: BookingPaymentState
  urgent: boolean
}

/** Not fully paid, not cancelled, and the first leg leaves within 48 hours (and has not left). */
export function isUrgent(state: BookingPaymentState, firstDeparture: Date, now: Date): boolean {
  const hours = (firstDeparture.getTime() - now.getTime()) / 3_600_000
  return (state === 'unpaid' || state === 'partial') && hours <= URGENT_HOURS && hours > -24
}

/** Urgent first (soonest departure first), then the rest by departure. */
export function queueOrder(a: QueueBooking, b: QueueBooking): number {
  if (a.urgent !== b.urgent) return a.urgent ? -1 : 1
  return a.firstDepartureAt.localeCompare(b.firstDepartureAt)
}
