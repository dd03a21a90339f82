import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contactBody, waitFor } from '../support/send-contact'
import { PROCESS_SECRETS, startServerProcess, type ServerProcess } from '../support/server-process'

/**
 * DATA_DIR is the server user's alone (decision 046): on a first start the folder, the embedded
 * database's files and the outbox's e-mails are 0700 / 0600; a tree left open by an older version
 * (folders 0755, files 0666) is tightened at start, with a warning saying so.
 */

const scratch = mkdtempSync(path.join(tmpdir(), 'herra-data-modes-'))
const servers: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop(3_000)))
  rmSync(scratch, { recursive: true, force: true })
})

/** Every folder and file under `root` (itself included) whose mode lets the group or others in. */
function openEntries(root: string): string[] {
  const found: string[] = []
  const visit = (entry: string) => {
    const stats = lstatSync(entry)
    if (stats.isSymbolicLink()) return
    if (stats.mode & 0o077) found.push(`${path.relative(root, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`)
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name))
  }
  visit(root)
  return found
}

const countFiles = (folder: string): number =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length

/** A contact request through the public API: stored, and its e-mail written to DATA_DIR/outbox. */
async function sendRequest(server: ServerProcess) {
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  const res = await fetch(`${server.url}/api/send-contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${PROCESS_SECRETS.PUBLIC_API_TOKEN}`,
      Origin: server.url,
    },
    body: JSON.stringify(contactBody({ date })),
  })
  expect(res.status, await res.text()).toBe(200)
}

describe('DATA_DIR modes', () => {
  it('first start: the folder, the database files and the outbox e-mails are the server user’s only; an open tree is tightened, with a warning', async () => {
    const fresh = path.join(scratch, 'fresh', 'data')
    const old = path.join(scratch, 'old-data')
    // What an older version left: open folders and files.
    mkdirSync(path.join(old, 'outbox'), { recursive: true })
    writeFileSync(path.join(old, 'outbox', 'lead-1-herra-mail.eml'), 'Subject: an old request\n\nbody\n')
    writeFileSync(path.join(old, 'notes.txt'), 'kept by an operator')
    chmodSync(old, 0o755)
    chmodSync(path.join(old, 'outbox'), 0o755)
    chmodSync(path.join(old, 'outbox', 'lead-1-herra-mail.eml'), 0o666)
    chmodSync(path.join(old, 'notes.txt'), 0o644)
    expect(openEntries(old)).toHaveLength(4)

    const [a, b] = await Promise.all([
      startServerProcess('data-modes-fresh', { DATA_DIR: fresh, LOG_LEVEL: 'info' }, { startTimeoutMs: 120_000 }),
      startServerProcess('data-modes-old', { DATA_DIR: old, LOG_LEVEL: 'info' }, { startTimeoutMs: 120_000 }),
    ])
    servers.push(a!, b!)

    await Promise.all([sendRequest(a!), sendRequest(b!)])
    // Each request queues two e-mails (the desk's notification, the client's receipt); the old tree
    // already held one.
    for (const [server, dataDir, outboxFiles] of [
      [a!, fresh, 2],
      [b!, old, 3],
    ] as const) {
      const outbox = path.join(dataDir, 'outbox')
      await waitFor(
        () => existsSync(outbox) && readdirSync(outbox).filter((name) => name.endsWith('.eml')).length === outboxFiles,
        60_000,
        `the request's e-mails in ${outbox}`,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${server.output()}`)
      })
      expect(countFiles(path.join(dataDir, 'pglite'))).toBeGreaterThan(100)
      expect(openEntries(dataDir), server.output()).toEqual([])
      expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    }

    // The old tree: tightened at start, and the log says what changed.
    const warning = b!
      .output()
      .split('\n')
      .find((line) => line.includes('DATA_DIR was readable by other users'))
    expect(warning, b!.output()).toBeDefined()
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, folders: 2, files: 2 })
    expect(a!.output()).not.toContain('DATA_DIR was readable by other users')
  }, 240_000)
})
