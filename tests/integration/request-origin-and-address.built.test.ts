import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactBody } from '../support/send-contact'
import { startTestApp, type TestApp } from '../support/test-app'
import { PROCESS_SECRETS } from '../support/server-process'

/**
 * On the production build (decision 047): a desk POST must prove it comes from the site's own
 * pages; a cross-site POST is refused everywhere; IPv6 clients rotating /64s inside one /48 do not
 * multiply a rate limit; TRUST_PROXY without the proxy's header is said once in the log.
 */

let app: TestApp
beforeAll(async () => {
  app = await startTestApp(
    {
      TRUST_PROXY: 'true',
      STAFF_EMAILS: 'desk@example.com',
      RATE_LIMIT_MAX: '1',
      ESTIMATE_RATE_LIMIT_MAX: '2',
    },
    { pages: true },
  )
}, 120_000)
afterAll(async () => {
  await app?.close()
})

/** Each request from its own client address (the proxy's header, TRUST_PROXY on). */
const from = (address: string) => ({ 'x-forwarded-for': address })
const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('where a POST comes from', () => {
  it('a desk POST without Origin or Sec-Fetch-Site is refused with a clear page; from the desk’s pages it goes through', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        body: 'intent=status&status=won',
        redirect: 'manual',
        headers: { ...form, ...from('203.0.113.10'), ...headers },
      })
    for (const path of ['/desk/requests/00000000-0000-0000-0000-000000000000', '/desk/privacy', '/desk/outbox']) {
      const refused = await post(path, {})
      expect(refused.status, path).toBe(403)
      const page = await refused.text()
      expect(page).toContain('Demande refusée')
      expect(page).toContain('href="/desk"')
      // Cross-site, with or without Origin.
      expect((await post(path, { 'sec-fetch-site': 'cross-site' })).status, path).toBe(403)
      expect((await post(path, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403)
      // From the desk's own page (no session here: sent to sign in, as before).
      const proofs: Array<Record<string, string>> = [{ origin: app.url }, { 'sec-fetch-site': 'same-origin' }]
      for (const proof of proofs) {
        const res = await post(path, proof)
        expect(res.status, path).toBe(302)
        expect(res.headers.get('location')).toBe('/desk/sign-in')
      }
    }
  })

  it('Sec-Fetch-Site: cross-site is refused on public forms and the JSON API too', async () => {
    const page = await fetch(`${app.url}/contact?lang=en`, {
      method: 'POST',
      body: 'firstName=Camille',
      headers: { ...form, ...from('203.0.113.11'), 'sec-fetch-site': 'cross-site' },
    })
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('Request refused')
    const api = await fetch(`${app.url}/api/send-contact`, {
      method: 'POST',
      body: JSON.stringify(contactBody()),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${PROCESS_SECRETS.PUBLIC_API_TOKEN}`,
        'sec-fetch-site': 'cross-site',
        ...from('203.0.113.11'),
      },
    })
    expect(api.status).toBe(403)
  })
})

describe('rate limits per IPv6 /64 and /48', () => {
  it('estimates: /64s rotating inside one /48 get four times one client’s allowance, then 429', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const statuses: number[] = []
    for (let subnet = 0; subnet < 8; subnet++) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(
          `${app.url}/api/estimate?from=LBG&to=NCE&aircraft=falcon7x&date=${date}&time=12:00&pax=2&trip=oneway`,
          { headers: from(`2001:db8:48:${subnet.toString(16)}::${i + 1}`) },
        )
        statuses.push(res.status)
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(2 * 4)
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429])
    // Another /48 is another client.
    const other = await fetch(
      `${app.url}/api/estimate?from=LBG&to=NCE&aircraft=falcon7x&date=${date}&time=12:00&pax=2&trip=oneway`,
      { headers: from('2001:db8:49::1') },
    )
    expect(other.status).toBe(200)
  })

  it('requests (counted in the database): one per /64, four per /48', async () => {
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const statuses: number[] = []
    for (let subnet = 0; subnet < 6; subnet++) {
      const res = await fetch(`${app.url}/api/send-contact`, {
        method: 'POST',
        body: JSON.stringify(contactBody({ date, message: `Request from subnet ${subnet}, one way.` })),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${PROCESS_SECRETS.PUBLIC_API_TOKEN}`,
          origin: app.url,
          ...from(`2001:db8:77:${subnet}::1`),
        },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })
})

describe('TRUST_PROXY without the proxy', () => {
  it('a request without X-Forwarded-For is said once in the log, as a warning', async () => {
    const warnings = () => app.logs().filter((line) => String(line.msg).startsWith('TRUST_PROXY is on'))
    await fetch(`${app.url}/healthz`) // the load balancer's probe: not a sign
    await fetch(`${app.url}/about`, { headers: from('198.51.100.1') })
    expect(warnings()).toHaveLength(0)
    await fetch(`${app.url}/about?direct=1`)
    await fetch(`${app.url}/api/airports?q=par`)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatchObject({ level: 40, trustProxy: true })
  })
})
