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
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/)
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

  test('every script in the page carries the request nonce', async ({ request }) => {
    const res = await request.get('/')
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
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
