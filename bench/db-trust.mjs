// The embedded database's trust, measured (docs/decisions/081-durable-embedded-commits.md and
// 079-offer-pdf-cache-and-limit.md), on the production build:
// 1. POST /api/send-contact leads/s on PGlite with durable commits (the default) and with
//    PGLITE_DURABLE=off (the bench's switch; production never sets it), alternated in one run, each
//    with its zero-loss count (bench/leads-load.mjs);
// 2. the offer PDF's p50/p95 with 4 readers at once, and /healthz p50/p99 asked meanwhile (one at a
//    time), on a server with one offer sent (bench/offer.mjs; PostgreSQL, as that module needs).
// Loopback only, bounded. Use: BENCH_ONLY=modules BENCH_MODULES=dbtrust npm run bench
import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { runLeadsLoad } from './leads-load.mjs'
import { withSentOffer } from './offer.mjs'

const quick = process.env.BENCH_QUICK === '1'
const LEADS_S = Number(process.env.DBTRUST_LEADS_S ?? (quick ? 5 : 10))
const LEADS_ROUNDS = Number(process.env.DBTRUST_ROUNDS ?? 2)
const PDF_S = Number(process.env.DBTRUST_PDF_S ?? (quick ? 5 : 15))
const READERS = 4

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (v) => `${v.toFixed(1)} ms`
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function leadsRows() {
  const runs = { on: [], off: [] }
  // Alternated, so that the machine's other load falls on both alike.
  for (let round = 0; round < LEADS_ROUNDS; round++) {
    for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
      const r = await runLeadsLoad({ durationS: LEADS_S, connections: 10, env: { PGLITE_DURABLE: mode } })
      runs[mode].push(r)
      console.log(
        `  dbtrust leads ${mode}: ${r.acceptedPerSec}/s p99 ${r.p99Ms} ms, zero loss ${r.zeroLoss} (${r.ok200} acknowledged)`,
      )
    }
  }
  const line = (mode, label) => {
    const rs = runs[mode]
    return `- embedded leads/s, ${label}: ${rs.map((r) => r.acceptedPerSec).join(' / ')} (median ${median(rs.map((r) => r.acceptedPerSec))}), p50 ${rs.map((r) => r.details.p50Ms).join(' / ')} ms, p99 ${rs.map((r) => r.p99Ms).join(' / ')} ms; zero loss: ${rs.every((r) => r.zeroLoss) ? 'yes' : 'NO'} (${rs.map((r) => r.ok200).join(' + ')} acknowledged)`
  }
  const on = median(runs.on.map((r) => r.acceptedPerSec))
  const off = median(runs.off.map((r) => r.acceptedPerSec))
  return [
    `- leads: POST /api/send-contact, ${LEADS_S} s × ${LEADS_ROUNDS} rounds each, 10 connections, PGlite in DATA_DIR, alternated`,
    line('on', 'durable commits (fsync, the default)'),
    line('off', 'PGLITE_DURABLE=off (no fsync, bench only)'),
    `- fsync's cost: durable at ${off ? Math.round((on / off) * 100) : '?'} % of the unsynced rate (medians ${on} vs ${off} leads/s)`,
  ]
}

async function pdfRows(port) {
  return withSentOffer({ port, env: { OFFER_PDF_RATE_LIMIT_MAX: '1000000000' } }, async ({ server, token }) => {
    const pdf = async (lang) => {
      const started = performance.now()
      const res = await fetch(`${server.url}/offer/${token}/pdf${lang === 'en' ? '?lang=en' : ''}`)
      const body = Buffer.from(await res.arrayBuffer())
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`PDF: ${res.status}`)
      return performance.now() - started
    }
    // /healthz alone first, then the first (drawn) PDF of each language.
    const healthAlone = []
    for (let i = 0; i < 100; i++) {
      const started = performance.now()
      await (await fetch(`${server.url}/healthz`)).arrayBuffer()
      healthAlone.push(performance.now() - started)
    }
    const firstFr = await pdf('fr')
    const firstEn = await pdf('en')
    const times = []
    const health = []
    const until = performance.now() + PDF_S * 1000
    const readers = Array.from({ length: READERS }, async (_, i) => {
      while (performance.now() < until) times.push(await pdf(i % 2 === 0 ? 'fr' : 'en'))
    })
    const prober = (async () => {
      while (performance.now() < until) {
        const started = performance.now()
        await (await fetch(`${server.url}/healthz`)).arrayBuffer()
        health.push(performance.now() - started)
        await new Promise((r) => setTimeout(r, 10))
      }
    })()
    await Promise.all([...readers, prober])
    times.sort((a, b) => a - b)
    health.sort((a, b) => a - b)
    healthAlone.sort((a, b) => a - b)
    return [
      `- offer PDF, first drawing (not yet kept): fr ${ms(firstFr)}, en ${ms(firstEn)}`,
      `- offer PDF with ${READERS} readers at once for ${PDF_S} s (fr and en, kept per version and language): ${times.length} PDFs, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, worst ${ms(times[times.length - 1])}`,
      `- /healthz meanwhile: ${health.length} asked one at a time, p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}; alone before: p50 ${ms(percentile(healthAlone, 50))}, p99 ${ms(percentile(healthAlone, 99))}`,
    ]
  })
}

export async function benchDbTrust({ port = Number(process.env.DBTRUST_BENCH_PORT ?? 4524) } = {}) {
  // The host's load, said beside the figures: on a shared machine it weighs more than the code.
  const load = () => `${loadavg()[0].toFixed(1)} on ${cpus().length} cores`
  const lines = [`- host load average (1 min) at the start: ${load()}`]
  // Each part on its own: one that fails is reported, the other's figures kept.
  for (const [name, part] of [
    ['PDF readers', () => pdfRows(port)],
    ['leads', leadsRows],
  ]) {
    try {
      const rows = await part()
      for (const row of rows) console.log(`  dbtrust ${row}`)
      lines.push(...rows)
    } catch (error) {
      console.log(`  dbtrust ${name} failed: ${error?.stack ?? error}`)
      lines.push(`- ${name}: failed (${String(error?.message ?? error)})`)
    }
  }
  lines.push(`- host load average (1 min) at the end: ${load()}`)
  return lines
}
