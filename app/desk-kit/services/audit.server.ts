import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import type { AuditAction } from '~/desk-kit/domain/audit-actions'
import { rows, toDate } from './db-util.server'

export type { AuditAction }

/**
 * The desk's audit log: every staff action, appended (the table refuses UPDATE and DELETE).
 * `details` carries codes and field names, never a client's personal data.
 */

export interface AuditEntry {
  id: number
  at: Date
  actor: string
  action: AuditAction
  leadId: string | null
  /** The request's client as the desk names it (name, else e-mail); null without a request or once erased or purged. */
  leadName: string | null
  details: Record<string, unknown> | null
}

type Executor = Pick<Db, 'execute'>

export async function recordAudit(
  db: Executor,
  entry: { actor: string; action: AuditAction; leadId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor, action, lead_id, details)
    values (${entry.actor}, ${entry.action}, ${entry.leadId ?? null}, ${entry.details ? JSON.stringify(entry.details) : null}::jsonb)`)
}

interface AuditRow {
  id: number | string
  at: string | Date
  actor: string
  action: AuditAction
  lead_id: string | null
  lead_name: string | null
  details: Record<string, unknown> | string | null
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: toDate(row.at) as Date,
    actor: row.actor,
    action: row.action,
    leadId: row.lead_id,
    leadName: row.lead_name || null,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
  }
}

/** Newest first, `limit` entries older than `beforeId` (keyset on the id). */
export async function listAudit(db: Executor, options: { leadId?: string; beforeId?: number; limit?: number } = {}) {
  const limit = Math.min(options.limit ?? 100, 500)
  const result = await rows<AuditRow>(
    db,
    sql`select a.id, a.at, a.actor, a.action, a.lead_id, a.details,
          (select case when l.erased_at is null then coalesce(nullif(l.full_name, ''), l.email) end
             from leads l where l.id = a.lead_id) as lead_name
        from audit_log a
        where true
        ${options.leadId ? sql`and a.lead_id = ${options.leadId}` : sql``}
        ${options.beforeId ? sql`and a.id < ${options.beforeId}` : sql``}
        order by a.id desc limit ${limit + 1}`,
  )
  const entries = result.slice(0, limit).map(entryOf)
  return { entries, more: result.length > limit }
}
