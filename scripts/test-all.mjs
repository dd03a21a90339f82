// `npm test`: every phase in order (the README's test command; .ci/run calls it). Stops at the first
// step that fails, and prints each phase's time at the end either way, so a slow phase is seen.
// A step of several phases runs them at once (the type check, the linter and the build read the same
// sources and write nothing the others read, once the route types are generated; the built tests and
// the hostile suite each start their own servers on free ports); their output is printed phase by
// phase as each ends, so it never interleaves (decisions 125, 126).
// The hostile suite runs HOSTILE_RUNS generated requests per endpoint (200 here; `npm run bench`
// runs 2,000 and prints their times, decision 041).
import { spawn } from 'node:child_process'

const steps = [
  [['browser', ['node', 'scripts/check-chromium.mjs']]],
  [['route types', ['npx', 'react-router', 'typegen']]],
  [
    ['typecheck', ['npx', 'tsc', '--noEmit']],
    ['lint', ['npm', 'run', '--silent', 'lint']],
    ['build', ['npm', 'run', '--silent', 'build']],
    ['unit and integration', ['npm', 'run', '--silent', 'test:unit']],
  ],
  [
    ['with the build', ['npm', 'run', '--silent', 'test:built']],
    ['hostile input', ['npm', 'run', '--silent', 'test:hostile']],
  ],
  [['end to end', ['npm', 'run', '--silent', 'test:e2e']]],
]

const env = { ...process.env, HOSTILE_RUNS: process.env.HOSTILE_RUNS ?? '200' }

/** Runs one phase; alone, its output goes straight to the terminal, else it is kept and returned. */
function run(name, [cmd, ...args], alone) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.once('close', (c, signal) =>
      resolve({ name, seconds: (Date.now() - started) / 1000, ok: (c ?? (signal ? 1 : 0)) === 0, output }),
    )
  })
}

const times = []
let failed = null
const wallStarted = Date.now()
for (const step of steps) {
  const alone = step.length === 1
  for (const [name, command] of step) console.log(`\n▶ ${name}: ${command.join(' ')}`)
  const results = await Promise.all(
    step.map(([name, command]) =>
      run(name, command, alone).then((result) => {
        if (!alone) {
          console.log(`\n── ${name} (${result.ok ? 'passed' : 'FAILED'}) ──`)
          process.stdout.write(Buffer.concat(result.output))
        }
        return result
      }),
    ),
  )
  for (const result of results) times.push(result)
  failed = results.find((result) => !result.ok)?.name ?? null
  if (failed) break
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`
console.log('\nnpm test — time per phase (phases of one step run at once)')
for (const { name, seconds, ok } of times)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(22)} ${minutes(seconds).padStart(12)}`)
console.log(`  ${'total, wall clock'.padEnd(24)} ${minutes((Date.now() - wallStarted) / 1000).padStart(12)}`)
if (failed) {
  console.error(`\nnpm test: the phase "${failed}" failed.`)
  process.exit(1)
}
