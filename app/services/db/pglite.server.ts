import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import v8 from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * The embedded database (decision 022): PGlite — PostgreSQL compiled to WebAssembly — tuned to
 * stay small in a long-running server.
 *
 * - PostgreSQL's default buffers (128 MB shared_buffers) live inside the WASM heap, which never
 *   shrinks; the server needs a few MB, so the settings below are sized for a small site.
 * - V8 compiles PGlite's 9 MB of WASM twice by default (Liftoff, then TurboFan for hot functions);
 *   the second copy costs ~40-70 MB of RSS for no measurable gain on this workload, so only
 *   Liftoff is used.
 * - `initdb` on a new folder grows the heap by ~440 MB that would stay for the process's life;
 *   it runs once, in a short-lived child process, and the server opens the finished folder.
 * - shared_buffers 2 MB (256 pages; 8 MB held ~7 MB more of RSS once open, ~10 MB after queries:
 *   docs/decisions/061-embedded-server-memory.md). Data safety does not depend on it: a commit's WAL
 *   is written to the files before the query returns, whatever the buffers (decision 022).
 */
const SETTINGS = ['shared_buffers=2MB', 'work_mem=2MB', 'maintenance_work_mem=8MB', 'temp_buffers=2MB']

/** PGlite's own start parameters plus the memory settings above. */
/** Trigram indexes for the desk's inbox search (decision 024); PostgreSQL has pg_trgm in contrib. */
const extensions = { pg_trgm }

export const embeddedStartParams: string[] = [...PGlite.defaultStartParams, ...SETTINGS.flatMap((s) => ['-c', s])]

let liftoffOnly = false
function compileWasmWithLiftoffOnly() {
  if (liftoffOnly) return
  liftoffOnly = true
  // Read when a WASM module is compiled, i.e. by the first `new PGlite()` after this call.
  v8.setFlagsFromString('--liftoff-only')
}

/** Creates the cluster in `dbDir` in a child process (so its memory goes away with it). */
async function initdbInChildProcess(dbDir: string): Promise<void> {
  const require = createRequire(import.meta.url)
  const pgliteEntry = require.resolve('@electric-sql/pglite')
  const staging = `${dbDir}.initdb-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  const script = `
    const { PGlite } = require(${JSON.stringify(pgliteEntry)})
    const db = new PGlite(${JSON.stringify(staging)})
    db.waitReady.then(() => db.close()).then(() => process.exit(0), (error) => { console.error(error); process.exit(1) })
  `
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--liftoff-only', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '' },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the embedded database failed (${code ?? signal}): ${stderr.trim().slice(-500)}`)),
    )
  })
  // The folder appears complete or not at all: a start interrupted here creates it again.
  renameSync(staging, dbDir)
}

/**
 * Opens the embedded database kept in `DATA_DIR/pglite`, creating it on first start.
 * `memory://` keeps it in memory (unit tests): nothing to keep, so no child process.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  compileWasmWithLiftoffOnly()
  if (dataDir.startsWith('memory://')) {
    const client = new PGlite({ startParams: embeddedStartParams, extensions })
    await client.waitReady
    return client
  }
  const dbDir = path.resolve(dataDir, 'pglite')
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dbDir), { recursive: true })
    if (existsSync(dbDir)) {
      // Never delete what may be someone's data: only an empty folder is taken over.
      if (readdirSync(dbDir).length > 0) {
        throw new Error(`${dbDir} is not an embedded database (no PG_VERSION) and not empty: move it away first`)
      }
      rmSync(dbDir, { recursive: true })
    }
    await initdbInChildProcess(dbDir)
  }
  const client = new PGlite(dbDir, { startParams: embeddedStartParams, extensions })
  await client.waitReady
  return client
}
