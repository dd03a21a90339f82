import type { SQL } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'

/** Rows of a raw `db.execute()` (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return ((result as unknown as { rows?: T[] }).rows ?? []) as T[]
}

export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null
  return value instanceof Date ? value : new Date(value)
}
