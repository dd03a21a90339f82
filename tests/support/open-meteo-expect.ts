/**
 * The weather client's test data, built by hand (no dependency on the estimator's engine), and the
 * values the fake Open-Meteo server (tests/support/fake-open-meteo.mjs) serves, computed from its own
 * value functions, independent of the client: for app/services/weather*.test.ts.
 */
import { expect } from 'vitest'
import { greatCircleRoute } from '~/domain/estimator/estimate'
import type { Aircraft, Airport, LatLon, RoutePlan, WeatherSummary, WindSample } from '~/domain/estimator/types'
import { syntheticDaily, syntheticHourly } from './fake-open-meteo.mjs'

// ------------------------------------------------------------------------------------------------
// Test data (built by hand: no dependency on the estimator engine)

const DAY_MS = 86_400_000
const now = new Date()
const TODAY_MS = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
export const isoDay = (offsetDays: number): string =>
  new Date(TODAY_MS + offsetDays * DAY_MS).toISOString().slice(0, 10)
export const TODAY = isoDay(0)
/** A travel date inside the provider's window. */
export const DATE = isoDay(2)
/** Later than today + 15 days: the provider answers 400. */
export const FAR_DATE = isoDay(20)

// Two-decimal coordinates: exactly what the client sends (it rounds to 0.01°).
// The fake's timezone=auto offset is round(lon / 15) h: LBG 0 h, midpoint +2 h, DXB +4 h, JFK −5 h.
export const LBG: Airport = {
  code: 'LBG',
  name: 'Paris–Le Bourget',
  city: 'Paris',
  country: 'France',
  countryCode: 'FR',
  lat: 48.97,
  lon: 2.44,
}
export const DXB: Airport = {
  code: 'DXB',
  name: 'Dubai International',
  city: 'Dubai',
  country: 'United Arab Emirates',
  countryCode: 'AE',
  lat: 25.25,
  lon: 55.36,
}
export const JFK: LatLon = { lat: 40.64, lon: -73.78 }
export const MID: LatLon = { lat: 37.11, lon: 28.9 }

export const G650: Aircraft = {
  id: 'g650',
  name: 'G650',
  category: 'heavy',
  pax: 14,
  range_km: 12964,
  cruise_kmh: 956,
  hourly_operator_eur: 9000,
  req_runway_m: 2400,
  requires_paved: true,
  image: '/images/fleet/g650.webp',
  description: { fr: 'Long-courrier.', en: 'Long range.' },
  features: { fr: ['a', 'b', 'c'], en: ['a', 'b', 'c'] },
}

export function routePlan(overrides: { date?: string; hour?: number; hpa?: number } = {}): RoutePlan {
  const hour = overrides.hour ?? 12
  return {
    input: {
      from: 'LBG',
      to: 'DXB',
      aircraft: 'g650',
      date: overrides.date ?? DATE,
      time: `${String(hour).padStart(2, '0')}:00`,
      pax: 4,
      trip: 'oneway',
    },
    departure: LBG,
    arrival: DXB,
    aircraft: G650,
    distanceKm: 5240,
    bearingDeg: 112,
    midpoint: MID,
    cruiseLevel: 350,
    route: greatCircleRoute(LBG, DXB),
    windTracksDeg: null,
    advisories: [],
    hpa: overrides.hpa ?? 250,
    hour,
    runway: {
      departure: { lengthM: 3000, surface: 'paved', status: 'ok' },
      arrival: { lengthM: 4000, surface: 'paved', status: 'ok' },
    },
  }
}

// ------------------------------------------------------------------------------------------------
// Expectations computed from the fake's own value functions (independent of the client)

export const at = (date: string, hour: number): string => `${date}T${String(hour).padStart(2, '0')}:00`

export function served(variable: string, p: LatLon, time: string, unit: 'ms' | 'kmh' = 'ms'): number {
  const v = syntheticHourly(variable, p.lat, p.lon, time, unit)
  if (v === null) throw new Error(`no synthetic value for ${variable}`)
  return v
}

export function expectedWind(p: LatLon, level: number, date: string, hour: number): WindSample {
  return {
    speedMs: served(`wind_speed_${level}hPa`, p, at(date, hour)),
    directionDeg: served(`wind_direction_${level}hPa`, p, at(date, hour)),
  }
}

/** Independent re-derivation: u/v of a FROM direction, linear in ln p, back to speed/direction. */
export function expectedInterpolated(p: LatLon, hpa: number, bottom: number, top: number, date: string, hour: number) {
  const rad = Math.PI / 180
  const b = expectedWind(p, bottom, date, hour)
  const t = expectedWind(p, top, date, hour)
  const w = (Math.log(bottom) - Math.log(hpa)) / (Math.log(bottom) - Math.log(top))
  const u = (1 - w) * -b.speedMs * Math.sin(b.directionDeg * rad) + w * -t.speedMs * Math.sin(t.directionDeg * rad)
  const v = (1 - w) * -b.speedMs * Math.cos(b.directionDeg * rad) + w * -t.speedMs * Math.cos(t.directionDeg * rad)
  return { speedMs: Math.sqrt(u * u + v * v), directionDeg: (((Math.atan2(-u, -v) / rad) % 360) + 360) % 360 }
}

export function expectedSurface(p: LatLon, date: string): WeatherSummary {
  const noon = at(date, 12)
  const daily = (name: string): number => {
    const v = syntheticDaily(name, p.lat, p.lon, date)
    if (v === null) throw new Error(name)
    return v
  }
  return {
    dateIso: date,
    timeIso: noon,
    tempMinC: daily('temperature_2m_min'),
    tempMaxC: daily('temperature_2m_max'),
    windKmh: served('wind_speed_10m', p, noon, 'kmh'),
    windDirDeg: served('wind_direction_10m', p, noon, 'kmh'),
    gustKmh: served('wind_gusts_10m', p, noon, 'kmh'),
    pressureHpa: served('pressure_msl', p, noon, 'kmh'),
    precipMm: daily('precipitation_sum'),
  }
}

export function expectSample(actual: WindSample | null | undefined, expected: WindSample): void {
  expect(actual).not.toBeNull()
  expect(actual?.speedMs).toBeCloseTo(expected.speedMs, 9)
  expect(actual?.directionDeg).toBeCloseTo(expected.directionDeg, 9)
}
