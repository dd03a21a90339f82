/**
 * The booking (docs/product.md §17): what an accepted offer becomes. Pure: no I/O, no clock.
 */

export type BookingLanguage = 'fr' | 'en'

/** `HERRA-B-2026-0007`: the year and the year's booking number (at least four digits). */
export function bookingReference(year: number, sequence: number): string {
  return `HERRA-B-${year}-${String(sequence).padStart(4, '0')}`
}

export const BOOKING_REFERENCE_PATTERN = /^HERRA-B-\d{4}-\d{4,}$/

/** An airport as the booking keeps it (a copy of the accepted offer version's). */
export interface BookingAirport {
  code: string
  name: string
  city: string
  cityFr?: string
  countryCode: string
  timeZone: string
}

export interface BookingLeg {
  from: BookingAirport
  to: BookingAirport
  departureLocal: string
  departureUtc: string
  arrivalUtc: string
  blockMinutes: number
}

/** One price line of the accepted option, in cents (what the invoice prints). */
export type BookingLine =
  | { kind: 'charter'; amountCents: number }
  | { kind: 'tsba'; amountCents: number }
  | { kind: 'vat'; amountCents: number; rate: number }
  | { kind: 'other'; label: string; amountCents: number }

export interface BookingOption {
  number: number
  aircraft: string
  operator: string
  registration: string | null
  seats: number
  lines: BookingLine[]
  totalCents: number
}

/** Euros as the offer states them → integer cents (never a float past this point). */
export function toCents(eur: number): number {
  return Math.round(eur * 100)
}

/** What the booking needs from an accepted offer version's content (read from the shared tables). */
export interface AcceptedVersion {
  reference: string
  language: BookingLanguage
  clientName: string
  passengers: number
  termsVersion: string
  legs: BookingLeg[]
  option: BookingOption
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * The accepted version's stored JSON, narrowed to what a booking keeps: undefined when the
 * option is missing or the shape is not an offer version's (the caller logs and stops).
 */
export function acceptedVersionOf(content: unknown, optionNumber: number): AcceptedVersion | undefined {
  if (!isRecord(content) || !Array.isArray(content.options) || !Array.isArray(content.legs)) return undefined
  const raw = content.options.find((o: unknown) => isRecord(o) && o.number === optionNumber) as
    Record<string, unknown> | undefined
  if (!raw || !Array.isArray(raw.lines) || typeof raw.totalEur !== 'number') return undefined
  const lines: BookingLine[] = []
  for (const line of raw.lines as unknown[]) {
    if (!isRecord(line) || typeof line.amountEur !== 'number') return undefined
    const amountCents = toCents(line.amountEur)
    if (line.kind === 'charter' || line.kind === 'tsba') lines.push({ kind: line.kind, amountCents })
    else if (line.kind === 'vat') lines.push({ kind: 'vat', amountCents, rate: Number(line.rate) || 0 })
    else lines.push({ kind: 'other', label: String(line.label ?? ''), amountCents })
  }
  const aircraft = isRecord(raw.aircraft) ? String(raw.aircraft.name ?? '') : ''
  const legs = (content.legs as unknown[]).filter(isRecord).map((leg): BookingLeg => ({
    from: leg.from as BookingAirport,
    to: leg.to as BookingAirport,
    departureLocal: String(leg.departureLocal),
    departureUtc: String(leg.departureUtc),
    arrivalUtc: String(leg.arrivalUtc),
    blockMinutes: Number(leg.blockMinutes),
  }))
  if (legs.length === 0) return undefined
  return {
    reference: String(content.reference ?? ''),
    language: content.language === 'en' ? 'en' : 'fr',
    clientName: String(content.clientName ?? ''),
    passengers: Number(content.passengers) || 0,
    termsVersion: String(content.termsVersion ?? ''),
    legs,
    option: {
      number: optionNumber,
      aircraft,
      operator: String(raw.operator ?? ''),
      registration: typeof raw.registration === 'string' && raw.registration ? raw.registration : null,
      seats: Number(raw.seats) || 0,
      lines,
      // The total is the sum of the lines in cents: the invoice's totals then add up exactly.
      totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    },
  }
}

/** The first departure instant of a booking's legs. */
export function firstDeparture(legs: readonly BookingLeg[]): Date {
  return new Date(Math.min(...legs.map((l) => Date.parse(l.departureUtc))))
}
