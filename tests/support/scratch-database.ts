import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A fresh PostgreSQL database on the server of `adminUrl` (TEST_DATABASE_URL), for tests that run
 * real server processes against it; `drop()` removes it WITH (FORCE) (connections of killed
 * processes included). `query` runs on a small pool of the test's own, straight to the server.
 */
export interface ScratchDatabase {
  name: string
  url: string
  query<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>
  drop(): Promise<void>
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database prefix ${prefix}`)
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await admin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
  pool.on('error', () => {})
  let dropped = false
  return {
    name,
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await pool.query<T>(text, values)).rows
    },
    async drop() {
      if (dropped) return
      dropped = true
      await pool.end().catch(() => {})
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
