import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'

/** The outbox as the desk sees it: what has not gone yet, with the last error, and a retry. */

export interface OutboxItem {
  id: number
  leadId: string | null
  to: string
  subject: string
  attempts: number
  lastError: string | null
  createdAt: Date
  nextAttemptAt: Date
}

export async function listUnsent(db: Pick<Db, 'execute'>, limit = 200): Promise<OutboxItem[]> {
  const found = await rows<{
    id: number | string
    lead_id: string | null
    to_address: string
    subject: string
    attempts: number
    last_error: string | null
    created_at: string | Date
    next_attempt_at: string | Date
  }>(
    db,
    sql`select id, lead_id, to_address, subject, attempts, last_error, created_at, next_attempt_at
        from outbox where status = 'pending' order by next_attempt_at, id limit ${limit}`,
  )
  return found.map((r) => ({
    id: Number(r.id),
    leadId: r.lead_id,
    to: r.to_address,
    subject: r.subject,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: toDate(r.created_at) as Date,
    nextAttemptAt: toDate(r.next_attempt_at) as Date,
  }))
}

/** Due now: the worker takes it on its next round (woken by the caller). */
export async function retryMail(db: Db, actor: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await rows<{ lead_id: string | null }>(
      tx,
      sql`update outbox set next_attempt_at = now() where id = ${id} and status = 'pending' returning lead_id`,
    )
    if (updated.length === 0) return false
    await recordAudit(tx, {
      actor,
      action: 'outbox_retry',
      leadId: updated[0]?.lead_id ?? null,
      details: { outboxId: id },
    })
    return true
  })
}
