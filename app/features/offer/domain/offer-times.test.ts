import { describe, expect, it } from 'vitest'
import { isTimeZone, zonedTimeToUtc, zoneOffsetMinutes } from './offer-times'

const iso = (ms: number) => new Date(ms).toISOString()

describe('airport time zones', () => {
  it('reads a wall time in Paris, summer and winter', () => {
    expect(iso(zonedTimeToUtc('2026-07-14', '11:00', 'Europe/Paris'))).toBe('2026-07-14T09:00:00.000Z')
    expect(iso(zonedTimeToUtc('2026-12-24', '11:00', 'Europe/Paris'))).toBe('2026-12-24T10:00:00.000Z')
  })

  it('reads Dubai (no summer time) and New York', () => {
    expect(iso(zonedTimeToUtc('2026-07-14', '08:30', 'Asia/Dubai'))).toBe('2026-07-14T04:30:00.000Z')
    expect(iso(zonedTimeToUtc('2026-07-14', '08:30', 'America/New_York'))).toBe('2026-07-14T12:30:00.000Z')
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(330)
  })

  it('gives the first of two autumn readings and moves a skipped spring time forward', () => {
    // 29 March 2026: 02:00 → 03:00 in Paris; 25 October 2026: 03:00 → 02:00.
    expect(iso(zonedTimeToUtc('2026-03-29', '02:30', 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z')
    expect(iso(zonedTimeToUtc('2026-10-25', '02:30', 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z')
  })

  it('knows a zone from a made-up name', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})
