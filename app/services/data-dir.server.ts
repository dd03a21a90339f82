import { randomBytes } from 'node:crypto'
import { open, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, tightenDataDir } from './data-dir-modes.server'

/**
 * DATA_DIR on first start: checked once, before anything else writes
 * there, so a read-only or full disk is reported as one sentence naming the folder and the cause;
 * and the home of the generated SESSION_SECRET when none is configured outside production.
 */

export class StartupError extends Error {
  override name = 'StartupError'
}

const CAUSES: Record<string, string> = {
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied (the server’s user may not write there)',
  EPERM: 'the operation is not permitted there',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exhausted',
  ENOTDIR: 'a part of that path is a file, not a folder',
  EISDIR: 'a file the server needs there is a folder',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'the path loops through symbolic links',
  EMFILE: 'the process has too many open files',
  EIO: 'the disk reported an input/output error',
}

/** One sentence: which folder, what went wrong. */
export function dataDirProblem(dataDir: string, error: unknown): StartupError {
  const code = (error as { code?: unknown } | null)?.code
  const cause =
    typeof code === 'string' && CAUSES[code]
      ? `${CAUSES[code]} (${code})`
      : error instanceof Error
        ? error.message.split('\n')[0]
        : String(error)
  return new StartupError(`Cannot use the data folder ${path.resolve(dataDir)} (DATA_DIR): ${cause}.`)
}

export const isMemoryDataDir = (dataDir: string) => dataDir.startsWith('memory://')

/** pino-compatible; optional. */
interface DataDirLogger {
  warn(obj: Record<string, unknown>, msg: string): void
}

/**
 * Creates DATA_DIR if needed (0700), takes away what others may read or write in it (with a
 * warning naming what changed, decision 046) and proves it writable: a small file is written,
 * flushed to disk and removed. Any failure becomes a StartupError naming the folder and the cause.
 */
export async function prepareDataDir(dataDir: string, logger?: DataDirLogger): Promise<void> {
  if (isMemoryDataDir(dataDir)) return
  const probe = path.join(dataDir, `.write-probe-${process.pid}`)
  try {
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
    const tightened = await tightenDataDir(dataDir)
    if (tightened.folders + tightened.files > 0) {
      logger?.warn(
        { dataDir: path.resolve(dataDir), ...tightened },
        'DATA_DIR was readable by other users: folders set to 0700 and files to 0600',
      )
    }
    const handle = await open(probe, 'w', PRIVATE_FILE_MODE)
    try {
      await handle.writeFile(randomBytes(16 * 1024))
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rm(probe, { force: true })
  } catch (error) {
    await rm(probe, { force: true }).catch(() => {})
    throw dataDirProblem(dataDir, error)
  }
}

export const SESSION_SECRET_FILE = 'session-secret'
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43,}$/

/**
 * The SESSION_SECRET to use when none is configured (development, `npm start`): read from
 * `DATA_DIR/session-secret`, or on first start generated (256 random bits) and kept there,
 * readable by the server's user only. With in-memory data (tests), a fresh one per process.
 * Never a value known to anyone else: nobody can mint a club cookie for this instance.
 */
export async function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  const fresh = () => randomBytes(32).toString('base64url')
  if (isMemoryDataDir(dataDir)) return fresh()
  const file = path.join(dataDir, SESSION_SECRET_FILE)
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (SECRET_PATTERN.test(existing)) return existing
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw dataDirProblem(dataDir, error)
  }
  const secret = fresh()
  const temporary = `${file}.${process.pid}.tmp`
  try {
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
    await writeFile(temporary, `${secret}\n`, { mode: PRIVATE_FILE_MODE })
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {})
    throw dataDirProblem(dataDir, error)
  }
  return secret
}
