import type { NextFunction, Request, Response } from 'express'
import { PAGE_CACHE_HEADER } from '~/lib/page-cache'

interface CachedPage {
  expires: number
  /** The nonce the page was rendered with; each hit gets a fresh one in its place. */
  nonce: string
  contentType: string
  body: string
}

export interface PageCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
}

/**
 * A short-lived cache of the server-rendered HTML of pages that are the same for every visitor
 * (docs/decisions/010-page-cache.md). A page opts in from its route module (`headers` export,
 * `~/lib/page-cache`); only a GET without query string whose answer is 200 without Set-Cookie is
 * kept, per language and path. Each hit gets its own CSP nonce in place of the one the page was
 * rendered with, so scripts stay bound to the response's policy.
 */
export function pageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const pages = new Map<string, CachedPage>()

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.originalUrl.includes('?') || req.path.startsWith('/api/')) {
      // Not cached (HEAD, a query string…): the marker still never leaves the server.
      const writeHead = res.writeHead
      res.writeHead = function (this: Response, ...args: unknown[]) {
        res.removeHeader(PAGE_CACHE_HEADER)
        return writeHead.apply(this, args as Parameters<typeof writeHead>)
      } as typeof res.writeHead
      return next()
    }
    const nonce = res.locals.nonce as string
    const key = `${res.locals.lang as string} ${req.path}`
    const hit = pages.get(key)
    if (hit && hit.expires > now()) {
      res.status(200).type(hit.contentType)
      res.send(hit.body.replaceAll(hit.nonce, nonce))
      return
    }
    if (hit) pages.delete(key)

    // A miss: render as usual and keep a copy of the HTML when the page opted in.
    let keep: boolean | undefined
    const chunks: Buffer[] = []
    // Decided once, before the first byte leaves: React Router's adapter sets every header with
    // res.append() before its first write.
    const decide = () => {
      if (keep !== undefined) return
      keep = res.getHeader(PAGE_CACHE_HEADER) !== undefined && !res.hasHeader('Set-Cookie') && res.statusCode === 200
      res.removeHeader(PAGE_CACHE_HEADER)
    }
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    res.writeHead = function (this: Response, ...args: unknown[]) {
      decide()
      return writeHead.apply(this, args as Parameters<typeof writeHead>)
    } as typeof res.writeHead
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      decide()
      if (keep && chunk) chunks.push(Buffer.from(chunk as Uint8Array))
      return write.apply(this, [chunk, ...rest] as Parameters<typeof write>)
    } as typeof res.write
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      decide()
      if (keep && chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array))
      const body = keep ? Buffer.concat(chunks).toString('utf8') : ''
      if (keep && res.statusCode === 200 && body.includes(nonce)) {
        if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value as string)
        pages.set(key, {
          expires: now() + options.ttlMs,
          nonce,
          contentType: String(res.getHeader('Content-Type') ?? 'text/html; charset=utf-8'),
          body,
        })
      }
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
    } as typeof res.end
    next()
  }
}
