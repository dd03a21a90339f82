import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { startTestApp, type TestApp } from '../support/test-app'
import {
  assertSafe,
  CLUB_A_MEMBERSHIP_FIELDS,
  FORM_POST_FIELDS,
  HOSTILE_STRINGS,
  postForm,
  type PostEncoding,
} from '../support/form-posts'

/**
 * Hostile input on every form action of the production build (the pages' plain POSTs and React
 * Router's `.data` fetcher POSTs): random, oversized, wrong-type, unicode and injection values,
 * extra fields, other encodings. Property: never a 500, never a stack trace in the answer, and
 * nothing stored, since every body is invalid by construction (no consent box ticked, an e-mail
 * without '@').
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const CODE = 'FUZZ-CLUB-CODE-3301'

let app: TestApp
let base = ''
let runtime: Runtime
let clubCookie = ''

beforeAll(async () => {
  app = await startTestApp(
    {
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'fuzz-session-secret-0123456789abcdef',
      CLUB_ACCESS_CODE: CODE,
      PUBLIC_API_TOKEN: 'fuzz-public-token-77',
      RATE_LIMIT_MAX: '1000000',
      GATE_RATE_LIMIT_MAX: '1000000',
    },
    { pages: true },
  )
  base = app.url
  runtime = app.runtime
  // The club's application form B sits behind the gate: come in with the right code once.
  const gate = await fetch(`${base}/club-herra-private`, {
    method: 'POST',
    body: new URLSearchParams({ code: CODE }),
    redirect: 'manual',
  })
  clubCookie = (gate.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ')
  expect(clubCookie).toContain('=')
}, 60_000)

afterAll(async () => {
  await app?.close()
})

async function storedRows(): Promise<number> {
  const result = await runtime.database.db.execute(
    sql`select (select count(*) from leads) + (select count(*) from newsletter_subscribers) as n`,
  )
  return Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0)
}

const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 40 }).map((s) => s.repeat(300)), // oversized
  fc.integer().map(String),
  fc.constantFrom(
    ...HOSTILE_STRINGS,
    '{{7*7}}${7*7}',
    '\r\nBcc: victim@example.com',
    '../../../../etc/passwd',
    'true',
    '-1',
    '1e309',
  ),
)
/** An e-mail that no schema accepts. */
const badEmail = nasty.map((s) => s.replaceAll('@', ''))

/** Every form action, with the fields its page posts; the consent boxes are always left out. */
/** `slow`: the club's forms and gate answer after the product's 1 s at the earliest, so they get fewer runs. */
const ACTIONS: Array<{ path: string; fields: readonly string[]; club?: boolean; slow?: boolean }> = [
  { path: '/contact', fields: FORM_POST_FIELDS.contact },
  { path: '/contact/club-herra', fields: FORM_POST_FIELDS.clubContact },
  { path: '/quote-form', fields: FORM_POST_FIELDS.quote },
  { path: '/news', fields: FORM_POST_FIELDS.newsletter },
  { path: '/herra/membre', slow: true, fields: FORM_POST_FIELDS.clubA },
  { path: '/herra-membership', slow: true, fields: CLUB_A_MEMBERSHIP_FIELDS },
  { path: '/club-herra-content', club: true, slow: true, fields: FORM_POST_FIELDS.clubB },
  { path: '/club-herra-private', slow: true, fields: ['code'] },
  { path: '/member-login', fields: FORM_POST_FIELDS.memberLogin },
  { path: '/club-herra-exit', fields: [] },
]

function formOf(fields: readonly string[]) {
  return fc.record({
    known: fc.tuple(...fields.map((name) => fc.option(nasty, { nil: undefined }).map((v) => [name, v] as const))),
    extra: fc.array(fc.tuple(fc.string({ maxLength: 12 }), nasty), { maxLength: 4 }),
    email: badEmail,
    encoding: fc.constantFrom<PostEncoding>('urlencoded', 'multipart', 'fetcher'),
  })
}

describe.concurrent('every form action of the production build under hostile input', () => {
  for (const action of ACTIONS) {
    const runs = action.slow ? Math.ceil(RUNS / 3) : RUNS
    it(`POST ${action.path}: never a 500 or a stack trace, nothing stored`, async () => {
      const before = await storedRows()
      await fc.assert(
        fc.asyncProperty(formOf(action.fields), async ({ known, extra, email, encoding }) => {
          const entries: Array<[string, string]> = [['email', email]]
          for (const [name, value] of known) if (value !== undefined) entries.push([name, value])
          // Extra fields never carry a consent box.
          for (const [name, value] of extra) if (!/consent|gdpr|confidential/i.test(name)) entries.push([name, value])
          const res = await postForm(
            `${base}${action.path}`,
            entries,
            encoding,
            action.club ? { cookie: clubCookie } : {},
          )
          assertSafe(res.status, res.text, res.where)
        }),
        { numRuns: runs },
      )
      // Raw bytes under a content type that promises a form.
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=zz',
            'text/plain',
            'application/json',
          ),
          fc.string({ unit: 'binary', maxLength: 300 }),
          async (type, raw) => {
            const res = await fetch(`${base}${action.path}`, {
              method: 'POST',
              body: raw,
              redirect: 'manual',
              headers: { 'content-type': type },
            })
            assertSafe(res.status, await res.text(), `${action.path} raw ${type}`)
          },
        ),
        { numRuns: Math.ceil(runs / 2) },
      )
      expect(await storedRows()).toBe(before)
    }, 120_000)
  }
})
