import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import type { OfferDraft } from '~/features/offer/domain/offer-model'
import { sendOffer } from '~/features/offer/services/offer-send.server'
import { createOffer } from '~/features/offer/services/offer-store.server'
import type { TestApp } from '../support/test-app'
import { hostileString } from '../support/form-posts'
import { hostileActionTests, loggedPaths, startDeskSite, stateOf, type HostileAction } from '../support/http-harness'

/**
 * The offer over HTTP, on the production build (docs/product.md §11, decision 051): the client's
 * link answers with private headers, a forged or truncated token is a 404 like any missing page,
 * the token never reaches the request log, and every new form action survives generated hostile
 * bodies without a 5xx, a stack trace or a change.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const STAFF = 'fuzz.offer@example.com'

let app: TestApp
let runtime: Runtime
let cookie = ''
let leadId = ''
let offerId = ''
let token = ''

const draft: OfferDraft = {
  language: 'fr',
  clientName: 'Éloïse Château',
  passengers: 2,
  validityHours: 48,
  message: '',
  legs: [{ from: 'LBG', to: 'GVA', date: '2026-12-18', time: '11:00', blockMinutes: 70 }],
  options: [
    {
      aircraftId: 'cj1',
      aircraftName: '',
      burnGalPerHour: null,
      operator: 'Op',
      registration: '',
      seats: 5,
      charterEur: 9_800,
      tsbaOverride: null,
      vatOverride: null,
      lines: [],
    },
  ],
}

beforeAll(async () => {
  ;({ app, runtime, cookie } = await startDeskSite(STAFF))
  const inserted = await runtime.database.db.execute(sql`
    insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
    values ('contact', 'fr', 'Éloïse Château', 'eloise@example.com', '{}'::jsonb, now(), '2024-12-01') returning id`)
  leadId = (inserted as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
  offerId = (await createOffer(runtime.database.db, STAFF, leadId, draft))!.id
  expect((await sendOffer(runtime, STAFF, offerId, 0)).status).toBe('sent')
  const mail = await runtime.database.db.execute(
    sql`select text_body from outbox where to_address = 'eloise@example.com'`,
  )
  token = (mail as unknown as { rows: Array<{ text_body: string }> }).rows[0]!.text_body.match(
    /\/offer\/([A-Za-z0-9_-]{43})/,
  )![1]!
}, 60_000)

afterAll(async () => {
  await app?.close()
})

/** What an invalid body must never change. */
async function state(): Promise<string> {
  return stateOf(
    runtime,
    sql`json_build_object(
      'lead', (select row_to_json(l) from (select status, owner from leads where id = ${leadId}) l),
      'offers', (select json_agg(o order by o.reference) from (select reference, draft, withdrawn_at from offers) o),
      'versions', (select count(*) from offer_versions),
      'acceptances', (select count(*) from offer_acceptances),
      'outbox', (select count(*) from outbox)
    )`,
  )
}

describe('the client’s link', () => {
  it('answers the offer with private headers, and its PDF', async () => {
    const page = await fetch(`${app.url}/offer/${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await page.text()).toContain('HERRA-')
    const pdf = await fetch(`${app.url}/offer/${token}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('no-store')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('a forged or truncated token is a 404, page and PDF alike', async () => {
    for (const guess of [
      token.slice(0, 20),
      token.slice(0, -1),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'A'.repeat(43),
    ]) {
      const page = await fetch(`${app.url}/offer/${guess}`)
      expect(page.status, guess).toBe(404)
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      expect((await fetch(`${app.url}/offer/${guess}/pdf`)).status).toBe(404)
      const post = await fetch(`${app.url}/offer/${guess}`, {
        method: 'POST',
        body: new URLSearchParams({ option: '1', fullName: 'Éloïse Château', terms: 'on' }),
      })
      expect(post.status).toBe(404)
    }
  })

  it('never writes the token to the request log', async () => {
    for (const target of [`/offer/${token}?lang=en`, `/offer/${token}/pdf`, `/offer/${token}.data`])
      await (await fetch(`${app.url}${target}`)).arrayBuffer()
    const paths = () => loggedPaths(app)
    await expect.poll(() => paths().filter((p) => p.startsWith('/offer/')).length).toBeGreaterThanOrEqual(3)
    expect(paths()).toContain('/offer/[token]')
    expect(paths()).toContain('/offer/[token]/pdf')
    expect(JSON.stringify(app.logs())).not.toContain(token)
    expect(JSON.stringify(app.logs())).not.toContain(token.slice(0, 20))
  })
})

const bad = fc.oneof(
  hostileString,
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 30 }).map((s) => s.repeat(200)),
  fc.integer().map(String),
  fc.constantFrom('-1', '1e309', '4', '0', 'other', 'on ', 'fr ', ''),
)

/**
 * The send action's one field is the number of versions the desk saw: one version is out, so a
 * value that reads as 1 (`1`, ` 1`, `1e0`, `0x1`…) is a valid re-issue, not hostile input.
 */
const notTheVersionCount = (value: string) => value.trim() === '' || Number(value.trim()) !== 1

/** The offer's form actions with their fields; bodies are invalid by construction (see the filters below). */
const ACTIONS: HostileAction[] = [
  {
    name: 'POST /offer/:token (accept)',
    path: () => `/offer/${token}`,
    fields: ['option', 'fullName', 'website'],
    signedIn: false,
  },
  {
    name: 'POST /desk/requests/:id/offers/new',
    path: () => `/desk/requests/${leadId}/offers/new`,
    fields: [
      'clientName',
      'language',
      'passengers',
      'legs[0].from',
      'legs[0].block',
      'options[0].charter',
      'options[0].lines[0].amount',
    ],
    signedIn: true,
  },
  {
    name: 'POST /desk/offers/:id?intent=save',
    path: () => `/desk/offers/${offerId}?intent=save`,
    fields: [
      'clientName',
      'passengers',
      'validityHours',
      'legs[0].to',
      'legs[1].date',
      'options[0].seats',
      'options[2].aircraft',
    ],
    signedIn: true,
  },
  {
    name: 'POST /desk/offers/:id?intent=send',
    path: () => `/desk/offers/${offerId}?intent=send`,
    // Without the confirmation step's fingerprint of the draft, nothing is sent (decision 108).
    fields: ['versions', 'reviewed'],
    signedIn: true,
    hostile: notTheVersionCount,
  },
  {
    name: 'POST /desk/offers/:id?intent=withdraw',
    path: () => `/desk/offers/${offerId}?intent=withdraw`,
    fields: ['confirm'],
    signedIn: true,
  },
  {
    name: 'POST /desk/offers/:id?intent=delete',
    path: () => `/desk/offers/${offerId}?intent=delete`,
    fields: ['confirm'],
    signedIn: true,
  },
]

describe('every offer action under hostile input (production build)', () => {
  hostileActionTests(ACTIONS, {
    site: () => ({ app, cookie }),
    bad,
    runs: RUNS,
    state,
    // Never the terms box (accept), a version count (send) or the confirmation (withdraw): always invalid.
    never: /^(terms|versions|confirm|language)$/,
    timeout: 120_000,
  })
})
