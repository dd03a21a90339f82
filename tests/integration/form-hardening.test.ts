import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { contactBody, countRows, postContact, startLeadsApp } from '../support/send-contact'

/**
 * 2 and 8 (idempotency keys), on POST /api/send-contact over a real server:
 * a pathological e-mail costs nothing, control and bidi characters are refused with the field's
 * message, the rate limit is counted before the body is read and survives a refused insert, and
 * a short idempotency key is refused.
 */

const MAX = 3
let app: { url: string; runtime: Runtime; close(): Promise<void> }
beforeAll(async () => {
  app = await startLeadsApp({ RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_S: '600', TRUST_PROXY: 'true' })
})
afterAll(async () => {
  await app.close()
})

let client = 0
/** Each test speaks from its own address (the request context trusts X-Forwarded-For in tests). */
function from(): Record<string, string> {
  client += 1
  return { 'X-Forwarded-For': `203.0.113.${client}` }
}

async function rateCount(ip: string): Promise<number> {
  const result = await app.runtime.database.db.execute(
    sql`select coalesce(sum(count), 0)::int as n from rate_limits where key like ${`%${ip}%`}`,
  )
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0)
}

describe('send-contact hardening', () => {
  // Its time beside an ordinary refused request of the same size is a bench figure (bench/forms.mjs).
  it('an e-mail of "a@" + 30,000 dots + "@" is refused with that field', async () => {
    const res = await postContact(app.url, contactBody({ email: `a@${'.'.repeat(30_000)}@` }), from())
    expect(res.status).toBe(400)
    expect((res.json?.fieldErrors as Record<string, string>).email).toBeDefined()
  })

  it.each([
    ['a NUL in the first name', { firstName: 'Cam\u0000ille' }, 'firstName'],
    ['a C1 control in the last name', { lastName: 'Dur\u0085and' }, 'lastName'],
    ['a right-to-left override in the e-mail', { email: 'camille\u202e@example.com' }, 'email'],
    ['a bidi isolate in the message', { message: 'Bonjour \u2066x\u2069' }, 'message'],
    ['a left-to-right mark in the departure', { departure: 'LBG\u200e' }, 'departure'],
  ])('%s → 400 with that field, nothing stored, and the request counted', async (_label, override, field) => {
    const headers = from()
    const ip = headers['X-Forwarded-For']!
    const before = await countRows(app.runtime, 'leads')
    const res = await postContact(app.url, contactBody(override), headers)
    expect(res.status).toBe(400)
    expect(Object.keys((res.json?.fieldErrors as Record<string, string>) ?? {})).toContain(field)
    expect(await countRows(app.runtime, 'leads')).toBe(before)
    expect(await rateCount(ip)).toBe(1)
  })

  it('past the limit, repeated refused requests stay refused (429), whatever the body', async () => {
    const headers = from()
    for (let i = 0; i < MAX; i++) {
      expect((await postContact(app.url, contactBody({ firstName: 'A\u0000' }), headers)).status).toBe(400)
    }
    expect((await postContact(app.url, contactBody({ firstName: 'A\u0000' }), headers)).status).toBe(429)
    // Counted before the body is read: a body that is not even JSON is refused for the limit first.
    const broken = await postContact(app.url, '{"firstName": ', headers)
    expect(broken.status).toBe(429)
    expect(broken.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('an idempotency key shorter than 16 characters is refused with 400, and nothing is stored', async () => {
    const before = await countRows(app.runtime, 'leads')
    const res = await postContact(app.url, contactBody(), { ...from(), 'Idempotency-Key': 'short-key' })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ ok: false, error: 'invalid_idempotency_key' })
    expect(await countRows(app.runtime, 'leads')).toBe(before)
    // A proper key is still accepted.
    const ok = await postContact(app.url, contactBody(), {
      ...from(),
      'Idempotency-Key': 'c0ffee00-1111-4222-8333-444455556666',
    })
    expect(ok.status).toBe(200)
  })
})
