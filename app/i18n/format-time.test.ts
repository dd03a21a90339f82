import { describe, expect, it } from 'vitest'
import { formatParisTime, parisWeekdayIfOtherDay } from './format'

describe('Paris clock times', () => {
  it('French typography "14 h 35", English "2:35 pm", in Paris whatever the server', () => {
    expect(formatParisTime('fr', '2026-07-14T12:35:00Z')).toBe('14\u00a0h\u00a035')
    expect(formatParisTime('en', '2026-07-14T12:35:00Z')).toBe('2:35\u00a0pm')
    expect(formatParisTime('fr', '2026-01-10T08:05:00Z')).toBe('9\u00a0h\u00a005')
  })

  it('names the weekday only when the time falls on another day in Paris', () => {
    expect(parisWeekdayIfOtherDay('fr', '2026-07-14T12:35:00Z', '2026-07-14T11:35:00Z')).toBeUndefined()
    expect(parisWeekdayIfOtherDay('fr', '2026-07-14T22:30:00Z', '2026-07-14T21:30:00Z')).toBe('mercredi')
    expect(parisWeekdayIfOtherDay('en', '2026-07-14T22:30:00Z', '2026-07-14T21:30:00Z')).toBe('Wednesday')
  })
})
