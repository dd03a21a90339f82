import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'

/**
 * A claim (outbox-worker.server.ts) keeps other workers off a message while one sends it, for
 * `lockSeconds`. After a crash, the claims of the dead process would hold its messages that long.
 * When this process is the folder's sole writer (the embedded database under DATA_DIR's lock,
 * docs/decisions/080-one-writer-per-data-dir.md), no other worker can exist: every claim still
 * standing is a dead one, and is let go of at start. On PostgreSQL, where other instances may be
 * sending, claims are left to expire.
 */
export async function releaseDeadClaims(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update outbox set locked_until = null
    where status = 'pending' and locked_until is not null
    returning id`)
  return (result as unknown as { rows: unknown[] }).rows.length
}
