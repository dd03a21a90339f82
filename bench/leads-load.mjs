// Lead capture under load, with proof of zero loss (acceptance 2).
//
// Starts the BUILT server (`node server.js`, production mode) on 127.0.0.1 with a fresh PGlite
// data folder (or the given PostgreSQL DATABASE_URL), SMTP_URL pointing at a real SMTP server
// (tests/support/smtp-catcher.mjs) and the rate limit out of the way; loads
// POST /api/send-contact with autocannon for `durationS`; waits for the outbox to drain; then
// counts, through the database, the rows stored and, through the SMTP server, the e-mails
// delivered. Every 200 answer carries the lead's id: zero loss means every acknowledged id is a
// row AND exactly one e-mail (the e-mail names its lead id), and no stored row lacks its e-mail.
//
// Loopback only, bounded in time. Use: `node bench/leads-load.mjs [seconds] [connections]`
// (BENCH_DATABASE_URL for PostgreSQL; BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" to profile
// the server), or import { runLeadsLoad } (bench/run.mjs does).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startSmtpCatcher } from '../tests/support/smtp-catcher.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TOKEN = 'bench-public-token-4412'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function startBuiltServer({ port, dataDir, databaseUrl, smtpUrl, env = {} }) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'server.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
        CLUB_ACCESS_CODE: 'BENCH-CLUB-CODE-9917',
        PUBLIC_API_TOKEN: TOKEN,
        SITE_CONFIG: 'tests/fixtures/site-config.json',
        SMTP_URL: smtpUrl,
        NOTIFY_EMAIL: 'desk@example.com',
        RATE_LIMIT_MAX: '1000000000',
        RATE_LIMIT_WINDOW_S: '3600',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  // A first start creates the embedded database (initdb): slow on a busy machine.
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('server did not start within 180 s')
    }
    await sleep(200)
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000)
        child.once('exit', () => {
          clearTimeout(force)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

/** Ids of this run's leads and the state of their e-mail, read from the database. */
async function readStored({ dataDir, databaseUrl, marker }) {
  const query = `
    select l.id, o.status
    from leads l left join outbox o on o.lead_id = l.id
    where l.email = $1`
  if (databaseUrl) {
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(query, [marker])
      await client.query('delete from outbox where lead_id in (select id from leads where email = $1)', [marker])
      await client.query('delete from leads where email = $1', [marker])
      await client.query("delete from rate_limits where key = 'lead:127.0.0.1'")
      return rows
    } finally {
      await client.end()
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(path.join(dataDir, 'pglite'))
  try {
    return (await db.query(query, [marker])).rows
  } finally {
    await db.close()
  }
}

/**
 * @param {{ databaseUrl?: string, durationS?: number, connections?: number, env?: Record<string, string> }} [options]
 * (`env`: more of the server's environment, e.g. the bench's PGLITE_DURABLE=off)
 * @returns {Promise<{ acceptedPerSec: number, p99Ms: number, ok200: number, rowsStored: number, emailsDelivered: number, zeroLoss: boolean, details: Record<string, unknown> }>}
 */
export async function runLeadsLoad({ databaseUrl, durationS = 20, connections = 20, env = {} } = {}) {
  const smtp = await startSmtpCatcher()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-leads-bench-'))
  const marker = `bench-${Date.now().toString(36)}@example.com`
  const server = await startBuiltServer({ port: await freePort(), dataDir, databaseUrl, smtpUrl: smtp.url, env })
  let stopped = false
  try {
    const body = JSON.stringify({
      firstName: 'Camille',
      lastName: 'Durand',
      email: marker,
      phone: '+33 6 12 34 56 78',
      departure: 'LBG',
      destination: 'DXB',
      date: '2026-12-01',
      pax: 6,
      message: 'Aller simple, départ vers 11 h. Deux bagages par personne. <script>alert(1)</script>',
      aircraft: 'Falcon 7X',
      consent: true,
      company: '',
      est: 123456,
      lang: 'fr',
    })
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }
    const acked = new Set()
    const onResponse = (status, responseBody) => {
      if (status !== 200) return
      try {
        acked.add(JSON.parse(responseBody).id)
      } catch {
        // counted by autocannon as 2xx anyway; a missing id would show as a mismatch
      }
    }
    const request = { method: 'POST', path: '/api/send-contact', headers, body, onResponse }

    // Warm-up (JIT, connection pools), counted in the totals like every other request.
    await autocannon({ url: server.url, connections: 4, duration: 2, requests: [request] })
    const warmAcked = acked.size

    const result = await autocannon({ url: server.url, connections, duration: durationS, requests: [request] })
    const ok200 = acked.size
    const loadOk = ok200 - warmAcked

    // Wait for the outbox to drain: every acknowledged lead mailed, then no more mail for 2 s
    // (requests cut off in flight when the load stopped may have been stored too).
    const deadline = Date.now() + 180_000
    let last = -1
    let stableSince = Date.now()
    while (Date.now() < deadline) {
      const n = smtp.messages.length
      if (n !== last) {
        last = n
        stableSince = Date.now()
      } else if (n >= ok200 && Date.now() - stableSince > 2_000) {
        break
      }
      await sleep(250)
    }
    await server.stop()
    stopped = true

    const rows = await readStored({ dataDir, databaseUrl, marker })
    const storedIds = new Set(rows.map((r) => r.id))
    const pending = rows.filter((r) => r.status !== 'sent').length
    const mailsPerLead = new Map()
    for (const message of smtp.messages) {
      // The staff e-mail names the lead as `Référence : HERRA-R-XXXX-XXXX (<id>)`.
      const id = /Référence : (?:HERRA-R-[\w-]+ \()?([0-9a-f-]{36})/.exec(message.text)?.[1]
      if (id) mailsPerLead.set(id, (mailsPerLead.get(id) ?? 0) + 1)
    }
    const ackedIds = [...acked]
    const rowsStored = ackedIds.filter((id) => storedIds.has(id)).length
    const emailsDelivered = ackedIds.filter((id) => mailsPerLead.get(id) === 1).length
    const duplicates = [...mailsPerLead.values()].filter((n) => n > 1).length
    const storedWithoutMail = [...storedIds].filter((id) => !mailsPerLead.has(id)).length
    const zeroLoss =
      ok200 === result['2xx'] + warmAcked &&
      rowsStored === ok200 &&
      emailsDelivered === ok200 &&
      duplicates === 0 &&
      storedWithoutMail === 0 &&
      pending === 0

    return {
      acceptedPerSec: Math.round(loadOk / result.duration),
      p99Ms: result.latency.p99,
      ok200,
      rowsStored,
      emailsDelivered,
      zeroLoss,
      details: {
        database: databaseUrl ? 'postgres' : 'pglite',
        durationS: result.duration,
        connections,
        p50Ms: result.latency.p50,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        warmUpRequests: warmAcked,
        totalRowsStored: storedIds.size,
        storedWhileInFlightAtStop: storedIds.size - rowsStored,
        totalEmails: smtp.messages.length,
        duplicateEmails: duplicates,
        storedWithoutEmail: storedWithoutMail,
        outboxPending: pending,
      },
    }
  } finally {
    if (!stopped) await server.stop()
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const durationS = Number(process.argv[2] ?? 10)
  const connections = Number(process.argv[3] ?? 20)
  const result = await runLeadsLoad({ databaseUrl: process.env.BENCH_DATABASE_URL, durationS, connections })
  console.log(JSON.stringify(result, null, 2))
  process.exit(result.zeroLoss ? 0 : 1)
}
