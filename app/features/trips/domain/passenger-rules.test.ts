import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addMonths, documentProblem, passengerListLocked } from './passenger-rules'

const trip = { today: '2026-11-27', lastDay: '2026-12-03', destinations: ['GB', 'FR'] }

describe('documentProblem', () => {
  it('refuses a document already expired, with that reason', () => {
    expect(documentProblem('2025-03-12', trip, ['AE'])).toEqual({ code: 'expired' })
  })
  it('refuses a document that expires before the last leg', () => {
    expect(documentProblem('2026-12-02', trip, [])).toEqual({ code: 'expiresBeforeTrip', lastDay: '2026-12-03' })
  })
  it('accepts a document valid through the day of the last leg', () => {
    expect(documentProblem('2026-12-03', trip, [])).toBeNull()
  })
  it('asks six months beyond the last leg only where a destination asks it', () => {
    const dubai = { ...trip, destinations: ['AE', 'FR'] }
    expect(documentProblem('2027-06-02', dubai, ['AE', 'TR'])).toEqual({
      code: 'sixMonths',
      lastDay: '2026-12-03',
      until: '2027-06-03',
      country: 'AE',
    })
    expect(documentProblem('2027-06-03', dubai, ['AE', 'TR'])).toBeNull()
    expect(documentProblem('2027-01-10', trip, ['AE', 'TR'])).toBeNull()
  })
  it('never accepts a document expiring before the last day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 400 }), (start, back) => {
        const lastDay = new Date(Date.UTC(2026, 0, 1) + start * 86_400_000).toISOString().slice(0, 10)
        const expiry = new Date(Date.parse(lastDay) - back * 86_400_000).toISOString().slice(0, 10)
        return documentProblem(expiry, { today: '2025-01-01', lastDay, destinations: [] }, []) !== null
      }),
    )
  })
})

describe('addMonths', () => {
  it('keeps the day, or the month’s last one', () => {
    expect(addMonths('2026-12-03', 6)).toBe('2027-06-03')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
  })
})

describe('passengerListLocked', () => {
  const departure = '2026-12-01T08:00:00.000Z'
  it('locks 24 h before the first departure', () => {
    expect(passengerListLocked(departure, Date.parse('2026-11-30T07:59:59Z'))).toBe(false)
    expect(passengerListLocked(departure, Date.parse('2026-11-30T08:00:00Z'))).toBe(true)
  })
})
