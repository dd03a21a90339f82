import { createHash, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { DEFAULT_LANGUAGE, languageFromCookieHeader } from '~/i18n/language'
import { PAGE_CACHE_HEADER, PAGE_TOKEN_HEADER, SCRIPT_HASHES_HEADER } from '~/lib/page-cache-policy'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** A page the same for everyone: its headers and its three encodings, computed once. */
interface StaticPage {
  kind: 'static'
  /** Every header of the answer it was rendered with (security headers, CSP with hashes…), flat. */
  headers: string[]
  etag: string
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

/** A page with a per-view token: its HTML with the nonce and the token it was rendered with. */
interface TokenPage {
  kind: 'token'
  html: string
  nonce: string
  token: string
}

type CachedPage = (StaticPage | TokenPage) & {
  contentType: string
  expires: number
  /** Set while one request renders a fresh copy; the others keep getting this one meanwhile. */
  refreshing?: boolean
}

export interface PageCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
  /** Called once a page has been stored (its encodings made): for tests. */
  onStore?: (key: string) => void
}

/**
 * A short-lived cache of the server-rendered HTML of pages that are the same for every visitor
 * (docs/decisions/010-page-cache.md, 020-static-page-cache.md). A page opts in from its route module
 * (`headers` export, `~/lib/page-cache`); only a GET without query string whose answer is 200
 * without Set-Cookie is kept, per language and path.
 *
 * Such a page is rendered without a nonce; its CSP lists the hashes of its inline scripts
 * (entry.server), so the cache keeps it as a static file: its gzip and brotli encodings are made
 * once, and a hit only picks one and writes it. A page with a per-view token (a form's idempotency
 * key) is kept as text and gets a fresh token and nonce on every view.
 *
 * An expired page keeps being served while one request renders its successor (no burst of renders
 * when it expires under load).
 */
export function pageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const pages = new Map<string, CachedPage>()

  /**
   * Mounted right after the security headers and the request guard, before compression and the
   * per-request context: a hit on a page the same for everyone is answered with its stored
   * headers and bytes, like a static file.
   */
  const hits = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.url.includes('?')) return next()
    const hit = pages.get(`${languageFromCookieHeader(req.headers.cookie) ?? DEFAULT_LANGUAGE} ${req.path}`)
    if (hit?.kind !== 'static' || !(hit.expires > now() || hit.refreshing)) return next()
    serveStatic(req, res, hit)
  }

  /** Mounted in front of React Router: serves per-view pages, renders and keeps the others. */
  const pagesMiddleware = (req: Request, res: Response, next: NextFunction) => {
    const nonce = res.locals.nonce as string
    const cacheable = req.method === 'GET' && !req.originalUrl.includes('?') && !req.path.startsWith('/api/')
    const key = `${res.locals.lang as string} ${req.path}`
    const hit = cacheable && !res.hasHeader('Set-Cookie') ? pages.get(key) : undefined
    if (hit && (hit.expires > now() || hit.refreshing)) {
      return hit.kind === 'static' ? serveStatic(req, res, hit) : serveToken(res, hit, nonce)
    }
    if (hit) hit.refreshing = true

    // Render as usual; keep a copy of the HTML when the page opted in.
    let keep: boolean | undefined
    let token: string | null = null
    let hashes: string | null = null
    const chunks: Buffer[] = []
    // Decided once, before the first byte leaves: React Router's adapter sets every header with
    // res.append() before its first write.
    const decide = () => {
      if (keep !== undefined) return
      token = (res.getHeader(PAGE_TOKEN_HEADER) as string | undefined) ?? null
      hashes = (res.getHeader(SCRIPT_HASHES_HEADER) as string | undefined) ?? null
      keep =
        cacheable &&
        res.getHeader(PAGE_CACHE_HEADER) !== undefined &&
        !res.hasHeader('Set-Cookie') &&
        res.statusCode === 200
      for (const name of [PAGE_CACHE_HEADER, PAGE_TOKEN_HEADER, SCRIPT_HASHES_HEADER]) res.removeHeader(name)
      // A page rendered without a nonce: its scripts are allowed by their hashes instead.
      if (hashes !== null) res.setHeader('Content-Security-Policy', withHashes(res, nonce, hashes))
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
      if (keep) {
        const contentType = String(res.getHeader('Content-Type') ?? 'text/html; charset=utf-8')
        store(Buffer.concat(chunks), contentType, storedHeaders(res)).catch(() => pages.delete(key))
      } else if (hit) {
        pages.delete(key) // the page no longer qualifies
      }
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
    } as typeof res.end
    // A response that never completes leaves the old copy to the next request.
    res.once('close', () => {
      if (hit && pages.get(key) === hit && !res.writableFinished) hit.refreshing = false
    })

    async function store(body: Buffer, contentType: string, headers: string[]) {
      const html = body.toString('utf8')
      let page: CachedPage | undefined
      if (hashes !== null && !html.includes(nonce)) {
        const [brBody, gzipBody] = await Promise.all([
          brotli(body, {
            // The window fits the page (a 40 KB page needs 2^16, not the default 2^22): the same bytes out,
            // a fraction of the encoder's memory, which glibc would otherwise keep in the thread pool's arenas.
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
            },
          }),
          gzipAsync(body, { level: 9 }),
        ])
        const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
        headers.push('ETag', etag, 'Vary', 'Accept-Encoding')
        page = { kind: 'static', headers, etag, identity: body, gzip: gzipBody, br: brBody, contentType, expires: 0 }
      } else if (hashes === null && token && html.includes(nonce) && html.includes(token)) {
        page = { kind: 'token', html, nonce, token, contentType, expires: 0 }
      }
      if (!page) {
        if (hit) pages.delete(key)
        return
      }
      page.expires = now() + options.ttlMs
      pages.delete(key)
      if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value as string)
      pages.set(key, page)
      options.onStore?.(key)
    }
    next()
  }

  return { hits, pages: pagesMiddleware }
}

/** Headers that belong to one answer only, or that the cache sets itself. */
const NOT_STORED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'set-cookie',
])

/** The answer's headers as a flat list for writeHead(), minus those of one answer only. */
function storedHeaders(res: Response): string[] {
  const flat: string[] = []
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (NOT_STORED.has(name) || value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) flat.push(name, String(v))
  }
  return flat
}

/** The request's CSP with its nonce source replaced by the page's script hashes. */
function withHashes(res: Response, nonce: string, hashes: string): string {
  const csp = String(res.getHeader('Content-Security-Policy') ?? '')
  return csp.replace(`'nonce-${nonce}'`, hashes)
}

/** A per-view page: a fresh token and the request's nonce (its CSP names it); compressed on the way out. */
function serveToken(res: Response, page: TokenPage & { contentType: string }, nonce: string) {
  res.statusCode = 200
  res.setHeader('Content-Type', page.contentType)
  res.end(page.html.replaceAll(page.nonce, nonce).replaceAll(page.token, randomUUID()))
}

/** A page the same for everyone: its stored headers and the encoding the client prefers. */
function serveStatic(req: Request, res: Response, page: StaticPage) {
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, page.headers)
    res.end()
    return
  }
  // No Accept-Encoding header: the plain text (what clients that send none expect in practice).
  // Otherwise brotli whenever it is accepted (Chromium lists gzip first), then gzip.
  const accepted = req.headers['accept-encoding'] !== undefined
  const encoding =
    accepted && req.acceptsEncodings('br') ? 'br' : accepted && req.acceptsEncodings('gzip') ? 'gzip' : 'identity'
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
  const headers = encoding === 'identity' ? page.headers : [...page.headers, 'Content-Encoding', encoding]
  res.writeHead(200, [...headers, 'Content-Length', String(body.length)])
  res.end(body)
}
