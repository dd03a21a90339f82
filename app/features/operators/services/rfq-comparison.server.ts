import { sql } from 'drizzle-orm'
import { legalityProblems, type LegalityProblem, type RestrictedList } from '~/domain/operators/legality'
import { worldAirports } from '~/services/airports/world-airports.server'
import { airSafetyList } from '~/services/air-safety-list.server'
import type { Runtime } from '~/services/runtime-types'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import {
  answerTotalCents,
  deviationOf,
  lastLegOn,
  rfqLinkOpen,
  rfqState,
  suggestOperators,
  type AnswerComparison,
  type RfqState,
  type RfqTrip,
  type SuggestedOperator,
} from '../domain/rfq-model'
import { tripOfRequest } from '../domain/rfq-trip'
import { houseEstimateEur } from './rfq-estimate.server'
import { listOperators, type OperatorRow } from './operators-store.server'
import {
  ANSWER_COLUMNS,
  answerOf,
  countryOf,
  leadFacts,
  today,
  tripOf,
  type AnswerRow,
  type Executor,
  type RawAnswer,
} from './rfq-rows.server'

/**
 * The request's RFQs compared (docs/product.md §14, decisions 085–088): on the request's page, each
 * operator's latest answer beside the house's estimate and the operator's legality; and a quote taken
 * as an offer option.
 */

export interface ComparedAnswer extends AnswerRow, AnswerComparison {}

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
  suggestions: SuggestedOperator[]
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
