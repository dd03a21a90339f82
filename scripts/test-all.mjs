// `npm test`: every phase in order (the README's test command; .ci/run calls it). Stops at the first
// phase that fails, and prints each phase's time at the end either way, so a slow phase is seen.
// The hostile suite runs HOSTILE_RUNS generated requests per endpoint (200 here; `npm run bench`
// runs 2,000 and prints their times, decision 041).
import { spawn } from 'node:child_process'

const phases = [
  ['browser', ['node', 'scripts/check-chromium.mjs']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['build', ['npm', 'run', '--silent', 'build']],
  ['unit and integration', ['npm', 'run', '--silent', 'test:unit']],
  ['with the build', ['npm', 'run', '--silent', 'test:built']],
  ['hostile input', ['npm', 'run', '--silent', 'test:hostile']],
  ['end to end', ['npm', 'run', '--silent', 'test:e2e']],
]

const env = { ...process.env, HOSTILE_RUNS: process.env.HOSTILE_RUNS ?? '200' }
const times = []
let failed = null
for (const [name, [cmd, ...args]] of phases) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`)
  const code = await new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })
  times.push([name, (Date.now() - started) / 1000, code === 0])
  if (code !== 0) {
    failed = name
    break
  }
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`
console.log('\nnpm test — time per phase')
for (const [name, s, ok] of times) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(22)} ${minutes(s).padStart(12)}`)
console.log(`  ${'total'.padEnd(24)} ${minutes(times.reduce((sum, [, s]) => sum + s, 0)).padStart(12)}`)
if (failed) {
  console.error(`\nnpm test: the phase "${failed}" failed.`)
  process.exit(1)
}
