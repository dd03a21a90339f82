import { describe, expect, it } from 'vitest'
import { calmWeather, codeOf, input } from '../../../tests/support/estimate-input'
import { estimateRoute, planRoute } from './estimate'

describe('planRoute validation (docs/product.md §4 order, then time, then trip)', () => {
  it('accepts the default input, with case-insensitive, trimmed codes', () => {
    const outcome = planRoute(input({ from: ' lbg ', to: 'dXb', aircraft: 'FALCON7X' }))
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.plan.input).toMatchObject({ from: 'LBG', to: 'DXB', aircraft: 'falcon7x' })
    expect(outcome.plan.hour).toBe(12)
  })

  it('AIRPORT_UNKNOWN first of all', () => {
    expect(codeOf({ from: 'XXX' })).toBe('AIRPORT_UNKNOWN')
    expect(codeOf({ to: '' })).toBe('AIRPORT_UNKNOWN')
    expect(codeOf({ from: 'ZZZ', to: 'ZZZ', aircraft: '?', pax: 0, date: 'x', time: 'x', trip: 'x' as never })).toBe(
      'AIRPORT_UNKNOWN',
    )
  })

  it('then SAME_AIRPORTS', () => {
    expect(codeOf({ from: 'lbg', to: 'LBG ' })).toBe('SAME_AIRPORTS')
    expect(codeOf({ from: 'DXB', to: 'DXB', aircraft: '?', pax: 0 })).toBe('SAME_AIRPORTS')
  })

  it('then AIRCRAFT_UNKNOWN', () => {
    expect(codeOf({ aircraft: 'concorde' })).toBe('AIRCRAFT_UNKNOWN')
    expect(codeOf({ aircraft: '', pax: 99, date: 'x' })).toBe('AIRCRAFT_UNKNOWN')
  })

  it('then PAX_OUT_OF_RANGE (1 to the aircraft’s seats, whole numbers)', () => {
    expect(codeOf({ pax: 1 })).toBe('OK')
    expect(codeOf({ pax: 12 })).toBe('OK') // Falcon 7X: 12 seats
    expect(codeOf({ pax: 0 })).toBe('PAX_OUT_OF_RANGE')
    expect(codeOf({ pax: 13 })).toBe('PAX_OUT_OF_RANGE')
    expect(codeOf({ pax: 7, aircraft: 'cj1' })).toBe('PAX_OUT_OF_RANGE') // CJ1+: 6 seats
    expect(codeOf({ pax: 2.5 })).toBe('PAX_OUT_OF_RANGE')
    expect(codeOf({ pax: Number.NaN })).toBe('PAX_OUT_OF_RANGE')
    expect(codeOf({ pax: 0, date: 'x', time: 'x' })).toBe('PAX_OUT_OF_RANGE')
  })

  it('then DATE_INVALID (a real calendar date, YYYY-MM-DD)', () => {
    expect(codeOf({ date: '2028-02-29' })).toBe('OK') // leap year
    expect(codeOf({ date: '2000-02-29' })).toBe('OK') // divisible by 400
    for (const date of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-05',
      '26-01-05',
      '2026/01/05',
      '',
      'tomorrow',
      '2026-01-05T12:00',
    ]) {
      expect(codeOf({ date }), date).toBe('DATE_INVALID')
    }
    expect(codeOf({ date: 'x', time: 'x', trip: 'x' as never })).toBe('DATE_INVALID')
  })

  it('then TIME_INVALID (HH:MM from 00:00 to 23:59)', () => {
    expect(planRoute(input({ time: '00:00' }))).toMatchObject({ ok: true, plan: { hour: 0 } })
    expect(planRoute(input({ time: '23:59' }))).toMatchObject({ ok: true, plan: { hour: 23 } })
    expect(planRoute(input({ time: '09:45' }))).toMatchObject({ ok: true, plan: { hour: 9 } })
    for (const time of ['24:00', '12:60', '9:00', '12:00:00', '', 'noon', ' 12:00']) {
      expect(codeOf({ time }), time).toBe('TIME_INVALID')
    }
    expect(codeOf({ time: 'x', trip: 'x' as never })).toBe('TIME_INVALID')
  })

  it('then TRIP_INVALID', () => {
    expect(codeOf({ trip: 'roundtrip' })).toBe('OK')
    expect(codeOf({ trip: 'return' as never })).toBe('TRIP_INVALID')
  })

  it('estimateRoute returns the same error code, or the result', () => {
    expect(estimateRoute(input({ to: 'LBG' }), calmWeather())).toEqual({ ok: false, code: 'SAME_AIRPORTS' })
    const outcome = estimateRoute(input(), calmWeather())
    expect(outcome.ok && outcome.result.pricing.totalHT).toBe(98276)
  })
})
