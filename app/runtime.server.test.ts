import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/services/env.server'
import { createLogger } from '~/services/logger.server'
import { longestRateWindowS } from './background-jobs.server'
import { createRuntime } from './runtime.server'

async function keys(runtime: Awaited<ReturnType<typeof createRuntime>>): Promise<string[]> {
  const result = await runtime.database.db.execute(sql`select key from rate_limits order by key`)
  return (result as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key)
}

describe('rate-limit pruning', () => {
  it('is scheduled by the runtime: expired windows disappear, current ones stay', async () => {
    const env = parseEnv({ DATA_DIR: 'memory://', RATE_LIMIT_WINDOW_S: '600', GATE_RATE_LIMIT_WINDOW_S: '900' })
    const runtime = await createRuntime(env, createLogger('silent'), { outboxWorker: false, pruneIntervalMs: 50 })
    try {
      await runtime.database.db.execute(sql`
        insert into rate_limits (key, window_start, count) values
          ('lead:old', now() - interval '2 days', 3),
          ('lead:current', now(), 1)`)
      const deadline = Date.now() + 5_000
      while ((await keys(runtime)).includes('lead:old') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50))
      expect(await keys(runtime)).toEqual(['lead:current'])
    } finally {
      await runtime.close()
    }
  }, 60_000)

  it('keeps rows for the longest window configured', () => {
    expect(longestRateWindowS(parseEnv({ RATE_LIMIT_WINDOW_S: '600', GATE_RATE_LIMIT_WINDOW_S: '7200' }))).toBe(7200)
    expect(longestRateWindowS(parseEnv({ RATE_LIMIT_WINDOW_S: '60', GATE_RATE_LIMIT_WINDOW_S: '60' }))).toBe(3600)
  })
})
