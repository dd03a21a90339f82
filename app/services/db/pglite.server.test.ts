import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.server'
import { openPglite } from './pglite.server'

const dirs: string[] = []
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'herra-pglite-test-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('embedded database in DATA_DIR (decision 022)', () => {
  it('is created on first start, keeps what was stored across a restart, and closes twice without error', async () => {
    const dataDir = tempDataDir()
    const first = await openDatabase({ dataDir })
    await first.db.execute(sql`create table restart_check (note text)`)
    await first.db.execute(sql`insert into restart_check values ('Éloïse, still here')`)
    await first.close()
    await first.close()
    // Only the database folder and the writer's lock file are left: no half-made staging folder.
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.lock'])

    const second = await openDatabase({ dataDir })
    const { rows } = (await second.db.execute(sql`select note from restart_check`)) as unknown as {
      rows: { note: string }[]
    }
    expect(rows).toEqual([{ note: 'Éloïse, still here' }])
    await second.close()
  }, 180_000)

  it('runs with the small memory settings', async () => {
    const { client } = await openPglite('memory://')
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('shared_buffers', 'work_mem') order by name`,
    )
    // shared_buffers counts 8 kB pages: 2 MB (decision 061). work_mem is in kB: 2 MB.
    expect(rows).toEqual([
      { name: 'shared_buffers', setting: '256' },
      { name: 'work_mem', setting: '2048' },
    ])
    await client.close()
  }, 180_000)

  it('takes over an empty folder but refuses to touch a non-empty one that is not a database', async () => {
    const empty = tempDataDir()
    mkdirSync(path.join(empty, 'pglite'))
    const database = await openDatabase({ dataDir: empty })
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined()
    await database.close()

    const foreign = tempDataDir()
    mkdirSync(path.join(foreign, 'pglite'))
    writeFileSync(path.join(foreign, 'pglite', 'notes.txt'), 'keep me')
    await expect(openDatabase({ dataDir: foreign })).rejects.toThrow(/not an embedded database/)
    expect(readdirSync(path.join(foreign, 'pglite'))).toEqual(['notes.txt'])
  }, 180_000)
})
