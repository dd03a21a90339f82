/**
 * Pages whose HTML is the same for every visitor (no per-visitor data, no cookie but the language)
 * export `headers = cacheablePage`: the server then keeps their rendered HTML, compressed once, for a
 * short while, and their Content-Security-Policy lists the SHA-256 of their inline scripts instead of
 * a per-response nonce (server/page-cache-middleware.ts, decisions 010 and 020).
 *
 * A page that carries one value that must differ on every view (a form's idempotency key) returns it
 * from its loader with `pageToken(value)` and exports `headers = cacheablePageWithToken`: it is cached
 * too, rendered with the request's nonce, and every view gets a fresh token (and nonce) in place of
 * the ones it was rendered with. The token must be a random UUID (it is found and replaced as text).
 *
 * The marker headers never leave the server.
 */
export const PAGE_CACHE_HEADER = 'X-Herra-Page-Cache'
export const PAGE_TOKEN_HEADER = 'X-Herra-Page-Token'
/** Set by entry.server on pages rendered without a nonce: the CSP sources of their inline scripts. */
export const SCRIPT_HASHES_HEADER = 'X-Herra-Script-Hashes'

export function cacheablePage(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: '1' }
}

/** Loader headers announcing the page's per-view token (see `cacheablePageWithToken`). */
export function pageToken(token: string): Record<string, string> {
  return { [PAGE_TOKEN_HEADER]: token }
}

export function cacheablePageWithToken({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const token = loaderHeaders.get(PAGE_TOKEN_HEADER)
  return token ? { [PAGE_CACHE_HEADER]: '1', [PAGE_TOKEN_HEADER]: token } : {}
}
