import { open, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * Durable commits for the embedded database (docs/decisions/081-durable-embedded-commits.md).
 *
 * PGlite runs PostgreSQL with fsync off (`-F`) and its WebAssembly `fsync` is a no-op: a commit
 * reaches the page cache, not the disk. PGlite calls its file system's `syncToFs()` after every
 * statement outside a transaction and after every transaction, before the caller gets the answer
 * (unless `relaxedDurability`, which this server never sets): this file system makes that call
 * fsync the write-ahead log — the segments written since the last sync, and the `pg_wal` folder
 * when a segment appeared. A checkpoint (PostgreSQL rewrites `global/pg_control`) also fsyncs the
 * data files changed since the previous one, so the log a checkpoint lets go of is never the only
 * copy of a change.
 */

const WAL_SEGMENT = /^[0-9A-F]{24}$/

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

async function walSegments(walDir: string): Promise<string[]> {
  return (await readdir(walDir)).filter((name) => WAL_SEGMENT.test(name)).sort()
}

/** Every file under `dir` modified at or after `sinceMs`, and the folders holding them. */
async function changedSince(dir: string, sinceMs: number, out: string[] = []): Promise<string[]> {
  let touched = false
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const before = out.length
      await changedSince(full, sinceMs, out)
      if (out.length > before) touched = true
    } else if (entry.isFile()) {
      const info = await stat(full).catch(() => undefined)
      if (info && info.mtimeMs >= sinceMs) {
        out.push(full)
        touched = true
      }
    }
  }
  if (touched) out.push(dir)
  return out
}

export class DurableNodeFS extends NodeFS {
  /** Counted for the bench and the tests: how many fsync calls the commits made. */
  fsyncs = 0
  private readonly walDir: string
  private readonly controlFile: string
  private lastSegment: string | undefined
  private segmentCount = -1
  private controlMtimeMs = -1
  private checkpointSyncedAt = 0

  constructor(dataDir: string) {
    super(dataDir)
    this.walDir = path.join(path.resolve(dataDir), 'pg_wal')
    this.controlFile = path.join(path.resolve(dataDir), 'global', 'pg_control')
  }

  override async syncToFs(): Promise<void> {
    const segments = await walSegments(this.walDir)
    // The segments written since the last sync: the one then current and every newer one.
    const from = this.lastSegment === undefined ? segments.length - 1 : segments.indexOf(this.lastSegment)
    for (const name of segments.slice(Math.max(0, from))) {
      await fsyncPath(path.join(this.walDir, name))
      this.fsyncs++
    }
    if (segments.length !== this.segmentCount) {
      await fsyncPath(this.walDir)
      this.fsyncs++
      this.segmentCount = segments.length
    }
    this.lastSegment = segments.at(-1)
    const control = await stat(this.controlFile).catch(() => undefined)
    if (control && control.mtimeMs !== this.controlMtimeMs) {
      const firstLook = this.controlMtimeMs === -1
      this.controlMtimeMs = control.mtimeMs
      if (!firstLook) await this.syncCheckpoint()
    }
  }

  /** After a checkpoint: the data files it wrote, then `pg_control`. */
  private async syncCheckpoint(): Promise<void> {
    const started = Date.now()
    const files = await changedSince(path.dirname(this.walDir), this.checkpointSyncedAt)
    for (const file of files) {
      await fsyncPath(file).catch(() => {})
      this.fsyncs++
    }
    this.checkpointSyncedAt = started - 1_000
  }

  override async closeFs(): Promise<void> {
    // PostgreSQL's shutdown checkpoint has just written every data file: all of it reaches the disk.
    await this.syncCheckpoint().catch(() => {})
    await super.closeFs()
  }
}
