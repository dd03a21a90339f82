/**
 * The payment schedule (docs/product.md §17): by default the whole amount on acceptance when the
 * first leg departs within 30 days of it, else a 30 % deposit on acceptance and the balance 30 days
 * before departure. The numbers come from configuration (README: BOOKING_*). Pure.
 */

export interface ScheduleRules {
  /** First leg within this many days of the acceptance: one payment, due at once. */
  fullPaymentWithinDays: number
  /** The deposit, in percent of the total, otherwise. */
  depositPercent: number
  /** The balance is due this many days before the first departure. */
  balanceDaysBefore: number
}

export const DEFAULT_SCHEDULE_RULES: ScheduleRules = {
  fullPaymentWithinDays: 30,
  depositPercent: 30,
  balanceDaysBefore: 30,
}

export type DueKind = 'full' | 'deposit' | 'balance'

export interface ScheduledDue {
  /** 1, 2…: the order of the due amounts. */
  position: number
  kind: DueKind
  amountCents: number
  /** The calendar day (Europe/Paris) the amount is due: YYYY-MM-DD. */
  dueOn: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const PARIS = 'Europe/Paris'

/** The calendar day of an instant in Paris (the brokerage's books), YYYY-MM-DD. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PARIS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/** A calendar day plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`)
  return new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

export function paymentSchedule(
  input: { totalCents: number; acceptedAt: Date; firstDeparture: Date },
  rules: ScheduleRules = DEFAULT_SCHEDULE_RULES,
): ScheduledDue[] {
  const { totalCents, acceptedAt, firstDeparture } = input
  if (!Number.isSafeInteger(totalCents) || totalCents <= 0) throw new RangeError('total must be positive cents')
  const today = parisDay(acceptedAt)
  const within = firstDeparture.getTime() - acceptedAt.getTime() <= rules.fullPaymentWithinDays * DAY_MS
  const balanceOn = addDays(parisDay(firstDeparture), -rules.balanceDaysBefore)
  const deposit = Math.round((totalCents * rules.depositPercent) / 100)
  // A deposit of 0 % or 100 %, or a balance date not after today: one payment, due at once.
  if (within || deposit <= 0 || deposit >= totalCents || balanceOn <= today) {
    return [{ position: 1, kind: 'full', amountCents: totalCents, dueOn: today }]
  }
  return [
    { position: 1, kind: 'deposit', amountCents: deposit, dueOn: today },
    { position: 2, kind: 'balance', amountCents: totalCents - deposit, dueOn: balanceOn },
  ]
}
