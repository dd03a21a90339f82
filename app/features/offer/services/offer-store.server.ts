import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import { offerReference, type OfferDraft } from '../domain/offer-model'
import { offerState, versionState, type OfferState } from '../domain/offer-state'

/**
 * The desk's offers (docs/product.md §11): created from a request with a reference the database
 * numbers per year, a draft saved as often as needed, withdrawn; read with their versions and the
 * acceptance. Every change is audited. Sending lives in offer-send.server.ts.
 */

type Executor = Pick<Db, 'execute'>

/** The year of a reference: the Paris calendar year. */
export function referenceYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now))
}

/** Creates an offer for a request (none for an erased or unknown one): its reference is the year's next number. */
export async function createOffer(
  db: Db,
  actor: string,
  leadId: string,
  draft: OfferDraft,
  now = new Date(),
): Promise<{ id: string; reference: string } | null> {
  return db.transaction(async (tx) => {
    const lead = await rows<{ id: string }>(
      tx,
      sql`select id from leads where id = ${leadId} and erased_at is null for update`,
    )
    if (lead.length === 0) return null
    const year = referenceYear(now)
    const [seq] = await rows<{ last: number }>(
      tx,
      sql`insert into offer_sequences (year, last) values (${year}, 1)
          on conflict (year) do update set last = offer_sequences.last + 1
          returning last`,
    )
    const reference = offerReference(year, Number(seq!.last))
    const [offer] = await rows<{ id: string }>(
      tx,
      sql`insert into offers (lead_id, reference, created_by, draft)
          values (${leadId}, ${reference}, ${actor}, ${JSON.stringify(draft)}::jsonb) returning id`,
    )
    await tx.execute(sql`update leads set last_activity_at = now() where id = ${leadId}`)
    await recordAudit(tx, { actor, action: 'offer_create', leadId, details: { offerId: offer!.id, reference } })
    return { id: offer!.id, reference }
  })
}

/** Saves the draft of an offer still open (not accepted, not withdrawn). */
export async function saveDraft(db: Db, actor: string, offerId: string, draft: OfferDraft): Promise<boolean> {
  return db.transaction(async (tx) => {
    const saved = await rows<{ lead_id: string; reference: string }>(
      tx,
      sql`update offers o set draft = ${JSON.stringify(draft)}::jsonb, updated_at = now()
          where o.id = ${offerId} and o.withdrawn_at is null
            and not exists (select 1 from offer_acceptances a where a.offer_id = o.id)
            -- A draft never sent is not withdrawn but deleted (deleteDraftOffer).
            and exists (select 1 from offer_versions v where v.offer_id = o.id)
          returning o.lead_id, o.reference`,
    )
    const row = saved[0]
    if (!row) return false
    await tx.execute(sql`update leads set last_activity_at = now() where id = ${row.lead_id}`)
    await recordAudit(tx, {
      actor,
      action: 'offer_save',
      leadId: row.lead_id,
      details: { offerId, reference: row.reference },
    })
    return true
  })
}

/** Withdraws an offer that is neither accepted nor already withdrawn. */
export async function withdrawOffer(db: Db, actor: string, offerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await rows<{ lead_id: string; reference: string }>(
      tx,
      sql`update offers o set withdrawn_at = now(), updated_at = now()
          where o.id = ${offerId} and o.withdrawn_at is null
            and not exists (select 1 from offer_acceptances a where a.offer_id = o.id)
          returning o.lead_id, o.reference`,
    )
    const row = done[0]
    if (!row) return false
    await tx.execute(sql`update leads set last_activity_at = now() where id = ${row.lead_id}`)
    await recordAudit(tx, {
      actor,
      action: 'offer_withdraw',
      leadId: row.lead_id,
      details: { offerId, reference: row.reference },
    })
    return true
  })
}

/** Deletes an offer never sent (no version): nothing of it reached the client. Audited. */
export async function deleteDraftOffer(db: Db, actor: string, offerId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const done = await rows<{ lead_id: string; reference: string }>(
      tx,
      sql`delete from offers o
          where o.id = ${offerId} and not exists (select 1 from offer_versions v where v.offer_id = o.id)
          returning o.lead_id, o.reference`,
    )
    const row = done[0]
    if (!row) return null
    await tx.execute(sql`update leads set last_activity_at = now() where id = ${row.lead_id}`)
    await recordAudit(tx, {
      actor,
      action: 'offer_delete',
      leadId: row.lead_id,
      details: { offerId, reference: row.reference },
    })
    return row.lead_id
  })
}

export interface VersionRow {
  id: string
  version: number
  language: 'fr' | 'en'
  content: string
  contentSha256: string
  sentBy: string
  sentAt: Date
  expiresAt: Date
  supersededAt: Date | null
  firstViewedAt: Date | null
  lastViewedAt: Date | null
  state: Exclude<OfferState, 'draft'>
}

export interface AcceptanceRow {
  versionId: string
  optionIndex: number
  fullName: string
  acceptedAt: Date
  clientIp: string | null
  userAgent: string | null
  contentSha256: string
}

export interface OfferRecord {
  id: string
  leadId: string
  reference: string
  createdBy: string
  createdAt: Date
  updatedAt: Date
  withdrawnAt: Date | null
  draft: OfferDraft
  state: OfferState
  versions: VersionRow[]
  acceptance: AcceptanceRow | null
  lead: { fullName: string; email: string; language: 'fr' | 'en'; owner: string | null; erased: boolean }
}

interface RawVersion {
  id: string
  version: number | string
  language: 'fr' | 'en'
  content: string
  content_sha256: string
  sent_by: string
  sent_at: string | Date
  expires_at: string | Date
  superseded_at: string | Date | null
  first_viewed_at: string | Date | null
  last_viewed_at: string | Date | null
}

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))

/** An offer with its versions (newest first), its acceptance and its request's few facts. */
export async function getOffer(db: Executor, offerId: string, now = new Date()): Promise<OfferRecord | null> {
  const found = await rows<{
    id: string
    lead_id: string
    reference: string
    created_by: string
    created_at: string | Date
    updated_at: string | Date
    withdrawn_at: string | Date | null
    draft: unknown
    full_name: string
    email: string
    language: string
    owner: string | null
    erased_at: string | Date | null
  }>(
    db,
    sql`select o.id, o.lead_id, o.reference, o.created_by, o.created_at, o.updated_at, o.withdrawn_at, o.draft,
               l.full_name, l.email, l.language, l.owner, l.erased_at
        from offers o join leads l on l.id = o.lead_id where o.id = ${offerId}`,
  )
  const row = found[0]
  if (!row) return null
  const [rawVersions, rawAcceptance] = await Promise.all([
    rows<RawVersion>(
      db,
      sql`select id, version, language, content, content_sha256, sent_by, sent_at, expires_at, superseded_at,
                 first_viewed_at, last_viewed_at
          from offer_versions where offer_id = ${offerId} order by version desc`,
    ),
    rows<{
      version_id: string
      option_index: number | string
      full_name: string
      accepted_at: string | Date
      client_ip: string | null
      user_agent: string | null
      content_sha256: string
    }>(
      db,
      sql`select version_id, option_index, full_name, accepted_at, client_ip, user_agent, content_sha256
          from offer_acceptances where offer_id = ${offerId}`,
    ),
  ])
  const a = rawAcceptance[0]
  const acceptance: AcceptanceRow | null = a
    ? {
        versionId: a.version_id,
        optionIndex: Number(a.option_index),
        fullName: a.full_name,
        acceptedAt: toDate(a.accepted_at) as Date,
        clientIp: a.client_ip,
        userAgent: a.user_agent,
        contentSha256: a.content_sha256,
      }
    : null
  const facts = { withdrawnAt: toDate(row.withdrawn_at), acceptedVersionId: acceptance?.versionId ?? null }
  const versions: VersionRow[] = rawVersions.map((v) => {
    const version = {
      id: v.id,
      version: Number(v.version),
      language: v.language === 'en' ? 'en' : 'fr',
      content: v.content,
      contentSha256: v.content_sha256,
      sentBy: v.sent_by,
      sentAt: toDate(v.sent_at) as Date,
      expiresAt: toDate(v.expires_at) as Date,
      supersededAt: toDate(v.superseded_at),
      firstViewedAt: toDate(v.first_viewed_at),
      lastViewedAt: toDate(v.last_viewed_at),
    } as const
    return { ...version, state: versionState(version, facts, now) }
  })
  return {
    id: row.id,
    leadId: row.lead_id,
    reference: row.reference,
    createdBy: row.created_by,
    createdAt: toDate(row.created_at) as Date,
    updatedAt: toDate(row.updated_at) as Date,
    withdrawnAt: facts.withdrawnAt,
    draft: jsonOf<OfferDraft>(row.draft),
    state: offerState(versions[0] ?? null, facts, now),
    versions,
    acceptance,
    lead: {
      fullName: row.full_name,
      email: row.email,
      language: row.language === 'en' ? 'en' : 'fr',
      owner: row.owner,
      erased: row.erased_at !== null,
    },
  }
}

export interface OfferListItem {
  id: string
  reference: string
  state: OfferState
  versions: number
  updatedAt: Date
  /** What the client accepted: the option, its aircraft and total, read from the accepted version. */
  accepted: { option: number; aircraft: string; totalEur: number } | null
}

function acceptedOf(
  value: { option: number; aircraft: string | null; total: string | number | null } | string | null,
): OfferListItem['accepted'] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as Exclude<typeof value, string>) : value
  if (!parsed || parsed.option === null) return null
  return { option: Number(parsed.option), aircraft: parsed.aircraft ?? '', totalEur: Number(parsed.total ?? 0) }
}

/** A request's offers, newest first, with where each stands (the request's page). */
export async function listOffers(db: Executor, leadId: string, now = new Date()): Promise<OfferListItem[]> {
  const found = await rows<{
    id: string
    reference: string
    updated_at: string | Date
    withdrawn_at: string | Date | null
    versions: number | string
    latest_id: string | null
    expires_at: string | Date | null
    superseded_at: string | Date | null
    first_viewed_at: string | Date | null
    accepted_version: string | null
    accepted: { option: number; aircraft: string | null; total: string | number | null } | string | null
  }>(
    db,
    sql`select o.id, o.reference, o.updated_at, o.withdrawn_at,
               (select count(*) from offer_versions v where v.offer_id = o.id) as versions,
               lv.id as latest_id, lv.expires_at, lv.superseded_at, lv.first_viewed_at,
               (select a.version_id from offer_acceptances a where a.offer_id = o.id) as accepted_version,
               (select json_build_object(
                         'option', a.option_index,
                         'aircraft', v.content::jsonb->'options'->(a.option_index - 1)->'aircraft'->>'name',
                         'total', v.content::jsonb->'options'->(a.option_index - 1)->>'totalEur')
                  from offer_acceptances a join offer_versions v on v.id = a.version_id
                  where a.offer_id = o.id limit 1) as accepted
        from offers o
        left join lateral (
          select id, expires_at, superseded_at, first_viewed_at from offer_versions v
          where v.offer_id = o.id order by v.version desc limit 1
        ) lv on true
        where o.lead_id = ${leadId}
        order by o.created_at desc`,
  )
  return found.map((r) => ({
    id: r.id,
    reference: r.reference,
    versions: Number(r.versions),
    accepted: acceptedOf(r.accepted),
    updatedAt: toDate(r.updated_at) as Date,
    state: offerState(
      r.latest_id
        ? {
            id: r.latest_id,
            expiresAt: toDate(r.expires_at) as Date,
            supersededAt: toDate(r.superseded_at),
            firstViewedAt: toDate(r.first_viewed_at),
          }
        : null,
      { withdrawnAt: toDate(r.withdrawn_at), acceptedVersionId: r.accepted_version },
      now,
    ),
  }))
}
