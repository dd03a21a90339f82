import { LRUCache } from 'lru-cache'
import type { RateLimitResult } from './rate-limit.server'

/**
 * Fixed-window counter kept in this process (decision 012): for cheap, generous limits asked on
 * every keystroke (airport search, 1000 per 10 min), where a database write per request would cost
 * more than the answer. Per instance: with N instances a client may get up to N × max.
 * Bounded: at most `maxKeys` clients are remembered (least recently seen dropped first), each
 * for its window only (lru-cache TTL).
 */
export interface MemoryRateLimiter {
  hit(key: string): RateLimitResult
}

export function createMemoryRateLimiter(max: number, windowS: number, maxKeys = 50_000): MemoryRateLimiter {
  const windows = new LRUCache<string, { count: number; start: number }>({
    max: maxKeys,
    ttl: windowS * 1000,
    ttlAutopurge: false,
  })
  return {
    hit(key) {
      const now = Date.now()
      let window = windows.get(key)
      if (!window || now - window.start >= windowS * 1000) {
        window = { count: 0, start: now }
        // Set once per window (the TTL then frees it), counted in place afterwards.
        windows.set(key, window)
      }
      window.count++
      const retryAfterS = Math.max(1, Math.ceil((window.start + windowS * 1000 - now) / 1000))
      return { allowed: window.count <= max, count: window.count, retryAfterS }
    },
  }
}
