import { chmod, lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * DATA_DIR holds the embedded database, the outbox's e-mails and the session secret: readable by
 * the server's user only (decision 046). Folders 0700, files 0600 — the process starts with umask
 * 077 (server.js) so whatever it or PGlite creates is born that way; a tree made earlier, by hand
 * or by an older version, is tightened here at each start, and the server says what it changed.
 */

export const PRIVATE_FOLDER_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
/** The permission bits of the group and of others. */
const OPEN_TO_OTHERS = 0o077

export interface Tightened {
  folders: number
  files: number
  /** A few of the paths changed (relative to DATA_DIR), for the log line. */
  examples: string[]
}

/**
 * Takes the group's and others' permissions off DATA_DIR and everything in it: folders become
 * 0700, files keep their owner's bits only (0666 → 0600). Symbolic links are neither followed nor
 * changed. Returns what was changed.
 */
export async function tightenDataDir(dataDir: string): Promise<Tightened> {
  const tightened: Tightened = { folders: 0, files: 0, examples: [] }
  const visit = async (entry: string): Promise<void> => {
    const stats = await lstat(entry)
    if (stats.isSymbolicLink()) return
    if (stats.mode & OPEN_TO_OTHERS) {
      await chmod(entry, stats.isDirectory() ? PRIVATE_FOLDER_MODE : stats.mode & PRIVATE_FOLDER_MODE)
      if (stats.isDirectory()) tightened.folders++
      else tightened.files++
      if (tightened.examples.length < 5) tightened.examples.push(path.relative(dataDir, entry) || '.')
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name))
    }
  }
  await visit(dataDir)
  return tightened
}
