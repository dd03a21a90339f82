import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../tests/support/databases'
import { hitRateLimit } from './rate-limit.server'

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
})
