import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OfferDraft } from '~/features/offer/domain/offer-model'
import { sendOffer } from '~/features/offer/services/offer-send.server'
import { createOffer, withdrawOffer } from '~/features/offer/services/offer-store.server'
import { openDatabase, type Database } from '~/services/db/client.server'
import type { Runtime } from '~/services/runtime-types'
import { extraLegParts, impossibleTime } from '../support/hostile-bodies'
import { PROCESS_SECRETS, freePort, startServerProcess, type ServerProcess } from '../support/server-process'

/**
 * The hostile suite, private links and trip legs (docs/decisions/079-offer-pdf-cache-and-limit.md):
 * the offer's PDF limited per client address (a 429 page in the visitor's language) and drawn once
 * per version; an unknown offer's 404 kept by no cache; accepting a withdrawn offer answered 410
 * with what to do; a leg of `/api/trip` with more than its four parts refused; a requested trip at a
 * time that is no time of day (`99:99`) refused at the field, in French and English, never stored.
 * The production server process, its DATA_DIR seeded with two sent offers before it starts.
 */

const RUNS = Number(process.env.HOSTILE_LINK_RUNS ?? 40)
const STAFF = 'links.broker@example.com'
const CLIENT = 'links.client@example.com'
const PDF_MAX = 3

let server: ServerProcess
const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-hostile-links-'))
let openToken = ''
let withdrawnToken = ''

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const draft = (clientName: string): OfferDraft => ({
  language: 'fr',
  clientName,
  passengers: 2,
  validityHours: 72,
  message: '',
  legs: [{ from: 'LBG', to: 'GVA', date: inDays(20), time: '11:00', blockMinutes: 70 }],
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
})

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = await database.db.execute(query)
  return (result as unknown as { rows: T[] }).rows[0] as T
}

/** Two offers sent to a lead; the second withdrawn. Their links' tokens, read from the queued e-mails. */
async function seed(siteUrl: string): Promise<void> {
  const database = await openDatabase({ dataDir })
  try {
    const runtime = {
      database,
      env: { SITE_URL: siteUrl, NOTIFY_EMAIL: 'leads@example.com' },
      outbox: { notify() {} },
    } as unknown as Pick<Runtime, 'database' | 'env' | 'outbox'>
    const lead = await one<{ id: string }>(
      database,
      sql`insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
          values ('contact', 'fr', 'Léa Links', ${CLIENT}, '{}'::jsonb, now(), '2024-12-01') returning id`,
    )
    const tokens: string[] = []
    for (const name of ['Léa Links', 'Léa Withdrawn']) {
      const offer = (await createOffer(database.db, STAFF, lead.id, draft(name)))!
      expect((await sendOffer(runtime, STAFF, offer.id, 0)).status).toBe('sent')
      const mail = await one<{ text_body: string }>(
        database,
        sql`select text_body from outbox where to_address = ${CLIENT} order by id desc limit 1`,
      )
      tokens.push(mail.text_body.match(/\/offer\/([A-Za-z0-9_-]{43})/)![1]!)
      if (name === 'Léa Withdrawn') expect(await withdrawOffer(database.db, STAFF, offer.id)).toBe(true)
    }
    ;[openToken, withdrawnToken] = tokens as [string, string]
  } finally {
    await database.close()
  }
}

beforeAll(async () => {
  const port = await freePort()
  await seed(`http://127.0.0.1:${port}`)
  server = await startServerProcess(
    'links',
    {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '1000000',
      ESTIMATE_RATE_LIMIT_MAX: '1000000',
      OFFER_PDF_RATE_LIMIT_MAX: String(PDF_MAX),
      // No weather provider: nothing here may need one (a refused trip asks none).
      OPEN_METEO_URL: 'http://127.0.0.1:9',
    },
    { port, startTimeoutMs: 90_000 },
  )
}, 120_000)

afterAll(async () => {
  await server?.stop(5_000)
  rmSync(dataDir, { recursive: true, force: true })
})

let clientCounter = 0
/** A client address of its own (TRUST_PROXY): each test's limits start afresh. */
const nextClient = () => `198.51.100.${++clientCounter}`

async function get(target: string, client = nextClient()) {
  const res = await fetch(`${server.url}${target}`, { headers: { 'x-forwarded-for': client } })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('the offer’s PDF: limited per client address, drawn once per version', () => {
  it(`answers ${PDF_MAX} PDFs to one address, then a 429 page in the visitor’s language; another address still gets it`, async () => {
    const client = nextClient()
    const first = await get(`/offer/${openToken}/pdf`, client)
    expect(first.res.status).toBe(200)
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    for (let i = 1; i < PDF_MAX; i++) {
      const again = await get(`/offer/${openToken}/pdf`, client)
      expect(again.res.status).toBe(200)
      // The same document, byte for byte: drawn once (pdfkit dates each drawing), then served from the cache.
      expect(again.bytes.equals(first.bytes)).toBe(true)
    }
    const fr = await get(`/offer/${openToken}/pdf`, client)
    expect(fr.res.status).toBe(429)
    expect(fr.res.headers.get('cache-control')).toBe('no-store')
    expect(Number(fr.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(fr.res.headers.get('content-type')).toContain('text/html')
    const frText = fr.bytes.toString('utf8')
    expect(frText).toContain('<html lang="fr">')
    expect(frText).toContain('Trop de téléchargements')
    expect(frText).toContain('Revenir à l’offre')
    const en = await get(`/offer/${openToken}/pdf?lang=en`, client)
    expect(en.res.status).toBe(429)
    expect(en.bytes.toString('utf8')).toContain('Too many downloads')
    expect(en.bytes.toString('utf8')).not.toContain('Trop de téléchargements')
    // The limit is per client address: another one is served (from the cache, the same bytes).
    const other = await get(`/offer/${openToken}/pdf`)
    expect(other.res.status).toBe(200)
    expect(other.bytes.equals(first.bytes)).toBe(true)
  })

  it('keeps each language its own document', async () => {
    const fr = await get(`/offer/${openToken}/pdf`)
    const en = await get(`/offer/${openToken}/pdf?lang=en`)
    expect([fr.res.status, en.res.status]).toEqual([200, 200])
    expect(en.bytes.equals(fr.bytes)).toBe(false)
  })
})

describe('links no offer has, and an offer withdrawn', () => {
  const tokens = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,42}$/),
    fc.constant('A'.repeat(43)),
  )

  it('an unknown offer is a 404 that no cache keeps, page and PDF alike', async () => {
    await fc.assert(
      fc.asyncProperty(tokens, async (token) => {
        fc.pre(token !== openToken && token !== withdrawnToken)
        for (const target of [`/offer/${token}`, `/offer/${token}/pdf`]) {
          const { res } = await get(target)
          expect(res.status, target).toBe(404)
          expect(res.headers.get('cache-control'), target).toBe('no-store')
        }
      }),
      { numRuns: Math.min(RUNS, 20) },
    )
  }, 120_000)

  it('accepting a withdrawn offer answers 410, uncached, saying it was withdrawn and what to do — in both languages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', '?lang=en'),
        fc.stringMatching(/^[A-Za-zÀ-ÿ]{2,12} [A-Za-zÀ-ÿ]{2,12}$/),
        async (query, fullName) => {
          const res = await fetch(`${server.url}/offer/${withdrawnToken}${query}`, {
            method: 'POST',
            body: new URLSearchParams({ option: '1', fullName, terms: 'on' }),
            headers: { origin: server.url, 'x-forwarded-for': nextClient() },
            redirect: 'manual',
          })
          const text = await res.text()
          expect(res.status, text.slice(0, 300)).toBe(410)
          expect(res.headers.get('cache-control')).toMatch(/\bno-store\b/)
          if (query) {
            expect(text).toContain('This offer has been withdrawn')
            expect(text).toContain('For an up-to-date offer')
          } else {
            expect(text).toContain('Cette offre a été retirée')
            expect(text).toContain('Pour une offre à jour')
          }
        },
      ),
      { numRuns: Math.min(RUNS, 12) },
    )
  }, 120_000)
})

describe('trips: a leg is strict, a time is a time of day', () => {
  it('GET /api/trip: a leg with parts after FROM,TO,DATE,TIME is a 400 naming the leg, never a trip', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 }),
        extraLegParts,
        fc.constantFrom('fr', 'en'),
        async (bad, extra, lang) => {
          const legs = [`LBG,NCE,${inDays(5)},09:00`, `NCE,GVA,${inDays(6)},15:30`, `GVA,LBG,${inDays(7)},18:00`]
          legs[bad] = [legs[bad], ...extra].join(',')
          const query = new URLSearchParams({ aircraft: 'falcon7x', pax: '4', lang })
          for (const leg of legs) query.append('leg', leg)
          const { res, bytes } = await get(`/api/trip?${query}`)
          const body = JSON.parse(bytes.toString('utf8')) as { error?: { code: string; leg: number; message: string } }
          expect(res.status, JSON.stringify(body)).toBe(400)
          expect(body.error?.code).toBe('LEG_INVALID')
          expect(body.error?.leg).toBe(bad + 1)
          expect(body.error?.message).toContain(lang === 'fr' ? 'sans autre champ' : 'with no other field')
        },
      ),
      { numRuns: RUNS },
    )
  }, 120_000)

  const request = (trip: string) => ({
    firstName: 'Trip',
    lastName: 'Hostile',
    email: 'trip.hostile@example.com',
    phone: '',
    departure: 'LBG',
    destination: 'NCE',
    date: inDays(5),
    pax: 2,
    aircraft: 'N/A',
    message: '',
    consent: true,
    company: '',
    trip,
  })

  it('POST /api/send-contact: a trip at an impossible time is refused at its field (400), nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(impossibleTime, fc.integer({ min: 0, max: 1 }), async (time, which) => {
        const times = ['09:00', '15:30']
        times[which] = time
        const trip = `LBG,NCE,${inDays(5)},${times[0]};NCE,LBG,${inDays(6)},${times[1]}`
        const res = await fetch(`${server.url}/api/send-contact`, {
          method: 'POST',
          body: JSON.stringify(request(trip)),
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${PROCESS_SECRETS.PUBLIC_API_TOKEN}`,
            origin: server.url,
            'x-forwarded-for': nextClient(),
          },
        })
        const body = (await res.json()) as { fieldErrors?: Record<string, string> }
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(body.fieldErrors).toEqual({ trip: 'tripTime' })
      }),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('POST /contact (no JavaScript): the page says so at the trip, in French and in English, and keeps the legs shown', async () => {
    for (const [query, words] of [
      ['', 'L’heure d’une étape du voyage n’existe pas'],
      ['?lang=en', 'A leg of the trip has a time that does not exist'],
    ] as const) {
      const form = new URLSearchParams({
        ...Object.fromEntries(Object.entries(request('')).map(([k, v]) => [k, String(v)])),
        consent: 'on',
        trip: `LBG,NCE,${inDays(5)},99:99;NCE,LBG,${inDays(6)},10:00`,
      })
      const res = await fetch(`${server.url}/contact${query}`, {
        method: 'POST',
        body: form,
        headers: { origin: server.url, 'x-forwarded-for': nextClient() },
        redirect: 'manual',
      })
      const html = await res.text()
      expect(res.status, html.slice(0, 200)).toBe(400)
      const note = html.slice(html.indexOf('data-testid="request-trip"'))
      expect(note.slice(0, 3000)).toContain(words)
      expect(note.slice(0, 3000)).toContain('99:99')
    }
  }, 60_000)

  it('stored no request with an impossible time', async () => {
    await server.stop(5_000)
    const database = await openDatabase({ dataDir })
    try {
      const row = await one<{ n: number }>(
        database,
        sql`select count(*)::int as n from leads where email = 'trip.hostile@example.com'`,
      )
      expect(Number(row.n)).toBe(0)
    } finally {
      await database.close()
    }
  }, 60_000)
})
