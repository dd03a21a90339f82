import { alpha3 } from './countries'
import type { PassengerRecord } from './passenger-rules'
import type { TripLeg } from './trip-model'

/**
 * The UK General Aviation Report (docs/product.md §18, decision 096): a leg that leaves or lands in
 * the UK (country GB) is reported to Border Force between 48 h and 2 h before its departure. The
 * desk downloads it as the UK template's CSV: the flight (registration, type, operator, departure
 * and arrival airports, dates and times in UTC) then one row per person on board (document type,
 * number, issuing state, expiry, surname, forenames, gender, date of birth, place of birth,
 * nationality). Countries as ICAO 9303 three-letter codes, dates DD/MM/YYYY, times HH:MM (UTC).
 * Pure.
 */

export const GAR_OPENS_BEFORE_MS = 48 * 3_600_000
export const GAR_CLOSES_BEFORE_MS = 2 * 3_600_000
/** The desk's queue shows a report red when its window closes within this. */
export const GAR_URGENT_MS = 6 * 3_600_000

export function needsGar(leg: Pick<TripLeg, 'from' | 'to'>): boolean {
  return leg.from.countryCode === 'GB' || leg.to.countryCode === 'GB'
}

export type GarState = 'notYetOpen' | 'open' | 'urgent' | 'closed'

export interface GarWindow {
  opensAt: string
  closesAt: string
  state: GarState
  /** Milliseconds until it closes (negative once closed). */
  closesInMs: number
}

export function garWindow(departureUtc: string, now: number): GarWindow {
  const departure = Date.parse(departureUtc)
  const opens = departure - GAR_OPENS_BEFORE_MS
  const closes = departure - GAR_CLOSES_BEFORE_MS
  const closesInMs = closes - now
  const state: GarState =
    closesInMs <= 0 ? 'closed' : closesInMs <= GAR_URGENT_MS ? 'urgent' : now < opens ? 'notYetOpen' : 'open'
  return { opensAt: new Date(opens).toISOString(), closesAt: new Date(closes).toISOString(), state, closesInMs }
}

function ddmmyyyy(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-')
  return `${d}/${m}/${y}`
}

const GAR_DOCUMENT_TYPE: Record<PassengerRecord['documentType'], string> = {
  passport: 'Passport',
  id_card: 'Identity Card',
}

export const GAR_FLIGHT_HEADER = [
  'Aircraft Registration',
  'Aircraft Type',
  'Owner/Operator',
  'Departure Airport (ICAO)',
  'Departure Date',
  'Departure Time (UTC)',
  'Arrival Airport (ICAO)',
  'Arrival Date',
  'Arrival Time (UTC)',
] as const

export const GAR_PEOPLE_HEADER = [
  'Type',
  'Travel Document Type',
  'Travel Document Number',
  'Document Issuing State',
  'Document Expiry Date',
  'Surname',
  'Forenames',
  'Gender',
  'Date of Birth',
  'Place of Birth',
  'Nationality',
] as const

/** The CSV's rows: the flight's header and row, an empty line, the people's header and rows. */
export function garRows(
  leg: TripLeg,
  flight: { registration: string; aircraftType: string; operator: string },
  passengers: readonly PassengerRecord[],
): string[][] {
  const airport = (a: TripLeg['from']) => a.icao ?? a.code
  return [
    [...GAR_FLIGHT_HEADER],
    [
      flight.registration,
      flight.aircraftType,
      flight.operator,
      airport(leg.from),
      ddmmyyyy(leg.departureUtc),
      leg.departureUtc.slice(11, 16),
      airport(leg.to),
      ddmmyyyy(leg.arrivalUtc),
      leg.arrivalUtc.slice(11, 16),
    ],
    [],
    [...GAR_PEOPLE_HEADER],
    ...passengers.map((p) => [
      'Passenger',
      GAR_DOCUMENT_TYPE[p.documentType],
      p.documentNumber,
      alpha3(p.issuingCountry),
      ddmmyyyy(p.documentExpiry),
      p.surname.toUpperCase(),
      p.givenNames.toUpperCase(),
      p.gender,
      ddmmyyyy(p.birthDate),
      p.birthPlace,
      alpha3(p.nationality),
    ]),
  ]
}
