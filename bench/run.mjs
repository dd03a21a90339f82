// `npm run bench`: every speed and size figure of the site in one run, printed and written to
// bench/report.md and bench/report.json. Loopback only, bounded in time. Expects a fresh build.
//
// Environment: BENCH_QUICK=1 (short runs, one Lighthouse run per page), BENCH_LIGHTHOUSE=0 (skip it),
// BENCH_LIGHTHOUSE_ROUTES=/,/fleet (pages), BENCH_PORT=4801 (first of the ports used, +0…+9),
// BENCH_ONLY=pages,modules,… (sections to run: js, pages, contact, estimate, engine, route, leads, modules, lighthouse);
// BENCH_MODULES=db,airports,… (with modules: only these areas' modules, by the key in their title).
// BENCH_BASELINE_BUILD=/path/to/build: a build of main, whose warm /api/estimate is measured alternately
// with this one's (else the comparison is with the figure of the previous report, bench/report.json).
// BENCH_LIGHTHOUSE_RUNS=5, BENCH_LIGHTHOUSE_SLOW_RUNS=3, BENCH_SLOW_HOST_INDEX=1100, BENCH_LIGHTHOUSE_OFFER=0 (skip
// the offer page): see section 8.
// BENCH_BASE=<commit>: the page JS and Lighthouse figures of that commit's build, measured in the same
// run, alternated with this tree's (bench/base.mjs), each row then a ratio on the same host.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import {
  CHROMIUM_ACCEPT_ENCODING,
  jsAsChromiumDownloads,
  lighthouseMedians,
  lighthouseOnce,
  load,
  loadWithCpu,
  rawGet,
  startServer,
  startStaticServer,
} from './lib.mjs'
import { startFakeOpenMeteo } from '../tests/support/fake-open-meteo.mjs'
import { prepareBase } from './base.mjs'
import { withSentOffer } from './offer.mjs'

const quick = process.env.BENCH_QUICK === '1'
const duration = quick ? 4 : 8
const basePort = Number(process.env.BENCH_PORT ?? 4801)
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null
const runs = (section) => !only || only.has(section)
const lighthouseRoutes = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/fleet,/contact,/herra,/empty-legs')
  .split(',')
  .filter(Boolean)
/** The commit measured beside this tree (BENCH_BASE), built once in a worktree of its own. */
const base = process.env.BENCH_BASE ? prepareBase(process.env.BENCH_BASE) : null
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === '0'
/** The headers a browser sends with a page view: the encodings Chromium accepts. */
const browserHeaders = { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING }

const rows = [] // { area, metric, value, target, met }
/** The modules of other areas: their title → markdown lines. */
const blocks = new Map()
const json = {
  date: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
  results: {},
}
function record(area, metric, value, target, met) {
  rows.push({
    area,
    metric,
    value,
    target: target ?? '',
    met: met === undefined ? '' : met ? 'met' : 'NOT met',
    date: json.date,
  })
  console.log(`${area} · ${metric}: ${value}${target ? `  (target ${target}: ${met ? 'met' : 'NOT met'})` : ''}`)
}

const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
/** The previous report's figures (main's, as committed), read before this run overwrites them. */
const previousReport = (() => {
  try {
    return JSON.parse(readFileSync(new URL('./report.json', import.meta.url), 'utf8'))
  } catch {
    return null
  }
})()
const weather = await startFakeOpenMeteo()
const needsServer = ['js', 'pages', 'contact', 'estimate'].some(runs)
const server = needsServer
  ? await startServer({
      port: basePort,
      env: { OPEN_METEO_URL: weather.url, RATE_LIMIT_MAX: '1000000', ESTIMATE_RATE_LIMIT_MAX: '1000000000' },
    })
  : null

if (server)
  try {
    // 1. JavaScript of each page, as Chromium downloads it (compressed, headers included).
    if (runs('js')) {
      const targets = { '/': 100, '/fleet': 200, '/contact': 200, '/about': 120, '/herra': 150, '/empty-legs': 150 }
      const sizes = await jsAsChromiumDownloads(server.url, Object.keys(targets))
      const baseServer = base
        ? await startServer({ port: basePort + 6, cwd: base.dir, env: { OPEN_METEO_URL: weather.url } })
        : null
      const baseSizes = baseServer ? await jsAsChromiumDownloads(baseServer.url, Object.keys(targets)) : {}
      await baseServer?.stop()
      for (const [route, target] of Object.entries(targets)) {
        const size = sizes[route]
        const baseSize = baseSizes[route]
        json.results[`js ${route}`] = size
        if (baseSize) json.results[`js ${route} base`] = { ...baseSize, commit: base.sha }
        const beside = (kb) => (baseSize ? ` (${base.sha.slice(0, 7)}: ${kb(baseSize)} KB)` : '')
        // Before any gesture: what every visitor downloads, the budget of the page (decision 070).
        record(
          'JS',
          `${route} as Chromium downloads it, before any gesture (${size.atLoad.files} files)`,
          `${size.atLoad.kb} KB${beside((s) => s.atLoad.kb)}`,
          `≤ ${target} KB`,
          size.atLoad.kb <= target,
        )
        // Once used: hydrated, and on / with the estimator's live code (loaded at its first focus).
        record(
          'JS',
          `${route} once used: first gesture${route === '/' ? ', estimator focused' : ''} (${size.files} files, ${size.encodings})`,
          `${size.kb} KB${beside((s) => s.kb)}`,
        )
      }
    }

    // 2. The home page (page cache, decision 020) beside a plain Node server sending the same
    //    precompressed bytes, alternated in the same run so both see the same machine.
    if (runs('pages')) {
      await load({ url: `${server.url}/`, duration: 2, connections: 10, headers: browserHeaders }) // warm-up, fills the cache
      await new Promise((r) => setTimeout(r, 500)) // the cached copy's encodings are made off the event loop
      const page = await rawGet(`${server.url}/`, browserHeaders)
      const staticServer = await startStaticServer({
        port: basePort + 2,
        body: page.body,
        headers: {
          'content-type': page.headers['content-type'],
          'content-encoding': page.headers['content-encoding'] ?? 'identity',
          'content-security-policy': page.headers['content-security-policy'],
        },
      })
      const ours = []
      const ceiling = []
      try {
        await load({ url: staticServer.url, duration: 1, connections: 10, headers: browserHeaders })
        for (let round = 0; round < (quick ? 1 : 2); round++) {
          ceiling.push(
            await loadWithCpu(staticServer, {
              url: staticServer.url,
              duration: duration / 2,
              connections: 10,
              headers: browserHeaders,
            }),
          )
          ours.push(
            await loadWithCpu(server, {
              url: `${server.url}/`,
              duration: duration / 2,
              connections: 10,
              headers: browserHeaders,
            }),
          )
        }
      } finally {
        await staticServer.stop()
      }
      const sum = (list, k) => list.reduce((a, r) => a + r[k], 0)
      const summary = (list) => ({
        reqPerSec: Math.round(sum(list, 'reqPerSec') / list.length),
        p99Ms: Math.max(...list.map((r) => r.p99Ms)),
        cpuUs: Math.round(sum(list, 'cpuUsPerRequest') / list.length),
      })
      const home = summary(ours)
      const plain = summary(ceiling)
      const ratio = Math.round((home.reqPerSec / plain.reqPerSec) * 100)
      json.results.home = { ours, ceiling, ratio, bytes: page.body.length, encoding: page.headers['content-encoding'] }
      record(
        'Pages',
        `home req/s (page cache, ${page.headers['content-encoding']} ${page.body.length} B)`,
        home.reqPerSec,
      )
      record('Pages', 'plain Node server, same precompressed HTML, req/s', plain.reqPerSec)
      record('Pages', 'home / plain Node server', `${ratio} %`, '≥ 30 % (stretch 50 %)', ratio >= 30)
      record('Pages', 'home p99', `${home.p99Ms} ms`, '≤ 10 ms', home.p99Ms <= 10)
      record('Pages', 'CPU per request: home / plain Node server', `${home.cpuUs} µs / ${plain.cpuUs} µs`)
    }

    // 3. /contact: its form carries a per-view key (cached, a fresh key per view, decision 020).
    if (runs('contact')) {
      await load({ url: `${server.url}/contact`, duration: 2, connections: 10, headers: browserHeaders })
      const contact = await loadWithCpu(server, {
        url: `${server.url}/contact`,
        duration,
        connections: 10,
        headers: browserHeaders,
      })
      json.results.contact = contact
      record('Pages', '/contact req/s (fresh key per view)', contact.reqPerSec, '≥ 400', contact.reqPerSec >= 400)
      record('Pages', '/contact p99', `${contact.p99Ms} ms`, '≤ 50 ms', contact.p99Ms <= 50)
      record('Pages', '/contact CPU per request', `${contact.cpuUsPerRequest} µs`)
      // A page rendered on every request (a query string skips the cache): the cost of SSR itself.
      const rendered = await loadWithCpu(server, {
        url: `${server.url}/contact?bench=1`,
        duration: duration / 2,
        connections: 10,
        headers: browserHeaders,
      })
      json.results.contactRendered = rendered
      record('Pages', '/contact rendered on every request (for reference), req/s', rendered.reqPerSec)
      record('Pages', '/contact rendered on every request, CPU per request', `${rendered.cpuUsPerRequest} µs`)
    }

    // 4. The estimate API with a warm weather cache.
    if (runs('estimate')) {
      const estimateUrl = `${server.url}/api/estimate?from=LBG&to=DXB&aircraft=falcon7x&date=${dateIn(3)}&time=12:00&pax=8&trip=oneway`
      await fetch(estimateUrl)
      const before = weather.requests.length
      const est = await load({ url: estimateUrl, duration, connections: 10 })
      json.results.estimateWarm = { ...est, upstreamDuringLoad: weather.requests.length - before }
      record('Estimate API', 'warm req/s', est.reqPerSec, '≥ 1000', est.reqPerSec >= 1000)
      record('Estimate API', 'warm p99', `${est.p99Ms} ms`, '≤ 20 ms', est.p99Ms <= 20)
      record('Estimate API', 'upstream requests during the warm run', weather.requests.length - before)

      // docs/decisions/038-closed-airspace-routing.md: the routing and the trip's figures may cost at
      // most 10 % of the warm throughput. Against a build of main, alternated in this run (A B A B),
      // or else against the previous report's figure.
      const baselineBuild = process.env.BENCH_BASELINE_BUILD
      if (baselineBuild) {
        const baseline = await startServer({
          port: basePort + 5,
          env: {
            BUILD_DIR: baselineBuild,
            OPEN_METEO_URL: weather.url,
            RATE_LIMIT_MAX: '1000000',
            ESTIMATE_RATE_LIMIT_MAX: '1000000000',
          },
        })
        try {
          const mainUrl = estimateUrl.replace(server.url, baseline.url)
          await fetch(mainUrl)
          const ours = []
          const theirs = []
          for (let round = 0; round < 2; round++) {
            theirs.push((await load({ url: mainUrl, duration, connections: 10 })).reqPerSec)
            ours.push((await load({ url: estimateUrl, duration, connections: 10 })).reqPerSec)
          }
          const mean = (values) => Math.round(values.reduce((a, b) => a + b, 0) / values.length)
          const ratio = mean(ours) / mean(theirs)
          json.results.estimateVsMain = { ours, main: theirs, ratio }
          record(
            'Estimate API',
            `warm req/s, this build vs main's build alternated (${mean(ours)} vs ${mean(theirs)})`,
            `${Math.round(ratio * 100)} %`,
            '≥ 90 %',
            ratio >= 0.9,
          )
        } finally {
          await baseline.stop()
        }
      } else if (previousReport?.results?.estimateWarm?.reqPerSec) {
        const ratio = est.reqPerSec / previousReport.results.estimateWarm.reqPerSec
        json.results.estimateVsMain = { ours: est.reqPerSec, previous: previousReport.results.estimateWarm.reqPerSec }
        record(
          'Estimate API',
          `warm req/s vs the previous report (${est.reqPerSec} vs ${previousReport.results.estimateWarm.reqPerSec}, another run)`,
          `${Math.round(ratio * 100)} %`,
          '≥ 90 %',
          ratio >= 0.9,
        )
      }

      // A route around closed airspace (Paris → Tokyo): the router runs on every request.
      const detourUrl = `${server.url}/api/estimate?from=CDG&to=HND&aircraft=g650&date=${dateIn(3)}&time=12:00&pax=6&trip=oneway`
      await fetch(detourUrl)
      const detour = await load({ url: detourUrl, duration, connections: 10 })
      json.results.estimateDetourWarm = detour
      record('Estimate API', 'warm req/s, Paris → Tokyo around closed airspace', detour.reqPerSec)
      record(
        'Estimate API',
        'warm p99, Paris → Tokyo around closed airspace',
        `${detour.p99Ms} ms`,
        '≤ 20 ms',
        detour.p99Ms <= 20,
      )

      // A three-leg trip (GET /api/trip), warm.
      const tripUrl = `${server.url}/api/trip?aircraft=cl350&pax=4&leg=LBG,NCE,${dateIn(3)},09:00&leg=NCE,GVA,${dateIn(4)},12:00&leg=GVA,LBG,${dateIn(5)},18:00`
      await fetch(tripUrl)
      const tripLoad = await load({ url: tripUrl, duration, connections: 10 })
      json.results.tripWarm = tripLoad
      record('Trip API', 'warm req/s, three legs', tripLoad.reqPerSec)
      record('Trip API', 'warm p99, three legs', `${tripLoad.p99Ms} ms`)
    }

    record(
      'Memory',
      'server RSS after the loads above (see the memory section for the full picture)',
      `${server.rssMb()} MB`,
    )
  } finally {
    await server.stop()
  }

// 5. The pure engine, in process.
if (runs('engine')) {
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
    const routes = [
      ['LBG', 'DXB', 'falcon7x'],
      ['CDG', 'JFK', 'g650'],
      ['NCE', 'GVA', 'cj1'],
      ['DXB', 'LHR', 'g7500'],
    ]
    let n = 0
    const start = performance.now()
    while (performance.now() - start < 2000) {
      const [from, to, aircraft] = routes[n % routes.length]
      estimateRoute(
        { from, to, aircraft, date: '2026-12-01', time: '12:00', pax: 4, trip: n % 2 ? 'roundtrip' : 'oneway' },
        weatherInputs,
      )
      n++
    }
    const perSec = Math.round(n / ((performance.now() - start) / 1000))
    json.results.engine = { estimatesPerSec: perSec }
    record('Engine', 'estimates per second (one core)', perSec.toLocaleString('en-GB'))
  } finally {
    await vite.close()
  }
}

// 5b. The closed-airspace router, in process: its start, then 1,000 random pairs of the world's airports.
//     Bundled by rolldown (the production build's bundler) into a scratch file: Vite's SSR loader
//     reaches every imported function through a getter, ten times slower in these hot loops.
if (runs('route')) {
  const { build } = await import('rolldown')
  const { tmpdir } = await import('node:os')
  const bundle = `${tmpdir()}/herra-bench-route-${process.pid}.mjs`
  await build({
    input: { route: 'bench/route-entry.ts' },
    output: { file: bundle, format: 'esm' },
    logLevel: 'silent',
  })
  try {
    const { routeGraph, flownRoute } = await import(bundle)
    const table = JSON.parse(
      readFileSync(new URL('../app/services/airports/world-airports.json', import.meta.url), 'utf8'),
    )
    const open = table.rows.filter((r) => !['RU', 'BY', 'UA'].includes(r[4]))
    const started = performance.now()
    const graph = routeGraph()
    const buildMs = performance.now() - started
    record('Route', `visibility graph built at start (${graph.corners.length} corners)`, `${buildMs.toFixed(0)} ms`)
    let seed = 20_251_125
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    const pick = () => open[Math.floor(random() * open.length)]
    // Warm-up (the JIT), then the measured pairs.
    for (let i = 0; i < 300; i++) flownRoute({ lat: pick()[5], lon: pick()[6] }, { lat: pick()[5], lon: pick()[6] })
    const times = []
    // CPU time too: on a shared machine the wall clock also counts the time other processes ran.
    const cpuTimes = []
    let detours = 0
    while (times.length < 1000) {
      const a = pick()
      const b = pick()
      if (a[0] === b[0]) continue
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      const route = flownRoute({ lat: a[5], lon: a[6] }, { lat: b[5], lon: b[6] })
      times.push(performance.now() - t0)
      const c = process.cpuUsage(c0)
      cpuTimes.push((c.user + c.system) / 1000)
      if (route.points.length > 2) detours++
    }
    times.sort((x, y) => x - y)
    cpuTimes.sort((x, y) => x - y)
    const p50 = times[499]
    const p99 = times[989]
    const { loadavg } = await import('node:os')
    json.results.route = { buildMs, p50Ms: p50, p99Ms: p99, maxMs: times[999], cpuP99Ms: cpuTimes[989], detours }
    record(
      'Route',
      `route computation p50, 1,000 random world pairs (${detours} around closed airspace)`,
      `${p50.toFixed(3)} ms`,
    )
    record('Route', 'route computation p99, 1,000 random world pairs', `${p99.toFixed(3)} ms`, '≤ 5 ms', p99 <= 5)
    record(
      'Route',
      `route computation p99, CPU time (machine load average ${loadavg()[0].toFixed(1)})`,
      `${cpuTimes[989].toFixed(3)} ms`,
    )
  } finally {
    const { rmSync } = await import('node:fs')
    rmSync(bundle, { force: true })
  }
}

// 6. Lead capture under load, zero loss (PGlite, then PostgreSQL when available).
if (runs('leads') && existsSync(new URL('./leads-load.mjs', import.meta.url))) {
  const { runLeadsLoad } = await import('./leads-load.mjs')
  const targets = [['PGlite', undefined]]
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (pgUrl) targets.push(['PostgreSQL', pgUrl])
  for (const [name, databaseUrl] of targets) {
    const r = await runLeadsLoad({ databaseUrl, durationS: quick ? 5 : 20, connections: 20 })
    json.results[`leads ${name}`] = r
    record(
      `Leads (${name})`,
      'accepted req/s',
      r.acceptedPerSec,
      name === 'PGlite' ? '≥ 300' : undefined,
      name === 'PGlite' ? r.acceptedPerSec >= 300 : undefined,
    )
    record(`Leads (${name})`, 'p99', `${r.p99Ms} ms`)
    record(
      `Leads (${name})`,
      '200 answers = rows stored = e-mails delivered',
      `${r.zeroLoss ? `${r.ok200} = ${r.rowsStored} = ${r.emailsDelivered}` : `${r.ok200} / ${r.rowsStored} / ${r.emailsDelivered}`}`,
      'zero loss',
      r.zeroLoss,
    )
  }
}

if (runs('estimate'))
  for (const r of await (await import('./estimator-ui.mjs')).estimatorUi({ weatherUrl: weather.url }))
    record(r.area, r.metric, r.value, r.target, r.met)
weather.close()

// 7. The other areas' modules: `bench/<area>.mjs` exporting an async function that resolves to
//    markdown lines (or { metric, value, target, met } rows). ONE line each here; a module that is
//    missing (not merged yet) or fails is reported, never fatal.
const modules = [
  // [title, file, export, options]
  ['Memory: embedded default vs PostgreSQL (db)', './memory.mjs', 'benchMemory', { port: basePort + 5, base }], // and +6, +7
  ['Airports (airports)', './airports.mjs', 'benchAirports', { port: basePort + 8, base }], // and +108
  ['Forms (forms)', './forms.mjs', 'formsReport', { port: basePort + 4 }],
  ['Hostile requests, worst case (server)', './hostile.mjs', 'benchHostile', { port: basePort + 7 }],
  ['Offer PDF (offer)', './offer.mjs', 'benchOffer', { port: basePort + 9 }],
  [
    'Embedded durability, PDF readers and /healthz (dbtrust)',
    './db-trust.mjs',
    'benchDbTrust',
    { port: basePort + 10 },
  ],
  ['The first tap on a phone (tap)', './first-tap.mjs', 'benchFirstTap', { port: basePort + 12, base }], // and +13
]
if (runs('modules')) {
  const listed = new Set(modules.map((m) => m[1].slice(2)))
  // Scripts that run when imported, and this run's own helpers, are not area modules.
  const own = new Set(['run.mjs', 'lib.mjs', 'leads-load.mjs', 'base.mjs', 'js-files.mjs'])
  // A module added without its line here still runs when it exports one `bench…` function.
  for (const file of readdirSync(new URL('./', import.meta.url)).filter(
    (f) => f.endsWith('.mjs') && !f.startsWith('.'),
  )) {
    if (listed.has(file) || own.has(file)) continue
    const mod = await import(`./${file}`)
    const names = Object.keys(mod).filter((k) => /^bench[A-Z]/.test(k) && typeof mod[k] === 'function')
    if (names.length === 1) modules.push([file.replace(/\.mjs$/, ''), `./${file}`, names[0], {}])
  }
  // BENCH_MODULES=db,airports: only these areas' modules (the others' blocks are kept, dated).
  const onlyModules = process.env.BENCH_MODULES ? new Set(process.env.BENCH_MODULES.split(',')) : null
  for (const [title, file, name, options] of modules) {
    const area = /\((\w+)\)\s*$/.exec(title)?.[1] ?? title
    if (onlyModules && !onlyModules.has(area)) continue
    if (!existsSync(new URL(file, import.meta.url))) {
      console.log(`${title}: ${file} not present, skipped`)
      continue
    }
    const block = []
    blocks.set(title, block)
    try {
      const mod = await import(file)
      if (typeof mod[name] !== 'function') throw new Error(`${file} exports no function ${name}`)
      const started = performance.now()
      const lines = await mod[name](options)
      for (const line of lines ?? []) {
        const text =
          typeof line === 'string'
            ? line
            : `- ${line.metric}: ${line.value}${line.target ? ` (target ${line.target}: ${line.met ? 'met' : 'NOT met'})` : ''}`
        block.push(text)
        console.log(`${title} · ${text}`)
      }
      json.results[`module ${file}`] = { lines, seconds: Math.round((performance.now() - started) / 1000) }
    } catch (error) {
      block.push(`Not measured: ${error.message}`)
      console.error(`${title}: ${error.stack ?? error}`)
    }
  }
}

// 8. Lighthouse (mobile preset, Debian Chromium, median of 5 with the host's benchmarkIndex of each
//    run): heavy, last. With BENCH_BASE, the base commit's build is measured in the same loop, run for
//    run alternated with this tree's, so both medians come from the same minutes of the same host.
//    Each page is measured twice: with the preset's 4× CPU slowdown on this host, and as on a slow
//    host (BENCH_SLOW_HOST_INDEX, default 1,100: the slow side of what this machine kind has shown),
//    the slowdown scaled by this host's median benchmarkIndex over it. The offer page (a sent offer
//    on a fresh PostgreSQL database, bench/offer.mjs) is measured too; it is noindex by design.
if (runs('lighthouse') && !skipLighthouse) {
  const lhRuns = quick ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
  const slowRuns = quick ? 1 : Number(process.env.BENCH_LIGHTHOUSE_SLOW_RUNS ?? 3)
  const slowHostIndex = Number(process.env.BENCH_SLOW_HOST_INDEX ?? 1100)
  const server2 = await startServer({ port: basePort + 3, env: { OPEN_METEO_URL: 'http://127.0.0.1:9' } })
  const baseServer = base
    ? await startServer({ port: basePort + 7, cwd: base.dir, env: { OPEN_METEO_URL: 'http://127.0.0.1:9' } })
    : null
  const indexes = (lh) => lh.runs.map((r) => r.benchmarkIndex).join(', ')
  /** `count` runs of our page (alternated with the base's, if any): their medians, or null. */
  async function alternate(label, ours, theirs, count, options) {
    const mine = { scores: [], failures: [] }
    const other = { scores: [], failures: [] }
    for (let i = 0; i < count; i++) {
      const one = await lighthouseOnce(ours, mine.failures, options)
      if (one) mine.scores.push(one)
      if (!theirs) continue
      const two = await lighthouseOnce(theirs, other.failures, options)
      if (two) other.scores.push(two)
    }
    let lh = null
    try {
      lh = lighthouseMedians(mine.scores, mine.failures)
    } catch (error) {
      // One page Lighthouse could not measure is a row that says so, not a lost report.
      record('Lighthouse', `${label} (mobile)`, `not measured: ${error.message}`, '≥98', false)
    }
    return { lh, base: other.scores.length ? lighthouseMedians(other.scores, other.failures) : null }
  }
  async function measure(label, ours, theirs, { noindex = false } = {}) {
    const normal = await alternate(label, ours, theirs, lhRuns)
    const lh = normal.lh
    if (!lh) return
    json.results[`lighthouse ${label}`] = lh
    const seoOk = noindex || lh.seo === 100
    const ok = lh.performance >= 98 && lh.accessibility === 100 && lh.bestPractices === 100 && seoOk
    const completed = lh.runs.length
    record(
      'Lighthouse',
      `${label} perf/a11y/best/SEO (mobile, median of ${completed}${lh.failedRuns ? `; ${lh.failedRuns} run(s) failed` : ''}; benchmarkIndex ${indexes(lh)})`,
      `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
      noindex ? '≥98 / 100 / 100 / — (noindex by design)' : '≥98 / 100 / 100 / 100',
      ok,
    )
    record('Lighthouse', `${label} total blocking time (median)`, `${lh.tbtMs} ms`, '≤ 150 ms', lh.tbtMs <= 150)
    if (normal.base) {
      json.results[`lighthouse ${label} base`] = { ...normal.base, commit: base.sha }
      record(
        'Lighthouse',
        `${label} performance and TBT, this tree vs ${base.sha.slice(0, 7)} alternated (benchmarkIndex ${indexes(normal.base)})`,
        `${lh.performance} vs ${normal.base.performance}; ${lh.tbtMs} ms vs ${normal.base.tbtMs} ms`,
      )
    }
    if (slowRuns < 1) return
    const cpuSlowdown = Math.max(4, Math.round((4 * lh.benchmarkIndex * 10) / slowHostIndex) / 10)
    const slow = await alternate(`${label} on a slow host`, ours, theirs, slowRuns, { cpuSlowdown })
    if (!slow.lh) return
    json.results[`lighthouse ${label} slow host`] = { ...slow.lh, cpuSlowdown }
    const against = slow.base ? ` (${base.sha.slice(0, 7)}: ${slow.base.performance}, ${slow.base.tbtMs} ms)` : ''
    record(
      'Lighthouse',
      `${label} as on a host of benchmarkIndex ${slowHostIndex} (CPU ×${cpuSlowdown}, median of ${slow.lh.runs.length}): performance, TBT`,
      `${slow.lh.performance}, ${slow.lh.tbtMs} ms${against}`,
      '≥98, ≤ 150 ms',
      slow.lh.performance >= 98 && slow.lh.tbtMs <= 150,
    )
  }
  try {
    for (const route of lighthouseRoutes) {
      // A page the base commit does not have yet is measured alone.
      const theirs = baseServer ? `${baseServer.url}${route}` : null
      const baseHasIt = theirs ? (await fetch(theirs)).status === 200 : false
      await measure(route, `${server2.url}${route}`, baseHasIt ? theirs : null)
    }
  } finally {
    await server2.stop()
    await baseServer?.stop()
  }
  if (process.env.BENCH_LIGHTHOUSE_OFFER !== '0') {
    try {
      await withSentOffer({ port: basePort + 8 }, ({ server: offerServer, token }) =>
        measure('/offer/<token>', `${offerServer.url}/offer/${token}`, null, { noindex: true }),
      )
    } catch (error) {
      record('Lighthouse', '/offer/<token> (mobile)', `not measured: ${error.message}`, '≥98', false)
    }
  }
}

// Report. A run of some sections only (BENCH_ONLY) keeps the other areas' rows and modules from the
// previous report, each saying the day it was measured, so the report stays whole.
mkdirSync(new URL('./', import.meta.url), { recursive: true })
// A copy: the kept rows below go to the report's JSON as measured, to its markdown with their day.
json.rows = [...rows]
json.blocks = Object.fromEntries([...blocks].map(([title, lines]) => [title, { date: json.date, lines }]))
if (only && previousReport?.rows) {
  const areas = new Set(rows.map((r) => r.area))
  for (const r of previousReport.rows) {
    if (areas.has(r.area)) continue
    const kept = { ...r, date: r.date ?? previousReport.date }
    rows.push({ ...kept, metric: `${kept.metric} — kept from the run of ${kept.date.slice(0, 10)}` })
    json.rows.push(kept)
  }
  for (const [title, block] of Object.entries(previousReport.blocks ?? {})) {
    if (blocks.has(title)) continue
    blocks.set(title, [`_Kept from the run of ${block.date.slice(0, 10)}._`, ...block.lines])
    json.blocks[title] = block
  }
}
const sections = [...blocks].flatMap(([title, lines]) => ['', `## ${title}`, '', ...lines])
const md = [
  '# HERRA benchmark report',
  '',
  `Run ${json.date} on ${json.machine}, loopback only (autocannon, 10 connections, requests sent with Chromium's Accept-Encoding).`,
  '',
  '| Area | Metric | Value | Target | |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.area} | ${r.metric} | ${r.value} | ${r.target} | ${r.met} |`),
  ...sections,
  '',
].join('\n')
writeFileSync(new URL('./report.md', import.meta.url), md)
writeFileSync(new URL('./report.json', import.meta.url), JSON.stringify(json, null, 2))
console.log('\nwritten: bench/report.md, bench/report.json')
process.exit(0)
