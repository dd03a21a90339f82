import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishLeg } from '~/features/empty-legs/services/legs-store.server'
import type { Runtime } from '~/services/runtime-types'
import type { TestApp } from '../support/test-app'
import { hostileString } from '../support/form-posts'
import { hostileActionTests, startDeskSite, stateOf, type HostileAction } from '../support/http-harness'

/**
 * Empty legs over HTTP, on the production build (docs/product.md §12): the public page and its
 * headers, and every new form action — the desk's publish, edit and withdraw, the visitor's alert,
 * the alert links' buttons and one-click unsubscribe, the quote form's leg — under generated
 * hostile bodies: never a 5xx or a stack trace, and nothing stored or changed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const STAFF = 'fuzz.legs@example.com'

let app: TestApp
let runtime: Runtime
let cookie = ''
let legId = ''

beforeAll(async () => {
  ;({ app, runtime, cookie } = await startDeskSite(STAFF))
  const today = new Date().toISOString().slice(0, 10)
  const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  legId = (
    await publishLeg(runtime.database.db, STAFF, {
      from: 'LBG',
      to: 'NCE',
      earliest: today,
      latest: later,
      aircraftId: 'cl350',
      aircraftName: '',
      burnGalPerHour: null,
      seats: 8,
      priceEur: null,
      noteFr: '',
      noteEn: '',
    })
  ).id
}, 60_000)

afterAll(async () => {
  await app?.close()
})

/** What an invalid body must never change. */
async function state(): Promise<string> {
  return stateOf(
    runtime,
    sql`json_build_object(
      'legs', (select json_agg(l order by l.id) from (select id, from_code, to_code, earliest, latest, seats, price_eur, note_fr, withdrawn_at from empty_legs) l),
      'alerts', (select json_agg(a order by a.email) from (select email, status, from_key, to_key from leg_alerts) a),
      'queue', (select count(*) from leg_alert_queue),
      'leads', (select count(*) from leads),
      'outbox', (select count(*) from outbox)
    )`,
  )
}

describe('the public page', () => {
  it('lists the current leg in both languages, with its request link and the list as JSON-LD', async () => {
    for (const lang of ['fr', 'en']) {
      const res = await fetch(`${app.url}/empty-legs?lang=${lang}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toMatch(/no-cache/)
      const html = await res.text()
      expect(html).toContain(`/quote-form?leg=${legId}`)
      expect(html).toContain('"@type":"ItemList"')
      expect(html).toContain(lang === 'fr' ? 'Sur demande' : 'On request')
    }
    const filtered = await (await fetch(`${app.url}/empty-legs?from=CH`)).text()
    expect(filtered).not.toContain(`/quote-form?leg=${legId}`)
  })
})

const bad = fc.oneof(
  hostileString,
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ maxLength: 30 }).map((s) => s.repeat(200)),
  fc.integer().map(String),
  fc.constantFrom('-1', '1e309', '4', '0', 'other', 'on ', 'LBG', 'NCE', '2026-13-40', ''),
)

const ACTIONS: HostileAction[] = [
  {
    name: 'POST /desk/empty-legs/new (publish)',
    path: () => '/desk/empty-legs/new',
    fields: ['from', 'to', 'earliest', 'latest', 'aircraft', 'seats', 'price', 'noteFr'],
    signedIn: true,
  },
  {
    name: 'POST /desk/empty-legs/:id (edit)',
    path: () => `/desk/empty-legs/${legId}`,
    fields: ['from', 'to', 'earliest', 'latest', 'aircraft', 'aircraftName', 'burn', 'seats', 'noteEn'],
    signedIn: true,
  },
  {
    name: 'POST /desk/empty-legs/:id?intent=withdraw',
    path: () => `/desk/empty-legs/${legId}?intent=withdraw`,
    fields: ['confirm'],
    signedIn: true,
    never: /^confirm$/,
  },
  {
    name: 'POST /empty-legs (alert)',
    path: () => '/empty-legs',
    fields: ['email', 'from', 'to', 'radius'],
    signedIn: false,
  },
  {
    name: 'POST /empty-legs/alert/confirm',
    path: () => '/empty-legs/alert/confirm',
    fields: ['token'],
    signedIn: false,
  },
  {
    name: 'POST /empty-legs/alert/unsubscribe (button and one-click)',
    path: () => '/empty-legs/alert/unsubscribe?token=forged.token',
    fields: ['token', 'List-Unsubscribe'],
    signedIn: false,
  },
  {
    name: 'POST /quote-form (a leg’s request)',
    path: () => '/quote-form',
    fields: ['emptyLeg', 'firstName', 'email'],
    signedIn: false,
  },
]

describe('every empty-leg action under hostile input (production build)', () => {
  hostileActionTests(ACTIONS, {
    site: () => ({ app, cookie }),
    bad,
    runs: RUNS,
    state,
    never: /^$/,
    timeout: 120_000,
  })
})
