import { sql } from 'drizzle-orm'
import type { Db } from './db/client.server'

export interface RateLimitResult {
  allowed: boolean
  count: number
  /** Seconds until the window resets. */
  retryAfterS: number
}

/**
 * IPv6 clients are counted per /64 (`server/client-address.ts`) AND per /48 (decision 047): one
 * subscriber or host holds a whole /64, a site or a cloud tenant often a /48, so rotating /64s
 * inside one /48 must not multiply a limit. The /48 allows this many times the /64's limit, so
 * a few households or offices behind one /48 still pass; only the hits its /64 allowed count
 * towards it, so one noisy /64 cannot lock its neighbours out.
 */
export const IPV6_48_ALLOWANCE = 4

/** A key ending in a client's /64 (`lead:2001:db8:1:2::/64`) → the same key for its /48 (`lead:2001:db8:1::/48`). */
export function ipv6SiteKey(key: string): string | null {
  const match = /^(.*?)([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key)
  return match ? `${match[1]}${match[2]}:${match[3]}:${match[4]}::/48` : null
}

/** One fixed-window counter: one atomic upsert; a new window starts when the old one has expired. */
async function hit(db: Db, key: string, max: number, windowS: number): Promise<RateLimitResult> {
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

/**
 * Fixed-window counter kept in the database, so every server instance shares it. A key
 * that ends in an IPv6 /64 is also counted under its /48, with IPV6_48_ALLOWANCE × `max`.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowS: number): Promise<RateLimitResult> {
  const own = await hit(db, key, max, windowS)
  const siteKey = ipv6SiteKey(key)
  if (!own.allowed || siteKey === null) return own
  const site = await hit(db, siteKey, max * IPV6_48_ALLOWANCE, windowS)
  return site.allowed ? own : { allowed: false, count: own.count, retryAfterS: site.retryAfterS }
}

/** Old windows are useless: drop them now and then. */
export async function pruneRateLimits(db: Db, olderThanS: number): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanS})`)
}
