import { sql } from 'drizzle-orm'
import { getAircraft } from '~/domain/aircraft'
import { utcIsoDate } from '~/domain/dates'
import { worldAirports } from '~/services/airports/world-airports.server'
import type { Runtime } from '~/services/runtime-types'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { AnswerFacts, RfqTrip } from '../domain/rfq-model'
import { tripOfRequest } from '../domain/rfq-trip'

/**
 * Requests for quotation (docs/product.md §14, decision 085): the reads every RFQ module shares — a
 * request's facts and trip, an operator's answer as the database keeps it (append-only, one row a
 * version) and as the code reads it. Sending is rfq-send, the operator's page rfq-answers, the
 * request's comparison rfq-comparison, the operators' figures rfq-figures.
 */

type Db = Runtime['database']['db']
export type Executor = Pick<Db, 'execute'>

export const countryOf = (code: string) => worldAirports().find(code)?.countryCode ?? ''

export interface LeadFacts {
  id: string
  status: string
  erased: boolean
  fields: Record<string, unknown>
}

export async function leadFacts(db: Executor, leadId: string): Promise<LeadFacts | null> {
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

export interface AnswerRow extends AnswerFacts {
  id: number
  version: number
  aircraftId: string | null
  answeredAt: Date
}

export interface RawAnswer {
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

export function answerOf(r: RawAnswer): AnswerRow {
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

export const ANSWER_COLUMNS = sql`id, rfq_id, version, kind, registration, aircraft_id, aircraft_name, seats, charter_cents,
  positioning_cents, fees_cents, other_cents, other_label, availability, valid_until, decline_reason, note, answered_at`
export const tripOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as RfqTrip
