// Memory of everything `npm start` runs (decision 022): RSS of the built server
// AND of every process it started (summed; PSS beside it, which shares shared pages fairly), idle
// and after a load of page views and lead posts, for the embedded default and for PostgreSQL.
//
// Loopback only, bounded in count. The PostgreSQL run creates its own database on
// BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) and drops
// it afterwards; that server's own processes are not ours and are not counted.
// Use: `node bench/memory.mjs` after `npm run build` (MEMORY_BENCH_PORT: first of two ports), or
// import { benchMemory } (bench/run.mjs does): it resolves to the report's markdown lines.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { BENCH_SECRETS, startServer } from './lib.mjs'

const PAGES = [
  '/',
  '/about',
  '/experience',
  '/services',
  '/services/courtier-aviation',
  '/services/assistance-24-7',
  '/fleet',
  '/contact',
  '/contact/club-herra',
  '/herra',
  '/news',
  '/quote-form',
  '/legal',
  '/privacy',
  '/?lang=en',
  '/fleet?lang=en',
  '/contact?lang=en',
  '/member-login',
  '/sitemap.xml',
]
export const TARGET_MB = 250
/** The embedded default's idle goal (`npm start` waiting for its first visitor). */
export const EMBEDDED_IDLE_TARGET_MB = 150

const REPO = fileURLToPath(new URL('..', import.meta.url))
/** The `npm start` script of the checkout in `dir` (this one by default). */
const startScript = (dir = REPO) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start

/** The node flags `npm start` gives the server (package.json), so the bench runs exactly that. */
export function startNodeFlags(dir = REPO) {
  return /\bnode\s+((?:--\S+\s+)*)server\.js/.exec(startScript(dir))?.[1].trim() ?? ''
}

/** The environment `npm start` sets before `node` (the C library's allocator settings, decision 022). */
export function startEnv(dir = REPO) {
  const prefix = /((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node\s/.exec(startScript(dir))?.[1] ?? ''
  return Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2)),
  )
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Every process below `rootPid` (children, grandchildren…), itself included. */
function processTree(rootPid) {
  const parents = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Field 4 of /proc/PID/stat is the parent; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // gone meanwhile
    }
  }
  const tree = [rootPid]
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid)
  }
  return tree
}

function kbOf(file, field) {
  try {
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** RSS and PSS in MB of a process and all its descendants. */
export function treeMemory(rootPid) {
  const pids = processTree(rootPid)
  let rss = 0
  let pss = 0
  for (const pid of pids) {
    rss += kbOf(`/proc/${pid}/status`, 'VmRSS')
    pss += kbOf(`/proc/${pid}/smaps_rollup`, 'Pss')
  }
  return { processes: pids.length, rssMb: Math.round(rss / 1024), pssMb: Math.round(pss / 1024) }
}

const leadBody = (i) =>
  JSON.stringify({
    firstName: 'Camille',
    lastName: 'Durand',
    email: `memory-bench-${i}@example.com`,
    phone: '+33 6 12 34 56 78',
    departure: 'LBG',
    destination: 'DXB',
    date: '2026-12-01',
    pax: 6,
    message: 'Aller simple, départ vers 11 h. Deux bagages par personne.',
    aircraft: 'Falcon 7X',
    consent: true,
    company: '',
    est: 123456,
    lang: 'fr',
  })

/** The environment the measured servers run with: `npm start`'s, on `databaseUrl` (none: embedded). */
const serverEnv = (databaseUrl, dir = REPO) => ({
  ...startEnv(dir),
  NODE_OPTIONS: [startNodeFlags(dir), process.env.NODE_OPTIONS].filter(Boolean).join(' '),
  DATABASE_URL: databaseUrl ?? '',
  RATE_LIMIT_MAX: '1000000000',
  OPEN_METEO_URL: 'http://127.0.0.1:9',
  NOTIFY_EMAIL: 'desk@example.com',
})

/** Seconds after /healthz first answers at which a server counts as idle (no visitor yet). */
const IDLE_AFTER_S = 3
/** Extra starts of the embedded server for its idle figure: one start varies by ~10 MB (decision 071). */
export const EXTRA_IDLE_STARTS = 4

/** Share of the machine's CPU time left idle over `ms` (from /proc/stat). */
async function idleShare(ms) {
  const read = () => {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    return { total: ticks.reduce((a, b) => a + b, 0), idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) }
  }
  const before = read()
  await sleep(ms)
  const after = read()
  return (after.idle - before.idle) / Math.max(1, after.total - before.total)
}

/**
 * Waits (60 s at most) until the machine is quiet: a server started while another job still
 * works (PostgreSQL after the lead load, say) starts slower and is measured at another moment of
 * its start-up, ~10 MB apart.
 */
async function quietMachine() {
  const started = Date.now()
  while (Date.now() - started < 60_000 && (await idleShare(1_000)) < 0.9) {
    // still busy
  }
}

/** RSS of a fresh server `IDLE_AFTER_S` after it answers, then stopped. */
async function idleOnce(port, databaseUrl, dir = REPO) {
  await quietMachine()
  const server = await startServer({ port, cwd: dir, env: serverEnv(databaseUrl, dir) })
  try {
    await sleep(IDLE_AFTER_S * 1000)
    return treeMemory(server.pid)
  } finally {
    await server.stop()
  }
}

async function measureOne({ name, port, databaseUrl, pageViews, leadPosts }) {
  await quietMachine()
  const server = await startServer({ port, env: serverEnv(databaseUrl) })
  try {
    await sleep(IDLE_AFTER_S * 1000)
    const idle = treeMemory(server.pid)
    const pages = await autocannon({
      url: server.url,
      connections: 10,
      amount: pageViews,
      requests: PAGES.map((p) => ({ method: 'GET', path: p })),
    })
    let n = 0
    const leads = await autocannon({
      url: server.url,
      connections: 4,
      amount: leadPosts,
      requests: [
        {
          method: 'POST',
          path: '/api/send-contact',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_SECRETS.PUBLIC_API_TOKEN}` },
          setupRequest: (req) => ({ ...req, body: leadBody(n++) }),
        },
      ],
    })
    await sleep(3_000)
    const loaded = treeMemory(server.pid)
    return {
      name,
      idle,
      loaded,
      pageViews: pages.requests.total,
      pagesNon2xx: pages.non2xx,
      leads2xx: leads['2xx'],
      leadsNon2xx: leads.non2xx,
    }
  } finally {
    await server.stop()
  }
}

async function withOwnDatabase(adminUrl, fn) {
  const pg = (await import('pg')).default
  const name = `herra_memory_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    return await fn(url.toString())
  } finally {
    const a = new pg.Client({ connectionString: adminUrl })
    await a.connect()
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await a.end()
  }
}

/**
 * @param {{ port?: number, pageViews?: number, leadPosts?: number, databaseUrl?: string | null }} [options]
 *   databaseUrl: null skips the PostgreSQL column.
 * @returns {Promise<string[]>} markdown lines
 */
export async function benchMemory({
  port = Number(process.env.MEMORY_BENCH_PORT ?? 4806),
  pageViews = 3_000,
  leadPosts = 100,
  databaseUrl = process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://root@127.0.0.1:5432/test',
  base = null,
} = {}) {
  const embedded = await measureOne({ name: 'embedded (npm start default)', port, pageViews, leadPosts })
  // The embedded idle figure is the median of several starts (each printed beside it); with a base
  // commit (bench/base.mjs), its build is started as many times, alternately, with its own `npm start`.
  const idles = [embedded.idle]
  const baseIdles = []
  for (let i = 0; i <= EXTRA_IDLE_STARTS; i++) {
    if (i > 0) idles.push(await idleOnce(port))
    if (base) baseIdles.push(await idleOnce(port + 2, undefined, base.dir))
  }
  const median = (list) => [...list].sort((a, b) => a.rssMb - b.rssMb)[Math.floor(list.length / 2)]
  const runs = [
    {
      ...embedded,
      idle: median(idles),
      idleStarts: idles.map((m) => m.rssMb),
      idleTargetMb: EMBEDDED_IDLE_TARGET_MB,
    },
  ]
  if (databaseUrl) {
    try {
      runs.push(
        await withOwnDatabase(databaseUrl, (url) =>
          measureOne({ name: 'PostgreSQL (DATABASE_URL)', port: port + 1, databaseUrl: url, pageViews, leadPosts }),
        ),
      )
    } catch (error) {
      runs.push({ name: `PostgreSQL: not measured (${error.message})` })
    }
  }
  const cell = (m) => (m ? `${m.rssMb} MB (PSS ${m.pssMb}, ${m.processes} proc.)` : '—')
  const beside = base
    ? [
        '',
        `Embedded idle, this tree vs ${base.sha.slice(0, 7)} started alternately, each with its own \`npm start\` (median of ${baseIdles.length} starts): ${median(idles).rssMb} MB vs ${median(baseIdles).rssMb} MB (${base.sha.slice(0, 7)}'s starts: ${baseIdles.map((m) => m.rssMb).join(', ')} MB).`,
      ]
    : []
  const lines = [
    `Memory: RSS of \`${Object.entries(startEnv())
      .map(([k, v]) => `${k}=${v} `)
      .join(
        '',
      )}node ${startNodeFlags()} server.js\` (as \`npm start\` runs it) and of every process it started, summed (target ≤ ${TARGET_MB} MB); load = ${pageViews} page views over ${PAGES.length} URLs + ${leadPosts} lead posts; idle = ${IDLE_AFTER_S} s after the server first answers.`,
    '',
    '| Database | Idle | After load | Load answered | Target | Idle goal |',
    '|---|---|---|---|---|---|',
    ...runs.map((r) =>
      r.idle
        ? `| ${r.name} | ${cell(r.idle)}${r.idleStarts ? `; median of ${r.idleStarts.length} starts: ${r.idleStarts.join(', ')} MB` : ''} | ${cell(r.loaded)} | ${r.pageViews} pages (${r.pagesNon2xx} non-2xx), ${r.leads2xx} leads stored (${r.leadsNon2xx} non-2xx) | ${
            Math.max(r.idle.rssMb, r.loaded.rssMb) <= TARGET_MB ? 'met' : 'NOT met'
          } | ${r.idleTargetMb ? `≤ ${r.idleTargetMb} MB: ${r.idle.rssMb <= r.idleTargetMb ? 'met' : 'NOT met'}` : ''} |`
        : `| ${r.name} | — | — | — | | |`,
    ),
    ...beside,
  ]
  return lines
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of await benchMemory()) console.log(line)
  process.exit(0)
}
