import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ENTRY } from '../support/server-process'
import { rawRequest, startTestApp, type TestApp } from '../support/test-app'

/**
 * 5 and 8 (cache of cookie-setting answers), against the production build:
 * odd requests never give a 500, every answer (static files included) carries the security
 * headers, and an answer that sets a cookie is never cacheable by a shared cache.
 */

let app: TestApp

beforeAll(async () => {
  app = await startTestApp({}, { pages: true })
}, 60_000)

afterAll(async () => {
  await app?.close()
})

function expectSecurityHeaders(headers: Record<string, string> | Headers, where: string) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? undefined
  expect(get('content-security-policy'), where).toContain("default-src 'self'")
  expect(get('x-content-type-options'), where).toBe('nosniff')
  expect(get('cross-origin-resource-policy'), where).toBe('same-origin')
  expect(get('strict-transport-security'), where).toMatch(/max-age=\d+/)
  expect(get('x-frame-options'), where).toBe('DENY')
}

const errorLogs = () => app.logs().filter((line) => Number(line.level) >= 50)

describe('odd requests never give a 500 (item 4)', () => {
  it('a malformed lang cookie is ignored: the page is served in French, with its headers', async () => {
    const res = await fetch(`${app.url}/about`, { headers: { cookie: 'lang=%E0%A4%A' } })
    expect(res.status).toBe(200)
    expectSecurityHeaders(res.headers, 'bad lang cookie')
    expect(await res.text()).toContain('<html lang="fr"')
  })

  it('the request target //[::1/about is answered (404 page), not a 500', async () => {
    const res = await rawRequest(
      app.port,
      `GET //[::1/about HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nConnection: close\r\n\r\n`,
    )
    expect(res.status).toBe(404)
    expectSecurityHeaders(res.headers, '//[::1/about')
  })

  it('an absolute-form or asterisk request target is refused with 400, with the headers', async () => {
    for (const target of ['http://evil.example/about', '*']) {
      const res = await rawRequest(
        app.port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nConnection: close\r\n\r\n`,
      )
      expect(res.status, target).toBe(400)
      expectSecurityHeaders(res.headers, target)
    }
  })

  it('TRACE and other unsupported methods get 405 with Allow, and nothing is logged as an error', async () => {
    const before = errorLogs().length
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
      for (const target of ['/about', '/', '/api/estimate', '/healthz', '/favicon.svg']) {
        const res = await rawRequest(
          app.port,
          `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        )
        expect(res.status, `${method} ${target}`).toBe(405)
        expect(res.headers.allow, `${method} ${target}`).toBe('GET, HEAD, POST, OPTIONS')
        expectSecurityHeaders(res.headers, `${method} ${target}`)
        expect(res.body).not.toMatch(/\bat .+:\d+:\d+/)
      }
    }
    const options = await fetch(`${app.url}/about`, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
    expect(options.headers.get('access-control-allow-origin')).toBeNull()
    expect(errorLogs().length).toBe(before)
  })

  it('percent-encoding that decodes to nothing valid, anywhere, is not a 500', async () => {
    for (const target of [
      '/%E0%A4%A',
      '/about?lang=%E0%A4%A',
      '/news/%C0%AE%C0%AE',
      '/api/airports?q=%FF%FE',
      '/%00',
      '/assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await fetch(`${app.url}${target}`, { headers: { cookie: 'lang=%; herra_club=%E0%A4%A' } })
      expect(res.status, target).toBeLessThan(500)
      expectSecurityHeaders(res.headers, target)
    }
  })
})

describe('static files carry the security headers (item 5)', () => {
  const clientDir = path.join(path.dirname(BUILD_ENTRY), '..', 'client')
  const someAsset = readdirSync(path.join(clientDir, 'assets')).find((file) => file.endsWith('.css'))
  const someImage = readdirSync(path.join(clientDir, 'images', 'art'))[0]

  for (const file of ['/favicon.svg', '/site.webmanifest', `/assets/${someAsset}`, `/images/art/${someImage}`]) {
    it(`${file}: nosniff, CORP, HSTS`, async () => {
      const res = await fetch(`${app.url}${file}`)
      expect(res.status).toBe(200)
      expectSecurityHeaders(res.headers, file)
    })
  }
})

describe('an answer that sets a cookie is never publicly cacheable (item 8)', () => {
  for (const target of [
    '/robots.txt?lang=en',
    '/sitemap.xml?lang=en',
    '/api/airports?q=par&lang=en',
    '/about?lang=en',
  ]) {
    it(target, async () => {
      const res = await fetch(`${app.url}${target}`)
      expect(res.status).toBe(200)
      expect(res.headers.getSetCookie().join('\n')).toContain('lang=en')
      const cacheControl = res.headers.get('cache-control') ?? ''
      expect(cacheControl).not.toMatch(/public|s-maxage/)
      expect(cacheControl).toMatch(/private|no-store/)
    })
  }

  it('without a cookie, robots.txt stays publicly cacheable', async () => {
    const res = await fetch(`${app.url}/robots.txt`)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(res.headers.get('cache-control')).toContain('public')
  })
})
