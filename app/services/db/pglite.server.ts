import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import v8 from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { amcheck } from '@electric-sql/pglite/contrib/amcheck'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { lockDataDir, type DataDirLock } from './data-dir-lock.server'
import { DurableNodeFS } from './durable-fs.server'
import { checkIntegrity } from './integrity.server'

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
/**
 * Trigram indexes for the desk's inbox search (decision 024); PostgreSQL has pg_trgm in contrib.
 * amcheck: the integrity check at start (docs/decisions/082-integrity-check-at-start.md).
 */
const extensions = { pg_trgm, amcheck }

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
    const db = new PGlite(${JSON.stringify(staging)}, { initDbStartParams: ['--data-checksums'] })
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

export interface OpenPgliteOptions {
  /**
   * fsync the write-ahead log before each answer (docs/decisions/081-durable-embedded-commits.md).
   * Default true; only the bench turns it off, to measure what it costs.
   */
  durable?: boolean
  /** Check indexes against tables before serving (default true; the bench skips it). */
  checkIntegrity?: boolean
}

export interface EmbeddedDatabase {
  client: PGlite
  /** The writer's lock of DATA_DIR (decision 080); none in memory. */
  lock?: DataDirLock
  /** The durable file system, when on disk and durable: counts its fsync calls. */
  fs?: DurableNodeFS
  /** Closes the database, then lets go of the lock. Safe to call twice. */
  close(): Promise<void>
}

/**
 * Opens the embedded database kept in `DATA_DIR/pglite`, creating it on first start, once this
 * process holds the folder's writer lock (decision 080); then checks it (decision 082).
 * `memory://` keeps it in memory (unit tests): nothing to keep, so no lock and no child process.
 */
export async function openPglite(dataDir: string, options: OpenPgliteOptions = {}): Promise<EmbeddedDatabase> {
  compileWasmWithLiftoffOnly()
  if (dataDir.startsWith('memory://')) {
    const client = new PGlite({ startParams: embeddedStartParams, extensions })
    await client.waitReady
    return {
      client,
      close: async () => {
        if (!client.closed) await client.close()
      },
    }
  }
  mkdirSync(path.resolve(dataDir), { recursive: true })
  const lock = lockDataDir(dataDir)
  try {
    const dbDir = path.resolve(dataDir, 'pglite')
    if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
      if (existsSync(dbDir)) {
        // Never delete what may be someone's data: only an empty folder is taken over.
        if (readdirSync(dbDir).length > 0) {
          throw new Error(`${dbDir} is not an embedded database (no PG_VERSION) and not empty: move it away first`)
        }
        rmSync(dbDir, { recursive: true })
      }
      await initdbInChildProcess(dbDir)
    }
    const fs = options.durable === false ? undefined : new DurableNodeFS(dbDir)
    const client = fs
      ? new PGlite({ fs, startParams: embeddedStartParams, extensions })
      : new PGlite(dbDir, { startParams: embeddedStartParams, extensions })
    await client.waitReady
    if (options.checkIntegrity !== false) {
      try {
        await checkIntegrity(client, dbDir)
      } catch (error) {
        await client.close().catch(() => {})
        throw error
      }
    }
    return {
      client,
      lock,
      fs,
      close: async () => {
        try {
          if (!client.closed) await client.close()
        } finally {
          lock.release()
        }
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}
