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
  /**
   * Embedded on disk only: this process holds DATA_DIR's writer lock (decision 080), so no other
   * server uses the database — claims left by an earlier run of this folder are its own.
   */
  soleWriter: boolean
  /** Embedded only: a consistent gzipped copy of the data folder, taken between two statements (decision 083). */
  backup?: () => Promise<Uint8Array>
  /** Embedded on disk only: how many fsync calls the commits have made (decision 081; bench and tests). */
  fsyncs?: () => number
}

export interface DatabaseOptions {
  /** postgres://… — a real PostgreSQL server. Without it, embedded PGlite is used. */
  databaseUrl?: string
  /** Folder of the embedded database (`pglite/` inside it, created on first start). `memory://` keeps it in memory. */
  dataDir?: string
  migrationsFolder?: string
  /** Pool size for PostgreSQL. */
  poolSize?: number
  /** Embedded: fsync each commit's log before answering (default true, decision 081). */
  durable?: boolean
  /** Embedded: check indexes against tables before serving (default true, decision 082). */
  checkIntegrity?: boolean
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
      soleWriter: false,
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
  const embedded = await openPglite(dataDir, { durable: options.durable, checkIntegrity: options.checkIntegrity })
  const { client } = embedded
  const pgliteDb = drizzlePglite(client, { schema })
  try {
    await migratePglite(pgliteDb, { migrationsFolder })
  } catch (error) {
    await embedded.close().catch(() => {})
    throw error
  }
  // PGlite writes its files 0666 whatever the umask: the server user's only (decision 046).
  if (!dataDir.startsWith('memory://')) await tightenDataDir(path.resolve(dataDir, 'pglite'))
  const db = pgliteDb as unknown as Db
  return {
    db,
    kind: 'pglite',
    soleWriter: embedded.lock !== undefined,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    // Idempotent: the runtime and a signal handler may both close it.
    close: () => embedded.close(),
    fsyncs: () => embedded.fs?.fsyncs ?? 0,
    backup: async () => {
      // A checkpoint first, so that a restore has little log to replay; the copy itself is taken
      // while no statement runs (PGlite's query lock), which is a crash-consistent state.
      await client.exec('checkpoint')
      const blob = await client.dumpDataDir('gzip')
      return new Uint8Array(await blob.arrayBuffer())
    },
  }
}
