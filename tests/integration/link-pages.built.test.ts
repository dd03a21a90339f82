import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterPagesCopy } from '~/features/newsletter/content/newsletter-pages'
import { newsletterToken, subscribeToNewsletter } from '~/features/newsletter/services/newsletter.server'
import type { Runtime } from '~/services/runtime-types'
import { startTestApp, type TestApp } from '../support/test-app'

/**
 * The pages e-mailed links open, on the production build: following a link never acts (a mail
 * scanner follows them all), the page's button does, through the one form handler; a newsletter
 * confirmation link works 7 days (docs/product.md §9).
 */
const SECRET = 'link-pages-session-secret-0123456789'
const p = newsletterPagesCopy.fr

let app: TestApp
let runtime: Runtime

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent', SESSION_SECRET: SECRET, RATE_LIMIT_MAX: '1000' }, { pages: true })
  runtime = app.runtime
}, 60_000)

afterAll(async () => {
  await app?.close()
})

async function subscription(email: string, daysAgo = 0) {
  await subscribeToNewsletter(
    runtime.database.db,
    { email, language: 'fr', now: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000) },
    { siteUrl: app.url, secret: SECRET },
  )
  return (await statusOf(email))!.id
}

async function statusOf(email: string) {
  const result = await runtime.database.db.execute(
    sql`select id, status from newsletter_subscribers where email = ${email}`,
  )
  return (result as unknown as { rows: Array<{ id: string; status: string }> }).rows[0]
}

/** The page's button (a browser sends its Origin: the desk's post guard asks for it). */
function post(path: string, body: Record<string, string>) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { origin: app.url },
    redirect: 'manual',
  })
}

describe('the newsletter confirmation page', () => {
  it('GET confirms nothing (a mail scanner following the link), however often; the button (POST) confirms', async () => {
    const id = await subscription('scanned@example.com')
    const token = newsletterToken(SECRET, 'confirm', id)
    const url = `/newsletter/confirm?token=${encodeURIComponent(token)}`
    for (let i = 0; i < 3; i++) {
      const page = await fetch(`${app.url}${url}`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain(p.confirmButton)
      expect(html).toContain('method="post"')
    }
    await fetch(`${app.url}${url}`, { method: 'HEAD' })
    expect((await statusOf('scanned@example.com'))!.status).toBe('pending')

    const confirmed = await post(url, { token })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain(p.confirmedTitle)
    expect((await statusOf('scanned@example.com'))!.status).toBe('confirmed')
  })

  it('a token 8 days old is refused (410) with a way to subscribe again; nothing confirmed', async () => {
    const id = await subscription('late@example.com', 8)
    const token = newsletterToken(SECRET, 'confirm', id)
    const res = await post(`/newsletter/confirm?token=${encodeURIComponent(token)}`, { token })
    expect(res.status).toBe(410)
    const html = await res.text()
    expect(html).toContain(p.expiredTitle)
    expect(html).toContain('href="/news#newsletter"')
    expect((await statusOf('late@example.com'))!.status).toBe('pending')
  })

  it('a forged or foreign token is refused (400)', async () => {
    const id = await subscription('forged@example.com')
    for (const token of [`${id}.forged`, newsletterToken(SECRET, 'unsubscribe', id), '']) {
      const res = await post('/newsletter/confirm', { token })
      expect(res.status, token).toBe(400)
    }
    expect((await statusOf('forged@example.com'))!.status).toBe('pending')
  })
})

describe('the unsubscribe page', () => {
  it('GET unsubscribes nobody; the one-click POST of mail programs (RFC 8058, token in the URL) does', async () => {
    const id = await subscription('leaving@example.com')
    const token = newsletterToken(SECRET, 'unsubscribe', id)
    const url = `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
    expect((await fetch(`${app.url}${url}`)).status).toBe(200)
    expect(await statusOf('leaving@example.com')).toBeDefined()
    const res = await post(url, { 'List-Unsubscribe': 'One-Click' })
    expect(res.status).toBe(200)
    expect(await statusOf('leaving@example.com')).toBeUndefined()
  })
})

describe('the desk sign-in link page', () => {
  it('GET opens no session; a POST of an unknown token is refused (400) without a cookie', async () => {
    const page = await fetch(`${app.url}/desk/sign-in/verify?token=abc`)
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie()).toEqual([])
    const res = await post('/desk/sign-in/verify', { token: 'abc' })
    expect(res.status).toBe(400)
    expect(res.headers.getSetCookie()).toEqual([])
  })
})
