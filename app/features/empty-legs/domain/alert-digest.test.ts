import { describe, expect, it } from 'vitest'
import { groupDigests, isDue } from './alert-digest'

const at = (iso: string) => new Date(iso)

describe('once-a-day grouping', () => {
  it('groups every queued leg of a subscriber into one digest', () => {
    const queue = [
      { subscriptionId: 's1', legId: 'l1', queuedAt: at('2026-06-01T08:00:00Z') },
      { subscriptionId: 's2', legId: 'l1', queuedAt: at('2026-06-01T08:00:00Z') },
      { subscriptionId: 's1', legId: 'l2', queuedAt: at('2026-06-01T09:00:00Z') },
      { subscriptionId: 's1', legId: 'l2', queuedAt: at('2026-06-01T09:00:00Z') },
    ]
    expect(groupDigests(queue, () => null, at('2026-06-01T10:00:00Z'))).toEqual([
      { subscriptionId: 's1', legIds: ['l1', 'l2'] },
      { subscriptionId: 's2', legIds: ['l1'] },
    ])
  })
  it('a subscriber written to today waits for the next day (Paris day)', () => {
    const sent = at('2026-06-01T08:00:00Z')
    expect(isDue(sent, at('2026-06-01T21:59:00Z'))).toBe(false)
    // 22:00 UTC is midnight in Paris (summer time): a new day.
    expect(isDue(sent, at('2026-06-01T22:00:00Z'))).toBe(true)
    const queue = [{ subscriptionId: 's1', legId: 'l3', queuedAt: at('2026-06-01T12:00:00Z') }]
    expect(groupDigests(queue, () => sent, at('2026-06-01T13:00:00Z'))).toEqual([])
    expect(groupDigests(queue, () => sent, at('2026-06-02T06:00:00Z'))).toEqual([
      { subscriptionId: 's1', legIds: ['l3'] },
    ])
  })
})
