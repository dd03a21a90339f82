import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { rows } from '~/desk-kit/services/db-util.server'

/**
 * The offer's figures beside the desk's (docs/product.md §9 and §11), over the last 30 days: offers
 * sent (first versions), how many of them were accepted, the acceptance rate, and the median time
 * from a request's arrival to its first offer.
 */
export interface OfferFigures {
  sent: number
  accepted: number
  /** accepted / sent; null before any offer is sent. */
  rate: number | null
  /** Minutes; null before any offer is sent. */
  medianMinutes: number | null
}

export async function offerFigures(db: Pick<Db, 'execute'>, now: Date = new Date()): Promise<OfferFigures> {
  const [row] = await rows<{ sent: number | string; accepted: number | string; median_min: number | string | null }>(
    db,
    sql`with first_sent as (
          select v.offer_id, v.sent_at, l.received_at
          from offer_versions v join offers o on o.id = v.offer_id join leads l on l.id = o.lead_id
          where v.version = 1 and v.sent_at >= ${now.toISOString()}::timestamptz - interval '30 days'
        ),
        first_offer as (
          select o.lead_id, min(v.sent_at) as sent_at
          from offer_versions v join offers o on o.id = v.offer_id
          group by o.lead_id
        )
        select (select count(*) from first_sent) as sent,
               (select count(*) from first_sent f join offer_acceptances a on a.offer_id = f.offer_id) as accepted,
               (select percentile_cont(0.5) within group (order by extract(epoch from (f.sent_at - l.received_at)) / 60.0)
                  from first_offer f join leads l on l.id = f.lead_id
                  where f.sent_at >= ${now.toISOString()}::timestamptz - interval '30 days') as median_min`,
  )
  const sent = Number(row?.sent ?? 0)
  const accepted = Number(row?.accepted ?? 0)
  return {
    sent,
    accepted,
    rate: sent > 0 ? accepted / sent : null,
    medianMinutes: row?.median_min === null || row?.median_min === undefined ? null : Number(row.median_min),
  }
}
