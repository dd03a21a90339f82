/**
 * Contract of the flight estimator (decisions.md §4). Pure types: no React, no I/O.
 * The engine (`estimate.ts`) and the server weather client (`weather.server.ts`) both speak it.
 */

export type Language = 'fr' | 'en'
export type AircraftCategory = 'light' | 'midsize' | 'heavy'
export type Trip = 'oneway' | 'roundtrip'
export type TurbulenceClass = 'none' | 'light' | 'moderate' | 'strong'
export type WindLabel = 'headwind' | 'tailwind' | 'neutral'

export interface Aircraft {
  id: string
  name: string
  category: AircraftCategory
  pax: number
  range_km: number
  cruise_kmh: number
  hourly_operator_eur: number
  req_runway_m: number
  requires_paved: boolean
  /** Public path of the picture shown on the fleet card (data, so photographs can replace it). */
  image: string
  description: Record<Language, string>
  features: Record<Language, readonly [string, string, string]>
}

export interface Airport {
  code: string
  name: string
  city: string
  /** Country name in English (as searched and shown). */
  country: string
  /** ISO 3166-1 alpha-2, for localised display (Intl.DisplayNames). */
  countryCode: string
  lat: number
  lon: number
}

export interface LatLon {
  lat: number
  lon: number
}

export interface EstimateInput {
  from: string
  to: string
  aircraft: string
  /** YYYY-MM-DD */
  date: string
  /** HH:MM, default 12:00 */
  time: string
  pax: number
  trip: Trip
}

export type EstimateErrorCode =
  | 'AIRPORT_UNKNOWN'
  | 'SAME_AIRPORTS'
  | 'AIRCRAFT_UNKNOWN'
  | 'PAX_OUT_OF_RANGE'
  | 'DATE_INVALID'
  | 'TIME_INVALID'
  | 'TRIP_INVALID'

/** Wind at altitude at one point: speed in m/s, direction the wind comes FROM in degrees. */
export interface WindSample {
  speedMs: number
  directionDeg: number
}

/** Spec "Weather summary" (surface weather of one airport on the travel date). */
export interface WeatherSummary {
  dateIso: string
  timeIso: string
  tempMinC: number
  tempMaxC: number
  windKmh: number
  windDirDeg: number
  gustKmh: number
  pressureHpa: number
  precipMm: number
}

/** What the weather client found: `null` means that look-up failed (conservative mode). */
export interface WeatherInputs {
  /** departure, midpoint, arrival */
  wind: readonly [WindSample | null, WindSample | null, WindSample | null]
  /** departure, arrival */
  surface: readonly [WeatherSummary | null, WeatherSummary | null]
}

/** Everything the engine derives before any weather is known (it tells the weather client what to ask). */
export interface RoutePlan {
  input: EstimateInput
  departure: Airport
  arrival: Airport
  aircraft: Aircraft
  distanceKm: number
  bearingDeg: number
  midpoint: LatLon
  cruiseLevel: number
  hpa: number
  /** The hour (0-23) of `input.time`, used to pick the weather entry. */
  hour: number
}

export interface Pricing {
  operator: number
  fees: number
  commission: number
  totalHT: number
  lowHT: number
  highHT: number
}

export interface TurbulenceDetails {
  verticalShear_ms: number
  horizStd_ms: number
  turning_deg: number
}

export interface EstimateResult {
  input: EstimateInput
  distanceKm: number
  bearingDeg: number
  cruiseTimeHours: number
  blockTimeHours: number
  groundSpeedKmh: number
  pricing: Pricing
  fuelStops: number
  /** Evenly spaced positions of the fuel stops along the great circle (for the route map). */
  fuelStopPoints: LatLon[]
  /** km/h, positive = headwind. 0 when conservative. */
  avgHeadwind: number
  windLabel: WindLabel
  /** Mean wind speed at altitude over the three points, km/h (raw values, fallbacks included). */
  avgWindSpeedKmh: number
  cruiseLevel: number
  hpa: number
  conservative: boolean
  weather: { departure: WeatherSummary | null; arrival: WeatherSummary | null }
  windPoints: { departure: WindSample | null; midpoint: WindSample | null; arrival: WindSample | null }
  aircraft: Aircraft
  airports: { departure: Airport; arrival: Airport }
  midpoint: LatLon
  turbulence: { score: number; class: TurbulenceClass; details: TurbulenceDetails }
}
