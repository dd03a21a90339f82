import { describe, expect, it } from 'vitest'
import {
  angularDifferenceDeg,
  computeTurbulence,
  CRUISE_LEVEL_TABLE,
  cruiseLevelFor,
  fuelStopsFor,
  hourOfTime,
  hpaForLevel,
  isValidIsoDate,
  planRoute,
  turbulenceClass,
  windBadge,
  windLabelFor,
} from './estimate'
import type { EstimateInput, RoutePlan } from './types'
import { input } from '../../../tests/support/estimate-input'

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

function plan(overrides: Partial<EstimateInput> = {}): RoutePlan {
  const outcome = planRoute(input(overrides))
  if (!outcome.ok) throw new Error(`unexpected ${outcome.code}`)
  return outcome.plan
}

// Shared hand calculation for LBG → DXB (see geo.test.ts for the haversine steps):
// distance 5245.546 km, initial bearing 100.311°, plain midpoint (37.1111, 28.9029).

// ---------------------------------------------------------------------------------------------
// Worked examples
// ---------------------------------------------------------------------------------------------

describe('date and time helpers', () => {
  it('isValidIsoDate and hourOfTime', () => {
    expect(isValidIsoDate('2026-12-31')).toBe(true)
    expect(isValidIsoDate('2026-11-31')).toBe(false)
    expect(hourOfTime('07:05')).toBe(7)
    expect(hourOfTime('7:05')).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------
// Tables and boundaries
// ---------------------------------------------------------------------------------------------

describe('cruise level bands ("above" is strictly greater)', () => {
  it.each([
    ['heavy', 6000.001, 390],
    ['heavy', 6000, 370],
    ['heavy', 3000.001, 370],
    ['heavy', 3000, 350],
    ['heavy', 0, 350],
    ['midsize', 3500.001, 350],
    ['midsize', 3500, 330],
    ['midsize', 1800.001, 330],
    ['midsize', 1800, 300],
    ['midsize', 10, 300],
    ['light', 1500.001, 300],
    ['light', 1500, 280],
    ['light', 10, 280],
  ] as const)('%s at %d km → FL%d', (category, km, level) => {
    expect(cruiseLevelFor(category, km)).toBe(level)
  })

  it('matches the product’s table', () => {
    expect(CRUISE_LEVEL_TABLE.heavy.bands.map((b) => [b.aboveKm, b.level])).toEqual([
      [6000, 390],
      [3000, 370],
    ])
    expect(CRUISE_LEVEL_TABLE.heavy.otherwise).toBe(350)
  })

  it('reaches the planner', () => {
    // LBG → LHR ≈ 350 km, light → FL280 → 325 hPa
    expect(plan({ to: 'LHR', aircraft: 'cj1', pax: 2 })).toMatchObject({ cruiseLevel: 280, hpa: 325 })
    // LBG → SIN ≈ 10 700 km, heavy → FL390 → 225 hPa
    expect(plan({ to: 'SIN', aircraft: 'g7500' })).toMatchObject({ cruiseLevel: 390, hpa: 225 })
    // LBG → NCE ≈ 690 km, midsize → FL300 → 300 hPa
    expect(plan({ to: 'NCE', aircraft: 'cl350' })).toMatchObject({ cruiseLevel: 300, hpa: 300 })
  })
})

describe('level → hPa', () => {
  it('uses the nearest level, the lower one on a tie', () => {
    expect(hpaForLevel(320)).toBe(275) // 330 is 10 away, 300 is 20 away
    expect(hpaForLevel(315)).toBe(300) // 300 and 330 both 15 away → 300
    expect(hpaForLevel(100)).toBe(925)
    expect(hpaForLevel(450)).toBe(200)
  })
})

describe('fuel stops', () => {
  it('start only when the distance exceeds 90 % of the range', () => {
    // CJ1+: usable leg = 1890 km
    expect(fuelStopsFor(1890, 2100)).toBe(0)
    expect(fuelStopsFor(1890.01, 2100)).toBe(1) // ceil(1.000005) − 1
    expect(fuelStopsFor(3780, 2100)).toBe(1) // ceil(2) − 1
    expect(fuelStopsFor(3780.01, 2100)).toBe(2)
  })
})

describe('turbulence', () => {
  it.each([
    [0, 'none'],
    [14, 'none'],
    [15, 'light'],
    [34, 'light'],
    [35, 'moderate'],
    [64, 'moderate'],
    [65, 'strong'],
    [100, 'strong'],
  ] as const)('score %d → %s', (score, expected) => {
    expect(turbulenceClass(score)).toBe(expected)
  })

  it('scores three wind samples, checked by hand', () => {
    // speeds 10, 20, 30 m/s; directions 250°, 270°, 300°
    // shear = mean(0.4 × 10, 0.4 × 20, 0.4 × 30) = 8 m/s → 8 / 30 × 60 = 16
    // std   = √(((10−20)² + 0 + (30−20)²) / 3) = √66.667 = 8.165 m/s → 8.165 / 15 × 25 = 13.608
    // turning = max(20, 50, 30) = 50° → 50 / 90 × 15 = 8.333
    // score = round(16 + 13.608 + 8.333) = round(37.94) = 38 → moderate
    const t = computeTurbulence([
      { speedMs: 10, directionDeg: 250 },
      { speedMs: 20, directionDeg: 270 },
      { speedMs: 30, directionDeg: 300 },
    ])
    expect(t.details.verticalShear_ms).toBeCloseTo(8, 9)
    expect(t.details.horizStd_ms).toBeCloseTo(8.164966, 6)
    expect(t.details.turning_deg).toBeCloseTo(50, 9)
    expect(t.score).toBe(38)
    expect(t.class).toBe('moderate')
  })

  it('caps each term', () => {
    // speeds 100, 0, 100: shear = 0.4 × 66.67 = 26.67 → 53.33; std = 47.14 → capped 25;
    // directions 0°, 180°, 90°: turning 180° → capped 15. round(93.33) = 93 → strong
    const t = computeTurbulence([
      { speedMs: 100, directionDeg: 0 },
      { speedMs: 0, directionDeg: 180 },
      { speedMs: 100, directionDeg: 90 },
    ])
    expect(t.score).toBe(93)
    expect(t.class).toBe('strong')
  })

  it('measures turning across north the short way', () => {
    expect(angularDifferenceDeg(350, 10)).toBe(20)
    expect(angularDifferenceDeg(10, 350)).toBe(20)
    expect(angularDifferenceDeg(0, 180)).toBe(180)
    expect(angularDifferenceDeg(90, 450)).toBe(0)
  })
})

describe('wind label and badge', () => {
  it('labels headwind from 1 km/h and tailwind from −1 km/h', () => {
    expect(windLabelFor(1)).toBe('headwind')
    expect(windLabelFor(0.99)).toBe('neutral')
    expect(windLabelFor(0)).toBe('neutral')
    expect(windLabelFor(-0.99)).toBe('neutral')
    expect(windLabelFor(-1)).toBe('tailwind')
  })

  it('warns above 15 and is safe below −10', () => {
    expect(windBadge(15.01)).toBe('warning')
    expect(windBadge(15)).toBe('normal')
    expect(windBadge(-10)).toBe('normal')
    expect(windBadge(-10.01)).toBe('safe')
  })
})

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------
