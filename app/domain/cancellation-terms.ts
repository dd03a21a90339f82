/**
 * The cancellation schedule of the charter terms, by terms version (the texts: the offer's terms
 * content; docs/product.md §11 and §16): what share of the charter price a client's cancellation
 * keeps, by how long before the first departure it comes. Taxes not due on a cancelled flight
 * (TSBA, VAT) are refunded in full. Pure.
 */

export interface CancellationBand {
  /** The band applies when the departure is at least this many hours away. */
  fromHoursBefore: number
  keptPercent: number
}

/** Version 2026-11: more than 14 days 20 %; 14 days to 72 hours 50 %; less than 72 hours 100 %. */
const SCHEDULES: Record<string, readonly CancellationBand[]> = {
  '2026-11': [
    { fromHoursBefore: 14 * 24, keptPercent: 20 },
    { fromHoursBefore: 72, keptPercent: 50 },
    { fromHoursBefore: 0, keptPercent: 100 },
  ],
}

export function cancellationSchedule(termsVersion: string): readonly CancellationBand[] {
  return SCHEDULES[termsVersion] ?? SCHEDULES['2026-11']!
}

/** The share kept and its amount (cents, of the charter price) for a cancellation at `at`. */
export function cancellationCharge(
  termsVersion: string,
  charterCents: number,
  firstDeparture: Date,
  at: Date,
): { keptPercent: number; keptCents: number } {
  const hours = (firstDeparture.getTime() - at.getTime()) / 3_600_000
  const band = cancellationSchedule(termsVersion).find((b) => hours > b.fromHoursBefore) ?? { keptPercent: 100 }
  return { keptPercent: band.keptPercent, keptCents: Math.round((charterCents * band.keptPercent) / 100) }
}
