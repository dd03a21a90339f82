import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { tightenDataDir } from '../data-dir-modes.server'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** A cheap round trip to the database (health check). */
  ping(): Promise<void>
  /** Ends every connection (PostgreSQL) or checkpoints and closes the embedded database; safe to call twice. */
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… — a real PostgreSQL server. Without it, embedded PGlite is used. */
  databaseUrl?: string
  /** Folder of the embedded database (`pglite/` inside it, created on first start). `memory://` keeps it in memory. */
  dataDir?: string
  migrationsFolder?: string
  /** Pool size for PostgreSQL. */
  poolSize?: number
}

/** Arbitrary constant for pg_advisory_lock: several instances starting at once migrate one at a time. */
const MIGRATION_LOCK_ID = 7_341_220_026

export function defaultMigrationsFolder(): string {
  return path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')
}

/** Opens the database and applies the SQL migrations of `drizzle/`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder()

  // Only the back-end in use is loaded: the PostgreSQL client is not in the embedded server's
  // memory, nor PGlite's JavaScript in a server on PostgreSQL (docs/decisions/061-embedded-server-memory.md).
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const migrationClient = new pg.Client({ connectionString: options.databaseUrl })
    await migrationClient.connect()
    try {
      await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
      await migratePg(drizzlePg(migrationClient, { schema }), { migrationsFolder })
      await migrationClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
    } finally {
      await migrationClient.end()
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    })
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      // Idempotent, like the embedded close below.
      close: async () => {
        if (!pool.ended) await pool.end()
      },
    }
  }

  const [{ openPglite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./pglite.server'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const dataDir = options.dataDir ?? './data'
  const client = await openPglite(dataDir)
  const pgliteDb = drizzlePglite(client, { schema })
  await migratePglite(pgliteDb, { migrationsFolder })
  // PGlite writes its files 0666 whatever the umask: the server user's only (decision 046).
  if (!dataDir.startsWith('memory://')) await tightenDataDir(path.resolve(dataDir, 'pglite'))
  const db = pgliteDb as unknown as Db
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      // Idempotent: the runtime and a signal handler may both close it.
      if (!client.closed) await client.close()
    },
  }
}
