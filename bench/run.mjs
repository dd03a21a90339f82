// `npm run bench`: every speed and size figure of the site in one run, printed and written to
// bench/report.md and bench/report.json. Loopback only, bounded in time. Expects a fresh build.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { jsSizeOfPage, lighthouse, load, startServer } from './lib.mjs'
import { startFakeOpenMeteo } from '../tests/support/fake-open-meteo.mjs'

const quick = process.env.BENCH_QUICK === '1'
const duration = quick ? 5 : 10
const lighthouseRoutes = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/about,/services,/news,/fleet,/contact')
  .split(',')
  .filter(Boolean)
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === '0'

const rows = [] // { area, metric, value, target, met }
const json = { date: new Date().toISOString(), machine: `${(await import('node:os')).cpus().length} cores`, results: {} }
function record(area, metric, value, target, met) {
  rows.push({ area, metric, value, target: target ?? '', met: met === undefined ? '' : met ? 'met' : 'NOT met' })
  console.log(`${area} · ${metric}: ${value}${target ? `  (target ${target}: ${met ? 'met' : 'NOT met'})` : ''}`)
}

const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const weather = await startFakeOpenMeteo()
const server = await startServer({
  port: 4801,
  env: { OPEN_METEO_URL: weather.url, RATE_LIMIT_MAX: '1000000', ESTIMATE_RATE_LIMIT_MAX: '1000000000' },
})

try {
  // 1. JavaScript sent per route.
  for (const [route, target] of [['/', 150], ['/fleet', 200], ['/contact', 200], ['/about', 150], ['/herra', 150]]) {
    const size = await jsSizeOfPage(server.url, route)
    json.results[`js ${route}`] = size
    record('JS', `${route} (gzip, ${size.files} files)`, `${size.gzipKb} KB`, `≤ ${target} KB`, size.gzipKb <= target)
  }

  // 2. Server-side rendering of the home page, and the static-file ceiling for comparison.
  await load({ url: `${server.url}/`, duration: 2, connections: 10 }) // warm-up
  const ssr = await load({ url: `${server.url}/`, duration, connections: 10 })
  json.results.ssrHome = ssr
  record('SSR', 'home req/s (page cache, decision 010)', ssr.reqPerSec, '≥ 500', ssr.reqPerSec >= 500)
  record('SSR', 'home p99', `${ssr.p99Ms} ms`, '≤ 50 ms', ssr.p99Ms <= 50)

  // A page rendered on every request (its form carries a per-render key): the cost of SSR itself.
  await load({ url: `${server.url}/contact`, duration: 2, connections: 10 })
  const ssrContact = await load({ url: `${server.url}/contact`, duration, connections: 10 })
  json.results.ssrContactUncached = ssrContact
  record('SSR', '/contact, rendered on every request, req/s', ssrContact.reqPerSec)
  record('SSR', '/contact, rendered on every request, p99', `${ssrContact.p99Ms} ms`)

  const homeHtml = await (await fetch(`${server.url}/`)).text()
  const staticServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(homeHtml)
  })
  await new Promise((r) => staticServer.listen(4802, '127.0.0.1', r))
  const ceiling = await load({ url: 'http://127.0.0.1:4802/', duration, connections: 10 })
  staticServer.close()
  json.results.staticCeiling = ceiling
  record('SSR', 'static file server, same HTML, req/s (ceiling)', ceiling.reqPerSec)
  record('SSR', 'our SSR / static ceiling', `${Math.round((ssr.reqPerSec / ceiling.reqPerSec) * 100)} %`)

  // 3. The estimate API with a warm weather cache.
  const estimateUrl = `${server.url}/api/estimate?from=LBG&to=DXB&aircraft=falcon7x&date=${dateIn(3)}&time=12:00&pax=8&trip=oneway`
  await fetch(estimateUrl)
  const before = weather.requests.length
  const est = await load({ url: estimateUrl, duration, connections: 10 })
  json.results.estimateWarm = { ...est, upstreamDuringLoad: weather.requests.length - before }
  record('Estimate API', 'warm req/s', est.reqPerSec, '≥ 1000', est.reqPerSec >= 1000)
  record('Estimate API', 'warm p99', `${est.p99Ms} ms`, '≤ 20 ms', est.p99Ms <= 20)
  record('Estimate API', 'upstream requests during the warm run', weather.requests.length - before)

  record('Memory', 'server RSS after the loads', `${server.rssMb()} MB`)
} finally {
  await server.stop()
}

// 4. The pure engine, in process.
{
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'silent' })
  try {
    const { estimateRoute } = await vite.ssrLoadModule('/app/domain/estimator/estimate.ts')
    const weatherInputs = {
      wind: [
        { speedMs: 30, directionDeg: 280 },
        { speedMs: 35, directionDeg: 290 },
        { speedMs: 25, directionDeg: 300 },
      ],
      surface: [null, null],
    }
    const routes = [['LBG', 'DXB', 'falcon7x'], ['CDG', 'JFK', 'g650'], ['NCE', 'GVA', 'cj1'], ['DXB', 'LHR', 'g7500']]
    let n = 0
    const start = performance.now()
    while (performance.now() - start < 2000) {
      const [from, to, aircraft] = routes[n % routes.length]
      estimateRoute({ from, to, aircraft, date: '2026-12-01', time: '12:00', pax: 4, trip: n % 2 ? 'roundtrip' : 'oneway' }, weatherInputs)
      n++
    }
    const perSec = Math.round(n / ((performance.now() - start) / 1000))
    json.results.engine = { estimatesPerSec: perSec }
    record('Engine', 'estimates per second (one core)', perSec.toLocaleString('en-GB'))
  } finally {
    await vite.close()
  }
}

// 5. Lead capture under load, zero loss (PGlite, then PostgreSQL when available).
if (existsSync(new URL('./leads-load.mjs', import.meta.url))) {
  const { runLeadsLoad } = await import('./leads-load.mjs')
  const targets = [['PGlite', undefined]]
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (pgUrl) targets.push(['PostgreSQL', pgUrl])
  for (const [name, databaseUrl] of targets) {
    const r = await runLeadsLoad({ databaseUrl, durationS: quick ? 5 : 20, connections: 20 })
    json.results[`leads ${name}`] = r
    record(`Leads (${name})`, 'accepted req/s', r.acceptedPerSec, name === 'PGlite' ? '≥ 300' : undefined, name === 'PGlite' ? r.acceptedPerSec >= 300 : undefined)
    record(`Leads (${name})`, 'p99', `${r.p99Ms} ms`)
    record(
      `Leads (${name})`,
      '200 answers = rows stored = e-mails delivered',
      `${r.ok200} = ${r.rowsStored} = ${r.emailsDelivered}`,
      'zero loss',
      r.zeroLoss,
    )
  }
}

weather.close()

// Airports of the world (bench/airports.mjs).
for (const f of await (await import('./airports.mjs')).airportFigures()) record('Airports', f.metric, f.value, f.target, f.met)

// 6. Lighthouse (mobile preset, Debian Chromium, median of 3).
if (!skipLighthouse) {
  const server2 = await startServer({ port: 4803, env: { OPEN_METEO_URL: 'http://127.0.0.1:9' } })
  try {
    for (const route of lighthouseRoutes) {
      const lh = await lighthouse(`${server2.url}${route}`, quick ? 1 : 3)
      json.results[`lighthouse ${route}`] = lh
      const ok = lh.performance >= 95 && lh.accessibility === 100 && lh.bestPractices >= 95 && lh.seo === 100
      record(
        'Lighthouse',
        `${route} perf/a11y/best/SEO`,
        `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
        '≥95 / 100 / ≥95 / 100',
        ok,
      )
    }
  } finally {
    await server2.stop()
  }
}

// 7. Memory of everything `npm start` runs, embedded and PostgreSQL side by side (bench/memory.mjs).
const memoryLines = await (await import('./memory.mjs')).benchMemory().then((lines) => (console.log(lines.join('\n')), lines))
const formsLines = await (await import('./forms.mjs')).formsReport().then((lines) => (console.log(lines.join('\n')), lines))

// Report.
mkdirSync(new URL('./', import.meta.url), { recursive: true })
const md = [
  '# HERRA benchmark report',
  '',
  `Run ${json.date} on ${json.machine}, loopback only (autocannon, ${duration} s per run, 10 connections).`,
  '',
  '| Area | Metric | Value | Target | |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.area} | ${r.metric} | ${r.value} | ${r.target} | ${r.met} |`),
  '',
  ...memoryLines,
  '',
  ...formsLines,
  '',
].join('\n')
writeFileSync(new URL('./report.md', import.meta.url), md)
writeFileSync(new URL('./report.json', import.meta.url), JSON.stringify(json, null, 2))
console.log('\nwritten: bench/report.md, bench/report.json')
process.exit(0)
