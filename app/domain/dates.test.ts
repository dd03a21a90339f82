import { describe, expect, it } from 'vitest'
import { addDays, addOneYear, estimateDateWindow, isBeyondWeatherHorizon, isEstimateDate, isIsoDate } from './dates'

describe('isIsoDate (the one date validator)', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true)
  })
  it.each(['2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-1', '26-04-01', '', ' 2026-04-01', 20260401, null])(
    'refuses %s',
    (value) => {
      expect(isIsoDate(value)).toBe(false)
    },
  )
})

describe('estimate date window', () => {
  const noonUtc = Date.UTC(2026, 10, 24, 12, 0) // 24 Nov 2026, 12:00 UTC

  it('today and one year ahead are accepted; yesterday and a year and a day are not', () => {
    expect(isEstimateDate('2026-11-24', noonUtc)).toBe(true)
    expect(isEstimateDate('2027-11-24', noonUtc)).toBe(true)
    expect(isEstimateDate('2026-11-23', noonUtc)).toBe(false)
    expect(isEstimateDate('2027-11-26', noonUtc)).toBe(false)
    expect(isEstimateDate('2099-12-31', noonUtc)).toBe(false)
  })

  it("is the visitor's today anywhere on Earth (UTC−12 to UTC+14)", () => {
    // 05:00 UTC: it is still the 23rd in Honolulu and Los Angeles
    expect(estimateDateWindow(Date.UTC(2026, 10, 24, 5)).min).toBe('2026-11-23')
    // 22:00 UTC: it is already the 25th in Auckland, so a year from the 25th is open
    expect(estimateDateWindow(Date.UTC(2026, 10, 24, 22)).max).toBe('2027-11-25')
  })

  it('calendar arithmetic', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addOneYear('2028-02-29')).toBe('2029-02-28')
    expect(addOneYear('2026-11-24')).toBe('2027-11-24')
  })

  it('the weather horizon is today + 15 days (UTC)', () => {
    expect(isBeyondWeatherHorizon('2026-12-09', noonUtc)).toBe(false)
    expect(isBeyondWeatherHorizon('2026-12-10', noonUtc)).toBe(true)
  })
})
