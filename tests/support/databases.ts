import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '~/services/db/client.server'

/**
 * The database back-ends every database test runs against: embedded PGlite always, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (CI sets it to the server on 127.0.0.1:5432).
 * Each PostgreSQL test database is created fresh and dropped afterwards.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  open(): Promise<Database & { url?: string; drop(): Promise<void> }>
}

export const testDatabases: TestDatabase[] = [
  {
    name: 'pglite',
    async open() {
      const database = await openDatabase({ dataDir: 'memory://' })
      return { ...database, drop: async () => {} }
    },
  },
]

const adminUrl = process.env.TEST_DATABASE_URL

/**
 * A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server (for a server process to migrate
 * and use through DATABASE_URL), or null when TEST_DATABASE_URL is not set.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!adminUrl) return null
  const dbName = `herra_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${dbName}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl })
      await a.connect()
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await a.end()
    },
  }
}

if (adminUrl) {
  testDatabases.push({
    name: 'postgres',
    async open() {
      const dbName = `herra_test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${dbName}`)
      await admin.end()
      const url = new URL(adminUrl)
      url.pathname = `/${dbName}`
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 })
      return {
        ...database,
        url: url.toString(),
        drop: async () => {
          const a = new pg.Client({ connectionString: adminUrl })
          await a.connect()
          await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
          await a.end()
        },
      }
    },
  })
}
