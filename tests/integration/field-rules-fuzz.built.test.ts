import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { startTestApp, type TestApp } from '../support/test-app'
import { assertSafe, postForm, type PostEncoding } from '../support/form-posts'
import { TEST_SITE_CONFIG_PATH } from '../support/site-fixture'
import { staffCookie } from '../support/http-harness'

/**
 * The one e-mail rule and the one-line rule (docs/decisions/034-one-email-rule.md) on every form
 * of the production build, public and desk: bodies that are valid but for ONE value — an address
 * holding a character a mailto link or a mail header would read (fast-check puts it anywhere in
 * an ordinary address), or a line break or tab inside a one-line field — are refused (400), and
 * nothing is stored, queued or sent. Each form first takes the same body with the ordinary value
 * (so the refusals are the rule's, not a body that was wrong anyway).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const CODE = 'FUZZ-CLUB-CODE-3301'
const TOKEN = 'fuzz-public-token-77'
const STAFF = 'fuzz.rules@example.com'

let app: TestApp
let runtime: Runtime
let clubCookie = ''
let deskCookie = ''

beforeAll(async () => {
  app = await startTestApp(
    {
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'fuzz-session-secret-0123456789abcdef',
      CLUB_ACCESS_CODE: CODE,
      PUBLIC_API_TOKEN: TOKEN,
      RATE_LIMIT_MAX: '1000000',
      GATE_RATE_LIMIT_MAX: '1000000',
      DESK_SIGN_IN_RATE_LIMIT_MAX: '1000000',
      STAFF_EMAILS: STAFF,
      SITE_CONFIG: TEST_SITE_CONFIG_PATH,
    },
    { pages: true },
  )
  runtime = app.runtime
  const gate = await fetch(`${app.url}/club-herra-private`, {
    method: 'POST',
    body: new URLSearchParams({ code: CODE }),
    redirect: 'manual',
  })
  clubCookie = gate.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  expect(clubCookie).toContain('herra_club=')
  deskCookie = await staffCookie(runtime, STAFF)
}, 60_000)

afterAll(async () => {
  await app?.close()
})

/** Everything a form could store: requests, subscribers, queued mail, sign-in links, audit entries. */
async function stored(): Promise<Record<string, number>> {
  const result = await runtime.database.db.execute(sql`
    select (select count(*) from leads)::int as leads,
           (select count(*) from newsletter_subscribers)::int as subscribers,
           (select count(*) from outbox)::int as outbox,
           (select count(*) from staff_sign_in_tokens)::int as links,
           (select count(*) from audit_log)::int as audit`)
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!
}

const person = { firstName: 'Hélène', lastName: 'de Valois', phone: '+33 1 99 00 00 12' }

interface Form {
  name: string
  /** The valid body, its e-mail field `email`. */
  body: Record<string, string>
  /** The one-line fields the page shows as `<input>`. */
  oneLine: string[]
  post(body: Record<string, string>, encoding: PostEncoding): Promise<{ status: number; text: string; where: string }>
}

/** A form's page posting to itself (a browser sends its Origin: the desk's post guard asks for it). */
function page(path: string, headers: Record<string, string> = {}) {
  return (body: Record<string, string>, encoding: PostEncoding) =>
    postForm(`${app.url}${path}`, Object.entries(body), encoding, { ...headers, origin: app.url })
}

/** The contact JSON API (the product's body: pax a number, consent true, the `company` trap empty). */
async function postApi(body: Record<string, string>) {
  const res = await fetch(`${app.url}/api/send-contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ ...body, pax: Number(body.pax), consent: true, company: '' }),
  })
  return { status: res.status, text: await res.text(), where: '/api/send-contact' }
}

const contact = {
  ...person,
  email: 'helene@example.com',
  departure: 'LBG',
  destination: 'NCE',
  date: '2026-07-14',
  pax: '4',
  message: 'Aller simple.\nDépart vers 11 h.',
}

const FORMS: Form[] = [
  {
    name: 'contact page',
    body: { ...contact, consent: 'on' },
    oneLine: ['firstName', 'lastName', 'phone', 'departure', 'destination'],
    post: page('/contact'),
  },
  {
    name: 'contact JSON API',
    body: contact,
    oneLine: ['firstName', 'lastName', 'phone', 'departure', 'destination'],
    post: (body) => postApi(body),
  },
  {
    // The quote page asks with the one request form (docs/decisions/036-one-request-form.md).
    name: 'quote',
    body: { ...contact, message: 'Un chien.\nDeux malles.', consent: 'on' },
    oneLine: ['firstName', 'lastName', 'phone', 'departure', 'destination'],
    post: page('/quote-form'),
  },
  {
    name: 'club A',
    body: {
      ...person,
      email: 'helene@example.com',
      company: 'Maison Valois',
      country: 'France',
      message: 'Recommandée.\nMerci.',
      confidential: 'on',
      gdpr: 'on',
    },
    oneLine: ['firstName', 'lastName', 'phone', 'company', 'country'],
    post: page('/herra/membre'),
  },
  {
    name: 'club B',
    body: {
      fullName: 'Hélène de Valois',
      nationality: 'Française',
      residence: 'Paris',
      email: 'helene@example.com',
      phone: person.phone,
      currentTitle: 'Présidente',
      organization: 'Maison Valois',
      sponsor: 'Jean Martin',
      achievements: 'Une maison.\nDes vignes.',
      motivation: 'Le cercle.',
      contribution: 'Mon réseau.',
      expectations: 'Des voyages.',
      confidentiality: 'on',
    },
    oneLine: ['fullName', 'nationality', 'residence', 'phone', 'currentTitle', 'organization', 'sponsor'],
    post: page('/club-herra-content', {
      get cookie() {
        return clubCookie
      },
    }),
  },
  { name: 'newsletter', body: { email: 'helene@example.com' }, oneLine: [], post: page('/news') },
  { name: 'desk sign-in', body: { email: STAFF }, oneLine: [], post: page('/desk/sign-in') },
  {
    name: 'desk privacy look-up',
    body: { intent: 'lookup', email: 'helene@example.com' },
    oneLine: [],
    post: page('/desk/privacy', {
      get cookie() {
        return deskCookie
      },
    }),
  },
]

/** What a mailto link or a mail header would read, and what no address holds. */
const HOSTILE = fc.constantFrom(
  ...'?&=%#,;:<>"\\/()[] !$*^`{|}~',
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u202e',
  '\u2028',
  '%0D%0ABcc:',
  '?cc=attacker%40evil.example&body=',
)

/** An ordinary address, the kind every form accepts. */
const ordinaryEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+'-]{0,14}[a-z0-9]$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z]$/))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}.fr`)

/** `value` with `insert` strictly inside it (a value is trimmed: around it, a break is not kept anyway). */
function within(value: string, insert: string, at: number): string {
  const i = 1 + (at % (value.length - 1))
  return `${value.slice(0, i)}${insert}${value.slice(i)}`
}

const ENCODINGS = fc.constantFrom<PostEncoding>('urlencoded', 'multipart', 'fetcher')

/** fast-check's samples of a property's input, posted a batch at a time (the club's forms take ≥ 1 s each). */
async function each<T>(arbitrary: fc.Arbitrary<T>, runs: number, check: (value: T) => Promise<void>) {
  const samples = fc.sample(arbitrary, runs)
  for (let i = 0; i < samples.length; i += 10) await Promise.all(samples.slice(i, i + 10).map(check))
}

describe('the e-mail and one-line rules on every form of the production build', () => {
  for (const form of FORMS) {
    it(`${form.name}: an ordinary body (its textarea on several lines) is accepted; an address a mailto link or a header would read is refused, nothing stored`, async () => {
      const ok = await form.post(
        { ...form.body, email: `ok.${randomBytes(3).toString('hex')}@example.com` },
        'urlencoded',
      )
      if (form.name === 'desk sign-in') expect(ok.status, ok.text.slice(0, 300)).toBe(200)
      else expect(ok.status, ok.text.slice(0, 300)).toBeLessThan(300)
      const before = await stored()
      await each(
        fc.record({ email: ordinaryEmail, char: HOSTILE, at: fc.nat(), encoding: ENCODINGS }),
        RUNS,
        async ({ email, char, at, encoding }) => {
          const hostile = form.name === 'desk sign-in' ? within(STAFF, char, at) : within(email, char, at)
          const res = await form.post({ ...form.body, email: hostile }, encoding)
          assertSafe(res.status, res.text, res.where)
          expect(res.status, `${form.name} ${JSON.stringify(hostile)}`).toBe(400)
        },
      )
      expect(await stored()).toEqual(before)
    }, 120_000)

    if (form.oneLine.length === 0) continue
    it(`${form.name}: a line break or tab inside a one-line field is refused, nothing stored`, async () => {
      const before = await stored()
      await each(
        fc.record({
          field: fc.constantFrom(...form.oneLine),
          brk: fc.constantFrom('\r\n', '\n', '\r', '\t', '\r\nBcc: attacker@evil.example\r\n'),
          at: fc.nat(),
          encoding: ENCODINGS,
        }),
        RUNS,
        async ({ field, brk, at, encoding }) => {
          const body = { ...form.body, [field]: within(form.body[field]!, brk, at) }
          const res = await form.post(body, encoding)
          assertSafe(res.status, res.text, res.where)
          expect(res.status, `${form.name}.${field} ${JSON.stringify(body[field])}`).toBe(400)
        },
      )
      expect(await stored()).toEqual(before)
    }, 120_000)
  }
})
