// BENCH_BASE=<commit>: a production build of another commit (the last landed one, say), measured in
// the same run as this tree, so a figure reads as a ratio taken on the same host at the same time
// rather than as an absolute from another day (Lighthouse moves with the host's speed).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A checkout of `commit` beside this one (a detached git worktree under the temp folder), built once
 * with this checkout's node_modules when its lock file is the same (else with its own, `npm ci`);
 * answers its folder, ready for `startServer({ cwd })`.
 */
export function prepareBase(commit) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' }).trim()
  const dir = path.join(tmpdir(), `herra-bench-base-${sha.slice(0, 12)}`)
  if (!existsSync(path.join(dir, 'build', 'server'))) {
    if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { stdio: 'inherit' })
    if (!existsSync(path.join(dir, 'node_modules'))) {
      // Same locked dependencies: this checkout's node_modules serve; otherwise its own, as locked.
      const lock = (folder) => readFileSync(path.join(folder, 'package-lock.json'), 'utf8')
      if (lock(dir) === lock('.')) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
      else {
        const install = (command) =>
          execFileSync('npm', [command, '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] })
        // As .ci/run: `npm ci` may refuse a lock file the registry here cannot complete; `npm install` then.
        try {
          install('ci')
        } catch {
          install('install')
        }
      }
    }
    console.log(`bench: building ${sha.slice(0, 12)} in ${dir}`)
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  return { sha, dir }
}
