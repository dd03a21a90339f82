import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.server'

const dirs: string[] = []
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'herra-trust-test-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

describe('an embedded database that can be trusted (decisions 080–082)', () => {
  it('lets one writer open a folder: a second opening is refused, naming the folder and the holder', async () => {
    const dataDir = tempDataDir()
    const first = await openDatabase({ dataDir })
    expect(first.soleWriter).toBe(true)
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The data folder ${path.resolve(dataDir)} (DATA_DIR) is in use by another server (pid ${process.pid})`,
    )
    await first.close()
    // Closed: the lock went with it.
    const again = await openDatabase({ dataDir })
    await again.db.execute(sql`select 1`)
    await again.close()
  }, 180_000)

  it('creates folders with page checksums and fsyncs the log of each acknowledged write', async () => {
    const dataDir = tempDataDir()
    const database = await openDatabase({ dataDir })
    const [setting] = rowsOf<{ data_checksums: string }>(await database.db.execute(sql`show data_checksums`))
    expect(setting?.data_checksums).toBe('on')
    await database.db.execute(sql`create table durable_check (n int)`)
    const before = await fsyncCount(database)
    await database.db.execute(sql`insert into durable_check values (1)`)
    expect(await fsyncCount(database)).toBeGreaterThan(before)
    await database.close()
  }, 180_000)

  it('refuses a folder whose index no longer matches its table, saying how to restore', async () => {
    const dataDir = tempDataDir()
    const database = await openDatabase({ dataDir })
    const [relation] = rowsOf<{ file: string }>(
      await database.db.execute(sql`select pg_relation_filepath('leads_pkey') as file`),
    )
    await database.close()
    // The index's first page (its metapage) overwritten, as a bad disk or a careless copy would.
    const fd = openSync(path.join(dataDir, 'pglite', relation!.file), 'r+')
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 0)
    closeSync(fd)
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /The embedded database in .*pglite is damaged \(index leads_pkey: .*npm run restore <file>/,
    )
    // Refused and let go of: the folder can be moved away and restored at once.
    const reopened = new PGlite(path.join(dataDir, 'pglite'))
    await reopened.close()
  }, 180_000)
})

/** The durable file system's own count (decision 081). */
async function fsyncCount(database: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  await database.ping()
  return database.fsyncs?.() ?? 0
}
