import { createHash, randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAGE_CACHE_HEADER, PAGE_TOKEN_HEADER, SCRIPT_HASHES_HEADER } from '~/lib/page-cache-policy'
import { pageCache } from './page-cache-middleware'

let base = ''
let close: () => void
let clock = 0
const renders: Record<string, number> = {}
const stored: string[] = []
let storedWaiters: Array<() => void> = []

const SCRIPT = 'window.__ctx = 1'
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * Stand-ins for React Router's adapter behind entry.server: headers with res.append(), then the HTML
 * in several writes. A page the same for everyone is rendered without a nonce and announces its
 * script hashes; a page with a per-view token is rendered with the request's nonce.
 */
function page(status: number, opts: { cacheable: boolean; cookie?: boolean; token?: boolean }): express.RequestHandler {
  return (req, res) => {
    renders[req.path] = (renders[req.path] ?? 0) + 1
    const nonce = res.locals.nonce as string
    const token = opts.token ? randomUUID() : ''
    const hashed = opts.cacheable && !opts.token
    const attr = hashed ? '' : ` nonce="${nonce}"`
    res.status(status)
    res.append('Content-Type', 'text/html; charset=utf-8')
    if (opts.cacheable) res.append(PAGE_CACHE_HEADER, '1')
    if (opts.token) res.append(PAGE_TOKEN_HEADER, token)
    if (hashed) res.append(SCRIPT_HASHES_HEADER, sha(SCRIPT))
    if (opts.cookie) res.append('Set-Cookie', 'a=b')
    res.write(`<!DOCTYPE html><html lang="${res.locals.lang as string}"><head><script${attr}>${SCRIPT}</script>`)
    res.write(`<body>render ${renders[req.path]} of ${req.path} ${'words '.repeat(200)}`)
    if (opts.token) res.write(`<input name="idempotencyKey" value="${token}"><script${attr}>key="${token}"</script>`)
    res.end('</body></html>')
  }
}

beforeAll(async () => {
  const app = express()
  // As in server/app.ts: hits first, then the request's context, then the rendering path.
  app.use((req, res, next) => cache.hits(req, res, next))
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    res.locals.lang = req.headers.cookie?.includes('lang=en') ? 'en' : 'fr'
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'; base-uri 'none'`)
    next()
  })
  const cache = pageCache({
    ttlMs: 60_000,
    maxEntries: 3,
    now: () => clock,
    onStore: (key) => {
      stored.push(key)
      for (const wake of storedWaiters) wake()
      storedWaiters = []
    },
  })
  app.use(cache.pages)
  app.get('/static', page(200, { cacheable: true }))
  app.get('/a', page(200, { cacheable: true }))
  app.get('/b', page(200, { cacheable: true }))
  app.get('/c', page(200, { cacheable: true }))
  app.get('/form', page(200, { cacheable: false }))
  app.get('/keyed', page(200, { cacheable: true, token: true }))
  app.get('/cookie', page(200, { cacheable: true, cookie: true }))
  app.get('/missing', page(404, { cacheable: true }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())
beforeEach(() => {
  clock += 10 * 60_000 // every test starts with an expired cache
  for (const key of Object.keys(renders)) delete renders[key]
  stored.length = 0
})

/** The raw answer (no decoding by the client), decoded here by its Content-Encoding. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const plain = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: plain.toString('utf8') })
        })
      })
      req.on('error', reject)
      req.end()
    },
  )
}

/** A miss, then the wait until its copy is stored (the encodings are made off the event loop). */
async function prime(path: string, headers: Record<string, string> = {}) {
  const done = new Promise<void>((resolve) => storedWaiters.push(resolve))
  const res = await get(path, headers)
  await done
  return res
}

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp ?? ''))?.[1]

describe('pageCache: a page the same for everyone', () => {
  it('is rendered once, then sent precompressed as the client accepts it, the same bytes every time', async () => {
    const first = await prime('/static')
    const br1 = await get('/static', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    const br2 = await get('/static', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    const gz = await get('/static', { 'accept-encoding': 'gzip' })
    const plain = await get('/static')
    expect(renders['/static']).toBe(1)
    expect(br1.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br1.raw.equals(br2.raw)).toBe(true)
    expect(br1.raw.length).toBeLessThan(gz.raw.length)
    for (const r of [br1, br2, gz, plain]) {
      expect(r.status).toBe(200)
      expect(r.headers['content-type']).toContain('text/html')
      expect(r.headers.vary).toContain('Accept-Encoding')
      expect(Number(r.headers['content-length'])).toBe(r.raw.length)
      expect(r.body).toBe(first.body)
    }
  })

  it('has a CSP that lists its script hashes instead of a nonce, and no nonce in the HTML', async () => {
    const first = await prime('/static')
    const hit = await get('/static')
    for (const r of [first, hit]) {
      expect(r.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'self' ${sha(SCRIPT)}; base-uri 'none'`,
      )
      expect(r.body).not.toContain('nonce')
    }
  })

  it('answers 304 to a client that has the same copy', async () => {
    await prime('/static')
    const hit = await get('/static')
    const again = await get('/static', { 'if-none-match': String(hit.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.raw.length).toBe(0)
  })

  it('keeps one copy per language', async () => {
    expect((await prime('/static')).body).toContain('lang="fr"')
    expect((await prime('/static', { cookie: 'lang=en' })).body).toContain('lang="en"')
    expect((await get('/static', { cookie: 'lang=en' })).body).toContain('lang="en"')
    expect((await get('/static')).body).toContain('lang="fr"')
    expect(renders['/static']).toBe(2)
  })

  it('once expired, serves the old copy while ONE request renders the next', async () => {
    await prime('/static')
    clock += 61_000
    const next = new Promise<void>((resolve) => storedWaiters.push(resolve))
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/static')))
    await next
    expect(renders['/static']).toBe(2)
    for (const a of answers) expect(a.body).toMatch(/render [12] of \/static/)
    expect((await get('/static')).body).toContain('render 2 of /static')
  })

  it('never keeps a page that did not opt in, one with a query string, a cookie being set, or an error', async () => {
    for (const path of ['/form', '/static?from=LBG', '/cookie', '/missing']) {
      await get(path)
      await new Promise((r) => setTimeout(r, 50))
      await get(path)
    }
    expect(renders).toEqual({ '/form': 2, '/static': 2, '/cookie': 2, '/missing': 2 })
    expect(stored).toEqual([])
    expect((await get('/missing')).status).toBe(404)
  })

  it('never lets its marker headers out, even on a request it does not cache (HEAD, query string)', async () => {
    const markers = [PAGE_CACHE_HEADER, PAGE_TOKEN_HEADER, SCRIPT_HASHES_HEADER].map((h) => h.toLowerCase())
    for (const [path, method] of [
      ['/static?from=LBG', 'HEAD'],
      ['/static?from=LBG', 'GET'],
      ['/static', 'HEAD'],
      ['/keyed?x=1', 'GET'],
    ]) {
      const res = await get(path!, {}, method)
      expect(res.status).toBe(200)
      for (const name of markers) expect(res.headers[name]).toBeUndefined()
    }
  })

  it('holds at most maxEntries pages', async () => {
    for (const path of ['/a', '/b', '/c', '/static']) await prime(path)
    await prime('/a') // the oldest entry was dropped to make room
    await get('/static')
    expect(renders).toEqual({ '/a': 2, '/b': 1, '/c': 1, '/static': 1 })
  })
})

describe('pageCache: a page with a per-view token', () => {
  it('is rendered once, and every view gets its own token and the nonce of its own CSP', async () => {
    const views = [await prime('/keyed'), await get('/keyed'), await get('/keyed', { 'accept-encoding': 'br' })]
    expect(renders['/keyed']).toBe(1)
    const tokens = views.map((v) => /value="([^"]+)"/.exec(v.body)?.[1])
    expect(new Set(tokens).size).toBe(3)
    for (const [i, v] of views.entries()) {
      const nonce = nonceOf(v.headers['content-security-policy'])
      expect(nonce).toBeTruthy()
      expect([...v.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce, nonce])
      expect(v.body).toContain(`key="${tokens[i]}"`)
    }
    expect(new Set(views.map((v) => nonceOf(v.headers['content-security-policy']))).size).toBe(3)
    const same = (v: (typeof views)[number], i: number) =>
      v.body.replaceAll(nonceOf(v.headers['content-security-policy'])!, 'N').replaceAll(tokens[i]!, 'T')
    expect(same(views[1]!, 1)).toBe(same(views[0]!, 0))
  })
})
