import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROCESS_SECRETS } from '../support/server-process'
import { startTestApp, type TestApp } from '../support/test-app'

/**
 * Failed club cookie checks are rate-limited per address (GATE_RATE_LIMIT_MAX
 * per GATE_RATE_LIMIT_WINDOW_S), wherever the cookie is checked; past the limit even a valid
 * cookie is not honoured from that address, so guessing cookies teaches nothing.
 */

let app: TestApp
let validCookie = ''

beforeAll(async () => {
  app = await startTestApp(
    { TRUST_PROXY: 'true', GATE_RATE_LIMIT_MAX: '3', GATE_RATE_LIMIT_WINDOW_S: '900' },
    { pages: true },
  )
  const gate = await fetch(`${app.url}/club-herra-private`, {
    method: 'POST',
    body: new URLSearchParams({ code: PROCESS_SECRETS.CLUB_ACCESS_CODE }),
    headers: { 'x-forwarded-for': '198.51.100.200' },
    redirect: 'manual',
  })
  validCookie =
    gate.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('herra_club=')) ?? ''
  expect(validCookie).toMatch(/^herra_club=v1\./)
}, 60_000)

afterAll(async () => {
  await app?.close()
})

const forged = (i: number) =>
  `herra_club=v1.${Date.now() + 3_600_000}.${Buffer.from(`forged-${i}`.padEnd(32, '!')).toString('base64url')}`

function visit(path: string, cookie: string, address: string) {
  return fetch(`${app.url}${path}`, { headers: { cookie, 'x-forwarded-for': address }, redirect: 'manual' })
}

describe('club cookie checks', () => {
  it('a valid cookie opens the private page', async () => {
    const res = await visit('/club-herra-content', validCookie, '198.51.100.1')
    expect(res.status).toBe(200)
  })

  it('past GATE_RATE_LIMIT_MAX forged cookies, the address is refused even with a valid one', async () => {
    const address = '198.51.100.2'
    for (let i = 0; i < 3; i++) {
      const res = await visit(i === 1 ? '/club-herra-private' : '/club-herra-content', forged(i), address)
      if (i === 1)
        expect(res.status).toBe(200) // the gate page, not the club
      else {
        expect(res.status).toBe(302)
        expect(res.headers.get('location')).toBe('/club-herra-private')
        expect(res.headers.getSetCookie().join('\n')).toMatch(/herra_club=;.*Max-Age=0/)
      }
    }
    const blocked = await visit('/club-herra-content', validCookie, address)
    expect(blocked.status).toBe(302)
    expect(blocked.headers.get('location')).toBe('/club-herra-private')
    const gate = await visit('/club-herra-private', validCookie, address)
    expect(gate.status).toBe(200) // not let through to the club
    // Another address is not affected.
    expect((await visit('/club-herra-content', validCookie, '198.51.100.3')).status).toBe(200)
  })

  it('visitors without a club cookie are never counted', async () => {
    const address = '198.51.100.4'
    for (let i = 0; i < 6; i++) expect((await visit('/club-herra-content', 'lang=en', address)).status).toBe(302)
    expect((await visit('/club-herra-content', validCookie, address)).status).toBe(200)
  })
})

describe('IPv6 clients are counted by their /64', () => {
  it('addresses of one /64 share the budget of every POST; another /64 has its own', async () => {
    const post = (address: string) =>
      fetch(`${app.url}/member-login`, {
        method: 'POST',
        body: new URLSearchParams({ memberNumber: '1', password: 'x' }),
        headers: { 'x-forwarded-for': address },
        redirect: 'manual',
      })
    // RATE_LIMIT_MAX (10) posts, each from a new address of the same /64…
    for (let i = 1; i <= 10; i++) expect((await post(`2001:db8:77:1::${i.toString(16)}`)).status).toBe(200)
    // …and the eleventh, from yet another address of it, is refused.
    expect((await post('2001:db8:77:1:ffff:ffff:ffff:ffff')).status).toBe(429)
    expect((await post('2001:db8:77:2::1')).status).toBe(200)
  })
})
