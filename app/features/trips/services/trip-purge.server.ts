import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'

/**
 * The passengers' erasure (docs/product.md §18, decision 099): the rows of a booking whose last leg
 * landed more than `days` ago are deleted by the daily job, and its sheet notes when. The last
 * arrival is read from the booking's legs (JSON) by SQL. `now` is the clock (tests inject it).
 * The privacy tools erase them with the person's booking (the tables' foreign keys cascade).
 */
export async function purgePassengers(
  db: Pick<Db, 'execute'>,
  options: { days: number; now?: Date; actor?: string },
): Promise<{ bookings: number; passengers: number }> {
  const now = (options.now ?? new Date()).toISOString()
  const doomed = await rows<{ booking_id: string; n: number | string }>(
    db,
    sql`with ended as (
          select b.id from bookings b
          where (select max((l->>'arrivalUtc')::timestamptz) from jsonb_array_elements(b.legs) l)
                < ${now}::timestamptz - make_interval(days => ${options.days})
        ),
        gone as (
          delete from trip_passengers p using ended e where p.booking_id = e.id returning p.booking_id
        )
        select booking_id, count(*) as n from gone group by booking_id`,
  )
  const passengers = doomed.reduce((sum, r) => sum + Number(r.n), 0)
  if (doomed.length > 0) {
    const ids = sql.join(
      doomed.map((r) => sql`${r.booking_id}::uuid`),
      sql`, `,
    )
    await db.execute(sql`
      update trip_sheets set passengers_erased_at = ${now}::timestamptz
      where booking_id in (${ids}) and passengers_erased_at is null`)
    await recordAudit(db, {
      actor: options.actor ?? 'system',
      action: 'passenger_purge',
      details: { bookings: doomed.length, passengers },
    })
  }
  return { bookings: doomed.length, passengers }
}
