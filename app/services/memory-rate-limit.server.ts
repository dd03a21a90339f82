import { LRUCache } from 'lru-cache'
import { IPV6_48_ALLOWANCE, ipv6SiteKey, type RateLimitResult } from './rate-limit.server'

/**
 * Fixed-window counter kept in this process (decision 012): for cheap, generous limits asked on
 * every keystroke (airport search, 1000 per 10 min), where a database write per request would cost
 * more than the answer. Per instance: with N instances a client may get up to N × max.
 * Bounded: at most `maxKeys` clients are remembered (least recently seen dropped first), each
 * for its window only (lru-cache TTL). lru-cache sets aside its arrays for `maxKeys` at once
 * (~1.5 MB of heap per limiter at 50,000): 10,000 clients within one window is far more than the
 * house's traffic, and a client dropped early only starts a fresh window (decision 071).
 */
export interface MemoryRateLimiter {
  hit(key: string): RateLimitResult
}

export function createMemoryRateLimiter(max: number, windowS: number, maxKeys = 10_000): MemoryRateLimiter {
  const windows = new LRUCache<string, { count: number; start: number }>({
    max: maxKeys,
    ttl: windowS * 1000,
    ttlAutopurge: false,
    // Read the clock on each look-up: the default (1 ms) arms a timer per look-up, i.e. per keystroke
    // (docs/decisions/060-airport-answers-kept-as-bytes.md).
    ttlResolution: 0,
  })
  const hit = (key: string, limit: number): RateLimitResult => {
    const now = Date.now()
    let window = windows.get(key)
    if (!window || now - window.start >= windowS * 1000) {
      window = { count: 0, start: now }
      // Set once per window (the TTL then frees it), counted in place afterwards.
      windows.set(key, window)
    }
    window.count++
    const retryAfterS = Math.max(1, Math.ceil((window.start + windowS * 1000 - now) / 1000))
    return { allowed: window.count <= limit, count: window.count, retryAfterS }
  }
  return {
    hit(key) {
      // An IPv6 /64 also counts under its /48, as in the database's counters (decision 047).
      const own = hit(key, max)
      const siteKey = ipv6SiteKey(key)
      if (!own.allowed || siteKey === null) return own
      const site = hit(siteKey, max * IPV6_48_ALLOWANCE)
      return site.allowed ? own : { allowed: false, count: own.count, retryAfterS: site.retryAfterS }
    },
  }
}
