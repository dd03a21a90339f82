// Hostile input (acceptance): runs the integration suite tests/integration/hostile-input.test.ts
// (generated hostile requests to every POST endpoint, form action and GET API of the production
// server process on 127.0.0.1, /healthz probed all along) and prints its answer times against the
// goals: the suite asserts behaviour only (decision 041), its times are judged here.
// BENCH_QUICK=1: 300 requests per endpoint instead of 2,000. Use: `node bench/hostile.mjs`, or
// import { runHostileBench } (bench/run.mjs does): it returns report rows
// { area, metric, value, target, met }.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

export async function runHostileBench({ quick = process.env.BENCH_QUICK === '1' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'herra-hostile-bench-'))
  const reportFile = path.join(dir, 'hostile.json')
  const runs = process.env.HOSTILE_RUNS ?? (quick ? '300' : '2000')
  try {
    const code = await new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.hostile.config.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, HOSTILE_RUNS: runs, HOSTILE_REPORT: reportFile },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
      child.once('exit', (exitCode) => resolve(exitCode))
    })
    let report
    try {
      report = JSON.parse(readFileSync(reportFile, 'utf8'))
    } catch {
      return [
        {
          area: 'Hostile input',
          metric: 'suite',
          value: `no figures (vitest exit ${code})`,
          target: 'passes',
          met: false,
        },
      ]
    }
    const fast = report.endpoints.filter((e) => !e.held)
    const slow = report.endpoints.filter((e) => e.held)
    const worstFast = fast.reduce((a, e) => (e.worstMs > a.worstMs ? e : a), { worstMs: 0, name: '' })
    const worstSlow = slow.reduce((a, e) => (e.worstMs > a.worstMs ? e : a), { worstMs: 0, name: '' })
    const fiveXx = report.endpoints.reduce(
      (n, e) =>
        n +
        Object.entries(e.statuses)
          .filter(([s]) => s === '0' || Number(s) >= 500)
          .reduce((m, [, c]) => m + c, 0),
      0,
    )
    const ms = (v) => `${Math.round(v * 10) / 10} ms`
    return [
      {
        area: 'Hostile input',
        metric: `requests (${report.runs} per endpoint × ${report.endpoints.length}, ${Math.round(report.elapsedS)} s)`,
        value: report.runs * report.endpoints.length,
      },
      {
        area: 'Hostile input',
        metric: `worst-case answer (${worstFast.name})`,
        value: ms(worstFast.worstMs),
        target: '< 100 ms',
        met: worstFast.worstMs < 100,
      },
      {
        area: 'Hostile input',
        metric: `worst-case club answer, incl. the 1 s hold (${worstSlow.name})`,
        value: ms(worstSlow.worstMs),
        target: '< 1100 ms',
        met: worstSlow.worstMs < 1100,
      },
      {
        area: 'Hostile input',
        metric: 'p99 answer, slowest endpoint / club (incl. the 1 s hold)',
        value: `${ms(Math.max(...fast.map((e) => e.p99Ms)))} / ${ms(Math.max(...slow.map((e) => e.p99Ms)))}`,
      },
      {
        area: 'Hostile input',
        metric: '/healthz worst during the run',
        value: ms(report.healthz.worstMs),
        target: '< 100 ms',
        met: report.healthz.worstMs < 100,
      },
      {
        area: 'Hostile input',
        metric: 'p99 answer, slowest endpoint (goal as the worst case)',
        value: ms(Math.max(...fast.map((e) => e.p99Ms))),
        target: '< 100 ms',
        met: Math.max(...fast.map((e) => e.p99Ms)) < 100,
      },
      { area: 'Hostile input', metric: '5xx or unanswered', value: fiveXx, target: '0', met: fiveXx === 0 },
      {
        area: 'Hostile input',
        metric: 'suite (every request answered, no 5xx, no stack trace, nothing stored)',
        value: code === 0 ? 'passed' : 'FAILED',
        target: 'passed',
        met: code === 0,
      },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runHostileBench()) {
    console.log(
      `${row.area} · ${row.metric}: ${row.value}${row.target ? `  (target ${row.target}: ${row.met ? 'met' : 'NOT met'})` : ''}`,
    )
  }
}

/** bench/run.mjs's module interface: the same rows, as { metric, value, target, met }. */
export async function benchHostile() {
  return (await runHostileBench()).map(({ metric, value, target, met }) => ({ metric, value, target, met }))
}
