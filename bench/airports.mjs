// Airport figures: the world table's size, the server's memory with it loaded, and the
// latency of GET /api/airports on loopback (goal: p99 ≤ 5 ms). Needs a build (`npm run build`).
// `node bench/airports.mjs` alone, or `benchAirports()` from bench/run.mjs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startServer } from './lib.mjs'

const TABLE = new URL('../app/services/airports/world-airports.json', import.meta.url)
const GOAL_P99_MS = 5

/** What people type, letter by letter as a combobox asks, in both languages, typos included. */
const QUERIES = [
  'Courchevel',
  'Mykonos',
  'Saint-Tropez',
  'Marrakech',
  'Riyadh',
  'Biggin Hill',
  'Abidjan',
  'Genève',
  'Londres',
  'Dubaï',
  'London',
  'New York',
  'Teterboro',
  'Paris',
  'LFPB',
  'KTEB',
  'Courchevl',
  'Marakech',
  'Athènes',
  'Suisse',
]
const keystrokes = QUERIES.flatMap((q) => Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2)))

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** One round of keystrokes on `url`, each answer's time pushed to `times`. */
async function keystrokeRound(url, lang, times) {
  for (const q of keystrokes) {
    const started = performance.now()
    const res = await fetch(`${url}/api/airports?q=${encodeURIComponent(q)}&lang=${lang}`)
    await res.arrayBuffer()
    times.push(performance.now() - started)
    if (res.status !== 200) throw new Error(`/api/airports answered ${res.status}`)
  }
}

const SEARCH_ENV = { AIRPORT_SEARCH_RATE_LIMIT_MAX: '1000000000', ESTIMATE_RATE_LIMIT_MAX: '1000000000' }

/**
 * @param {{ port?: number, rounds?: number, base?: { sha: string, dir: string } | null }} [options]
 *   base: another commit's build (bench/base.mjs), whose keystrokes are timed in the same run,
 *   round for round with this tree's.
 * @returns {Promise<{ metric: string, value: string, target?: string, met?: boolean }[]>}
 */
export async function airportFigures({
  port = Number(process.env.AIRPORTS_BENCH_PORT ?? 4807),
  rounds = 5,
  base = null,
} = {}) {
  const raw = readFileSync(TABLE)
  const rows = JSON.parse(raw.toString('utf8')).rows.length
  const server = await startServer({ port, env: SEARCH_ENV })
  const baseServer = base ? await startServer({ port: port + 100, cwd: base.dir, env: SEARCH_ENV }) : null
  try {
    // The table and its index are built when the API router is created; first answers warm the JIT.
    const idleRssMb = server.rssMb()
    await keystrokeRound(server.url, 'fr', [])
    if (baseServer) await keystrokeRound(baseServer.url, 'fr', [])
    const times = []
    const baseTimes = []
    for (let round = 0; round < rounds; round++) {
      const lang = round % 2 ? 'en' : 'fr'
      await keystrokeRound(server.url, lang, times)
      if (baseServer) await keystrokeRound(baseServer.url, lang, baseTimes)
    }
    baseTimes.sort((a, b) => a - b)
    times.sort((a, b) => a - b)
    // Hostile queries (tests/integration/world-airports.test.ts checks what they find):
    // a 60-character query of single letters, then twenty new five-letter ones, each a miss of the kept answers.
    const timed = async (q) => {
      const started = performance.now()
      const res = await fetch(`${server.url}/api/airports?q=${encodeURIComponent(q)}&lang=fr`)
      await res.arrayBuffer()
      return performance.now() - started
    }
    const lettersMs = await timed('a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f')
    let twentyMs = 0
    for (let i = 0; i < 20; i++) {
      const letters = 'abcdefghijklmnopqrstuvwxyz'
      twentyMs += await timed(Array.from({ length: 5 }, (_, j) => letters[(i * 7 + j * 3) % 26]).join(' '))
    }
    const p50 = percentile(times, 0.5).toFixed(2)
    const p99 = percentile(times, 0.99)
    return [
      { metric: 'airports in the world table', value: rows.toLocaleString('en-GB') },
      {
        metric: 'world-airports.json (server only)',
        value: `${(raw.length / 1024).toFixed(0)} KB, ${(gzipSync(raw).length / 1024).toFixed(0)} KB gzip`,
      },
      { metric: 'server RSS with the table and its index loaded (idle)', value: `${idleRssMb} MB` },
      { metric: `server RSS after ${times.length + keystrokes.length} searches`, value: `${server.rssMb()} MB` },
      {
        metric: `GET /api/airports p50 (one connection, keystroke by keystroke, ${times.length} requests)`,
        value: `${p50} ms`,
      },
      {
        metric: 'GET /api/airports p99',
        value: `${p99.toFixed(2)} ms${base ? ` (${base.sha.slice(0, 7)}, same rounds: ${percentile(baseTimes, 0.99).toFixed(2)} ms)` : ''}`,
        target: `≤ ${GOAL_P99_MS} ms`,
        met: p99 <= GOAL_P99_MS,
      },
      {
        metric: 'GET /api/airports, 30 one-letter words',
        value: `${lettersMs.toFixed(1)} ms`,
        target: '< 100 ms',
        met: lettersMs < 100,
      },
      {
        metric: 'GET /api/airports, 20 new queries of five one-letter words, together',
        value: `${twentyMs.toFixed(1)} ms`,
        target: '< 200 ms',
        met: twentyMs < 200,
      },
    ]
  } finally {
    await server.stop()
    await baseServer?.stop()
  }
}

/** The same figures as markdown lines. */
export async function benchAirports(options) {
  const figures = await airportFigures(options)
  return [
    '| Airports | Value | Target | |',
    '|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.metric} | ${f.value} | ${f.target ?? ''} | ${f.met === undefined ? '' : f.met ? 'met' : 'NOT met'} |`,
    ),
  ]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of await benchAirports()) console.log(line)
  process.exit(0)
}
