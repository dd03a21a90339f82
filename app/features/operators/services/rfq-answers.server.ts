import { sql } from 'drizzle-orm'
import { getAircraft } from '~/domain/aircraft'
import { queueMail } from '~/services/mail/queue-mail.server'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { OTHER_AIRCRAFT, type RfqAnswerValues } from '../domain/operator-form'
import { rfqLinkOpen, type RfqTrip } from '../domain/rfq-model'
import { rfqAnswerNotice } from './rfq-mail.server'
import {
  ANSWER_COLUMNS,
  answerOf,
  today,
  tripOf,
  type AnswerRow,
  type Executor,
  type RawAnswer,
} from './rfq-rows.server'
import { rfqTokenHash, sameHash } from './rfq-token.server'

/**
 * The operator's side of a request for quotation (docs/product.md §14, decision 085): the private page
 * a link opens, and the answers given there (append-only, version n+1 taken under the RFQ row's lock:
 * two answers at once make two versions). Every opening and answer audited.
 */

interface RfqRow {
  id: string
  lead_id: string
  operator_id: string
  token_hash: string
  language: string
  trip: unknown
  sent_at: string | Date
  first_opened_at: string | Date | null
  status: string
  erased_at: string | Date | null
}

async function findByToken(db: Executor, token: string, lock = false): Promise<RfqRow | undefined> {
  const hash = rfqTokenHash(token)
  const [row] = await rows<RfqRow>(
    db,
    sql`select r.id, r.lead_id, r.operator_id, r.token_hash, r.language, r.trip, r.sent_at, r.first_opened_at,
               l.status, l.erased_at
        from rfqs r join leads l on l.id = r.lead_id
        where r.token_hash = ${hash} ${lock ? sql`for update of r` : sql``}`,
  )
  return row && sameHash(row.token_hash, hash) ? row : undefined
}

export interface OpenedRfq {
  rfqId: string
  leadId: string
  language: 'fr' | 'en'
  trip: RfqTrip
  open: boolean
  operator: {
    name: string
    fleet: Array<{ registration: string; aircraftId: string; aircraftName: string; seats: number }>
  }
  latest: AnswerRow | null
  versions: number
}

/** The RFQ a link opens, or undefined (unknown, forged, truncated: the caller answers 404). */
export async function openRfq(
  runtime: Pick<Runtime, 'database'>,
  token: string,
  now = new Date(),
): Promise<OpenedRfq | undefined> {
  const db = runtime.database.db
  const row = await findByToken(db, token)
  if (!row) return undefined
  const trip = tripOf(row.trip)
  const [op, answers] = await Promise.all([
    listOperatorFleet(db, row.operator_id),
    rows<RawAnswer>(db, sql`select ${ANSWER_COLUMNS} from rfq_answers where rfq_id = ${row.id} order by version desc`),
  ])
  return {
    rfqId: row.id,
    leadId: row.lead_id,
    language: row.language === 'fr' ? 'fr' : 'en',
    trip,
    open: rfqLinkOpen(row.status, row.erased_at !== null, trip, today(now)),
    operator: op,
    latest: answers[0] ? answerOf(answers[0]) : null,
    versions: answers.length,
  }
}

async function listOperatorFleet(db: Executor, operatorId: string) {
  const [op] = await rows<{ name: string }>(db, sql`select name from operators where id = ${operatorId}`)
  const fleet = await rows<{
    registration: string
    aircraft_id: string
    aircraft_name: string
    seats: number | string
  }>(
    db,
    sql`select registration, aircraft_id, aircraft_name, seats from operator_aircraft
        where operator_id = ${operatorId} and removed_at is null order by registration`,
  )
  return {
    name: op?.name ?? '',
    fleet: fleet.map((a) => ({
      registration: a.registration,
      aircraftId: a.aircraft_id,
      aircraftName: a.aircraft_id ? (getAircraft(a.aircraft_id)?.name ?? a.aircraft_name) : a.aircraft_name,
      seats: Number(a.seats),
    })),
  }
}

/** An opening of a link: first and last kept; the first one goes in the audit log. */
export async function recordRfqOpen(runtime: Pick<Runtime, 'database'>, opened: OpenedRfq): Promise<void> {
  const db = runtime.database.db
  const first = await rows<{ id: string }>(
    db,
    sql`update rfqs set first_opened_at = coalesce(first_opened_at, now()), last_opened_at = now()
        where id = ${opened.rfqId}
        returning (case when first_opened_at = last_opened_at then id end) as id`,
  )
  if (first[0]?.id)
    await recordAudit(db, {
      actor: 'operator',
      action: 'rfq_open',
      leadId: opened.leadId,
      details: { rfqId: opened.rfqId },
    })
}

export type RfqAnswerInput =
  { kind: 'quote'; values: RfqAnswerValues } | { kind: 'decline'; reason: string; note: string }

export type AnswerOutcome = { status: 'saved'; version: number } | { status: 'closed' | 'missing' }

/**
 * Stores an answer as the next version. The RFQ's row is locked first, so answers of one RFQ take
 * turns: each counts the versions before it and inserts count + 1 — two at once make versions n+1 and
 * n+2, none lost (the unique (rfq, version) index would refuse a duplicate rather than lose one).
 */
export async function answerRfq(
  runtime: Pick<Runtime, 'database' | 'env' | 'outbox'>,
  token: string,
  input: RfqAnswerInput,
  clientIp: string | null,
  now = new Date(),
): Promise<AnswerOutcome> {
  const db = runtime.database.db
  const outcome = await db.transaction(async (tx): Promise<AnswerOutcome> => {
    const row = await findByToken(tx, token, true)
    if (!row) return { status: 'missing' }
    const trip = tripOf(row.trip)
    if (!rfqLinkOpen(row.status, row.erased_at !== null, trip, today(now))) return { status: 'closed' }
    const [count] = await rows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from rfq_answers where rfq_id = ${row.id}`,
    )
    const version = Number(count?.n ?? 0) + 1
    if (input.kind === 'quote') {
      const v = input.values
      const other = v.aircraft === OTHER_AIRCRAFT
      await tx.execute(sql`
        insert into rfq_answers (rfq_id, version, kind, registration, aircraft_id, aircraft_name, seats, charter_cents,
          positioning_cents, fees_cents, other_cents, other_label, availability, valid_until, note, client_ip)
        values (${row.id}, ${version}, 'quote', ${v.registration}, ${other ? '' : v.aircraft}, ${other ? v.aircraftName : ''},
          ${v.seats}, ${v.charter}, ${v.positioning}, ${v.fees}, ${v.other}, ${v.otherLabel || null}, ${v.availability},
          ${v.validUntil}, ${v.note || null}, ${clientIp})`)
    } else {
      await tx.execute(sql`
        insert into rfq_answers (rfq_id, version, kind, decline_reason, note, client_ip)
        values (${row.id}, ${version}, 'decline', ${input.reason}, ${input.note || null}, ${clientIp})`)
    }
    await tx.execute(sql`update leads set last_activity_at = now() where id = ${row.lead_id}`)
    await recordAudit(tx, {
      actor: 'operator',
      action: input.kind === 'quote' ? 'rfq_answer' : 'rfq_decline',
      leadId: row.lead_id,
      details: { rfqId: row.id, operatorId: row.operator_id, version },
    })
    const [owner] = await rows<{ owner: string | null; name: string }>(
      tx,
      sql`select l.owner, o.name from leads l, operators o where l.id = ${row.lead_id} and o.id = ${row.operator_id}`,
    )
    const notice = rfqAnswerNotice(
      owner?.name ?? '',
      input.kind,
      version,
      `${runtime.env.SITE_URL.replace(/\/$/, '')}/desk/requests/${row.lead_id}`,
    )
    for (const to of new Set([runtime.env.NOTIFY_EMAIL, ...(owner?.owner ? [owner.owner] : [])]))
      await queueMail(tx, { ...notice, to })
    return { status: 'saved', version }
  })
  if (outcome.status === 'saved') runtime.outbox.notify()
  return outcome
}
