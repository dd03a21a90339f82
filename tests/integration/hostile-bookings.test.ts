import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingDeskCopy } from '~/features/bookings/content/booking-desk-copy'
import { recordManualPayment } from '~/features/bookings/services/payments.server'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, INTENT_FIELD } from '~/domain/forms/form-result'
import { openDatabase, type Database } from '~/services/db/client.server'
import { acceptedBooking } from '../support/booking-fixture'
import { camt053 } from '../support/camt053'
import { formActionRequests, hostileText, notADay, untickedText, type HostileRequest } from '../support/hostile-bodies'
import { CAMT, oversizedStatement, statementUploads } from '../support/hostile-statements'
import { sendWire, type Sent } from '../support/hostile-send.mjs'
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process'
import { testSite } from '../support/site-fixture'

/**
 * The hostile suite, bookings (docs/product.md §17, decision 091): HOSTILE_RUNS generated hostile
 * requests to every bookings POST of the production server process — the desk's payment by hand,
 * its credit note, the statement's upload (form posts and refused camt.053 files: DOCTYPE/ENTITY,
 * another namespace, no statement, broken XML) and the client's cancellation — each answered, never
 * a 5xx nor a stack trace; then the XML upload's refusals said clearly in the desk's language
 * (oversized, XXE, wrong namespace, also through the page's `.data` request); and nothing stored:
 * no payment, invoice, credit note, statement, entry, cancellation, e-mail or audit entry. The
 * DATA_DIR is seeded before the server starts: a booking with a deposit paid (its invoice) and its
 * balance open, and the desk's sessions (the desk's allowance is per member: one member per 100 posts).
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 2_000)
const SEED = Number(process.env.HOSTILE_SEED ?? 13_013)
const STAFF = Array.from({ length: Math.max(2, Math.ceil((RUNS * 5) / 100)) }, (_, i) => `hostile.desk${i}@example.com`)

let server: ServerProcess
const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-hostile-bookings-'))
const sessions: string[] = []
let token = ''
let bookingId = ''
let balanceDueId = ''
let invoiceId = ''
let invoiceNumber = ''
let before = ''

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Everything a bookings POST could store or change. */
async function stored(database: Database): Promise<string> {
  const [row] = await rowsOf<{ s: string }>(
    database,
    sql`select json_build_object(
          'payments', (select count(*) from booking_payments),
          'invoices', (select json_agg(number order by number) from invoices),
          'invoiceSequences', (select json_agg(last) from invoice_sequences),
          'statements', (select count(*) from bank_statements),
          'entries', (select count(*) from bank_entries),
          'cancelled', (select count(*) from bookings where cancelled_at is not null),
          'dues', (select json_agg(json_build_array(amount_cents, due_on) order by position) from booking_dues),
          'outbox', (select count(*) from outbox),
          'audit', (select count(*) from audit_log)
        )::text as s`,
  )
  return row!.s
}

/** A booking three months ahead (a deposit and a balance), its deposit paid by hand: one invoice. */
async function seed(): Promise<void> {
  const database = await openDatabase({ dataDir })
  try {
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    const made = await acceptedBooking(database, { date: inDays(90) })
    token = made.token
    const dues = await rowsOf<{ id: string; booking_id: string; kind: string; amount_cents: number | string }>(
      database,
      sql`select d.id, d.booking_id, d.kind, d.amount_cents from booking_dues d
          join bookings b on b.id = d.booking_id where b.offer_id = ${made.offerId} order by d.position`,
    )
    expect(dues.map((d) => d.kind)).toEqual(['deposit', 'balance'])
    bookingId = dues[0]!.booking_id
    balanceDueId = dues[1]!.id
    const paid = await recordManualPayment({ site: testSite }, database.db, STAFF[0]!, {
      bookingId,
      dueId: dues[0]!.id,
      amountCents: Number(dues[0]!.amount_cents),
      receivedOn: inDays(0),
      note: 'Virement reçu (seed)',
    })
    expect(paid.status).toBe('recorded')
    const [invoice] = await rowsOf<{ id: string; number: string }>(
      database,
      sql`select id, number from invoices where booking_id = ${bookingId}`,
    )
    invoiceId = invoice!.id
    invoiceNumber = invoice!.number
    for (const email of STAFF) {
      const session = randomBytes(32).toString('base64url')
      await database.db.execute(
        sql`insert into staff_sessions (token_hash, email, expires_at)
            values (${createHash('sha256').update(session).digest('base64url')}, ${email}, now() + interval '3 hours')`,
      )
      sessions.push(`herra_desk=${session}`)
    }
    before = await stored(database)
  } finally {
    await database.close()
  }
}

beforeAll(async () => {
  await seed()
  const port = await freePort()
  server = await startServerProcess(
    'hostile-bookings',
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STAFF_EMAILS: STAFF.join(','),
      RATE_LIMIT_MAX: '1000000000',
      OPEN_METEO_URL: 'http://127.0.0.1:9',
    },
    { port, startTimeoutMs: 90_000 },
  )
}, 180_000)

afterAll(async () => {
  await server?.stop(5_000)
  rmSync(dataDir, { recursive: true, force: true })
})

let posts = 0
/** The next desk member's session (each one's allowance is 120 actions a minute). */
const nextSession = () => sessions[Math.floor(posts++ / 100) % sessions.length]!

/** A request as the bytes fetch would send, then sent over node:http (hostile-send.mjs). */
async function send(request: HostileRequest, agent: http.Agent, signedIn: boolean): Promise<Sent> {
  const headers: Record<string, string> = { ...request.headers, origin: server.url }
  if (signedIn) headers.cookie = [nextSession(), request.headers.cookie].filter(Boolean).join('; ')
  const wire = new Request(`${server.url}${request.target}`, {
    method: request.method,
    headers,
    body: request.body as BodyInit | undefined,
  })
  const body = request.body === undefined ? undefined : new Uint8Array(await wire.arrayBuffer())
  return sendWire(server.url, { ...request, headers: Object.fromEntries(wire.headers), body }, agent)
}

interface Endpoint {
  name: string
  signedIn: boolean
  requests(): fc.Arbitrary<HostileRequest>
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /desk/bookings/:id (payment by hand)',
    signedIn: true,
    // The balance's own id at times, never with a day received: no body records a payment.
    requests: () =>
      formActionRequests(
        `/desk/bookings/${bookingId}`,
        [INTENT_FIELD, 'due', 'amount', 'receivedOn', 'note', IDEMPOTENCY_FIELD],
        {},
        {
          [INTENT_FIELD]: fc.oneof(fc.constant('payment'), hostileText),
          due: fc.oneof(fc.constant(balanceDueId), hostileText),
          amount: fc.oneof(fc.constantFrom('100', '36 000,50', '-1', '0'), hostileText),
          receivedOn: notADay,
        },
      ),
  },
  {
    name: 'POST /desk/bookings/:id (credit note)',
    signedIn: true,
    // The invoice's own id at times, never with the box ticked: no body issues a credit note.
    requests: () =>
      formActionRequests(
        `/desk/bookings/${bookingId}`,
        [INTENT_FIELD, 'invoice', 'confirm', IDEMPOTENCY_FIELD],
        {},
        {
          [INTENT_FIELD]: fc.oneof(fc.constant(`credit-${invoiceNumber}`), fc.constant('credit-'), hostileText),
          invoice: fc.oneof(fc.constant(invoiceId), hostileText),
          confirm: untickedText,
        },
      ),
  },
  {
    name: 'POST /desk/bookings (statement upload, form posts)',
    signedIn: true,
    requests: () => formActionRequests('/desk/bookings', ['statement', IDEMPOTENCY_FIELD]),
  },
  {
    name: 'POST /desk/bookings (statement upload, refused camt.053 files)',
    signedIn: true,
    requests: () => statementUploads('/desk/bookings'),
  },
  {
    name: 'POST /booking/:token (cancellation)',
    signedIn: false,
    // The booking's own link, the box never ticked: no body cancels it.
    requests: () =>
      formActionRequests(
        `/booking/${token}`,
        ['confirm', HONEYPOT_FIELD, IDEMPOTENCY_FIELD],
        {},
        {
          confirm: untickedText,
        },
      ),
  },
]

/** What is wrong with an answer, or ''. */
function troubleOf({ status, stackTrace, error }: Sent): string {
  if (status === 0) return `no answer (${(error ?? '').slice(0, 80)})`
  if (status >= 500) return `status ${status}`
  return stackTrace ? 'stack trace in the answer' : ''
}

/** The server's warnings and errors (the last 20), for a failure message. */
function serverWarnings(): string {
  const lines = (server?.output() ?? '').split('\n').filter((line) => /"level":(40|50|60)/.test(line))
  return lines.length > 0 ? `server warnings:\n${lines.slice(-20).join('\n')}` : 'no server warning'
}

describe('hostile input on every bookings POST of the production server', () => {
  ENDPOINTS.forEach((endpoint, i) => {
    it(`${endpoint.name}: ${RUNS} generated requests, each answered, no 5xx, no stack trace`, async () => {
      const agent = new http.Agent({ keepAlive: true })
      const statuses: Record<number, number> = {}
      const failures: string[] = []
      try {
        for (const request of fc.sample(endpoint.requests(), { numRuns: RUNS, seed: SEED + 500 + i })) {
          const sent = await send(request, agent, endpoint.signedIn)
          statuses[sent.status] = (statuses[sent.status] ?? 0) + 1
          const trouble = troubleOf(sent)
          if (trouble && failures.length < 5) failures.push(`${sent.label}: ${trouble}`)
        }
      } finally {
        agent.destroy()
      }
      expect(failures, `${JSON.stringify(statuses)}\n${serverWarnings()}`).toEqual([])
      expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBe(RUNS)
    }, 900_000)
  })
})

/** The statement page's answer to one upload, as the desk member sees it (their language by cookie). */
async function upload(
  body: FormData | string,
  { lang = 'fr', type, data = false }: { lang?: 'fr' | 'en'; type?: string; data?: boolean } = {},
) {
  const res = await fetch(`${server.url}/desk/bookings${data ? '.data' : ''}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      origin: server.url,
      cookie: `${nextSession()}; lang=${lang}`,
      ...(type ? { 'content-type': type } : {}),
    },
  })
  return { status: res.status, text: await res.text() }
}

const asFile = (xml: string) => {
  const form = new FormData()
  form.append('statement', new Blob([xml], { type: 'application/xml' }), 'releve.xml')
  return form
}

/** The page's message, as React writes it into the HTML (apostrophes as they are, `&` escaped). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

describe('the statement upload refuses clearly, in the desk’s language', () => {
  const credit = [{ amount: '1000.00', reference: 'RF18B2600011', acctSvcrRef: 'X-1' }]

  it('an XXE-style DOCTYPE/ENTITY: 400, the reason said (file or raw XML, French and English)', async () => {
    const xxe = camt053('XXE-1', credit).replace(
      '<Document',
      '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document',
    )
    for (const lang of ['fr', 'en'] as const) {
      for (const body of [asFile(xxe), xxe]) {
        const answer = await upload(body, { lang, type: typeof body === 'string' ? 'application/xml' : undefined })
        expect(answer.status).toBe(400)
        expect(answer.text).toContain(html(bookingDeskCopy[lang].errors.doctype))
        expect(answer.text).not.toContain('root:')
      }
    }
  })

  it('another namespace: 400, the reason and the namespace found said', async () => {
    const wrong = camt053('NS-1', credit, 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08')
    for (const lang of ['fr', 'en'] as const) {
      const answer = await upload(asFile(wrong), { lang })
      expect(answer.status).toBe(400)
      expect(answer.text).toContain(html(bookingDeskCopy[lang].errors.namespace))
      expect(answer.text).toContain('camt.054.001.08')
    }
    // The right namespace in a comment before a root of another: still another namespace.
    const disguised = camt053('NS-2', credit).replace(
      '<Document xmlns="',
      `<!-- <Document xmlns="${CAMT}"> -->\n<Document xmlns="urn:evil" data-was="`,
    )
    const answer = await upload(asFile(disguised))
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(html(bookingDeskCopy.fr.errors.namespace))
  })

  it('more than 2 MB: 413 and the limit said — as a file, as raw XML, and past the envelope’s room', async () => {
    const big = oversizedStatement('BIG-1')
    for (const lang of ['fr', 'en'] as const) {
      const file = await upload(asFile(big), { lang })
      expect(file.status).toBe(413)
      expect(file.text).toContain(html(bookingDeskCopy[lang].errors.too_large))
      const raw = await upload(big, { lang, type: 'application/xml' })
      expect(raw.status).toBe(413)
      expect(raw.text).toContain(html(bookingDeskCopy[lang].errors.too_large))
    }
    // Far past the limit: refused by the POST guard before anyone reads it, its page saying so.
    const huge = await upload(asFile(oversizedStatement('BIG-2', 200 * 1024)))
    expect(huge.status).toBe(413)
    expect(huge.text).toContain('<html lang="fr">')
  })

  it('the page’s own request (`.data`, as the hydrated page posts it) carries a statement of more than 64 KB to the import', async () => {
    // A month of a real account is well over the 64 KB of other forms: the import reads it and says why it refuses it.
    const padded = camt053('DATA-1', credit, 'urn:iso:std:iso:20022:tech:xsd:camt.052.001.08').replace(
      '<BkToCstmrStmt>',
      `<!--${'x'.repeat(600 * 1024)}--><BkToCstmrStmt>`,
    )
    const answer = await upload(asFile(padded), { data: true, lang: 'en' })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('namespace')
    const big = await upload(asFile(oversizedStatement('DATA-2')), { data: true, lang: 'en' })
    expect(big.status).toBe(413)
    expect(big.text).toContain('too_large')
  })
})

describe('after all of it', () => {
  it('nothing was stored: no payment, invoice, credit note, statement, entry, cancellation, e-mail or audit entry', async () => {
    await server.stop(5_000)
    const database = await openDatabase({ dataDir })
    try {
      expect(await stored(database)).toBe(before)
    } finally {
      await database.close()
    }
  }, 60_000)
})
