import type { DueKind } from './booking-schedule'

/**
 * A due amount's state from what was received (docs/product.md §17): unpaid, partly paid, paid,
 * or overpaid (the excess to refund). Pure; cents.
 */

export type DueState = 'unpaid' | 'partial' | 'paid' | 'overpaid'

export function dueState(amountCents: number, receivedCents: number): DueState {
  if (receivedCents <= 0) return 'unpaid'
  if (receivedCents < amountCents) return 'partial'
  return receivedCents === amountCents ? 'paid' : 'overpaid'
}

export type BookingPaymentState = 'unpaid' | 'partial' | 'paid' | 'cancelled'

/** A booking's state: paid when every due amount is, unpaid when nothing came, partial between. */
export function bookingPaymentState(
  dues: ReadonlyArray<{ amountCents: number; receivedCents: number }>,
  cancelled = false,
): BookingPaymentState {
  if (cancelled) return 'cancelled'
  const received = dues.reduce((sum, d) => sum + d.receivedCents, 0)
  if (received <= 0) return 'unpaid'
  return dues.every((d) => d.receivedCents >= d.amountCents) ? 'paid' : 'partial'
}

/** A due amount as the client's page shows it: what came in, what is left, its EPC QR code. */
export interface ScheduleDue {
  id: string
  position: number
  kind: DueKind
  amountCents: number
  dueOn: string
  paymentReference: string
  receivedCents: number
  state: DueState
  /** The EPC QR code for what is left to pay, when something is. */
  qrSvg: string | null
  leftCents: number
}
