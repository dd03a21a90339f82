import { describe, expect, it } from 'vitest'
import { isUrgent, queueOrder, type QueueBooking } from './booking-queue'

describe('the desk’s booking queue', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000)

  it('raises the alarm for an unpaid or partly paid booking whose first leg is within 48 h', () => {
    expect(isUrgent('unpaid', inHours(47), now)).toBe(true)
    expect(isUrgent('partial', inHours(2), now)).toBe(true)
    expect(isUrgent('unpaid', inHours(49), now)).toBe(false)
    expect(isUrgent('paid', inHours(2), now)).toBe(false)
    expect(isUrgent('cancelled', inHours(2), now)).toBe(false)
  })

  it('puts the alarms first', () => {
    const b = (id: string, urgent: boolean, at: string) => ({ id, urgent, firstDepartureAt: at }) as QueueBooking
    const sorted = [
      b('later', false, '2026-11-28'),
      b('urgent', true, '2026-11-29'),
      b('soon', false, '2026-11-27'),
    ].sort(queueOrder)
    expect(sorted.map((x) => x.id)).toEqual(['urgent', 'soon', 'later'])
  })
})
