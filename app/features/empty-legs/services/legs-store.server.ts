import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { LegDraft } from '../domain/leg-form'
import type { EmptyLeg, LegEnd } from '../domain/leg-model'
import {
  endKeys,
  interestMatches,
  latitudeBand,
  MAX_RADIUS_KM,
  type Place,
  type RouteInterest,
} from '../domain/route-interest'
import { resolveLegEnd } from './leg-places.server'

/**
 * Empty legs in the database (docs/product.md §12, docs/decisions/053-empty-legs-store-and-matching.md):
 * the desk's legs (published, edited, withdrawn; never deleted: the desk keeps their history) and,
 * in the same transaction as a publish, the alert queue filled with every confirmed alert the leg
 * matches. Matching: the alerts' ends are indexed by key (`leg_alerts_from_idx`, `_to_idx`) and,
 * with a radius, by latitude; the pure `interestMatches` decides over those candidates.
 */

type Executor = Pick<Db, 'execute'>

interface LegRow {
  id: string
  from_code: string
  to_code: string
  earliest: string
  latest: string
  aircraft_id: string
  aircraft_name: string
  burn_gal_per_hour: number | null
  seats: number
  price_eur: number | null
  note_fr: string
  note_en: string
  withdrawn_at: string | Date | null
  created_at: string | Date
  created_by: string
}

export interface StoredLeg extends EmptyLeg {
  createdBy: string
}

function dayText(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** A row as a leg, its ends from the airport table (a code the table lost keeps its code as its name). */
function legOf(row: LegRow): StoredLeg {
  const end = (code: string): LegEnd =>
    resolveLegEnd(code) ?? { code, city: code, name: code, countryCode: '', lat: 0, lon: 0 }
  return {
    id: row.id,
    from: end(row.from_code),
    to: end(row.to_code),
    earliest: dayText(row.earliest),
    latest: dayText(row.latest),
    aircraftId: row.aircraft_id,
    aircraftName: row.aircraft_name,
    burnGalPerHour: row.burn_gal_per_hour === null ? null : Number(row.burn_gal_per_hour),
    seats: Number(row.seats),
    priceEur: row.price_eur === null ? null : Number(row.price_eur),
    noteFr: row.note_fr,
    noteEn: row.note_en,
    withdrawnAt: toDate(row.withdrawn_at),
    createdAt: toDate(row.created_at) as Date,
    createdBy: row.created_by,
  }
}

const LEG_COLUMNS = sql`id, from_code, to_code, earliest::text as earliest, latest::text as latest, aircraft_id,
  aircraft_name, burn_gal_per_hour, seats, price_eur, note_fr, note_en, withdrawn_at, created_at, created_by`

export async function getLeg(db: Executor, id: string): Promise<StoredLeg | undefined> {
  const found = await rows<LegRow>(db, sql`select ${LEG_COLUMNS} from empty_legs where id = ${id}`)
  return found[0] ? legOf(found[0]) : undefined
}

/** The public list's legs: not withdrawn, window not passed (`today`, Paris), soonest first. */
export async function listCurrentLegs(
  db: Executor,
  today: string,
  filter: { fromCountry?: string; toCountry?: string } = {},
): Promise<StoredLeg[]> {
  const found = await rows<LegRow>(
    db,
    sql`select ${LEG_COLUMNS} from empty_legs
        where withdrawn_at is null and latest >= ${today}::date
        ${filter.fromCountry ? sql`and from_country = ${filter.fromCountry}` : sql``}
        ${filter.toCountry ? sql`and to_country = ${filter.toCountry}` : sql``}
        order by earliest, latest, id limit 200`,
  )
  return found.map(legOf)
}

/** The countries the current legs leave from and go to (the public filters' choices). */
export async function currentCountries(db: Executor, today: string): Promise<{ from: string[]; to: string[] }> {
  const found = await rows<{ from_country: string; to_country: string }>(
    db,
    sql`select distinct from_country, to_country from empty_legs where withdrawn_at is null and latest >= ${today}::date`,
  )
  return {
    from: [...new Set(found.map((r) => r.from_country))].sort(),
    to: [...new Set(found.map((r) => r.to_country))].sort(),
  }
}

/** The desk's list: every leg, newest first (its history included), with its requests and alerts. */
export async function listDeskLegs(
  db: Executor,
  limit = 200,
): Promise<Array<StoredLeg & { requests: number; alerted: number }>> {
  const found = await rows<LegRow & { requests: number | string; alerted: number | string }>(
    db,
    sql`select ${LEG_COLUMNS},
          (select count(*) from leads l where l.kind = 'empty-leg' and l.fields->>'emptyLegId' = empty_legs.id::text
             and l.erased_at is null) as requests,
          (select count(*) from leg_alert_queue q where q.leg_id = empty_legs.id) as alerted
        from empty_legs order by created_at desc, id desc limit ${limit}`,
  )
  return found.map((row) => ({ ...legOf(row), requests: Number(row.requests), alerted: Number(row.alerted) }))
}

interface AlertCandidate {
  id: string
  email: string
  from_place: Place | string | null
  to_place: Place | string | null
  radius_km: number | null
}

function placeOf(value: Place | string | null): Place | null {
  if (value === null) return null
  return typeof value === 'string' ? (JSON.parse(value) as Place) : value
}

/** The condition on one end: its exact keys, or (with a radius) a latitude within the widest radius. */
function endCondition(column: 'from' | 'to', end: LegEnd) {
  const keys = sql.join(
    endKeys(end).map((k) => sql`${k}`),
    sql`, `,
  )
  const band = latitudeBand(end, MAX_RADIUS_KM)
  return column === 'from'
    ? sql`(from_key in (${keys}) or (radius_km is not null and from_lat between ${band.min} and ${band.max}))`
    : sql`(to_key in (${keys}) or (radius_km is not null and to_lat between ${band.min} and ${band.max}))`
}

/** The index prefilter: confirmed alerts whose ends' keys or latitudes may cover the leg's ends. */
export function alertCandidatesQuery(ends: { from: LegEnd; to: LegEnd }) {
  return sql`select id, email, from_place, to_place, radius_km from leg_alerts
      where status = 'confirmed' and ${endCondition('from', ends.from)} and ${endCondition('to', ends.to)}`
}

/** The confirmed alerts a leg from `from` to `to` matches (index prefilter, then the pure rule). */
export async function matchingAlerts(
  db: Executor,
  ends: { from: LegEnd; to: LegEnd },
): Promise<{ id: string; email: string }[]> {
  const candidates = await rows<AlertCandidate>(db, alertCandidatesQuery(ends))
  return candidates
    .filter((c) => {
      const interest: RouteInterest = {
        from: placeOf(c.from_place),
        to: placeOf(c.to_place),
        radiusKm: c.radius_km === null ? null : Number(c.radius_km),
      }
      return interestMatches(interest, ends)
    })
    .map((c) => ({ id: c.id, email: c.email }))
}

/** How many people (distinct addresses) a leg on this route would alert: shown before publishing. */
export async function reachOf(db: Executor, ends: { from: LegEnd; to: LegEnd }): Promise<number> {
  return new Set((await matchingAlerts(db, ends)).map((a) => a.email)).size
}

/** Queues the leg for every matching alert (a pair already queued stays as it is). */
async function queueAlerts(tx: Executor, legId: string, ends: { from: LegEnd; to: LegEnd }): Promise<number> {
  const matched = await matchingAlerts(tx, ends)
  let queued = 0
  for (let i = 0; i < matched.length; i += 1000) {
    const ids = matched.slice(i, i + 1000).map((m) => m.id)
    const inserted = await rows<{ n: number | string }>(
      tx,
      sql`with added as (
            insert into leg_alert_queue (alert_id, leg_id)
            select a::uuid, ${legId}::uuid from unnest(${`{${ids.join(',')}}`}::text[]) as a
            on conflict do nothing returning 1)
          select count(*) as n from added`,
    )
    queued += Number(inserted[0]?.n ?? 0)
  }
  return queued
}

function endsOf(draft: LegDraft): { from: LegEnd; to: LegEnd } {
  const from = resolveLegEnd(draft.from)
  const to = resolveLegEnd(draft.to)
  if (!from || !to) throw new Error('empty leg: an airport is not in the table')
  return { from, to }
}

/** Publishes a leg: the leg, its alert queue and the audit entry, in one transaction. */
export async function publishLeg(db: Db, actor: string, draft: LegDraft): Promise<{ id: string; queued: number }> {
  const ends = endsOf(draft)
  return db.transaction(async (tx) => {
    const created = await rows<{ id: string }>(
      tx,
      sql`insert into empty_legs (from_code, to_code, from_country, to_country, earliest, latest, aircraft_id,
            aircraft_name, burn_gal_per_hour, seats, price_eur, note_fr, note_en, created_by)
          values (${ends.from.code}, ${ends.to.code}, ${ends.from.countryCode}, ${ends.to.countryCode},
            ${draft.earliest}::date, ${draft.latest}::date, ${draft.aircraftId}, ${draft.aircraftName},
            ${draft.burnGalPerHour}, ${draft.seats}, ${draft.priceEur}, ${draft.noteFr}, ${draft.noteEn}, ${actor})
          returning id`,
    )
    const id = created[0]!.id
    const queued = await queueAlerts(tx, id, ends)
    await recordAudit(tx, { actor, action: 'leg_publish', details: { legId: id, queued } })
    return { id, queued }
  })
}

/**
 * Saves an edit. A leg still published is matched again: alerts its new route matches are queued
 * (those already told keep their one mail). A withdrawn leg is edited but never announced.
 */
export async function updateLeg(db: Db, actor: string, id: string, draft: LegDraft): Promise<boolean> {
  const ends = endsOf(draft)
  return db.transaction(async (tx) => {
    const updated = await rows<{ withdrawn: boolean }>(
      tx,
      sql`update empty_legs set from_code = ${ends.from.code}, to_code = ${ends.to.code},
            from_country = ${ends.from.countryCode}, to_country = ${ends.to.countryCode},
            earliest = ${draft.earliest}::date, latest = ${draft.latest}::date, aircraft_id = ${draft.aircraftId},
            aircraft_name = ${draft.aircraftName}, burn_gal_per_hour = ${draft.burnGalPerHour}, seats = ${draft.seats},
            price_eur = ${draft.priceEur}, note_fr = ${draft.noteFr}, note_en = ${draft.noteEn}, updated_at = now()
          where id = ${id} returning withdrawn_at is not null as withdrawn`,
    )
    if (updated.length === 0) return false
    const queued = updated[0]!.withdrawn ? 0 : await queueAlerts(tx, id, ends)
    await recordAudit(tx, { actor, action: 'leg_edit', details: { legId: id, queued } })
    return true
  })
}

/** Withdraws a leg (once): it leaves the public list, and alerts not yet sent forget it. */
export async function withdrawLeg(db: Db, actor: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await rows<{ id: string }>(
      tx,
      sql`update empty_legs set withdrawn_at = now(), updated_at = now() where id = ${id} and withdrawn_at is null returning id`,
    )
    if (done.length === 0) return false
    await tx.execute(sql`delete from leg_alert_queue where leg_id = ${id} and sent_at is null`)
    await recordAudit(tx, { actor, action: 'leg_withdraw', details: { legId: id } })
    return true
  })
}

export interface LegRequest {
  id: string
  fullName: string
  receivedAt: Date
  status: string
}

/** The requests made for a leg ("Request this leg": kind `empty-leg`, the leg's id in the fields). */
export async function legRequests(db: Executor, legId: string): Promise<LegRequest[]> {
  const found = await rows<{ id: string; full_name: string; received_at: string | Date; status: string }>(
    db,
    sql`select id, full_name, received_at, status from leads
        where kind = 'empty-leg' and fields->>'emptyLegId' = ${legId} and erased_at is null
        order by received_at desc limit 100`,
  )
  return found.map((r) => ({
    id: r.id,
    fullName: r.full_name,
    receivedAt: toDate(r.received_at) as Date,
    status: r.status,
  }))
}
