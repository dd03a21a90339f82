import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { rows } from '~/desk-kit/services/db-util.server'

/** The bookings of a request, for the desk's request page to link to their trips (docs/product.md §18). */
export async function tripsOfLead(
  db: Pick<Db, 'execute'>,
  leadId: string,
): Promise<Array<{ id: string; reference: string }>> {
  return rows<{ id: string; reference: string }>(
    db,
    sql`select id, reference from bookings where lead_id = ${leadId} order by created_at`,
  )
}
