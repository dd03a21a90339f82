import { sql } from 'drizzle-orm'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import { median } from '../domain/rfq-model'
import type { Executor } from './rfq-rows.server'

/** The operators' figures from their RFQs (docs/product.md §14, decision 085). */

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
