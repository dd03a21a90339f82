import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'

/**
 * The privacy promises, kept by the system (docs/product.md §9): a person's data found by e-mail
 * address, exported as JSON or erased (personal fields removed, an anonymous trace kept for the
 * figures), and a daily purge of requests three years after their last activity.
 */

export const RETENTION = '3 years'
/** Addresses that never confirmed their newsletter subscription are dropped after this. */
export const UNCONFIRMED_RETENTION = '30 days'

export interface PersonLookup {
  requests: number
  subscribed: boolean
}

function normalise(email: string): string {
  return email.trim().toLowerCase()
}

export async function lookupPerson(db: Pick<Db, 'execute'>, email: string): Promise<PersonLookup> {
  const e = normalise(email)
  const found = await rows<{ requests: number | string; subscribed: boolean }>(
    db,
    sql`select (select count(*) from leads where lower(email) = ${e} and erased_at is null) as requests,
               exists(select 1 from newsletter_subscribers where email = ${e})
                 or exists(select 1 from leg_alerts where email = ${e}) as subscribed`,
  )
  return { requests: Number(found[0]?.requests ?? 0), subscribed: Boolean(found[0]?.subscribed) }
}

/** Everything held about an address, as one JSON document (data portability). */
export async function exportPerson(db: Pick<Db, 'execute'>, email: string): Promise<Record<string, unknown>> {
  const e = normalise(email)
  const requests = await rows<Record<string, unknown>>(
    db,
    sql`select l.id, l.kind, l.language, l.full_name, l.email, l.phone, l.fields, l.estimate_eur, l.received_at,
          l.consent_at, l.privacy_policy_version, l.client_ip, l.user_agent, l.status, l.owner,
          l.first_response_at, l.last_activity_at,
          coalesce((select json_agg(json_build_object('at', n.created_at, 'author', n.author, 'note', n.body) order by n.created_at)
                    from lead_notes n where n.lead_id = l.id), '[]'::json) as notes,
          -- The offers made to the person, as sent, and their acceptance (docs/decisions/052).
          coalesce((select json_agg(json_build_object('reference', o.reference,
                      'versions', (select json_agg(json_build_object('version', v.version, 'sentAt', v.sent_at,
                                     'content', v.content::json) order by v.version)
                                   from offer_versions v where v.offer_id = o.id),
                      'acceptance', (select json_build_object('option', a.option_index, 'fullName', a.full_name,
                                       'at', a.accepted_at, 'clientIp', a.client_ip, 'userAgent', a.user_agent)
                                     from offer_acceptances a where a.offer_id = o.id)) order by o.created_at)
                    from offers o where o.lead_id = l.id), '[]'::json) as offers
        from leads l where lower(l.email) = ${e} and l.erased_at is null order by l.received_at`,
  )
  const newsletter = await rows<Record<string, unknown>>(
    db,
    sql`select email, language, status, consent_at, confirmed_at, client_ip, created_at
        from newsletter_subscribers where email = ${e}`,
  )
  // Empty-leg alerts (docs/product.md §12): each route interest, its consent and its last e-mail.
  const legAlerts = await rows<Record<string, unknown>>(
    db,
    sql`select language, status, consent_at, confirmed_at, client_ip, from_place, to_place, radius_km, last_sent_at
        from leg_alerts where email = ${e} order by created_at`,
  )
  // The passengers entered for the person's bookings (docs/product.md §18), as entered.
  const passengers = await rows<Record<string, unknown>>(
    db,
    sql`select b.reference, p.surname, p.given_names, p.birth_date, p.nationality, p.gender, p.birth_place,
          p.document_type, p.document_number, p.document_expiry, p.issuing_country, p.pets, p.special_needs,
          p.created_at, p.updated_at
        from trip_passengers p join bookings b on b.id = p.booking_id join leads l on l.id = b.lead_id
        where lower(l.email) = ${e} and l.erased_at is null order by b.reference, p.created_at`,
  )
  return {
    email: e,
    exportedAt: new Date().toISOString(),
    requests,
    newsletter: newsletter[0] ?? null,
    legAlerts,
    passengers,
  }
}

/**
 * Erases a person: their requests keep only kind, dates, status, owner and estimate (the figures'
 * anonymous trace); notes, notification e-mails and the newsletter subscription are deleted.
 */
export async function erasePerson(
  db: Db,
  actor: string,
  email: string,
): Promise<{ requests: number; subscription: boolean }> {
  const e = normalise(email)
  return db.transaction(async (tx) => {
    const ids = (
      await rows<{ id: string }>(
        tx,
        sql`select id from leads where lower(email) = ${e} and erased_at is null for update`,
      )
    ).map((r) => r.id)
    const idList =
      ids.length > 0
        ? sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : sql`null::uuid`
    await tx.execute(
      sql`delete from outbox where lead_id in (${idList}) or lower(to_address) = ${e} or lower(reply_to) = ${e}`,
    )
    await tx.execute(sql`delete from lead_notes where lead_id in (${idList})`)
    // Passengers of the person's bookings go first (docs/product.md §18; the foreign keys would cascade too).
    await tx.execute(
      sql`delete from trip_passengers where booking_id in (select id from bookings where lead_id in (${idList}))`,
    )
    // Offers hold the client's name (drafts, versions, acceptance): they go too (docs/decisions/052).
    await tx.execute(sql`delete from offers where lead_id in (${idList})`)
    await tx.execute(sql`
      update leads set full_name = '', email = '', phone = null, fields = '{}'::jsonb, client_ip = null,
        user_agent = null, idempotency_key = null, erased_at = now()
      where id in (${idList})`)
    const subscription = await rows<{ id: string }>(
      tx,
      sql`delete from newsletter_subscribers where email = ${e} returning id`,
    )
    const alerts = await rows<{ id: string }>(tx, sql`delete from leg_alerts where email = ${e} returning id`)
    await recordAudit(tx, {
      actor,
      action: 'privacy_erase',
      details: { requests: ids.length, subscription: subscription.length > 0, legAlerts: alerts.length, leadIds: ids },
    })
    return { requests: ids.length, subscription: subscription.length > 0 || alerts.length > 0 }
  })
}

/**
 * The daily purge: requests with no activity for three years go (with their notes and e-mails),
 * and newsletter addresses never confirmed within 30 days. `actor` is `system` for the daily job.
 */
export async function purgeExpired(db: Db, actor = 'system'): Promise<{ requests: number; unconfirmed: number }> {
  let requests = 0
  for (;;) {
    const deleted = await rows<{ n: number | string }>(
      db,
      sql`with doomed as (
            select id from leads where last_activity_at < now() - ${RETENTION}::interval limit 1000
          ),
          mails as (delete from outbox where lead_id in (select id from doomed)),
          gone as (delete from leads where id in (select id from doomed) returning id)
          select count(*) as n from gone`,
    )
    const n = Number(deleted[0]?.n ?? 0)
    requests += n
    if (n < 1000) break
  }
  const unconfirmed = await rows<{ id: string }>(
    db,
    sql`delete from newsletter_subscribers where status = 'pending' and created_at < now() - ${UNCONFIRMED_RETENTION}::interval returning id`,
  )
  // Empty-leg alerts never confirmed go the same way (docs/product.md §12).
  const unconfirmedAlerts = await rows<{ id: string }>(
    db,
    sql`delete from leg_alerts where status = 'pending' and created_at < now() - ${UNCONFIRMED_RETENTION}::interval returning id`,
  )
  const dropped = unconfirmed.length + unconfirmedAlerts.length
  if (actor !== 'system' || requests + dropped > 0) {
    await recordAudit(db, { actor, action: 'purge', details: { requests, unconfirmed: dropped } })
  }
  return { requests, unconfirmed: dropped }
}
