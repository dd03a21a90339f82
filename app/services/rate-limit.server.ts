import { sql } from 'drizzle-orm'
import type { Db } from './db/client.server'

export interface RateLimitResult {
  allowed: boolean
  count: number
  /** Seconds until the window resets. */
  retryAfterS: number
}

/**
 * Fixed-window counter kept in the database, so every server instance shares it (issue 8).
 * One atomic upsert per hit: a new window starts when the old one has expired.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowS: number): Promise<RateLimitResult> {
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowS}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowS}) then now() else rate_limits.window_start end
    returning count, window_start`)
  const rows = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows
  const row = rows[0]
  const count = Number(row?.count ?? 1)
  const start = row ? new Date(row.window_start).getTime() : Date.now()
  const retryAfterS = Math.max(1, Math.ceil((start + windowS * 1000 - Date.now()) / 1000))
  return { allowed: count <= max, count, retryAfterS }
}

/** Old windows are useless: drop them now and then. */
export async function pruneRateLimits(db: Db, olderThanS: number): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanS})`)
}
