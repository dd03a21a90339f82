import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, utcIsoDate } from '~/domain/dates'
import type { Runtime } from '~/services/runtime-types'
import { addAircraft, createOperator } from '~/features/operators/services/operators-store.server'
import { sendRfqs } from '~/features/operators/services/rfq-send.server'
import type { TestApp } from '../support/test-app'
import { hostileString } from '../support/form-posts'
import { hostileActionTests, loggedPaths, startDeskSite, stateOf, type HostileAction } from '../support/http-harness'

/**
 * Operators and RFQs over HTTP, on the production build (docs/product.md §14, decision 085): the
 * operator's link answers with private headers; a forged token is a 404 and a closed request's link a
 * 410, both uncached; the token never reaches the request log; every new form action — the desk's
 * and the operator's — survives generated hostile bodies without a 5xx, a stack trace or a change.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
const STAFF = 'fuzz.operators@example.com'
const today = utcIsoDate(new Date())

let app: TestApp
let runtime: Runtime
let cookie = ''
let leadId = ''
let closedLeadId = ''
let operatorId = ''
let token = ''
let closedToken = ''

async function newLead(): Promise<string> {
  const fields = JSON.stringify({ departure: 'LBG', destination: 'DXB', date: addDays(today, 20), pax: 4 })
  const result = await runtime.database.db.execute(sql`
    insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
    values ('contact', 'fr', 'Éloïse Château', 'eloise@example.com', ${fields}::jsonb, now(), '2024-12-01') returning id`)
  return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
}

async function tokenFor(email: string, n: number): Promise<string> {
  const mail = await runtime.database.db.execute(
    sql`select text_body from outbox where to_address = ${email} order by id`,
  )
  return (mail as unknown as { rows: Array<{ text_body: string }> }).rows[n]!.text_body.match(
    /\/rfq\/([A-Za-z0-9_-]{43})/,
  )![1]!
}

beforeAll(async () => {
  ;({ app, runtime, cookie } = await startDeskSite(STAFF))
  leadId = await newLead()
  closedLeadId = await newLead()
  operatorId = await createOperator(runtime.database.db, STAFF, {
    name: 'Desert Falcon Aviation',
    country: 'AE',
    aocNumber: 'AE-AOC-0042',
    aocAuthority: 'GCAA',
    aocExpiresOn: addDays(today, 400),
    tcoNumber: 'TCO-1',
    tcoExpiresOn: addDays(today, 300),
    insurer: 'Gulf Re',
    insuranceExpiresOn: addDays(today, 200),
    liability: 500_000_000,
    quoteEmails: ['quotes@falcon.example'],
    language: 'en',
    notes: '',
  })
  await addAircraft(runtime.database.db, STAFF, operatorId, {
    registration: 'A6-DFA',
    aircraft: 'g650',
    aircraftName: '',
    seats: 14,
    base: 'DWC',
  })
  await sendRfqs(runtime, STAFF, leadId, [operatorId])
  await sendRfqs(runtime, STAFF, closedLeadId, [operatorId])
  token = await tokenFor('quotes@falcon.example', 0)
  closedToken = await tokenFor('quotes@falcon.example', 1)
  await runtime.database.db.execute(sql`update leads set status = 'won' where id = ${closedLeadId}`)
}, 240_000)

afterAll(async () => {
  await app?.close()
})

describe('the operator’s link', () => {
  it('answers the RFQ with private headers and no client identity', async () => {
    const page = await fetch(`${app.url}/rfq/${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const html = await page.text()
    expect(html).toContain('LBG')
    expect(html).not.toMatch(/Éloïse|Château|eloise@example\.com/)
  })

  it('a forged or truncated token is a 404, a closed request’s link a 410, both uncached', async () => {
    for (const guess of [
      token.slice(0, 20),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'A'.repeat(43),
    ]) {
      const page = await fetch(`${app.url}/rfq/${guess}`)
      expect(page.status, guess).toBe(404)
      expect(page.headers.get('cache-control')).toContain('no-store')
      const post = await fetch(`${app.url}/rfq/${guess}?intent=decline`, {
        method: 'POST',
        headers: { origin: app.url },
        body: new URLSearchParams({ reason: 'crew' }),
      })
      expect(post.status).toBe(404)
    }
    const closed = await fetch(`${app.url}/rfq/${closedToken}`)
    expect(closed.status).toBe(410)
    expect(closed.headers.get('cache-control')).toContain('no-store')
    const post = await fetch(`${app.url}/rfq/${closedToken}?intent=decline`, {
      method: 'POST',
      headers: { origin: app.url },
      body: new URLSearchParams({ reason: 'crew' }),
    })
    expect(post.status).toBe(410)
    expect(post.headers.get('cache-control')).toContain('no-store')
  })

  it('never writes the token to the request log', async () => {
    for (const target of [`/rfq/${token}?lang=en`, `/rfq/${token}.data`, `/rfq/${closedToken}`])
      await (await fetch(`${app.url}${target}`)).arrayBuffer()
    const paths = () => loggedPaths(app)
    await expect.poll(() => paths().filter((p) => p.startsWith('/rfq/')).length).toBeGreaterThanOrEqual(3)
    expect(paths()).toContain('/rfq/[token]')
    for (const t of [token, closedToken]) {
      expect(JSON.stringify(app.logs())).not.toContain(t)
      expect(JSON.stringify(app.logs())).not.toContain(t.slice(0, 20))
    }
  })

  it('two answers posted at once make two versions', async () => {
    const body = (charter: string) =>
      new URLSearchParams({
        intent: 'quote',
        registration: 'A6-DFA',
        aircraft: 'g650',
        seats: '14',
        charter,
        availability: 'confirmed',
        validUntil: addDays(today, 2),
      })
    const posts = await Promise.all(
      ['48500', '47900'].map((c) =>
        fetch(`${app.url}/rfq/${token}?intent=quote`, { method: 'POST', headers: { origin: app.url }, body: body(c) }),
      ),
    )
    expect(posts.map((p) => p.status)).toEqual([200, 200])
    const stored = await runtime.database.db.execute(
      sql`select version, charter_cents from rfq_answers a join rfqs r on r.id = a.rfq_id where r.lead_id = ${leadId} order by version`,
    )
    const rows = (stored as unknown as { rows: Array<{ version: number; charter_cents: string }> }).rows
    expect(rows.map((r) => Number(r.version))).toEqual([1, 2])
    expect(rows.map((r) => Number(r.charter_cents)).sort()).toEqual([4_790_000, 4_850_000])
  })
})

const bad = fc.oneof(
  hostileString,
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 30 }).map((s) => s.repeat(200)),
  fc.integer().map(String),
  fc.constantFrom('-1', '1e309', '0', 'other', 'on ', 'fr ', '', 'g650', 'percent', '2026-13-40'),
)

/**
 * Every new form action with its fields; each body is invalid by construction (a required field never
 * sent). A uuid-looking value never names a real operator or aircraft: the remove and RFQ posts stay invalid.
 */
const ACTIONS: HostileAction[] = [
  {
    name: 'POST /rfq/:token?intent=quote',
    path: () => `/rfq/${token}?intent=quote`,
    fields: ['registration', 'aircraft', 'seats', 'positioning', 'fees', 'other', 'availability', 'validUntil', 'note'],
    never: /^(charter)$/,
    signedIn: false,
  },
  {
    name: 'POST /rfq/:token?intent=decline',
    path: () => `/rfq/${token}?intent=decline`,
    fields: ['note', 'hp_herra'],
    never: /^(reason)$/,
    signedIn: false,
  },
  {
    name: 'POST /desk/operators (add)',
    path: () => `/desk/operators?intent=operator`,
    fields: [
      'name',
      'country',
      'aocNumber',
      'aocExpiresOn',
      'tcoNumber',
      'insurer',
      'liability',
      'quoteEmails',
      'language',
    ],
    never: /^(aocAuthority)$/,
    signedIn: true,
  },
  {
    name: 'POST /desk/operators/:id?intent=operator (edit)',
    path: () => `/desk/operators/${operatorId}?intent=operator`,
    fields: ['name', 'country', 'aocAuthority', 'aocExpiresOn', 'insurer', 'insuranceExpiresOn', 'quoteEmails'],
    never: /^(aocNumber)$/,
    signedIn: true,
  },
  {
    name: 'POST /desk/operators/:id?intent=aircraft',
    path: () => `/desk/operators/${operatorId}?intent=aircraft`,
    fields: ['registration', 'aircraft', 'aircraftName', 'seats', 'year'],
    never: /^(base)$/,
    signedIn: true,
  },
  {
    name: 'POST /desk/operators/:id?intent=remove',
    path: () => `/desk/operators/${operatorId}?intent=remove`,
    fields: ['aircraftId'],
    never: /^$/,
    signedIn: true,
  },
  {
    name: 'POST /desk/requests/:id?intent=rfq-send',
    path: () => `/desk/requests/${leadId}?intent=rfq-send`,
    fields: ['operators', 'intent'],
    never: /^$/,
    signedIn: true,
  },
  {
    name: 'POST /desk/requests/:id?intent=rfq-option',
    path: () => `/desk/requests/${leadId}?intent=rfq-option`,
    fields: ['answerId', 'marginKind', 'intent'],
    never: /^(margin)$/,
    signedIn: true,
  },
]

async function state(): Promise<string> {
  return stateOf(
    runtime,
    sql`json_build_object(
      'operators', (select json_agg(o order by o.id) from (select id, name, aoc_number, insurance_expires_on, updated_at from operators) o),
      'aircraft', (select json_agg(a order by a.id) from (select id, registration, removed_at from operator_aircraft) a),
      'rfqs', (select count(*) from rfqs),
      'answers', (select count(*) from rfq_answers),
      'offers', (select count(*) from offers),
      'outbox', (select count(*) from outbox)
    )`,
  )
}

describe('every new operators action under hostile input (production build)', () => {
  hostileActionTests(ACTIONS, {
    site: () => ({ app, cookie }),
    bad,
    runs: RUNS,
    state,
    never: /^(charter|reason|margin|base|aocAuthority|aocNumber)$/,
    timeout: 180_000,
  })
})
