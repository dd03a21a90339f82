import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../tests/support/databases'
import { hitRateLimit, IPV6_48_ALLOWANCE, ipv6SiteKey } from './rate-limit.server'

describe.each(testDatabases)('rate limit ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  it('allows max hits per window, then refuses with a retry delay', async () => {
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, 'test:a', 3, 60))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterS).toBeGreaterThan(0)
    expect(results[3]!.retryAfterS).toBeLessThanOrEqual(60)
  })

  it('keeps keys apart and restarts after the window', async () => {
    expect((await hitRateLimit(database.db, 'test:b', 1, 1)).allowed).toBe(true)
    expect((await hitRateLimit(database.db, 'test:b', 1, 1)).allowed).toBe(false)
    expect((await hitRateLimit(database.db, 'test:c', 1, 1)).allowed).toBe(true)
    await new Promise((r) => setTimeout(r, 1100))
    expect((await hitRateLimit(database.db, 'test:b', 1, 1)).allowed).toBe(true)
  })

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, 'test:d', 10, 60)))
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
  })

  it('IPv6: rotating /64s inside one /48 share the /48’s allowance; one noisy /64 does not lock its neighbours out', async () => {
    const key = (subnet: number) => `gate:2001:db8:7:${subnet.toString(16)}::/64`
    // One /64 hammering: its own 3, nothing more, and only those 3 count towards the /48.
    const noisy = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(database.db, key(0), 3, 600)))
    expect(noisy.filter((r) => r.allowed)).toHaveLength(3)
    // Fresh /64s of the same /48: together they get the rest of the /48's 4 × 3 = 12, then nothing.
    const allowed: number[] = []
    for (let subnet = 1; subnet <= 10; subnet++) {
      let n = 0
      for (let i = 0; i < 3; i++) if ((await hitRateLimit(database.db, key(subnet), 3, 600)).allowed) n++
      allowed.push(n)
    }
    expect(allowed.reduce((a, b) => a + b, 0)).toBe(3 * IPV6_48_ALLOWANCE - 3)
    expect(allowed.slice(-5)).toEqual([0, 0, 0, 0, 0])
    const refused = await hitRateLimit(database.db, key(11), 3, 600)
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterS).toBeGreaterThan(0)
    // Another /48, and IPv4 clients, are not affected.
    expect((await hitRateLimit(database.db, 'gate:2001:db8:8:1::/64', 3, 600)).allowed).toBe(true)
    expect((await hitRateLimit(database.db, 'gate:203.0.113.9', 3, 600)).allowed).toBe(true)
  })
})

describe('ipv6SiteKey', () => {
  it('turns a key ending in a /64 into the same key for its /48; other keys have none', () => {
    expect(ipv6SiteKey('lead:2001:db8:1:2::/64')).toBe('lead:2001:db8:1::/48')
    expect(ipv6SiteKey('2001:db8:0:0::/64')).toBe('2001:db8:0::/48')
    expect(ipv6SiteKey('form:newsletter:cafe:1:2:3::/64')).toBe('form:newsletter:cafe:1:2::/48')
    expect(ipv6SiteKey('lead:203.0.113.9')).toBeNull()
    expect(ipv6SiteKey('desk-action:someone@example.com')).toBeNull()
    expect(ipv6SiteKey('lead:unknown')).toBeNull()
  })
})
