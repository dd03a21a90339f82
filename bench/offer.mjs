// The offer's PDF (docs/product.md §11, decision 050): the time of `GET /offer/<token>/pdf` on the
// production build (p50 / p95 over 200 in a row: the database look-up, pdfkit's layout and the
// font subsets), and the server's RSS before and after those 200 PDFs.
//
// The server runs on a fresh PostgreSQL database (BENCH_DATABASE_URL / TEST_DATABASE_URL, default
// postgres://root@127.0.0.1:5432/test, dropped afterwards) so the bench can open a desk session and
// read the offer's link from the outbox, as the e-mail would carry it. Loopback only, bounded.
// Use: `npm run bench` (bench/run.mjs imports benchOffer), or after `npm run build`:
// node -e "import('./bench/offer.mjs').then(async (m) => console.log((await m.benchOffer()).join('\\n')))"
import { createHash, randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { startServer } from './lib.mjs'

const PDFS = 200
/** A date `days` from today (YYYY-MM-DD): the offer's legs are always in the future. */
const dayIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const STAFF = 'bench.offer@example.com'

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * A production server on a fresh PostgreSQL database with one offer sent, as the desk would send
 * it; `use({ server, token })` runs while it is up, and everything is dropped afterwards.
 */
export async function withSentOffer({ port, env = {} }, use) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'
  const name = `herra_bench_offer_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const server = await startServer({
    port,
    env: {
      DATABASE_URL: url.toString(),
      STAFF_EMAILS: STAFF,
      RATE_LIMIT_MAX: '100000',
      OPEN_METEO_URL: 'http://127.0.0.1:9',
      // The PDF's limit per client address (decision 079) is lifted: the bench is one address.
      OFFER_PDF_RATE_LIMIT_MAX: '1000000000',
      ...env,
    },
  })
  const db = new pg.Client({ connectionString: url.toString() })
  await db.connect()
  try {
    // A desk session and a request, as the sign-in link and the contact form would make them.
    const session = randomBytes(32).toString('base64url')
    await db.query(
      `insert into staff_sessions (token_hash, email, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [createHash('sha256').update(session).digest('base64url'), STAFF],
    )
    const lead = await db.query(
      `insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
       values ('contact', 'fr', 'Éloïse Château', 'bench-client@example.com', '{}'::jsonb, now(), '2024-12-01') returning id`,
    )
    const headers = { cookie: `herra_desk=${session}`, origin: server.url }
    const form = new URLSearchParams({
      clientName: 'Éloïse Château',
      language: 'fr',
      passengers: '4',
      validityHours: '48',
      'legs[0].from': 'LBG',
      'legs[0].to': 'GVA',
      'legs[0].date': dayIn(22),
      'legs[0].time': '11:00',
      'legs[0].block': '1:10',
      'legs[1].from': 'GVA',
      'legs[1].to': 'DXB',
      'legs[1].date': dayIn(24),
      'legs[1].time': '09:30',
      'legs[1].block': '6:20',
      'options[0].aircraft': 'falcon7x',
      'options[0].operator': 'Société Aérienne Élysée',
      'options[0].seats': '12',
      'options[0].charter': '98000',
      'options[0].lines[0].label': 'Dégivrage à Genève',
      'options[0].lines[0].amount': '1200',
      'options[1].aircraft': 'g650',
      'options[1].operator': 'Air Bréguet',
      'options[1].seats': '14',
      'options[1].charter': '112000',
    })
    const created = await fetch(`${server.url}/desk/requests/${lead.rows[0].id}/offers/new`, {
      method: 'POST',
      body: form,
      headers,
      redirect: 'manual',
    })
    const offerPath = created.headers.get('location')
    if (!offerPath) throw new Error(`the offer was not created (${created.status})`)
    // Sent from the confirmation step, as the desk does: its form carries the draft's fingerprint (decision 108).
    const confirm = await (await fetch(`${server.url}${offerPath}?step=confirm`, { headers })).text()
    const reviewed = /name="reviewed"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="reviewed"/.exec(confirm)
    if (!reviewed) throw new Error('the confirmation step shows no draft fingerprint')
    const sent = await fetch(`${server.url}${offerPath}?intent=send`, {
      method: 'POST',
      body: new URLSearchParams({ versions: '0', reviewed: reviewed[1] ?? reviewed[2] }),
      headers,
    })
    if (sent.status !== 200) throw new Error(`the offer was not sent (${sent.status})`)
    const mail = await db.query(`select text_body from outbox where to_address = 'bench-client@example.com'`)
    const token = /\/offer\/([A-Za-z0-9_-]{43})/.exec(mail.rows[0].text_body)[1]

    return await use({ server, token })
  } finally {
    await db.end()
    await server.stop()
    const drop = new pg.Client({ connectionString: adminUrl })
    await drop.connect()
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await drop.end()
  }
}

export async function benchOffer({ port = Number(process.env.OFFER_BENCH_PORT ?? 6890) } = {}) {
  return withSentOffer({ port }, async ({ server, token }) => {
    const rssBefore = server.rssMb()
    const times = []
    let bytes = 0
    for (let i = 0; i < PDFS; i++) {
      const started = performance.now()
      const res = await fetch(`${server.url}/offer/${token}/pdf`)
      const body = Buffer.from(await res.arrayBuffer())
      times.push(performance.now() - started)
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`PDF ${i}: ${res.status}`)
      bytes = body.length
    }
    const rssAfter = server.rssMb()
    times.sort((a, b) => a - b)
    const ms = (v) => `${v.toFixed(1)} ms`
    return [
      `- offer PDF (GET /offer/<token>/pdf, two legs, two options, ${Math.round(bytes / 1024)} KB), ${PDFS} in a row: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, worst ${ms(times[times.length - 1])}`,
      `- server RSS: ${rssBefore} MB before, ${rssAfter} MB after ${PDFS} PDFs`,
    ]
  })
}
