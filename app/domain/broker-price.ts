/**
 * Prices as a broker shows them (docs/decisions/048-broker-prices.md). The engine and the API keep whole euros; the
 * screens round them to a step that grows with the amount, and the breakdown's rows are rounded
 * so that they add up, as shown, to the total shown. Pure: no I/O, no React.
 */
import { COMMISSION_TABLE } from './estimator/constants'
import type { AircraftCategory, Pricing } from './estimator/types'

/** Below this amount prices are shown to the nearest 100 €. */
export const FINE_STEP_BELOW_EUR = 20_000
/** From `FINE_STEP_BELOW_EUR` up to this amount, to the nearest 500 €; from it, to the nearest 1,000 €. */
export const MEDIUM_STEP_BELOW_EUR = 100_000

/** The rounding step of an amount: 100 € below 20,000 €, 500 € below 100,000 €, 1,000 € above. */
export function brokerStep(amountEur: number): number {
  const amount = Math.abs(amountEur)
  if (amount < FINE_STEP_BELOW_EUR) return 100
  if (amount < MEDIUM_STEP_BELOW_EUR) return 500
  return 1000
}

/** An amount rounded to the nearest multiple of its step (half up). */
export function roundBroker(amountEur: number): number {
  if (!Number.isFinite(amountEur)) return 0
  const step = brokerStep(amountEur)
  return Math.round(amountEur / step) * step + 0
}

/** The rows of the price breakdown, in the order they are shown. */
export type BreakdownRowKey = 'operator' | 'fees' | 'service' | 'weatherMargin'

export interface BreakdownRow {
  key: BreakdownRowKey
  amountEur: number
}

export interface DisplayedPrice {
  /** The total shown (conservative mode: the high figure), rounded. */
  totalEur: number
  lowEur: number
  highEur: number
  /** The rounding step of the total, which every row is a multiple of. */
  stepEur: number
  /** Rounded rows that add up to `totalEur` exactly. */
  rows: BreakdownRow[]
}

/**
 * What the screens show of a price. The rows are the operator's share, the fees, the house's
 * service and, when the weather is unknown (conservative mode, where the total is the high
 * figure), the weather margin that makes up the difference. Each row is rounded to the total's
 * step by the largest-remainder method, so the rows shown add up to the total shown; a row
 * moves by less than one step from its true value.
 */
export function displayedPrice(pricing: Pricing, conservative: boolean, category?: AircraftCategory): DisplayedPrice {
  const totalEur = roundBroker(pricing.totalHT)
  const stepEur = brokerStep(pricing.totalHT)
  const { flightEur, houseFeeEur } = clientShares(pricing, category)
  const raw: BreakdownRow[] = [
    { key: 'operator', amountEur: flightEur },
    { key: 'fees', amountEur: pricing.fees },
    { key: 'service', amountEur: houseFeeEur },
  ]
  const margin = pricing.totalHT - pricing.operator - pricing.fees - pricing.commission
  // Outside conservative mode the difference is the engine's rounding of each figure (±1 €).
  if (conservative && margin > 0) raw.push({ key: 'weatherMargin', amountEur: margin })
  return {
    totalEur,
    lowEur: roundBroker(pricing.lowHT),
    highEur: roundBroker(pricing.highHT),
    stepEur,
    rows: allocate(raw, totalEur, stepEur),
  }
}

/**
 * The breakdown as a client reads it (docs/decisions/105-one-price.md): the house's fee is its
 * percentage of the flight (never more than the whole commission); what the engine's commission adds
 * beyond it (the minimum charge of a short flight, the on-board service pack, the long-haul crew
 * supplement) is part of providing the flight and is shown with it. Without a category the engine's
 * commission is the fee, as before.
 */
export function clientShares(
  pricing: Pick<Pricing, 'operator' | 'commission'>,
  category?: AircraftCategory,
): { flightEur: number; houseFeeEur: number } {
  if (!category) return { flightEur: pricing.operator, houseFeeEur: pricing.commission }
  const houseFeeEur = Math.max(
    0,
    Math.min(pricing.commission, COMMISSION_TABLE[category].percentage * pricing.operator),
  )
  return { flightEur: pricing.operator + pricing.commission - houseFeeEur, houseFeeEur }
}

/** Rounds each row down to the step, then gives the missing steps to the largest remainders. */
function allocate(rows: readonly BreakdownRow[], totalEur: number, stepEur: number): BreakdownRow[] {
  const floored = rows.map((row, index) => {
    const amount = Math.max(0, row.amountEur)
    const down = Math.floor(amount / stepEur) * stepEur
    return { index, key: row.key, down, remainder: amount - down }
  })
  let missing = Math.round((totalEur - floored.reduce((sum, r) => sum + r.down, 0)) / stepEur)
  const order = [...floored].sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (let i = 0; missing > 0; i = (i + 1) % order.length, missing--) order[i]!.down += stepEur
  // Rows a hair over the total (a total rounded down past every remainder): take back from the smallest remainders.
  for (let i = order.length - 1; missing < 0; i = (i - 1 + order.length) % order.length) {
    if (order[i]!.down >= stepEur) {
      order[i]!.down -= stepEur
      missing++
    }
  }
  return floored.map((r) => ({ key: r.key, amountEur: r.down }))
}

/** A trip's prices as shown: each leg rounded like a single estimate, the trip the sum of its legs as shown. */
export interface TripPriceAsShown {
  legs: Array<{ totalEur: number; lowEur: number; highEur: number }>
  totalEur: number
  lowEur: number
  highEur: number
  /** The total shown plus the taxes, which are exact amounts and never rounded. */
  totalWithTaxesEur: number
}

/**
 * The prices of a trip of several legs as the screens show them: every leg's range and total
 * rounded as a broker would (`roundBroker`), and the trip's figures the sums of the legs' figures
 * as shown, so the legs table adds up to its total row. Taxes (TSBA, VAT) are added as they are.
 */
export function tripPriceAsShown(legs: ReadonlyArray<{ pricing: Pricing; taxesEur: number }>): TripPriceAsShown {
  const shown = legs.map(({ pricing }) => ({
    totalEur: roundBroker(pricing.totalHT),
    lowEur: roundBroker(pricing.lowHT),
    highEur: roundBroker(pricing.highHT),
  }))
  const sum = (key: 'totalEur' | 'lowEur' | 'highEur') => shown.reduce((total, leg) => total + leg[key], 0)
  const taxes = legs.reduce((total, leg) => total + leg.taxesEur, 0)
  return {
    legs: shown,
    totalEur: sum('totalEur'),
    lowEur: sum('lowEur'),
    highEur: sum('highEur'),
    totalWithTaxesEur: sum('totalEur') + taxes,
  }
}
