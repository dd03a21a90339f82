import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Server } from 'node:http'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Express } from 'express'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/services/env.server'
import type { Runtime } from '~/services/runtime.server'
import { BUILD_ENTRY } from '../support/server-process'

/**
 * Hostile input on every form action of the production build (the pages' plain POSTs and React
 * Router's `.data` fetcher POSTs): random, oversized, wrong-type, unicode and injection values,
 * extra fields, other encodings. Property: never a 500, never a stack trace in the answer, and
 * nothing stored, since every body is invalid by construction (no consent box ticked, an e-mail
 * without '@').
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const CODE = 'FUZZ-CLUB-CODE-3301'

let server: Server
let base = ''
let runtime: Runtime
let clubCookie = ''

beforeAll(async () => {
  if (!existsSync(BUILD_ENTRY))
    throw new Error(`${BUILD_ENTRY} is missing: run \`npm run build\` first (npm test does).`)
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'fuzz-session-secret-0123456789abcdef',
    CLUB_ACCESS_CODE: CODE,
    PUBLIC_API_TOKEN: 'fuzz-public-token-77',
    SITE_CONFIG: 'tests/fixtures/site-config.json',
    RATE_LIMIT_MAX: '1000000',
    GATE_RATE_LIMIT_MAX: '1000000',
    OPEN_METEO_URL: 'http://127.0.0.1:9',
  })
  const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as {
    startServer(options: { env: typeof env; clientDir: string }): Promise<{ app: Express; runtime: Runtime }>
  }
  const started = await build.startServer({ env, clientDir: path.join(path.dirname(BUILD_ENTRY), '..', 'client') })
  runtime = started.runtime
  server = started.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
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
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await runtime?.close()
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
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; drop table leads; --",
    '\u0000\u202e\ud83d\ude80',
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
/** `slow`: the club's forms and gate answer after the spec's 1 s at the earliest, so they get fewer runs. */
const ACTIONS: Array<{ path: string; fields: string[]; club?: boolean; slow?: boolean }> = [
  {
    path: '/contact',
    fields: [
      'firstName',
      'lastName',
      'phone',
      'departure',
      'destination',
      'date',
      'pax',
      'message',
      'aircraft',
      'est',
      'topic',
      'idempotencyKey',
      'company',
    ],
  },
  {
    path: '/contact/club-herra',
    fields: ['firstName', 'lastName', 'phone', 'message', 'topic', 'idempotencyKey', 'company'],
  },
  {
    path: '/quote-form',
    fields: [
      'firstName',
      'lastName',
      'phone',
      'departure',
      'destination',
      'departureDate',
      'returnDate',
      'passengers',
      'aircraftType',
      'budget',
      'specialRequests',
      'idempotencyKey',
      'company',
    ],
  },
  { path: '/news', fields: ['website', 'lang'] },
  {
    path: '/herra/membre',
    slow: true,
    fields: ['firstName', 'lastName', 'phone', 'company', 'country', 'interests', 'message', 'formKey', 'website'],
  },
  {
    path: '/herra-membership',
    slow: true,
    fields: ['firstName', 'lastName', 'phone', 'country', 'interests', 'message', 'formKey'],
  },
  {
    path: '/club-herra-content',
    club: true,
    slow: true,
    fields: [
      'fullName',
      'nationality',
      'residence',
      'phone',
      'currentTitle',
      'organization',
      'sector',
      'networks',
      'achievements',
      'motivation',
      'contribution',
      'expectations',
      'sponsor',
      'references',
      'travelFrequency',
      'destinations',
      'interests',
      'formKey',
    ],
  },
  { path: '/club-herra-private', slow: true, fields: ['code'] },
  { path: '/member-login', fields: ['memberNumber', 'password'] },
  { path: '/club-herra-exit', fields: [] },
]

function formOf(fields: string[]) {
  return fc.record({
    known: fc.tuple(...fields.map((name) => fc.option(nasty, { nil: undefined }).map((v) => [name, v] as const))),
    extra: fc.array(fc.tuple(fc.string({ maxLength: 12 }), nasty), { maxLength: 4 }),
    email: badEmail,
    encoding: fc.constantFrom('urlencoded', 'multipart', 'fetcher'),
  })
}

function assertSafe(status: number, body: string, where: string) {
  expect(status, where).toBeLessThan(500)
  expect(body, where).not.toMatch(/\n\s+at [^\n]+:\d+:\d+/)
  expect(body, where).not.toContain('node_modules')
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
          const url = `${base}${action.path}${encoding === 'fetcher' ? '.data' : ''}`
          let body: URLSearchParams | FormData = new URLSearchParams(entries)
          if (encoding === 'multipart') {
            body = new FormData()
            for (const [name, value] of entries) body.append(name, value)
          }
          const res = await fetch(url, {
            method: 'POST',
            body,
            redirect: 'manual',
            headers: action.club ? { cookie: clubCookie } : {},
          })
          assertSafe(res.status, await res.text(), `${url} ${encoding}`)
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
