/**
 * The trip of a booking as the passenger list and the trip sheet see it (docs/product.md §18): its
 * legs (copied from the accepted offer into the booking), the details the desk adds (FBO, handler,
 * catering, ground transport, contact), and how the desk's changes are summed up for the client.
 * Pure: no I/O, no clock (the caller gives the instants).
 */

export const MAX_TRIP_LEGS = 6

export interface TripAirport {
  /** The code the offer used (IATA or ICAO). */
  code: string
  /** ICAO code where the airport table knows it (the GAR and the crew use it). */
  icao: string | null
  name: string
  city: string
  countryCode: string
  /** IANA time zone of the airport. */
  timeZone: string
  lat: number | null
  lon: number | null
}

export interface TripLeg {
  /** 1-based, in the order flown. */
  number: number
  from: TripAirport
  to: TripAirport
  /** Instants, ISO 8601 UTC. */
  departureUtc: string
  arrivalUtc: string
  blockMinutes: number
}

/** What the desk adds to one leg. Free text, one line each (notes may hold several lines). */
export interface LegDetails {
  /** FBO or terminal at departure (e.g. "Dassault Falcon Service, Le Bourget"). */
  departureFbo: string
  arrivalFbo: string
  /** Ground handler and their phone. */
  handler: string
  catering: string
  /** Driver, car, meeting point. */
  groundTransport: string
}

export interface TripDetails {
  /** The aircraft's registration when known (overrides the offer's). */
  registration: string
  /** The operator's duty phone for this trip. */
  operatorPhone: string
  legs: LegDetails[]
}

export const LEG_DETAIL_FIELDS = ['departureFbo', 'arrivalFbo', 'handler', 'catering', 'groundTransport'] as const
export type LegDetailField = (typeof LEG_DETAIL_FIELDS)[number]
export const TRIP_DETAIL_FIELDS = ['registration', 'operatorPhone'] as const
export type TripDetailField = (typeof TRIP_DETAIL_FIELDS)[number]

export function emptyLegDetails(): LegDetails {
  return { departureFbo: '', arrivalFbo: '', handler: '', catering: '', groundTransport: '' }
}

/** Stored details completed to the booking's legs (a missing leg or field reads as empty). */
export function detailsFor(legs: number, stored: Partial<TripDetails> | null | undefined): TripDetails {
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  const storedLegs = Array.isArray(stored?.legs) ? stored.legs : []
  return {
    registration: str(stored?.registration),
    operatorPhone: str(stored?.operatorPhone),
    legs: Array.from({ length: legs }, (_, i) => {
      const leg = (storedLegs[i] ?? {}) as Partial<LegDetails>
      return {
        departureFbo: str(leg.departureFbo),
        arrivalFbo: str(leg.arrivalFbo),
        handler: str(leg.handler),
        catering: str(leg.catering),
        groundTransport: str(leg.groundTransport),
      }
    }),
  }
}

/** One change the desk made: a trip field, or a leg's field, with the new value ('' when cleared). */
export type TripChange =
  { field: TripDetailField; leg: null; value: string } | { field: LegDetailField; leg: number; value: string }

/** What changed from `before` to `after` (the e-mail to the client names each, in order). */
export function tripChanges(before: TripDetails, after: TripDetails): TripChange[] {
  const changes: TripChange[] = []
  for (const field of TRIP_DETAIL_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, leg: null, value: after[field] })
  }
  after.legs.forEach((leg, i) => {
    const old = before.legs[i] ?? emptyLegDetails()
    for (const field of LEG_DETAIL_FIELDS) {
      if (old[field] !== leg[field]) changes.push({ field, leg: i + 1, value: leg[field] })
    }
  })
  return changes
}

export function firstDeparture(legs: readonly TripLeg[]): string | null {
  return legs.length ? legs.map((l) => l.departureUtc).sort()[0]! : null
}

export function lastArrival(legs: readonly TripLeg[]): string | null {
  return legs.length
    ? legs
        .map((l) => l.arrivalUtc)
        .sort()
        .at(-1)!
    : null
}

/** The countries the trip lands in (for entry rules such as the six months of passport validity). */
export function destinationCountries(legs: readonly TripLeg[]): string[] {
  return [...new Set(legs.map((l) => l.to.countryCode))]
}

/** Whether the flight of `leg` is close enough for a forecast at both ends (48 h, docs/product.md §18). */
export const WEATHER_WINDOW_MS = 48 * 3_600_000
export function weatherDue(leg: TripLeg, now: number): boolean {
  const departure = Date.parse(leg.departureUtc)
  return departure - now <= WEATHER_WINDOW_MS && Date.parse(leg.arrivalUtc) >= now
}
