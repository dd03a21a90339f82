import type { Co2 } from '../trip/co2'
import type { Taxes } from '../trip/taxes'

export type { Co2 } from '../trip/co2'
export type { Taxes, Tsba, TsbaBand } from '../trip/taxes'

/**
 * Contract of the flight estimator (docs/product.md §4). Pure types: no React, no I/O.
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

/** OurAirports size class (docs/product.md §6): large and medium airports, small airfields. */
export type AirportType = 'large' | 'medium' | 'small'
/** Surface class of a runway (docs/product.md §6): the raw surface names vary, the rule needs these three. */
export type RunwaySurface = 'paved' | 'unpaved' | 'unknown'

/** The longest runway of an airport: length in metres (`null` when unknown) and its surface class. */
export interface RunwayInfo {
  lengthM: number | null
  surface: RunwaySurface
}

export interface Airport {
  /** IATA code where the airport has one, else its ICAO code (the airport's identity). */
  code: string
  name: string
  city: string
  /** Country name in English (as searched and shown). */
  country: string
  /** ISO 3166-1 alpha-2, for localised display (Intl.DisplayNames). */
  countryCode: string
  lat: number
  lon: number
  /** ICAO code, when the airport has one (the world table fills it; the product's table may not). */
  icao?: string
  /** Size class; absent in the product's table the browser carries (counts as medium). */
  type?: AirportType
  /** Longest runway; absent in the product's table the browser carries (counts as unknown). */
  runway?: RunwayInfo
  /** French name and city where they differ from the English ones (Londres, Genève, Dubaï...). */
  fr?: { name?: string; city?: string }
}

/** Runway verdict for one aircraft at one airport (docs/product.md §6). */
export type RunwayStatus = 'ok' | 'limited' | 'unsuitable'

/** One end of the trip in the estimate result (`unsuitable` never reaches a result: it is a 422). */
export interface RunwayEnd extends RunwayInfo {
  status: Exclude<RunwayStatus, 'unsuitable'>
}

/**
 * Why the estimate may lack weather: `ok` every look-up answered; `beyond-horizon` the date is past
 * the provider's forecast horizon (today + 15 days), nothing was asked; `unavailable` a look-up failed;
 * `provider-unavailable` the provider is known to be down (its circuit breaker is open), nothing was asked.
 */
export type WeatherStatus = 'ok' | 'beyond-horizon' | 'unavailable' | 'provider-unavailable'

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
  | 'RUNWAY_UNSUITABLE'
  | 'AIRSPACE_CLOSED'

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
  /** Set when nothing was asked because the date is past the provider's forecast horizon. */
  beyondHorizon?: boolean
  /** Set when nothing was asked because the provider is known to be down (its circuit breaker is open). */
  providerUnavailable?: boolean
}

/**
 * The route flown (docs/product.md §10): the great circle, or the shortest way around closed
 * airspace. `points` are the polyline's vertices from departure to arrival (great-circle arcs
 * between them); `avoided` the closed countries (ISO codes) it goes around.
 */
export interface FlightRoute {
  greatCircleKm: number
  flownKm: number
  avoided: string[]
  points: LatLon[]
}

/** An advisory bulletin (conflict zone) that concerns the route: a notice, no reroute. */
export interface RouteAdvisory {
  reference: string
  validUntil: string
  countries: string[]
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
  /** The runway verdict at each end (never `unsuitable`: planRoute refuses those). */
  runway: { departure: RunwayEnd; arrival: RunwayEnd }
  /** The flown route; `distanceKm` is its length. */
  route: FlightRoute
  /**
   * The track at the three wind points when the route goes around closed airspace (departure,
   * middle, arrival); null on the great circle, where the initial bearing serves all three (§4.5).
   */
  windTracksDeg: readonly [number, number, number] | null
  advisories: RouteAdvisory[]
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
  /** Evenly spaced positions of the fuel stops along the flown route (for the route map). */
  fuelStopPoints: LatLon[]
  /** km/h, positive = headwind. 0 when conservative. */
  avgHeadwind: number
  windLabel: WindLabel
  /** Mean wind speed at altitude over the three points, km/h (raw values, fallbacks included). */
  avgWindSpeedKmh: number
  cruiseLevel: number
  hpa: number
  conservative: boolean
  /** Why weather is missing when `conservative` (the UI says so); `ok` when every look-up answered. */
  weatherStatus: WeatherStatus
  /** Each end's longest runway and its verdict for this aircraft (docs/product.md §6). */
  runway: { departure: RunwayEnd; arrival: RunwayEnd }
  weather: { departure: WeatherSummary | null; arrival: WeatherSummary | null }
  windPoints: { departure: WindSample | null; midpoint: WindSample | null; arrival: WindSample | null }
  aircraft: Aircraft
  airports: { departure: Airport; arrival: Airport }
  midpoint: LatLon
  turbulence: { score: number; class: TurbulenceClass; details: TurbulenceDetails }
  route: FlightRoute
  advisories: RouteAdvisory[]
  /** CO₂ of the block time (docs/product.md §10). */
  co2: Co2
  /** TSBA and VAT (docs/product.md §10); a round trip pays the TSBA once, on the leg from France. */
  taxes: Taxes
  /** `totalHT + vatEur + tsba.totalEur`, whole euros (the high figure when conservative, like `totalHT`). */
  totalWithTaxesEur: number
}
