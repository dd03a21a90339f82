import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRateLimiter } from './memory-rate-limit.server'

afterEach(() => {
  vi.useRealTimers()
})

describe('createMemoryRateLimiter', () => {
  it('allows max hits per key and window, then refuses until the window ends', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z'), toFake: ['Date', 'performance'] })
    const limiter = createMemoryRateLimiter(3, 600)
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true])
    const refused = limiter.hit('a')
    expect(refused).toMatchObject({ allowed: false, count: 4, retryAfterS: 600 })
    expect(limiter.hit('b').allowed).toBe(true)
    vi.advanceTimersByTime(599_000)
    expect(limiter.hit('a')).toMatchObject({ allowed: false, retryAfterS: 1 })
    vi.advanceTimersByTime(2_000)
    expect(limiter.hit('a')).toMatchObject({ allowed: true, count: 1 })
  })

  it('remembers at most maxKeys clients', () => {
    const limiter = createMemoryRateLimiter(1, 600, 2)
    limiter.hit('a')
    limiter.hit('b')
    limiter.hit('c') // 'a' is forgotten
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('c').allowed).toBe(false)
  })

  it('IPv6: /64s of one /48 share four times the allowance; IPv4 and other /48s apart', () => {
    const limiter = createMemoryRateLimiter(2, 600)
    const allowed = Array.from({ length: 8 }, (_, i) =>
      [0, 1, 2].filter(() => limiter.hit(`2001:db8:5:${i}::/64`).allowed),
    ).map((hits) => hits.length)
    expect(allowed).toEqual([2, 2, 2, 2, 0, 0, 0, 0])
    expect(limiter.hit('2001:db8:6:0::/64').allowed).toBe(true)
    expect(limiter.hit('198.51.100.7').allowed).toBe(true)
  })
})
