import { addDays, isIsoDate } from '~/domain/dates'

/**
 * The passenger list's rules (docs/product.md §18): the travel document must still be valid on the
 * last leg — and six months beyond it when a destination asks it (configuration) — and the list
 * locks 24 h before the first departure (the client then sees it read-only; the desk may still
 * edit, audited). Pure: the caller gives the clock and the configuration.
 */

export const DOCUMENT_TYPES = ['passport', 'id_card'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const GENDERS = ['F', 'M', 'X'] as const
export type Gender = (typeof GENDERS)[number]

/** One passenger as the document reads. No scan is ever stored. */
export interface PassengerRecord {
  /** Surname(s) and given name(s) as printed on the document (together: the full name). */
  surname: string
  givenNames: string
  /** YYYY-MM-DD */
  birthDate: string
  /** ISO 3166-1 alpha-2 */
  nationality: string
  /** Optional: '' when not given. */
  gender: Gender | ''
  birthPlace: string
  documentType: DocumentType
  documentNumber: string
  /** YYYY-MM-DD */
  documentExpiry: string
  /** ISO 3166-1 alpha-2 */
  issuingCountry: string
  pets: string
  specialNeeds: string
}

export const MAX_PASSENGERS = 19
export const LOCK_BEFORE_DEPARTURE_MS = 24 * 3_600_000
export const SIX_MONTHS = 6

/** What is wrong with a document's expiry for this trip; null when it may travel. */
export type DocumentProblem =
  | { code: 'expired' }
  | { code: 'expiresBeforeTrip'; lastDay: string }
  | { code: 'sixMonths'; lastDay: string; until: string; country: string }

/** `date` moved by whole calendar months (31 August + 6 → 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/**
 * The document's expiry against the trip: already expired (before `today`), expiring before the
 * last leg's day, or — when one of `destinations` is in `sixMonthCountries` — less than six months
 * after it. A document valid through the day of the last leg may fly it.
 */
export function documentProblem(
  expiry: string,
  trip: { today: string; lastDay: string; destinations: readonly string[] },
  sixMonthCountries: readonly string[],
): DocumentProblem | null {
  if (!isIsoDate(expiry)) return null
  if (expiry < trip.today) return { code: 'expired' }
  if (expiry < trip.lastDay) return { code: 'expiresBeforeTrip', lastDay: trip.lastDay }
  const country = trip.destinations.find((c) => sixMonthCountries.includes(c))
  if (country) {
    const until = addMonths(trip.lastDay, SIX_MONTHS)
    if (expiry < until) return { code: 'sixMonths', lastDay: trip.lastDay, until, country }
  }
  return null
}

/** The list is the client's until 24 h before the first departure. */
export function passengerListLocked(firstDepartureUtc: string | null, now: number): boolean {
  if (!firstDepartureUtc) return false
  return now >= Date.parse(firstDepartureUtc) - LOCK_BEFORE_DEPARTURE_MS
}

/** When the lock falls (ISO), for the page to say it. */
export function lockAt(firstDepartureUtc: string): string {
  return new Date(Date.parse(firstDepartureUtc) - LOCK_BEFORE_DEPARTURE_MS).toISOString()
}

/** When the passenger rows are erased: `days` after the last arrival (the daily purge). */
export function erasureDay(lastArrivalUtc: string, days: number): string {
  return addDays(lastArrivalUtc.slice(0, 10), days)
}

/** The passenger's full name as the document prints it: given names then surname. */
export function fullNameOf(p: Pick<PassengerRecord, 'surname' | 'givenNames'>): string {
  return `${p.givenNames} ${p.surname}`.trim()
}
