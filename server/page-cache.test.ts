import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAGE_CACHE_HEADER } from '~/lib/page-cache'
import { pageCache } from './page-cache'

let base = ''
let close: () => void
let clock = 0
const renders: Record<string, number> = {}

/**
 * A stand-in for React Router's adapter: headers with res.append(), then the HTML in several
 * writes, the request's nonce in its script tags.
 */
function page(status: number, opts: { cacheable: boolean; cookie?: boolean }): express.RequestHandler {
  return (req, res) => {
    renders[req.path] = (renders[req.path] ?? 0) + 1
    const nonce = res.locals.nonce as string
    res.status(status)
    res.append('Content-Type', 'text/html; charset=utf-8')
    if (opts.cacheable) res.append(PAGE_CACHE_HEADER, '1')
    if (opts.cookie) res.append('Set-Cookie', 'a=b')
    res.write(`<!DOCTYPE html><html lang="${res.locals.lang as string}"><head><script nonce="${nonce}">1</script>`)
    res.write(`<body>render ${renders[req.path]} of ${req.path}</body>`)
    res.end(`<script nonce="${nonce}">2</script></html>`)
  }
}

beforeAll(async () => {
  const app = express()
  app.use((req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64')
    res.locals.lang = req.headers.cookie?.includes('lang=en') ? 'en' : 'fr'
    next()
  })
  app.use(pageCache({ ttlMs: 60_000, maxEntries: 3, now: () => clock }))
  app.get('/static', page(200, { cacheable: true }))
  app.get('/a', page(200, { cacheable: true }))
  app.get('/b', page(200, { cacheable: true }))
  app.get('/c', page(200, { cacheable: true }))
  app.get('/form', page(200, { cacheable: false }))
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
})

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers })
  const body = await res.text()
  const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
  return { res, body, nonces }
}

describe('pageCache', () => {
  it('renders an opted-in page once, then serves the same HTML with a fresh nonce each time', async () => {
    const first = await get('/static')
    const second = await get('/static')
    const third = await get('/static')
    expect(renders['/static']).toBe(1)
    for (const r of [first, second, third]) {
      expect(r.res.status).toBe(200)
      expect(r.res.headers.get('content-type')).toContain('text/html')
      expect(r.res.headers.has(PAGE_CACHE_HEADER)).toBe(false)
      expect(r.body).toContain('render 1 of /static')
      expect(new Set(r.nonces).size).toBe(1)
    }
    expect(new Set([first.nonces[0], second.nonces[0], third.nonces[0]]).size).toBe(3)
    expect(second.body.replaceAll(second.nonces[0]!, 'N')).toBe(first.body.replaceAll(first.nonces[0]!, 'N'))
  })

  it('keeps one copy per language', async () => {
    expect((await get('/static')).body).toContain('lang="fr"')
    expect((await get('/static', { cookie: 'lang=en' })).body).toContain('lang="en"')
    expect((await get('/static', { cookie: 'lang=en' })).body).toContain('lang="en"')
    expect((await get('/static')).body).toContain('lang="fr"')
    expect(renders['/static']).toBe(2)
  })

  it('renders again once the copy is older than its time to live', async () => {
    await get('/static')
    clock += 59_000
    await get('/static')
    expect(renders['/static']).toBe(1)
    clock += 2_000
    expect((await get('/static')).body).toContain('render 2 of /static')
  })

  it('never keeps a page that did not opt in, one with a query string, a cookie being set, or an error', async () => {
    for (const path of ['/form', '/static?from=LBG', '/cookie', '/missing']) {
      await get(path)
      await get(path)
    }
    expect(renders).toEqual({ '/form': 2, '/static': 2, '/cookie': 2, '/missing': 2 })
    expect((await get('/missing')).res.status).toBe(404)
  })

  it('never lets the marker out, even on a request it does not cache (HEAD, query string)', async () => {
    for (const init of [{ method: 'HEAD' }, { method: 'GET' }]) {
      const res = await fetch(`${base}/static?from=LBG`, init)
      expect(res.status).toBe(200)
      expect(res.headers.has(PAGE_CACHE_HEADER)).toBe(false)
    }
    const head = await fetch(`${base}/static`, { method: 'HEAD' })
    expect(head.headers.has(PAGE_CACHE_HEADER)).toBe(false)
  })

  it('holds at most maxEntries pages', async () => {
    for (const path of ['/a', '/b', '/c', '/static']) await get(path)
    await get('/a') // the oldest entry was dropped to make room
    await get('/static')
    expect(renders).toEqual({ '/a': 2, '/b': 1, '/c': 1, '/static': 1 })
  })
})
