import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { startTestApp, type TestApp } from '../support/test-app'
import { assertSafe, postForm, type PostEncoding } from '../support/form-posts'
import { TEST_SITE_CONFIG_PATH } from '../support/site-fixture'
import { staffCookie, stateOf } from '../support/http-harness'

/**
 * Hostile input on every POST endpoint of the desk and the newsletter's links, on the production
 * build: random, oversized, unicode, injection and wrong-type values, extra fields, three encodings.
 * Property: never a 500 or a stack trace, and nothing changes (the request keeps its status, owner
 * and notes, no address is erased, no link is sent, nobody is signed in or out), since every body
 * is invalid by construction.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const STAFF = 'fuzz.desk@example.com'

let app: TestApp
let base = ''
let runtime: Runtime
let cookie = ''
let leadId = ''

beforeAll(async () => {
  app = await startTestApp(
    {
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'fuzz-session-secret-0123456789abcdef',
      CLUB_ACCESS_CODE: 'FUZZ-CLUB-CODE-3301',
      PUBLIC_API_TOKEN: 'fuzz-public-token-77',
      RATE_LIMIT_MAX: '1000000',
      DESK_SIGN_IN_RATE_LIMIT_MAX: '1000000',
      STAFF_EMAILS: STAFF,
      // A production start refuses to run without the operator's facts (site-config startup check).
      SITE_CONFIG: TEST_SITE_CONFIG_PATH,
    },
    { pages: true },
  )
  base = app.url
  runtime = app.runtime
  // A desk session, and one request.
  cookie = await staffCookie(runtime, STAFF)
  const inserted = await runtime.database.db.execute(sql`
    insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
    values ('contact', 'fr', 'Fuzz Target', 'target@example.com', '{}'::jsonb, now(), '2024-12-01') returning id`)
  leadId = (inserted as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
}, 60_000)

afterAll(async () => {
  await app?.close()
})

/** What an invalid body must never change. */
async function state(): Promise<string> {
  return stateOf(
    runtime,
    sql`json_build_object(
      'lead', (select row_to_json(l) from (select status, owner, full_name, email, erased_at from leads where id = ${leadId}) l),
      'leads', (select count(*) from leads),
      'notes', (select count(*) from lead_notes),
      'subscribers', (select count(*) from newsletter_subscribers),
      'tokens', (select count(*) from staff_sign_in_tokens),
      'sessions', (select count(*) from staff_sessions),
      'outbox', (select count(*) from outbox)
    )`,
  )
}

const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 40 }).map((s) => s.repeat(300)),
  fc.integer().map(String),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "'; drop table leads; --",
    '\u0000\u202e',
    '-1',
    '1e309',
    'none',
    'won ',
    'NEW',
  ),
)
/**
 * Values no schema of these forms accepts: no '@' (e-mail), never a status, a staff address or a
 * reply template's name, no 'on'.
 */
const bad = nasty.map((s) =>
  s
    .replaceAll('@', '')
    .replace(/^(new|in_progress|quoted|won|lost|spam|on|purge|acknowledge|need_details|offer_follows)$/, 'x'),
)

/** Each endpoint with its fields; `intent` is fuzzed among the real ones so each branch is hit. */
const ENDPOINTS: Array<{ path: () => string; fields: string[]; signedIn: boolean }> = [
  { path: () => '/desk/sign-in', fields: ['email'], signedIn: false },
  { path: () => '/desk/sign-in/verify', fields: ['token'], signedIn: false },
  {
    path: () => `/desk/requests/${leadId}`,
    fields: ['intent', 'status', 'owner', 'seenStatus', 'seenOwner', 'note'],
    signedIn: true,
  },
  { path: () => '/desk/outbox', fields: ['id'], signedIn: true },
  { path: () => '/desk/privacy', fields: ['intent', 'email', 'confirm'], signedIn: true },
  { path: () => '/desk/privacy/export', fields: ['email'], signedIn: true },
  { path: () => '/newsletter/confirm', fields: ['token'], signedIn: false },
  { path: () => '/newsletter/unsubscribe', fields: ['token'], signedIn: false },
  // Without the session cookie: signs nobody out.
  { path: () => '/desk/sign-out', fields: ['token'], signedIn: false },
]

describe('every desk POST endpoint of the production build under hostile input', () => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path().replace(/[0-9a-f-]{36}$/, ':id')}: never a 500 or a stack trace, nothing changed`, async () => {
      const before = await state()
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(
            ...endpoint.fields.map((name) =>
              fc
                .option(
                  name === 'intent'
                    ? fc.oneof(fc.constantFrom('handling', 'note', 'take', 'lookup', 'erase'), bad)
                    : bad,
                  {
                    nil: undefined,
                  },
                )
                .map((v) => [name, v] as const),
            ),
          ),
          fc.array(fc.tuple(fc.string({ maxLength: 12 }), bad), { maxLength: 3 }),
          fc.constantFrom<PostEncoding>('urlencoded', 'multipart', 'fetcher'),
          async (known, extra, encoding) => {
            const entries: Array<[string, string]> = []
            for (const [name, value] of known) if (value !== undefined) entries.push([name, value])
            // An empty note or an unchecked box only: never a valid note, nor a purge.
            for (const [name, value] of extra)
              if (!/^(note|intent|confirm|status|owner)$/.test(name)) entries.push([name, value])
            const noteless = entries.filter(
              ([name, value]) => name !== 'note' || value.trim() === '' || value.length > 2000,
            )
            const res = await postForm(
              `${base}${endpoint.path()}`,
              noteless,
              encoding,
              // From the desk's own pages (the post guard refuses a desk POST without proof of origin).
              endpoint.signedIn ? { cookie, origin: base } : { origin: base },
            )
            assertSafe(res.status, res.text, res.where)
          },
        ),
        { numRuns: RUNS },
      )
      expect(await state()).toBe(before)
    }, 120_000)
  }

  it('without a session, every desk action is sent to the sign-in page and changes nothing', async () => {
    const before = await state()
    for (const target of [`/desk/requests/${leadId}`, '/desk/outbox', '/desk/privacy', '/desk/privacy/export']) {
      const res = await fetch(`${base}${target}`, {
        method: 'POST',
        body: new URLSearchParams({
          intent: 'handling',
          status: 'won',
          seenStatus: 'new',
          email: 'target@example.com',
          confirm: 'on',
          id: '1',
        }),
        headers: { origin: base },
        redirect: 'manual',
      })
      expect(res.status, target).toBe(302)
      expect(res.headers.get('location'), target).toBe('/desk/sign-in')
    }
    expect(await state()).toBe(before)
  })
})
