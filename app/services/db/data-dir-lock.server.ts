import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { StartupError } from '../data-dir.server'

/**
 * One writer per DATA_DIR (docs/decisions/080-one-writer-per-data-dir.md): the embedded database is
 * opened only by the process holding an exclusive kernel lock on `DATA_DIR/pglite.lock` — an
 * open-file-description lock (Linux `F_OFD_SETLK`, through `fs-native-extensions`), which the
 * kernel releases when the descriptor is closed or the process dies, `kill -9` included: no stale
 * lock is ever left behind. The file also holds the holder's pid, for the message of the refused.
 */

export const LOCK_FILE = 'pglite.lock'

interface FsNativeExtensions {
  tryLock(fd: number, offset?: number, length?: number, opts?: { shared?: boolean }): boolean
}

let native: FsNativeExtensions | undefined
function lockApi(): FsNativeExtensions {
  // A native addon (prebuilt for linux-x64/arm64, darwin, win32): loaded only by the embedded database.
  native ??= createRequire(import.meta.url)('fs-native-extensions') as FsNativeExtensions
  return native
}

export interface DataDirLock {
  readonly file: string
  /** Closes the descriptor: the kernel drops the lock. Safe to call twice. */
  release(): void
}

/** The pid written by the holder, if the file says one. */
function holderPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * Takes the writer's lock of `dataDir` or throws a StartupError naming the folder and the pid of
 * the process that holds it. Never waits: a second server stops at once.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir)
  const file = path.join(folder, LOCK_FILE)
  // 'a+': created if missing, never truncated before the lock is ours (the holder's pid stays readable).
  const fd = openSync(file, 'a+', 0o600)
  let locked = false
  try {
    locked = lockApi().tryLock(fd)
  } catch (error) {
    closeSync(fd)
    throw error
  }
  if (!locked) {
    closeSync(fd)
    const pid = holderPid(file)
    throw new StartupError(
      `The data folder ${folder} (DATA_DIR) is in use by another server (pid ${pid ?? 'unknown'}): ` +
        'one server per folder. Stop that one first, or give this one another DATA_DIR.',
    )
  }
  ftruncateSync(fd, 0)
  writeSync(fd, `${process.pid}\n`, 0)
  let released = false
  return {
    file,
    release() {
      if (released) return
      released = true
      closeSync(fd)
    },
  }
}
