import { sql } from 'drizzle-orm'
import { getAircraft } from '~/domain/aircraft'
import { utcIsoDate } from '~/domain/dates'
import { legalityProblems, type LegalityProblem, type RestrictedList } from '~/domain/operators/legality'
import { worldAirports } from '~/services/airports/world-airports.server'
import { airSafetyList } from '~/services/air-safety-list.server'
import { queueMail } from '~/services/mail/queue-mail.server'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import { OTHER_AIRCRAFT, type RfqAnswerValues } from '../domain/operator-form'
import {
  answerTotalCents,
  deviationOf,
  lastLegOn,
  median,
  rfqLinkOpen,
  rfqState,
  suggestOperators,
  type RfqState,
  type RfqTrip,
} from '../domain/rfq-model'
import { tripOfRequest } from '../domain/rfq-trip'
import { houseEstimateEur } from './rfq-estimate.server'
import { rfqAnswerNotice, rfqMail } from './rfq-mail.server'
import { listOperators, type OperatorRow } from './operators-store.server'
import { newRfqToken, rfqLink, rfqTokenHash, sameHash } from './rfq-token.server'

/**
 * Requests for quotation (docs/product.md §14, decision 085): sent from a request to operators (one
 * each, the link's token stored as its SHA-256, the e-mail queued in the operator's language in the
 * same transaction), opened and answered by the operator on a private page (answers append-only,
 * version n+1 taken under the RFQ row's lock: two answers at once make two versions), compared on
 * the request's page with the house's estimate and each operator's legality. Every action audited.
 */

type Db = Runtime['database']['db']
type Executor = Pick<Db, 'execute'>

const countryOf = (code: string) => worldAirports().find(code)?.countryCode ?? ''

interface LeadFacts {
  id: string
  status: string
  erased: boolean
  fields: Record<string, unknown>
}

async function leadFacts(db: Executor, leadId: string): Promise<LeadFacts | null> {
  const [row] = await rows<{ id: string; status: string; erased_at: unknown; fields: unknown }>(
    db,
    sql`select id, status, erased_at, fields from leads where id = ${leadId}`,
  )
  if (!row) return null
  const fields = typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields
  return {
    id: row.id,
    status: row.status,
    erased: row.erased_at !== null,
    fields: (fields ?? {}) as Record<string, unknown>,
  }
}

export function today(now = new Date()): string {
  return utcIsoDate(now)
}

/** The trip of a request as its RFQs show it. */
export async function requestTrip(db: Executor, leadId: string): Promise<RfqTrip | null> {
  const lead = await leadFacts(db, leadId)
  return lead && !lead.erased ? tripOfRequest(lead.fields, countryOf) : null
}

export type SendRfqsOutcome = { status: 'sent'; sent: number; already: number } | { status: 'missing' | 'closed' }

/** One RFQ per operator ticked (an operator already asked for this request is not asked again). */
export async function sendRfqs(
  runtime: Pick<Runtime, 'database' | 'env' | 'outbox'>,
  actor: string,
  leadId: string,
  operatorIds: readonly string[],
  now = new Date(),
): Promise<SendRfqsOutcome> {
  const db = runtime.database.db
  const outcome = await db.transaction(async (tx): Promise<SendRfqsOutcome> => {
    const locked = await rows<{ id: string }>(tx, sql`select id from leads where id = ${leadId} for update`)
    if (locked.length === 0) return { status: 'missing' }
    const lead = await leadFacts(tx, leadId)
    if (!lead || lead.erased) return { status: 'missing' }
    const trip = tripOfRequest(lead.fields, countryOf)
    if (!rfqLinkOpen(lead.status, lead.erased, trip, today(now))) return { status: 'closed' }
    let sent = 0
    let already = 0
    for (const operatorId of new Set(operatorIds)) {
      const [op] = await rows<{ id: string; name: string; language: string; quote_emails: unknown }>(
        tx,
        sql`select id, name, language, quote_emails from operators where id = ${operatorId}`,
      )
      if (!op) continue
      const language = op.language === 'fr' ? 'fr' : 'en'
      const token = newRfqToken()
      const inserted = await rows<{ id: string }>(
        tx,
        sql`insert into rfqs (lead_id, operator_id, token_hash, language, trip, sent_by, sent_at)
            values (${leadId}, ${operatorId}, ${rfqTokenHash(token)}, ${language}, ${JSON.stringify(trip)}::jsonb,
                    ${actor}, ${now.toISOString()})
            on conflict (lead_id, operator_id) do nothing returning id`,
      )
      if (inserted.length === 0) {
        already++
        continue
      }
      const emails = (typeof op.quote_emails === 'string' ? JSON.parse(op.quote_emails) : op.quote_emails) as string[]
      const mail = rfqMail(language, op.name, trip, rfqLink(runtime.env.SITE_URL, token, language))
      for (const to of emails) await queueMail(tx, { ...mail, to, replyTo: actor })
      await recordAudit(tx, {
        actor,
        action: 'rfq_send',
        leadId,
        details: { rfqId: inserted[0]!.id, operatorId },
      })
      sent++
    }
    await tx.execute(sql`update leads set last_activity_at = now(),
      status = case when status = 'new' then 'in_progress' else status end where id = ${leadId}`)
    return { status: 'sent', sent, already }
  })
  if (outcome.status === 'sent' && outcome.sent > 0) runtime.outbox.notify()
  return outcome
}

export interface AnswerRow {
  id: number
  version: number
  kind: 'quote' | 'decline'
  registration: string | null
  aircraftId: string | null
  aircraftName: string | null
  seats: number | null
  charterCents: number
  positioningCents: number
  feesCents: number
  otherCents: number
  otherLabel: string | null
  availability: string | null
  validUntil: string | null
  declineReason: string | null
  note: string | null
  answeredAt: Date
}

interface RawAnswer {
  id: number | string
  rfq_id: string
  version: number | string
  kind: string
  registration: string | null
  aircraft_id: string | null
  aircraft_name: string | null
  seats: number | string | null
  charter_cents: number | string | null
  positioning_cents: number | string | null
  fees_cents: number | string | null
  other_cents: number | string | null
  other_label: string | null
  availability: string | null
  valid_until: string | Date | null
  decline_reason: string | null
  note: string | null
  answered_at: string | Date
}

const num = (v: number | string | null) => (v === null ? 0 : Number(v))
const dayOf = (v: string | Date | null) =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10)

function answerOf(r: RawAnswer): AnswerRow {
  return {
    id: Number(r.id),
    version: Number(r.version),
    kind: r.kind === 'decline' ? 'decline' : 'quote',
    registration: r.registration,
    aircraftId: r.aircraft_id,
    aircraftName: r.aircraft_id ? (getAircraft(r.aircraft_id)?.name ?? r.aircraft_name) : r.aircraft_name,
    seats: r.seats === null ? null : Number(r.seats),
    charterCents: num(r.charter_cents),
    positioningCents: num(r.positioning_cents),
    feesCents: num(r.fees_cents),
    otherCents: num(r.other_cents),
    otherLabel: r.other_label,
    availability: r.availability,
    validUntil: dayOf(r.valid_until),
    declineReason: r.decline_reason,
    note: r.note,
    answeredAt: toDate(r.answered_at) as Date,
  }
}

const ANSWER_COLUMNS = sql`id, rfq_id, version, kind, registration, aircraft_id, aircraft_name, seats, charter_cents,
  positioning_cents, fees_cents, other_cents, other_label, availability, valid_until, decline_reason, note, answered_at`

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

const tripOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as RfqTrip

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

export interface ComparedAnswer extends AnswerRow {
  totalCents: number
  /** The house's estimate for the quoted type (or the request's), whole euros. */
  estimate: { eur: number; aircraftId: string } | null
  deviation: { share: number; flagged: boolean } | null
  problems: LegalityProblem[]
}

export interface ComparedRfq {
  id: string
  operatorId: string
  operatorName: string
  state: RfqState
  sentAt: Date
  openedAt: Date | null
  answeredAt: Date | null
  latest: ComparedAnswer | null
  versions: number
}

export interface RequestSourcing {
  trip: RfqTrip
  estimate: { eur: number; aircraftId: string } | null
  rfqs: ComparedRfq[]
  suggestions: Array<{
    operatorId: string
    name: string
    registration: string
    baseCode: string
    distanceKm: number
    asked: boolean
  }>
  others: Array<{ operatorId: string; name: string; asked: boolean }>
  list: { updatedOn: string; missing: boolean }
}

/** Whether an operator may fly a trip on an aircraft (the comparison; the offer's send checks again). */
export function operatorProblems(
  operator: OperatorRow,
  trip: RfqTrip,
  registration: string | null,
  list: RestrictedList,
  day: string,
): LegalityProblem[] {
  return legalityProblems(
    {
      name: operator.name,
      country: operator.country,
      aocNumber: operator.aocNumber,
      aocExpiresOn: operator.aocExpiresOn,
      tcoNumber: operator.tcoNumber || null,
      tcoExpiresOn: operator.tcoExpiresOn,
      insuranceExpiresOn: operator.insuranceExpiresOn,
      registrations: operator.aircraft.map((a) => a.registration),
    },
    {
      countries: trip.legs.flatMap((l) => [l.fromCountry, l.toCountry]).filter(Boolean),
      lastLegOn: lastLegOn(trip) || day,
      registration,
    },
    list,
    day,
  )
}

/** The request page's sourcing panel: suggestions, each RFQ with its latest answer, the estimate, legality. */
export async function requestSourcing(
  runtime: Pick<Runtime, 'database' | 'env'>,
  leadId: string,
  now = new Date(),
): Promise<RequestSourcing | null> {
  const db = runtime.database.db
  const lead = await leadFacts(db, leadId)
  if (!lead || lead.erased) return null
  const trip = tripOfRequest(lead.fields, countryOf)
  const day = today(now)
  const [operators, rfqRows, answerRows] = await Promise.all([
    listOperators(db),
    rows<{
      id: string
      operator_id: string
      trip: unknown
      sent_at: string | Date
      first_opened_at: string | Date | null
    }>(
      db,
      sql`select id, operator_id, trip, sent_at, first_opened_at from rfqs where lead_id = ${leadId} order by sent_at, id`,
    ),
    rows<RawAnswer>(
      db,
      sql`select ${ANSWER_COLUMNS} from rfq_answers where rfq_id in (select id from rfqs where lead_id = ${leadId})
          order by version desc`,
    ),
  ])
  const list = airSafetyList(runtime.env)
  const byId = new Map(operators.map((o) => [o.id, o]))
  const linkOpen = rfqLinkOpen(lead.status, lead.erased, trip, day)
  const estimates = new Map<string, ReturnType<typeof houseEstimateEur>>()
  const estimateFor = (aircraftId: string | null) => {
    const key = aircraftId ?? ''
    if (!estimates.has(key)) estimates.set(key, houseEstimateEur(trip, aircraftId))
    return estimates.get(key) ?? null
  }
  const rfqs: ComparedRfq[] = rfqRows.map((r) => {
    const answers = answerRows.filter((a) => a.rfq_id === r.id).map(answerOf)
    const latestRaw = answers[0] ?? null
    const operator = byId.get(r.operator_id)
    const rfqTrip = tripOf(r.trip)
    let latest: ComparedAnswer | null = null
    if (latestRaw) {
      const totalCents = answerTotalCents(latestRaw)
      const estimate = latestRaw.kind === 'quote' ? estimateFor(latestRaw.aircraftId || null) : null
      latest = {
        ...latestRaw,
        totalCents,
        estimate,
        deviation: latestRaw.kind === 'quote' ? deviationOf(totalCents, estimate?.eur ?? null) : null,
        problems:
          operator && latestRaw.kind === 'quote'
            ? operatorProblems(operator, rfqTrip, latestRaw.registration, list, day)
            : [],
      }
    }
    const firstAnswer = answers[answers.length - 1]
    return {
      id: r.id,
      operatorId: r.operator_id,
      operatorName: operator?.name ?? '',
      state: rfqState({ opened: r.first_opened_at !== null, linkOpen }, latestRaw),
      sentAt: toDate(r.sent_at) as Date,
      openedAt: toDate(r.first_opened_at),
      answeredAt: firstAnswer ? firstAnswer.answeredAt : null,
      latest,
      versions: answers.length,
    }
  })
  const asked = new Set(rfqRows.map((r) => r.operator_id))
  const departure = trip.legs[0] ? worldAirports().find(trip.legs[0].from) : undefined
  const suggested = departure ? suggestOperators(operators, departure, trip.passengers) : []
  const suggestedIds = new Set(suggested.map((s) => s.operator.id))
  return {
    trip,
    estimate: estimateFor(null),
    rfqs,
    suggestions: suggested.map((s) => ({
      operatorId: s.operator.id,
      name: s.operator.name,
      registration: s.aircraft.registration,
      baseCode: s.aircraft.baseCode,
      distanceKm: Math.round(s.distanceKm),
      asked: asked.has(s.operator.id),
    })),
    others: operators
      .filter((o) => !suggestedIds.has(o.id))
      .map((o) => ({ operatorId: o.id, name: o.name, asked: asked.has(o.id) })),
    list: { updatedOn: list.updatedOn, missing: list.missing },
  }
}

export interface OperatorFigures {
  operatorId: string
  sent: number
  answered: number
  /** Hours from the RFQ to its first answer, the median; null without an answer. */
  medianHours: number | null
}

/** Each operator's answer rate and median answer time (first answer, quote or decline). */
export async function operatorFigures(db: Executor): Promise<Map<string, OperatorFigures>> {
  const found = await rows<{ operator_id: string; sent_at: string | Date; first_answer: string | Date | null }>(
    db,
    sql`select r.operator_id, r.sent_at, (select min(a.answered_at) from rfq_answers a where a.rfq_id = r.id) as first_answer
        from rfqs r`,
  )
  const by = new Map<string, { sent: number; hours: number[] }>()
  for (const r of found) {
    const entry = by.get(r.operator_id) ?? { sent: 0, hours: [] }
    entry.sent++
    if (r.first_answer)
      entry.hours.push(((toDate(r.first_answer) as Date).getTime() - (toDate(r.sent_at) as Date).getTime()) / 3_600_000)
    by.set(r.operator_id, entry)
  }
  return new Map(
    [...by].map(([operatorId, e]) => [
      operatorId,
      { operatorId, sent: e.sent, answered: e.hours.length, medianHours: median(e.hours) },
    ]),
  )
}

/** What an offer option takes from an answer (the composition hands it to the offer). */
export interface AnswerForOption {
  leadId: string
  operatorId: string
  operatorName: string
  aocNumber: string
  aocAuthority: string
  registration: string
  aircraftId: string
  aircraftName: string
  seats: number
  costCents: number
  answerId: number
}

export async function answerForOption(db: Executor, leadId: string, answerId: number): Promise<AnswerForOption | null> {
  const [a] = await rows<
    RawAnswer & { lead_id: string; operator_id: string; name: string; aoc_number: string; aoc_authority: string }
  >(
    db,
    sql`select a.id, a.rfq_id, a.version, a.kind, a.registration, a.aircraft_id, a.aircraft_name, a.seats, a.charter_cents,
               a.positioning_cents, a.fees_cents, a.other_cents, a.other_label, a.availability, a.valid_until,
               a.decline_reason, a.note, a.answered_at, r.lead_id, r.operator_id, o.name, o.aoc_number, o.aoc_authority
        from rfq_answers a join rfqs r on r.id = a.rfq_id join operators o on o.id = r.operator_id
        where a.id = ${answerId} and r.lead_id = ${leadId} and a.kind = 'quote'`,
  )
  if (!a) return null
  const answer = answerOf(a)
  return {
    leadId: a.lead_id,
    operatorId: a.operator_id,
    operatorName: a.name,
    aocNumber: a.aoc_number,
    aocAuthority: a.aoc_authority,
    registration: answer.registration ?? '',
    aircraftId: answer.aircraftId ?? '',
    aircraftName: answer.aircraftName ?? '',
    seats: answer.seats ?? 1,
    costCents: answerTotalCents(answer),
    answerId: answer.id,
  }
}
