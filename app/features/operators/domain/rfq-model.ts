import { haversineDistanceKm } from '~/domain/estimator/geo'
import type { LegalityProblem } from '~/domain/operators/legality'

/**
 * Requests for quotation (docs/product.md §14): the trip an operator is shown, where an RFQ stands,
 * the answer's total, how far it lies from the house's own estimate, the sell price of an option
 * built from it, the operators suggested for a request and the operators' figures. Pure.
 */

/** One leg as the operator sees it: airports, local date and time of departure, the ends' countries. */
export interface RfqLeg {
  from: string
  to: string
  date: string
  time: string
  fromCountry: string
  toCountry: string
}

/** What an RFQ shows: the legs, the passengers, the aircraft category asked (a fleet id or ''). No client identity. */
export interface RfqTrip {
  legs: RfqLeg[]
  passengers: number
  aircraft: string
}

export type RfqState = 'sent' | 'opened' | 'answered' | 'declined' | 'expired'

/** Request statuses that close its RFQs' links. */
export const CLOSED_REQUEST_STATUSES: ReadonlySet<string> = new Set(['won', 'lost', 'spam'])

/** The day of the trip's last leg ('' without legs). */
export function lastLegOn(trip: Pick<RfqTrip, 'legs'>): string {
  return trip.legs.reduce((last, leg) => (leg.date > last ? leg.date : last), '')
}

/** An RFQ link is open while its request is open and the trip has not flown (its last day included). */
export function rfqLinkOpen(
  requestStatus: string,
  erased: boolean,
  trip: Pick<RfqTrip, 'legs'>,
  today: string,
): boolean {
  if (erased || CLOSED_REQUEST_STATUSES.has(requestStatus)) return false
  const last = lastLegOn(trip)
  return last === '' || last >= today
}

/** Where an RFQ stands: its latest answer first, then whether its link still works, then whether it was opened. */
export function rfqState(
  facts: { opened: boolean; linkOpen: boolean },
  latest: { kind: 'quote' | 'decline' } | null,
): RfqState {
  if (latest) return latest.kind === 'quote' ? 'answered' : 'declined'
  if (!facts.linkOpen) return 'expired'
  return facts.opened ? 'opened' : 'sent'
}

export interface AnswerLines {
  charterCents: number
  positioningCents: number
  feesCents: number
  otherCents: number
}

export function answerTotalCents(a: AnswerLines): number {
  return a.charterCents + a.positioningCents + a.feesCents + a.otherCents
}

/** An operator's answer as the desk reads it: a quote's aircraft and lines, or a decline's reason. */
export interface AnswerFacts extends AnswerLines {
  kind: 'quote' | 'decline'
  registration: string | null
  aircraftName: string | null
  seats: number | null
  otherLabel: string | null
  availability: string | null
  validUntil: string | null
  declineReason: string | null
  note: string | null
}

/** An answer set against the house: its total, the estimate for its type, the gap, the legality. */
export interface AnswerComparison {
  totalCents: number
  /** The house's estimate for the quoted type (or the request's), whole euros. */
  estimate: { eur: number; aircraftId: string } | null
  deviation: { share: number; flagged: boolean } | null
  problems: LegalityProblem[]
}

/** An operator the request's page suggests: its aircraft based nearest the departure. */
export interface SuggestedOperator {
  operatorId: string
  name: string
  registration: string
  baseCode: string
  distanceKm: number
  asked: boolean
}

/** Beyond this share away from the house's estimate, an answer is flagged. */
export const DEVIATION_FLAG = 0.25

/** The answer against the estimate: the signed share (+0.3 is 30 % above), and whether it is flagged. */
export function deviationOf(
  totalCents: number,
  estimateEur: number | null,
): { share: number; flagged: boolean } | null {
  if (estimateEur === null || estimateEur <= 0) return null
  const share = totalCents / 100 / estimateEur - 1
  return { share, flagged: Math.abs(share) > DEVIATION_FLAG }
}

/** The margin the desk sets: hundredths of a percent of the cost, or an amount in cents. */
export interface Margin {
  kind: 'percent' | 'amount'
  /** percent: hundredths of a percent (12 % is 1200); amount: cents. */
  value: number
}

/** The sell price excluding tax, in whole euros (rounded up: the margin is never less than set). */
export function sellPriceEur(costCents: number, margin: Margin): number {
  const marginCents = margin.kind === 'percent' ? Math.round((costCents * margin.value) / 10_000) : margin.value
  return Math.ceil((costCents + marginCents) / 100)
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export interface FleetAircraft {
  registration: string
  seats: number
  baseCode: string
  baseLat: number
  baseLon: number
}

export interface Suggestion<O> {
  operator: O
  /** The suitable aircraft based nearest the departure. */
  aircraft: FleetAircraft
  distanceKm: number
}

/**
 * The operators to ask first: those with an aircraft of at least `passengers` seats, ranked by the
 * distance from that aircraft's base to the departure, nearest first (ties by name).
 */
export function suggestOperators<O extends { name: string; aircraft: readonly FleetAircraft[] }>(
  operators: readonly O[],
  departure: { lat: number; lon: number },
  passengers: number,
): Suggestion<O>[] {
  const out: Suggestion<O>[] = []
  for (const operator of operators) {
    let best: Suggestion<O> | null = null
    for (const aircraft of operator.aircraft) {
      if (aircraft.seats < passengers) continue
      const distanceKm = haversineDistanceKm(departure, { lat: aircraft.baseLat, lon: aircraft.baseLon })
      if (!best || distanceKm < best.distanceKm) best = { operator, aircraft, distanceKm }
    }
    if (best) out.push(best)
  }
  return out.sort((a, b) => a.distanceKm - b.distanceKm || a.operator.name.localeCompare(b.operator.name))
}

/** Days from `today` to `on` (negative when past). */
export function daysUntil(on: string, today: string): number {
  return Math.round((Date.parse(`${on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}

/** Within this many days an expiry shows at the top of the desk. */
export const EXPIRY_WARNING_DAYS = 30
