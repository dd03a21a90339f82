/**
 * The estimator's test inputs: a surface report, calm and steady winds, and LBG → DXB in a
 * Falcon 7X as the default trip, for app/domain/estimator/*.test.ts.
 */
import { planRoute } from '~/domain/estimator/estimate'
import type { EstimateInput, RoutePlan, WeatherInputs, WeatherSummary, WindSample } from '~/domain/estimator/types'

export const SURFACE: WeatherSummary = {
  dateIso: '2026-12-01',
  timeIso: '2026-12-01T12:00',
  tempMinC: 4,
  tempMaxC: 9,
  windKmh: 12,
  windDirDeg: 240,
  gustKmh: 25,
  pressureHpa: 1016,
  precipMm: 0.4,
}
export const CALM: WindSample = { speedMs: 0, directionDeg: 0 }
export const calmWeather = (): WeatherInputs => ({ wind: [CALM, CALM, CALM], surface: [SURFACE, SURFACE] })
export const steadyWind = (wind: WindSample): WeatherInputs => ({
  wind: [wind, wind, wind],
  surface: [SURFACE, SURFACE],
})

export const input = (overrides: Partial<EstimateInput> = {}): EstimateInput => ({
  from: 'LBG',
  to: 'DXB',
  aircraft: 'falcon7x',
  date: '2026-12-01',
  time: '12:00',
  pax: 8,
  trip: 'oneway',
  ...overrides,
})

export function plan(overrides: Partial<EstimateInput> = {}): RoutePlan {
  const outcome = planRoute(input(overrides))
  if (!outcome.ok) throw new Error(`unexpected ${outcome.code}`)
  return outcome.plan
}

export function codeOf(overrides: Partial<EstimateInput>): string {
  const outcome = planRoute(input(overrides))
  return outcome.ok ? 'OK' : outcome.code
}
