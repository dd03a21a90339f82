import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'
import { publicRoutes } from './routes'

const paths = [...publicRoutes.map((r) => r.path), '/no-such-page', '/healthz', '/api/airports?q=par']

test.describe('security headers', () => {
  for (const path of paths) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 })
      const h = res.headers()
      const csp = h['content-security-policy'] ?? ''
      expect(csp).toContain("default-src 'self'")
      // The request's nonce, or (pages the same for everyone, decision 020) the hashes of their scripts.
      expect(csp).toMatch(
        /script-src 'self' ('nonce-[A-Za-z0-9+/=]{16,}'|'sha256-[A-Za-z0-9+/=]{44}'( 'sha256-[A-Za-z0-9+/=]{44}')*)(;|$)/,
      )
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("form-action 'self'")
      expect(csp).toContain("base-uri 'none'")
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=()')
      expect(h['cross-origin-opener-policy']).toBe('same-origin')
      expect(h['strict-transport-security']).toContain('max-age=')
      expect(h['x-powered-by']).toBeUndefined()
    })
  }

  test('every script in a page rendered per view carries the request nonce', async ({ request }) => {
    const res = await request.get('/contact')
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  test('every inline script of a page the same for everyone is allowed by its hash, and by nothing else', async ({
    request,
  }) => {
    for (const path of ['/', '/fleet']) {
      const res = await request.get(path)
      const csp = res.headers()['content-security-policy'] ?? ''
      expect(csp).not.toContain('nonce-')
      const listed = new Set(
        /script-src ([^;]*)/
          .exec(csp)?.[1]
          ?.split(' ')
          .filter((s) => s.startsWith("'sha256-")),
      )
      const html = await res.text()
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/\ssrc=/.test(m[1]!) && !/type="application\/ld\+json"/.test(m[1]!),
      )
      expect(inline.length).toBeGreaterThan(2)
      for (const m of inline) {
        const hash = `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`
        expect(listed.has(hash), m[0].slice(0, 80)).toBe(true)
      }
    }
  })

  test('a cross-site POST is refused', async ({ request }) => {
    const res = await request.post('/member-login', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'memberNumber=1&password=2',
    })
    expect(res.status()).toBe(403)
  })

  test('hashed assets are cached for a year', async ({ request, page }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
    expect(href).toMatch(/^\/assets\//)
    const res = await request.get(href!)
    expect(res.headers()['cache-control']).toContain('max-age=31536000')
    expect(res.headers()['cache-control']).toContain('immutable')
  })
})
