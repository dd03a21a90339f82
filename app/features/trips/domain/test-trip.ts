import type { TripAirport, TripLeg } from './trip-model'

/** A Paris → London → Paris trip for the feature's tests (winter: Paris UTC+1, London UTC+0). */
export const LBG: TripAirport = {
  code: 'LBG',
  icao: 'LFPB',
  name: 'Paris–Le Bourget',
  city: 'Paris',
  countryCode: 'FR',
  timeZone: 'Europe/Paris',
  lat: 48.9694,
  lon: 2.4414,
}
export const LCY: TripAirport = {
  code: 'LCY',
  icao: 'EGLC',
  name: 'London City',
  city: 'London',
  countryCode: 'GB',
  timeZone: 'Europe/London',
  lat: 51.5053,
  lon: 0.0553,
}

export const PARIS_LONDON_PARIS: TripLeg[] = [
  {
    number: 1,
    from: LBG,
    to: LCY,
    departureUtc: '2026-12-01T08:00:00.000Z',
    arrivalUtc: '2026-12-01T09:10:00.000Z',
    blockMinutes: 70,
  },
  {
    number: 2,
    from: LCY,
    to: LBG,
    departureUtc: '2026-12-03T17:30:00.000Z',
    arrivalUtc: '2026-12-03T18:35:00.000Z',
    blockMinutes: 65,
  },
]
