import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { open, readFile, rename, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { StartupError } from '../data-dir.server'
import { lockDataDir } from './data-dir-lock.server'
import { DurableNodeFS } from './durable-fs.server'
import { checkIntegrity } from './integrity.server'
import { openPglite } from './pglite.server'

/**
 * Backups of the embedded database (docs/decisions/083-embedded-backup-through-the-writer.md).
 *
 * Only the writer may open DATA_DIR/pglite (decision 080), so a backup taken while the server runs
 * is taken BY the server: it listens on `DATA_DIR/backup.sock`, a Unix socket only the server's
 * user can open (0600 in a 0700 folder, decision 046); `npm run backup` asks there and the server
 * answers with PGlite's `dumpDataDir` — a gzipped tar of the data folder taken under PGlite's
 * query lock, between two statements, after a checkpoint: a crash-consistent copy holding every
 * answered commit. With no server running, the script takes the lock and opens the folder itself.
 * `npm run restore <file>` unpacks a copy into an empty DATA_DIR, starts PostgreSQL on it once
 * (recovery) and checks it as a start does (decision 082).
 */

export const BACKUP_SOCKET = 'backup.sock'
const REQUEST = 'backup\n'

interface BackupLogger {
  info(obj: Record<string, unknown>, msg: string): void
  warn(obj: Record<string, unknown>, msg: string): void
}

export interface BackupEndpoint {
  close(): Promise<void>
}

/** The server side: answers `backup` on DATA_DIR/backup.sock with the bytes of `backup()`. */
export async function listenForBackups(
  dataDir: string,
  backup: () => Promise<Uint8Array>,
  logger: BackupLogger,
): Promise<BackupEndpoint> {
  const file = path.join(path.resolve(dataDir), BACKUP_SOCKET)
  // This process holds the writer's lock: a socket file left there is a dead server's.
  rmSync(file, { force: true })
  const server = net.createServer((socket) => {
    let asked = ''
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('data', (chunk: string) => {
      asked += chunk
      if (!asked.includes('\n')) return
      if (asked !== REQUEST) {
        socket.end('error unknown request\n')
        return
      }
      const started = Date.now()
      backup().then(
        (bytes) => {
          logger.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup: copy of the database sent')
          socket.write(`ok ${bytes.length}\n`)
          socket.end(bytes)
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'backup: the copy failed')
          socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`)
        },
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(file, () => resolve())
  })
  chmodSync(file, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(file, { force: true })
      }),
  }
}

/** The bytes of a backup asked of the running server, or undefined when none listens. */
function askServer(dataDir: string): Promise<Uint8Array | undefined> {
  const file = path.join(path.resolve(dataDir), BACKUP_SOCKET)
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file)
    const chunks: Buffer[] = []
    socket.on('connect', () => socket.write(REQUEST))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined)
      else reject(error)
    })
    socket.on('end', () => {
      const all = Buffer.concat(chunks)
      const eol = all.indexOf(10)
      const head = all.subarray(0, eol).toString('utf8')
      const body = all.subarray(eol + 1)
      const match = /^ok (\d+)$/.exec(head)
      if (!match) return reject(new Error(`the server refused the backup: ${head.replace(/^error /, '')}`))
      if (Number(match[1]) !== body.length) return reject(new Error('the backup was cut short'))
      resolve(new Uint8Array(body))
    })
  })
}

/** `herra-backup-20260514T093012Z.tar.gz` */
export function backupFileName(now: Date = new Date()): string {
  return `herra-backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`
}

/**
 * Writes a backup of DATA_DIR's embedded database into `outDir` (created 0700) and answers its
 * path: through the running server, or, when none runs, by opening the folder under its lock.
 */
export async function writeBackup(
  dataDir: string,
  outDir: string,
): Promise<{ file: string; bytes: number; via: 'server' | 'folder' }> {
  let via: 'server' | 'folder' = 'server'
  let bytes = await askServer(dataDir)
  if (!bytes) {
    via = 'folder'
    if (!existsSync(path.join(path.resolve(dataDir), 'pglite', 'PG_VERSION'))) {
      throw new StartupError(`No embedded database in ${path.resolve(dataDir)} (DATA_DIR): nothing to back up.`)
    }
    const embedded = await openPglite(dataDir)
    try {
      await embedded.client.exec('checkpoint')
      bytes = new Uint8Array(await (await embedded.client.dumpDataDir('gzip')).arrayBuffer())
    } finally {
      await embedded.close()
    }
  }
  mkdirSync(outDir, { recursive: true, mode: 0o700 })
  const file = path.join(path.resolve(outDir), backupFileName())
  // Written whole, on disk, then named: a file with a backup's name is a complete backup.
  const partial = `${file}.partial`
  const handle = await open(partial, 'w', 0o600)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(partial, file)
  return { file, bytes: bytes.length, via }
}

/**
 * Restores a backup into `dataDir`, which must be empty or absent: never over someone's data.
 * The copy is unpacked beside, recovered, checked, then named `pglite`.
 */
export async function restoreBackup(backupFile: string, dataDir: string): Promise<{ dbDir: string }> {
  const folder = path.resolve(dataDir)
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new StartupError(
      `${folder} (DATA_DIR) is not empty: a restore goes into an empty folder. Move its contents away first.`,
    )
  }
  const bytes = await readFile(backupFile).catch((error: unknown) => {
    throw new StartupError(`Cannot read the backup ${path.resolve(backupFile)}: ${(error as Error).message}`)
  })
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const lock = lockDataDir(folder)
  const dbDir = path.join(folder, 'pglite')
  const staging = `${dbDir}.restore-${process.pid}`
  try {
    // The durable file system: the unpacked files reach the disk when it closes (decision 081).
    const client = new PGlite({
      fs: new DurableNodeFS(staging),
      loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
      extensions: { amcheck: (await import('@electric-sql/pglite/contrib/amcheck')).amcheck },
    })
    try {
      await client.waitReady
      await checkIntegrity(client, dbDir)
    } finally {
      await client.close().catch(() => {})
    }
    renameSync(staging, dbDir)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  } finally {
    lock.release()
  }
  return { dbDir }
}
