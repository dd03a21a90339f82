import type { PGlite } from '@electric-sql/pglite'
import { StartupError } from '../data-dir.server'

/**
 * The embedded database's check at start (docs/decisions/082-integrity-check-at-start.md): every
 * B-tree index of the application's tables against its table (amcheck's `bt_index_check` with
 * `heapallindexed`: each row of the table is found in the index, each index page is well formed),
 * and every table's pages (`verify_heapam`). Folders created since carry PostgreSQL's page
 * checksums, so a page changed on disk is also caught when it is read. A damaged folder is refused
 * with a sentence saying how to restore; the server never serves it.
 */

interface Relation {
  name: string
  kind: string
}

export class DamagedDatabaseError extends StartupError {
  override name = 'DamagedDatabaseError'
}

export function damagedDatabase(dbDir: string, detail: string): DamagedDatabaseError {
  return new DamagedDatabaseError(
    `The embedded database in ${dbDir} is damaged (${detail}); the server will not serve it. ` +
      'Move that folder away and restore the latest backup into an empty DATA_DIR with ' +
      '`npm run restore <file>` (README, “Backups”).',
  )
}

/** Throws a DamagedDatabaseError naming the first damaged table or index. */
export async function checkIntegrity(client: PGlite, dbDir: string): Promise<void> {
  let relations: Relation[]
  try {
    await client.exec('create extension if not exists amcheck')
    relations = (
      await client.query<Relation>(`
        select c.oid::regclass::text as name, c.relkind as kind
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_am am on am.oid = c.relam
        left join pg_index i on i.indexrelid = c.oid
        where n.nspname in ('public', 'drizzle') and c.relpersistence = 'p'
          and (c.relkind in ('r', 'm') or (c.relkind = 'i' and am.amname = 'btree' and i.indisvalid and i.indisready))
        order by c.relkind desc, c.oid`)
    ).rows
  } catch (error) {
    throw damagedDatabase(dbDir, `the catalogue cannot be read: ${messageOf(error)}`)
  }
  for (const relation of relations) {
    try {
      if (relation.kind === 'i') {
        await client.query('select bt_index_check(index => $1::regclass, heapallindexed => true)', [relation.name])
      } else {
        const problems = await client.query<{ blkno: number; msg: string }>(
          'select blkno, msg from verify_heapam($1::regclass) limit 1',
          [relation.name],
        )
        const first = problems.rows[0]
        if (first) throw new Error(`block ${first.blkno}: ${first.msg}`)
      }
    } catch (error) {
      throw damagedDatabase(dbDir, `${relation.kind === 'i' ? 'index' : 'table'} ${relation.name}: ${messageOf(error)}`)
    }
  }
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
