/**
 * The flight estimator engine (docs/product.md §4, constants from docs/product.md §4).
 * Pure: no I/O, no clock. `planRoute` validates the input and derives everything the weather
 * client needs; `computeEstimate` turns the plan and whatever weather was found into the result.
 */
import { getAircraft } from '../aircraft'
import { getAirport } from '../airports'
import { isEstimateDate, isIsoDate } from '../dates'
import { haversineDistanceKm, initialBearingDeg, intermediatePoint, plainMidpoint } from './geo'
import { pointAlongRoute } from './route-path'
import { BURN_GAL_PER_HOUR, co2Of } from '../trip/co2'
import { legTaxes, roundTripTaxes, totalWithTaxesEur } from '../trip/taxes'
import { assessAirportRunway, type RunwayAssessment } from './runway'
import {
  CONSERVATIVE_TURBULENCE,
  COMMISSION_TABLE,
  FALLBACK_WIND,
  FEE_PER_AIRPORT_EUR,
  FUEL_STOP_HOURS,
  HIGH_FACTOR,
  KMH_PER_MS,
  LEG_OVERHEAD_HOURS,
  LONG_HAUL_THRESHOLD_HOURS,
  LOW_FACTOR,
  MIN_GROUND_SPEED_KMH,
  OPERATOR_FEE_RATE,
  ROUND_TRIP_EXTRA_HOURS,
  ROUND_TRIP_FEE_EUR,
} from './constants'
import type {
  Airport,
  EstimateErrorCode,
  FlightRoute,
  EstimateInput,
  EstimateResult,
  LatLon,
  Pricing,
  RouteAdvisory,
  RoutePlan,
  RunwayEnd,
  WeatherInputs,
  WeatherStatus,
  WeatherSummary,
  WindSample,
} from './types'

export * from './constants'
export * from './estimate-parts'
import {
  alongRouteComponentKmh,
  computeTurbulence,
  cruiseLevelFor,
  fuelStopsFor,
  hourOfTime,
  hpaForLevel,
  mean,
  windLabelFor,
} from './estimate-parts'

// ---------------------------------------------------------------------------------------------
// The engine
// ---------------------------------------------------------------------------------------------

/** Which end of the trip has the runway that cannot take the aircraft. */
export interface UnsuitableRunway extends RunwayAssessment {
  side: 'departure' | 'arrival'
  airport: Airport
}

/** Which end of the trip lies in closed airspace (docs/product.md §10). */
export interface ClosedEnd {
  side: 'departure' | 'arrival'
  airport: Airport
}

export type PlanFailure = { ok: false; code: EstimateErrorCode; runway?: UnsuitableRunway; closed?: ClosedEnd }
export type PlanOutcome = { ok: true; plan: RoutePlan } | PlanFailure
export type EstimateOutcome = { ok: true; result: EstimateResult } | PlanFailure

/** Finds an airport by code (IATA or ICAO, any case). the product's table by default; the server passes the world's. */
export type AirportLookup = (code: string) => Airport | undefined

export interface PlanOptions {
  /** Default: the product's airport table (`getAirport`). */
  lookup?: AirportLookup
  /** When given, the date must lie from today to one year ahead (`estimateDateWindow`); else any real date. */
  now?: Date | number
  /**
   * The route between the two airports. Default: the great circle (the browser's own checks). The
   * server passes the closed-airspace router (`~/domain/trip/flight-route`).
   */
  route?: (from: Airport, to: Airport) => FlightRoute
  /** Countries whose airspace is closed (ISO codes): an airport there is refused. Default: none. */
  closedCountries?: ReadonlySet<string>
  /** Advisory bulletins that concern a flown route. Default: none. */
  advisories?: (points: readonly LatLon[]) => RouteAdvisory[]
}

/** The great circle as the flown route: nothing in the way (docs/product.md §4). */
export function greatCircleRoute(from: LatLon, to: LatLon): FlightRoute {
  const km = haversineDistanceKm(from, to)
  return {
    greatCircleKm: km,
    flownKm: km,
    avoided: [],
    points: [
      { lat: from.lat, lon: from.lon },
      { lat: to.lat, lon: to.lon },
    ],
  }
}

function runwayEnd(assessment: RunwayAssessment): RunwayEnd {
  return {
    lengthM: assessment.lengthM,
    surface: assessment.surface,
    status: assessment.status === 'ok' ? 'ok' : 'limited',
  }
}

/**
 * Validates the input in the order of docs/product.md §4 (then time, then trip) and derives the
 * route: distance, bearing, midpoint, cruise level, pressure level and weather hour. The plan's
 * `input` is normalised (upper-case airport codes, canonical aircraft id).
 */
export function planRoute(input: EstimateInput, options: PlanOptions = {}): PlanOutcome {
  const lookup = options.lookup ?? getAirport
  const departure = typeof input.from === 'string' ? lookup(input.from) : undefined
  const arrival = typeof input.to === 'string' ? lookup(input.to) : undefined
  if (!departure || !arrival) return { ok: false, code: 'AIRPORT_UNKNOWN' }
  if (departure.code === arrival.code) return { ok: false, code: 'SAME_AIRPORTS' }
  const aircraft = getAircraft(input.aircraft)
  if (!aircraft) return { ok: false, code: 'AIRCRAFT_UNKNOWN' }
  if (!Number.isInteger(input.pax) || input.pax < 1 || input.pax > aircraft.pax) {
    return { ok: false, code: 'PAX_OUT_OF_RANGE' }
  }
  const dateOk = options.now === undefined ? isIsoDate(input.date) : isEstimateDate(input.date, options.now)
  if (!dateOk) return { ok: false, code: 'DATE_INVALID' }
  const hour = hourOfTime(input.time)
  if (hour === null) return { ok: false, code: 'TIME_INVALID' }
  if (input.trip !== 'oneway' && input.trip !== 'roundtrip') return { ok: false, code: 'TRIP_INVALID' }

  // docs/product.md §10: no airport in closed airspace, after every input check.
  for (const [side, airport] of [
    ['departure', departure],
    ['arrival', arrival],
  ] as const) {
    if (options.closedCountries?.has(airport.countryCode.toUpperCase())) {
      return { ok: false, code: 'AIRSPACE_CLOSED', closed: { side, airport } }
    }
  }

  // docs/product.md §6: the runway at each end, after every input check.
  const atDeparture = assessAirportRunway(aircraft, departure)
  const atArrival = assessAirportRunway(aircraft, arrival)
  for (const [side, airport, assessment] of [
    ['departure', departure, atDeparture],
    ['arrival', arrival, atArrival],
  ] as const) {
    if (assessment.status === 'unsuitable') {
      return { ok: false, code: 'RUNWAY_UNSUITABLE', runway: { ...assessment, side, airport } }
    }
  }

  // The flown route replaces the great circle: distance, wind points, time, stops, price follow.
  const route = (options.route ?? greatCircleRoute)(departure, arrival)
  const detour = route.points.length > 2
  const distanceKm = route.flownKm
  const cruiseLevel = cruiseLevelFor(aircraft.category, distanceKm)
  const middle = detour ? pointAlongRoute(route.points, 0.5) : null
  return {
    ok: true,
    plan: {
      input: { ...input, from: departure.code, to: arrival.code, aircraft: aircraft.id },
      departure,
      arrival,
      aircraft,
      distanceKm,
      bearingDeg: detour
        ? initialBearingDeg(departure, route.points[1] as LatLon)
        : initialBearingDeg(departure, arrival),
      // On the great circle, §4.2's plain average; around closed airspace, the middle by length.
      midpoint: middle ? middle.point : plainMidpoint(departure, arrival),
      cruiseLevel,
      hpa: hpaForLevel(cruiseLevel),
      hour,
      runway: { departure: runwayEnd(atDeparture), arrival: runwayEnd(atArrival) },
      route,
      windTracksDeg: middle
        ? [pointAlongRoute(route.points, 0).trackDeg, middle.trackDeg, pointAlongRoute(route.points, 1).trackDeg]
        : null,
      advisories: options.advisories?.(route.points) ?? [],
    },
  }
}

/** A wind sample the engine can use: finite, non-negative speed and finite direction. */
function usableWind(sample: WindSample | null | undefined): WindSample | null {
  if (!sample) return null
  const { speedMs, directionDeg } = sample
  return Number.isFinite(speedMs) && speedMs >= 0 && Number.isFinite(directionDeg) ? sample : null
}

function usableSurface(summary: WeatherSummary | null | undefined): WeatherSummary | null {
  return summary && typeof summary === 'object' ? summary : null
}

/** Why a conservative estimate lacks weather (the screens say so). */
function weatherGap(weather: WeatherInputs): WeatherStatus {
  if (weather.beyondHorizon) return 'beyond-horizon'
  return weather.providerUnavailable ? 'provider-unavailable' : 'unavailable'
}

/**
 * docs/product.md §4 steps 4–12. Any failed look-up among the five (a `null`, or a wind sample with
 * non-finite values) makes the estimate conservative. Money is rounded to whole euros at the very
 * end, each figure from unrounded values; every other figure is returned unrounded.
 */
export function computeEstimate(plan: RoutePlan, weather: WeatherInputs): EstimateResult {
  const found = [usableWind(weather.wind[0]), usableWind(weather.wind[1]), usableWind(weather.wind[2])] as const
  const surfaceDeparture = usableSurface(weather.surface[0])
  const surfaceArrival = usableSurface(weather.surface[1])
  const conservative = found.some((w) => w === null) || surfaceDeparture === null || surfaceArrival === null
  const raw = found.map((w) => w ?? FALLBACK_WIND)

  // Steps 5–6: wind along the route, ground speed, cruise time.
  // (`+ 0` turns a −0 from an all-calm sky into 0.)
  // Around closed airspace each point takes the track flown there (decision 038).
  const tracks = plan.windTracksDeg
  const avgHeadwind = conservative
    ? 0
    : -mean(raw.map((w, i) => alongRouteComponentKmh(w, tracks ? (tracks[i] as number) : plan.bearingDeg))) + 0
  const groundSpeedKmh = Math.max(MIN_GROUND_SPEED_KMH, plan.aircraft.cruise_kmh - avgHeadwind)
  const cruiseTimeHours = plan.distanceKm / groundSpeedKmh

  // Steps 7–8: fuel stops and block time.
  const fuelStops = fuelStopsFor(plan.distanceKm, plan.aircraft.range_km)
  const legHours = cruiseTimeHours + LEG_OVERHEAD_HOURS + FUEL_STOP_HOURS * fuelStops
  const roundTrip = plan.input.trip === 'roundtrip'
  const blockTimeHours = roundTrip ? 2 * legHours + ROUND_TRIP_EXTRA_HOURS : legHours
  const airports = roundTrip ? 4 : 2

  // Step 9: pricing, from unrounded figures.
  const row = COMMISSION_TABLE[plan.aircraft.category]
  const operator = blockTimeHours * plan.aircraft.hourly_operator_eur
  const fees = FEE_PER_AIRPORT_EUR * airports + OPERATOR_FEE_RATE * operator + (roundTrip ? ROUND_TRIP_FEE_EUR : 0)
  const commission =
    Math.max(row.minimum, operator * row.percentage) +
    row.longHaulBonusPerHour * Math.max(0, blockTimeHours - LONG_HAUL_THRESHOLD_HOURS) +
    row.servicePackPerHour * blockTimeHours
  const computedTotal = operator + fees + commission
  const lowHT = LOW_FACTOR * computedTotal
  const highHT = HIGH_FACTOR * computedTotal
  const chargedHT = conservative ? highHT : computedTotal
  const pricing: Pricing = {
    operator: Math.round(operator),
    fees: Math.round(fees),
    commission: Math.round(commission),
    totalHT: Math.round(chargedHT),
    lowHT: Math.round(lowHT),
    highHT: Math.round(highHT),
  }

  // docs/product.md §10: CO₂ of the block time; TSBA and VAT (a round trip pays the TSBA once).
  const burn = BURN_GAL_PER_HOUR[plan.aircraft.id]
  if (burn === undefined) throw new Error(`no fuel burn figure for ${plan.aircraft.id}`)
  const co2 = co2Of(blockTimeHours, burn, plan.input.pax)
  const taxInput = {
    from: plan.departure.countryCode,
    to: plan.arrival.countryCode,
    pax: plan.input.pax,
    totalHT: chargedHT,
  }
  const taxes = roundTrip ? roundTripTaxes(taxInput) : legTaxes(taxInput)

  // Step 10–11: turbulence.
  const turbulence = conservative
    ? {
        score: CONSERVATIVE_TURBULENCE.score,
        class: CONSERVATIVE_TURBULENCE.class,
        details: { ...CONSERVATIVE_TURBULENCE.details },
      }
    : computeTurbulence(raw)

  const detour = plan.route.points.length > 2
  const fuelStopPoints: LatLon[] = Array.from({ length: fuelStops }, (_, i) =>
    detour
      ? pointAlongRoute(plan.route.points, (i + 1) / (fuelStops + 1)).point
      : intermediatePoint(plan.departure, plan.arrival, (i + 1) / (fuelStops + 1)),
  )

  return {
    input: plan.input,
    distanceKm: plan.distanceKm,
    bearingDeg: plan.bearingDeg,
    cruiseTimeHours,
    blockTimeHours,
    groundSpeedKmh,
    pricing,
    fuelStops,
    fuelStopPoints,
    avgHeadwind,
    windLabel: windLabelFor(avgHeadwind),
    avgWindSpeedKmh: mean(raw.map((w) => w.speedMs)) * KMH_PER_MS,
    cruiseLevel: plan.cruiseLevel,
    hpa: plan.hpa,
    conservative,
    weatherStatus: conservative ? weatherGap(weather) : 'ok',
    runway: plan.runway,
    weather: { departure: surfaceDeparture, arrival: surfaceArrival },
    windPoints: { departure: found[0], midpoint: found[1], arrival: found[2] },
    aircraft: plan.aircraft,
    airports: { departure: plan.departure, arrival: plan.arrival },
    midpoint: plan.midpoint,
    turbulence,
    route: plan.route,
    advisories: plan.advisories,
    co2,
    taxes,
    totalWithTaxesEur: totalWithTaxesEur(pricing.totalHT, taxes),
  }
}

/** `planRoute` then `computeEstimate`: the error code, or the result. */
export function estimateRoute(
  input: EstimateInput,
  weather: WeatherInputs,
  options: PlanOptions = {},
): EstimateOutcome {
  const planned = planRoute(input, options)
  return planned.ok ? { ok: true, result: computeEstimate(planned.plan, weather) } : planned
}
