import { describe, expect, it } from 'vitest'
import { firstLegOutOfOrder, formatTripLeg, parseTripLeg } from './trip-legs'

const PARIS = { lat: 48.97, lon: 2.44 }
const DUBAI = { lat: 25.25, lon: 55.36 }
const NEW_YORK = { lat: 40.64, lon: -73.78 }

describe('the legs of a trip', () => {
  it('reads and writes "FROM,TO,YYYY-MM-DD,HH:MM"; missing parts are empty', () => {
    expect(parseTripLeg('LBG, NCE,2026-12-01,09:30')).toEqual({
      from: 'LBG',
      to: 'NCE',
      date: '2026-12-01',
      time: '09:30',
    })
    expect(parseTripLeg('LBG')).toEqual({ from: 'LBG', to: '', date: '', time: '' })
    // Strict: a fifth part (empty or not) is not dropped, the leg is refused.
    expect(parseTripLeg('LBG,NCE,2026-12-01,09:30,x')).toBeNull()
    expect(parseTripLeg('LBG,NCE,2026-12-01,09:30,')).toBeNull()
    expect(formatTripLeg({ from: 'LBG', to: 'NCE', date: '2026-12-01', time: '09:30' })).toBe(
      'LBG,NCE,2026-12-01,09:30',
    )
  })

  it('a leg leaving before the previous one can have landed is out of order (its number, 1-based)', () => {
    const legs = [
      { date: '2026-12-01', time: '08:00', departure: PARIS, blockTimeHours: 6.5 },
      { date: '2026-12-01', time: '12:00', departure: DUBAI, blockTimeHours: 6.8 },
    ]
    expect(firstLegOutOfOrder(legs)).toBe(2)
    // Dubai is about 3.5 h ahead of Paris in solar time: leaving at 18:30 local is after landing.
    expect(firstLegOutOfOrder([legs[0]!, { ...legs[1]!, time: '18:30' }])).toBeNull()
  })

  it('westbound, a same-day connection in local time is in order (New York is 5 h behind)', () => {
    const legs = [
      { date: '2026-12-01', time: '09:00', departure: PARIS, blockTimeHours: 8.2 },
      { date: '2026-12-01', time: '14:00', departure: NEW_YORK, blockTimeHours: 7.5 },
    ]
    expect(firstLegOutOfOrder(legs)).toBeNull()
    expect(firstLegOutOfOrder([legs[0]!, { ...legs[1]!, time: '11:00' }])).toBe(2)
  })

  it('names the first leg out of order, not a later one', () => {
    const leg = (date: string, time: string) => ({ date, time, departure: PARIS, blockTimeHours: 1.5 })
    expect(
      firstLegOutOfOrder([leg('2026-12-01', '08:00'), leg('2026-12-01', '12:00'), leg('2026-12-01', '12:30')]),
    ).toBe(3)
    expect(firstLegOutOfOrder([leg('2026-12-02', '08:00'), leg('2026-12-01', '20:00')])).toBe(2)
  })
})
