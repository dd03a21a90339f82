import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDeskPath, postGuard } from './post-guard'
import { languageContext } from './request-context'

let base = ''
let url = ''
let close: () => void
beforeAll(async () => {
  const app = express()
  app.use(languageContext())
  app.use(postGuard({ maxBytes: 1024 }))
  app.use((_req, res) => res.json({ ok: true }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  url = `${base}/x`
  close = () => server.close()
})
afterAll(() => close())

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body: 'a=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

describe('postGuard', () => {
  it('lets reads and same-origin posts through', async () => {
    expect((await fetch(url)).status).toBe(200)
    const host = new URL(url).host
    expect((await fetch(url, { method: 'POST', body: 'a=1', headers: { origin: `http://${host}` } })).status).toBe(200)
    expect((await fetch(url, { method: 'POST', body: 'a=1' })).status).toBe(200)
  })

  it('refuses a cross-site post', async () => {
    const res = await fetch(url, { method: 'POST', body: 'a=1', headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect((await fetch(url, { method: 'POST', body: 'a=1', headers: { origin: 'null' } })).status).toBe(403)
  })

  it('refuses a body over the limit, or of unknown length', async () => {
    expect((await fetch(url, { method: 'POST', body: 'x'.repeat(2048) })).status).toBe(413)
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('abc'))
        c.close()
      },
    })
    const res = await fetch(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(411)
  })
})

describe('postGuard: where the request comes from (decision 047)', () => {
  it('a page that sends no referrer (Origin: null) posts its own forms: Sec-Fetch-Site same-origin vouches for them', async () => {
    // The offer's and the alert link's pages send `Referrer-Policy: no-referrer`: the browser then
    // writes `Origin: null` on their form posts made without JavaScript (decision 100).
    for (const path of ['/offer/abc/accept', '/empty-legs/alerts/abc', '/desk/requests/1']) {
      expect((await post(path, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status, path).toBe(200)
      expect((await post(path, { origin: 'null' })).status, path).toBe(403)
      expect((await post(path, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status, path).toBe(403)
      expect((await post(path, { origin: 'null', 'sec-fetch-site': 'same-site' })).status, path).toBe(403)
    }
  })

  it('Sec-Fetch-Site cross-site or same-site is refused on every POST, even without Origin', async () => {
    for (const path of ['/contact', '/api/send-contact', '/desk/requests/1']) {
      expect((await post(path, { 'sec-fetch-site': 'cross-site' })).status, path).toBe(403)
      expect((await post(path, { 'sec-fetch-site': 'same-site' })).status, path).toBe(403)
    }
    // The browser's own navigation and same-origin posts pass.
    expect((await post('/contact', { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await post('/contact', { 'sec-fetch-site': 'none' })).status).toBe(200)
  })

  it('a desk POST needs a same-origin Origin or Sec-Fetch-Site: same-origin', async () => {
    const origin = base
    for (const path of ['/desk', '/desk/requests/7', '/desk/sign-in', '/desk/privacy', '/desk/requests/7.data']) {
      const neither = await post(path)
      expect(neither.status, path).toBe(403)
      expect((await post(path, { 'sec-fetch-site': 'none' })).status, path).toBe(403)
      expect((await post(path, { origin })).status, path).toBe(200)
      expect((await post(path, { 'sec-fetch-site': 'same-origin' })).status, path).toBe(200)
      expect((await post(path, { origin, 'sec-fetch-site': 'same-origin' })).status, path).toBe(200)
    }
    // Spellings React Router matches to the same desk routes.
    for (const path of ['/DESK/requests/7', '/%64esk/requests/7', '//desk//requests/7', '/Desk.data']) {
      expect((await post(path)).status, path).toBe(403)
    }
    // Public forms keep answering a POST without either header (not a browser's: no cookie to borrow).
    expect((await post('/desktop')).status).toBe(200)
    expect((await post('/contact')).status).toBe(200)
  })

  it('a refused page POST gets a clear page in the visitor’s language; an API call, JSON', async () => {
    const french = await post('/desk/requests/7')
    expect(french.headers.get('content-type')).toContain('text/html')
    const page = await french.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Demande refusée')
    expect(page).toContain('Rien n’a été enregistré.')
    expect(page).toContain('href="/desk"')

    const english = await post('/contact?lang=en', { 'sec-fetch-site': 'cross-site' })
    const text = await english.text()
    expect(text).toContain('<html lang="en">')
    expect(text).toContain('Request refused')
    expect(text).toContain('href="/"')

    const api = await post('/api/send-contact', { origin: 'https://evil.example' })
    expect(api.status).toBe(403)
    expect(await api.json()).toEqual({ error: { code: 'CROSS_ORIGIN', message: 'Cross-origin request refused.' } })
  })

  it('a page form too large to read gets a page saying so in the visitor’s language; an API call, JSON', async () => {
    const big = 'message=' + 'x'.repeat(2048)
    const send = (path: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        body: big,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    const french = await send('/contact')
    expect(french.status).toBe(413)
    expect(french.headers.get('content-type')).toContain('text/html')
    const page = await french.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Formulaire trop long')
    expect(page).toContain('Rien n’a été enregistré.')

    const english = await send('/contact?lang=en')
    expect(english.status).toBe(413)
    const text = await english.text()
    expect(text).toContain('<html lang="en">')
    expect(text).toContain('Form too long')
    expect(text).toContain('shorten your message')

    const api = await send('/api/send-contact')
    expect(api.status).toBe(413)
    expect(await api.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' } })
  })

  it('isDeskPath', () => {
    expect(isDeskPath('/desk')).toBe(true)
    expect(isDeskPath('/desk/')).toBe(true)
    expect(isDeskPath('/desk.data')).toBe(true)
    expect(isDeskPath('/DeSk/audit')).toBe(true)
    expect(isDeskPath('/%2Fdesk')).toBe(true)
    expect(isDeskPath('/desktop')).toBe(false)
    expect(isDeskPath('/club/desk')).toBe(false)
    expect(isDeskPath('/%E0%A4%A')).toBe(false)
  })
})
