/**
 * Pages whose HTML is the same for every visitor (no per-render key, no cookie but the language)
 * export `headers = cacheablePage`: the server then keeps their rendered HTML for a short while
 * (server/page-cache.ts). The marker header never leaves the server.
 */
export const PAGE_CACHE_HEADER = 'X-Herra-Page-Cache'

export function cacheablePage(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: '1' }
}
