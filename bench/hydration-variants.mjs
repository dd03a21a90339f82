// Where hydration waits for the first interaction (docs/decisions/101-one-page-pipeline.md):
// paint-first's rewrite of the HTML stream (the module preloads and script held back, started by the
// bootstrap) against React Router's document as it writes it, the client entry waiting for the first
// interaction before `hydrateRoot` (HYDRATE_IN_ENTRY=1). Same build, two servers; Lighthouse mobile
// (`npx lighthouse`, bench/lib.mjs) on each page, runs alternated, medians.
// `node bench/hydration-variants.mjs` alone (needs a build), or `benchHydrationVariants()` from run.mjs.
import { lighthouseMedians, lighthouseOnce, startServer } from './lib.mjs'

const RUNS = Number(process.env.BENCH_VARIANT_RUNS ?? 3)
const ROUTES = (process.env.BENCH_VARIANT_ROUTES ?? '/,/fleet,/contact').split(',')

export async function benchHydrationVariants({ port = 4830 } = {}) {
  const env = { OPEN_METEO_URL: 'http://127.0.0.1:9', RATE_LIMIT_MAX: '1000000' }
  const rewrite = await startServer({ port, env })
  const entry = await startServer({ port: port + 1, env: { ...env, HYDRATE_IN_ENTRY: '1' } })
  const lines = [
    `Lighthouse mobile, median of ${RUNS} runs each, the two variants alternated (same build):`,
    '',
    '| page | stream rewrite (paint-first): performance, TBT | client entry waits: performance, TBT | runs (rewrite / entry) |',
    '| --- | --- | --- | --- |',
  ]
  try {
    for (const route of ROUTES) {
      const a = { scores: [], failures: [] }
      const b = { scores: [], failures: [] }
      for (let i = 0; i < RUNS; i++) {
        const one = await lighthouseOnce(`${rewrite.url}${route}?lang=fr`, a.failures)
        if (one) a.scores.push(one)
        const two = await lighthouseOnce(`${entry.url}${route}?lang=fr`, b.failures)
        if (two) b.scores.push(two)
      }
      const ma = lighthouseMedians(a.scores, a.failures)
      const mb = lighthouseMedians(b.scores, b.failures)
      const runs = (m) => m.runs.map((r) => `${r.performance}/${r.tbtMs}`).join(', ')
      const line = `| ${route} | ${ma.performance}, ${ma.tbtMs} ms | ${mb.performance}, ${mb.tbtMs} ms | ${runs(ma)} / ${runs(mb)} (benchmarkIndex ${ma.benchmarkIndex}, ${mb.benchmarkIndex}) |`
      console.log(line)
      lines.push(line)
    }
  } finally {
    await rewrite.stop()
    await entry.stop()
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchHydrationVariants({ port: Number(process.env.BENCH_PORT ?? 4830) })) console.log(line)
}
