import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '~/services/db/client.server'
import { contactBody } from '../support/send-contact'
import {
  BUILD_ENTRY,
  PROCESS_SECRETS,
  REPO_ROOT,
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process'

/**
 * The embedded database on a real server process (docs/decisions/080–083): one writer per
 * DATA_DIR, the log on disk before the answer, a damaged folder refused, a backup taken while
 * leads arrive and restored, a stop that closes the database while SMTP hangs.
 */

const dirs: string[] = []
function tempDir(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `herra-trust-${name}-`))
  dirs.push(dir)
  return dir
}
const servers: ServerProcess[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop(3_000)
})
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function start(name: string, env: Record<string, string>, nodeArgs?: string[]) {
  const server = await startServerProcess(name, env, { startTimeoutMs: 60_000, nodeArgs })
  servers.push(server)
  return server
}

/** `node server.js` expected to stop at start: its exit code and what it printed. */
function startExpectingRefusal(env: Record<string, string>): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, ['server.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      BUILD_DIR: path.dirname(path.dirname(BUILD_ENTRY)),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...PROCESS_SECRETS,
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

async function postLead(url: string, email: string): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${url}/api/send-contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${PROCESS_SECRETS.PUBLIC_API_TOKEN}` },
    body: JSON.stringify(contactBody({ email })),
  })
  const json = (await response.json().catch(() => ({}))) as { id?: string }
  return { status: response.status, id: json.id }
}

const lots = { RATE_LIMIT_MAX: '100000' }

async function storedLeadIds(dataDir: string): Promise<Set<string>> {
  const database = await openDatabase({ dataDir })
  try {
    const result = await database.db.execute(sql`select id::text as id from leads`)
    return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id))
  } finally {
    await database.close()
  }
}

/** An SMTP server that accepts the connection and never says a word. */
async function silentSmtp(): Promise<{ port: number; connections: () => number; close(): void }> {
  let count = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    count++
    sockets.add(socket)
    socket.on('error', () => {})
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return {
    port,
    connections: () => count,
    close() {
      for (const s of sockets) s.destroy()
      server.close()
    },
  }
}

async function until(check: () => boolean | Promise<boolean>, label: string, ms = 30_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('one writer per DATA_DIR (decision 080)', () => {
  it('refuses a second server on a held folder, naming it and the holder; after kill -9 a new one starts and takes over its claims', async () => {
    const dataDir = tempDir('lock')
    const smtp = await silentSmtp()
    try {
      const holder = await start('holder', { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
      // A request whose e-mail the holder claims and never manages to send (SMTP says nothing).
      expect((await postLead(holder.url, 'claimed.before.crash@example.com')).status).toBe(200)
      await until(() => smtp.connections() > 0, 'the holder to start sending')

      const refused = startExpectingRefusal({ DATA_DIR: dataDir, PORT: String(await freePort()) })
      expect(refused.code).not.toBe(0)
      expect(refused.output).toContain(
        `The data folder ${path.resolve(dataDir)} (DATA_DIR) is in use by another server (pid ${holder.pid})`,
      )

      await holder.kill()
      // No stale lock: a new server starts on the same folder, and delivers (to .eml files here)
      // the message the dead one had claimed, without waiting for the claim to expire.
      const next = await start('next', { DATA_DIR: dataDir })
      expect((await fetch(`${next.url}/healthz`)).status).toBe(200)
      const outbox = path.join(dataDir, 'outbox')
      await until(
        () =>
          readdirSafe(outbox).some((f) =>
            readFileSync(path.join(outbox, f), 'utf8').includes('claimed.before.crash@example.com'),
          ),
        'the claimed message to be delivered',
      )
    } finally {
      smtp.close()
    }
  }, 180_000)
})

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

const hasStrace = spawnSync('strace', ['-V']).status === 0

describe('durable commits (decision 081)', () => {
  it.skipIf(!hasStrace)(
    'fsyncs a write-ahead-log segment before a stored request is answered (strace -f -e trace=fsync,fdatasync)',
    async () => {
      const traceFile = path.join(tempDir('strace'), 'trace.txt')
      // strace wraps node: `strace … node server.js`.
      const server = await startServerProcess(
        'strace',
        {},
        {
          startTimeoutMs: 120_000,
          command: ['strace', '-f', '-y', '-qq', '-e', 'trace=fsync,fdatasync', '-o', traceFile, process.execPath],
        },
      )
      servers.push(server)
      const walSyncs = () =>
        readFileSync(traceFile, 'utf8')
          .split('\n')
          .filter((line) => /f(data)?sync\(\d+<[^>]*\/pglite\/pg_wal\/[0-9A-F]{24}>\) += 0/.test(line)).length
      const before = walSyncs()
      const answer = await postLead(server.url, 'durable@example.com')
      expect(answer.status).toBe(200)
      expect(walSyncs()).toBeGreaterThan(before)
    },
    180_000,
  )
  if (!hasStrace) console.warn('strace is not installed: the fsync check is skipped (.ci/run installs it)')
})

describe('integrity at start (decision 082)', () => {
  it('refuses to serve a folder damaged on purpose, saying how to restore', async () => {
    const dataDir = tempDir('damaged')
    const database = await openDatabase({ dataDir })
    const result = await database.db.execute(sql`select pg_relation_filepath('outbox_pkey') as file`)
    const file = (result as unknown as { rows: { file: string }[] }).rows[0]!.file
    await database.close()
    const fd = openSync(path.join(dataDir, 'pglite', file), 'r+')
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, 0)
    closeSync(fd)
    const refused = startExpectingRefusal({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(/The embedded database in .* is damaged \(index outbox_pkey: /)
    expect(refused.output).toContain('npm run restore <file>')
  }, 120_000)
})

describe('backup and restore while running (decision 083)', () => {
  it('backs up under load, restores into an empty folder, and the restored server has every acknowledged lead', async () => {
    const dataDir = tempDir('live')
    const backups = tempDir('backups')
    const server = await start('live', { DATA_DIR: dataDir, ...lots })
    const acknowledged: Array<{ id: string; at: number }> = []
    let posting = true
    const writers = Array.from({ length: 2 }, async (_, lane) => {
      for (let i = 0; posting; i++) {
        const answer = await postLead(server.url, `load.${lane}.${i}@example.com`)
        if (answer.status === 200 && answer.id) acknowledged.push({ id: answer.id, at: Date.now() })
      }
    })
    await until(() => acknowledged.length >= 20, 'leads to be stored')
    const askedAt = Date.now()
    const backup = await runScript('backup.mjs', [backups], { DATA_DIR: dataDir })
    const atBackup = acknowledged.length
    await until(() => acknowledged.length >= atBackup + 10, 'more leads after the backup')
    posting = false
    await Promise.all(writers)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain('by the running server')
    const [name] = readdirSync(backups)
    expect(name).toMatch(/^herra-backup-\d{8}T\d{6}Z\.tar\.gz$/)

    // Never over someone's data.
    const refused = await runScript('restore.mjs', [path.join(backups, name!)], { DATA_DIR: dataDir })
    expect(refused.code).not.toBe(0)
    expect(refused.output).toContain('is not empty')

    const restoredDir = path.join(tempDir('restored'), 'data')
    const restore = await runScript('restore.mjs', [path.join(backups, name!)], { DATA_DIR: restoredDir })
    expect(restore.code, restore.output).toBe(0)
    const restored = await start('restored', { DATA_DIR: restoredDir })
    expect((await fetch(`${restored.url}/healthz`)).status).toBe(200)
    await restored.stop(5_000)
    const ids = await storedLeadIds(restoredDir)
    const beforeBackup = acknowledged.filter((a) => a.at < askedAt)
    expect(beforeBackup.length).toBeGreaterThanOrEqual(20)
    expect(beforeBackup.filter((a) => !ids.has(a.id))).toEqual([])
  }, 240_000)
})

describe('a stop while SMTP hangs', () => {
  it('still closes the database', async () => {
    const smtp = await silentSmtp()
    try {
      const server = await start('hang', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: 'info' })
      expect((await postLead(server.url, 'hanging.smtp@example.com')).status).toBe(200)
      await until(() => smtp.connections() > 0, 'the worker to start sending')
      server.signal('SIGTERM')
      expect(await server.waitForExit(30_000)).toBe(true)
      expect(server.output()).toContain('"msg":"database closed"')
    } finally {
      smtp.close()
    }
  }, 120_000)
})

async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('scripts', script), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', BUILD_DIR: path.dirname(path.dirname(BUILD_ENTRY)), ...env },
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')))
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')))
    child.on('exit', (code) => resolve({ code, output }))
  })
}
