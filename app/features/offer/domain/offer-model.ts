/**
 * The offer (docs/product.md §11): what the desk prepares (`OfferDraft`), what a sent version holds
 * (`OfferContent`, the canonical document the client sees, hashes and accepts) and their vocabulary.
 * Pure: no I/O, no clock (the caller gives the instants).
 */

export const MAX_LEGS = 6
export const MAX_OPTIONS = 3
export const MAX_FREE_LINES = 6
export const DEFAULT_VALIDITY_HOURS = 48
export const MIN_VALIDITY_HOURS = 1
export const MAX_VALIDITY_HOURS = 24 * 14
/** The largest amount of one line, in euros (a long-range charter with its extras fits). */
export const MAX_LINE_EUR = 10_000_000
export const MAX_SEATS = 19
export const MAX_BLOCK_MINUTES = 24 * 60

/** The version of the cancellation terms printed on new offers (their texts: content/offer-terms.ts). */
export const CURRENT_TERMS_VERSION = '2026-11'

export type OfferLanguage = 'fr' | 'en'

/** One leg as the desk states it: airports (IATA or ICAO), local date and time of departure, block time. */
export interface DraftLeg {
  from: string
  to: string
  /** YYYY-MM-DD, local at the departure airport. */
  date: string
  /** HH:MM, local at the departure airport. */
  time: string
  blockMinutes: number
}

/** A line the desk adds (catering, de-icing, a discount): its label in the client's language. */
export interface FreeLine {
  label: string
  amountEur: number
}

/** A computed tax the desk replaced, and why (shown in the desk, kept in the version). */
export interface TaxOverride {
  amountEur: number
  reason: string
}

/**
 * An option built from an operator's quote (docs/product.md §14, decision 088): the operating
 * carrier's facts the client is shown, and what the desk alone sees — the operator's cost (its price
 * lines, integer cents) and the margin set on it. The send checks the operator again (legality).
 */
export interface OptionSource {
  operatorId: string
  answerId: number
  carrier: string
  aocNumber: string
  aocAuthority: string
  costCents: number
  /** percent: hundredths of a percent of the cost (12 % is 1200); amount: cents. */
  margin: { kind: 'percent' | 'amount'; value: number }
}

export interface DraftOption {
  /** An aircraft of the fleet (`cj1`…), or '' with `aircraftName` for another type. */
  aircraftId: string
  aircraftName: string
  /** Fuel burn (US gal per block hour) of a type outside the fleet, for its CO₂. */
  burnGalPerHour: number | null
  operator: string
  registration: string
  seats: number
  charterEur: number
  tsbaOverride: TaxOverride | null
  vatOverride: TaxOverride | null
  lines: FreeLine[]
  /** Set when the option comes from an operator's quote; absent for an option typed by hand. */
  source?: OptionSource | null
}

/** The desk's working copy of an offer (the form's values, validated). */
export interface OfferDraft {
  language: OfferLanguage
  clientName: string
  passengers: number
  validityHours: number
  /** A personal word from the broker, printed above the itinerary. */
  message: string
  legs: DraftLeg[]
  options: DraftOption[]
}

/** An airport as a version prints it: resolved once when the version is made. */
export interface OfferAirport {
  code: string
  name: string
  city: string
  /** The city's French name where it differs (Genève, Londres). */
  cityFr?: string
  /** ISO 3166-1 alpha-2: its name is said in the page's language. */
  countryCode: string
  /** IANA time zone of the airport's position. */
  timeZone: string
}

export interface OfferLeg {
  from: OfferAirport
  to: OfferAirport
  /** Departure, local wall time at `from` (YYYY-MM-DDTHH:MM), as the desk stated it. */
  departureLocal: string
  /** Departure and arrival instants (ISO 8601, UTC). */
  departureUtc: string
  arrivalUtc: string
  blockMinutes: number
  distanceKm: number
}

export type TsbaBandCode = 'europe' | 'intermediate' | 'long'

/** One price line of an option. Tax lines carry how they were computed; labels come from the catalogues. */
export type OfferLine =
  | { kind: 'charter'; amountEur: number }
  | {
      kind: 'tsba'
      amountEur: number
      /** Per band: passengers × rate (docs/product.md §10). */
      parts: Array<{ band: TsbaBandCode; passengers: number; perPassengerEur: number }>
      computedEur: number
      reason: string | null
    }
  | { kind: 'vat'; amountEur: number; rate: number; computedEur: number; reason: string | null }
  | { kind: 'other'; label: string; amountEur: number }

export interface OfferOption {
  /** 1, 2 or 3: what the client picks. */
  number: number
  aircraft: { id: string | null; name: string }
  operator: string
  registration: string | null
  seats: number
  lines: OfferLine[]
  totalEur: number
  co2: { kg: number; perPassengerKg: number; burnGalPerHour: number }
  /** The operating carrier as checked on the day the version was made (options from a quote only). */
  operatedBy?: { name: string; aocNumber: string; authority: string; checkedOn: string }
}

/** A version as sent: everything the client sees, the exact text hashed (canonical JSON). */
export interface OfferContent {
  reference: string
  version: number
  language: OfferLanguage
  clientName: string
  passengers: number
  currency: 'EUR'
  issuedAt: string
  expiresAt: string
  termsVersion: string
  message: string
  legs: OfferLeg[]
  options: OfferOption[]
}

/** `HERRA-2026-0042`: the year and the year's sequence number (at least four digits). */
export function offerReference(year: number, sequence: number): string {
  return `HERRA-${year}-${String(sequence).padStart(4, '0')}`
}

export const REFERENCE_PATTERN = /^HERRA-\d{4}-\d{4,}$/
