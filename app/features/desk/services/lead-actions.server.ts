import { sql } from 'drizzle-orm'
import type { DeskLeadKind, LeadStatus } from '~/desk-kit/domain/desk-model'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { MailState } from './inbox.server'

/** One request as the desk shows it, and the changes staff make to it (each one audited). */

export interface LeadNote {
  id: number
  author: string
  body: string
  createdAt: Date
}

export interface LeadDetail {
  id: string
  kind: DeskLeadKind
  language: 'fr' | 'en'
  fullName: string
  email: string
  phone: string | null
  fields: Record<string, unknown>
  estimateEur: number | null
  receivedAt: Date
  consentAt: Date
  status: LeadStatus
  owner: string | null
  firstResponseAt: Date | null
  lastActivityAt: Date
  erasedAt: Date | null
  mail: MailState
  /** Newsletter requests: the subscription's state. */
  subscription: 'pending' | 'confirmed' | 'gone' | null
  notes: LeadNote[]
}

interface DetailRow {
  id: string
  kind: DeskLeadKind
  language: 'fr' | 'en'
  full_name: string
  email: string
  phone: string | null
  fields: Record<string, unknown> | string
  estimate_eur: number | null
  received_at: string | Date
  consent_at: string | Date
  status: LeadStatus
  owner: string | null
  first_response_at: string | Date | null
  last_activity_at: string | Date
  erased_at: string | Date | null
  mail: MailState | null
  subscription: 'pending' | 'confirmed' | null
}

export async function getLead(db: Pick<Db, 'execute'>, id: string): Promise<LeadDetail | null> {
  const found = await rows<DetailRow>(
    db,
    sql`select l.id, l.kind, l.language, l.full_name, l.email, l.phone, l.fields, l.estimate_eur, l.received_at,
          l.consent_at, l.status, l.owner, l.first_response_at, l.last_activity_at, l.erased_at,
          (select case when o.status = 'sent' then 'sent' when o.last_error is not null then 'failed' else 'pending' end
             from outbox o where o.lead_id = l.id and o.headers->>'X-Herra-Mail-Kind' is distinct from 'receipt' order by o.id asc limit 1) as mail,
          (select n.status from newsletter_subscribers n where n.lead_id = l.id limit 1) as subscription
        from leads l where l.id = ${id}`,
  )
  const row = found[0]
  if (!row) return null
  const notes = await rows<{ id: number | string; author: string; body: string; created_at: string | Date }>(
    db,
    sql`select id, author, body, created_at from lead_notes where lead_id = ${id} order by created_at, id`,
  )
  return {
    id: row.id,
    kind: row.kind,
    language: row.language === 'en' ? 'en' : 'fr',
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields,
    estimateEur: row.estimate_eur === null ? null : Number(row.estimate_eur),
    receivedAt: toDate(row.received_at) as Date,
    consentAt: toDate(row.consent_at) as Date,
    status: row.status,
    owner: row.owner,
    firstResponseAt: toDate(row.first_response_at),
    lastActivityAt: toDate(row.last_activity_at) as Date,
    erasedAt: toDate(row.erased_at),
    mail: row.mail ?? 'none',
    subscription: row.kind === 'newsletter' ? (row.subscription ?? 'gone') : null,
    notes: notes.map((n) => ({
      id: Number(n.id),
      author: n.author,
      body: n.body,
      createdAt: toDate(n.created_at) as Date,
    })),
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function applyStatus(tx: Tx, actor: string, id: string, status: LeadStatus): Promise<boolean> {
  const changed = await rows<{ previous: LeadStatus }>(
    tx,
    sql`update leads l set status = ${status}, last_activity_at = now(),
          first_response_at = coalesce(l.first_response_at, case when ${status}::text <> 'new' then now() end)
        from (select id, status as previous from leads where id = ${id} for update) p
        where l.id = p.id and p.previous <> ${status}
        returning p.previous`,
  )
  const previous = changed[0]?.previous
  if (!previous) return false
  await recordAudit(tx, { actor, action: 'status', leadId: id, details: { from: previous, to: status } })
  return true
}

async function applyOwner(tx: Tx, actor: string, id: string, owner: string | null): Promise<boolean> {
  const changed = await rows<{ previous: string | null }>(
    tx,
    sql`update leads l set owner = ${owner}, last_activity_at = now()
        from (select id, owner as previous from leads where id = ${id} for update) p
        where l.id = p.id and p.previous is distinct from ${owner}
        returning p.previous`,
  )
  if (changed.length === 0) return false
  await recordAudit(tx, {
    actor,
    action: 'owner',
    leadId: id,
    details: { from: changed[0]?.previous ?? null, to: owner },
  })
  return true
}

/**
 * A status change. The first change away from `new` is the first response (kept once). Returns
 * false when the request does not exist or already had that status (nothing recorded).
 */
export async function changeStatus(db: Db, actor: string, id: string, status: LeadStatus): Promise<boolean> {
  return db.transaction((tx) => applyStatus(tx, actor, id, status))
}

/** Gives the request to a staff member (or to nobody: null). */
export async function changeOwner(db: Db, actor: string, id: string, owner: string | null): Promise<boolean> {
  return db.transaction((tx) => applyOwner(tx, actor, id, owner))
}

/** A request's handling: its status and who has it. */
export interface Handling {
  status: LeadStatus
  owner: string | null
}

/** Someone changed the handling meanwhile: what it is now, and who made the last change, when. */
export interface HandlingConflict extends Handling {
  by: string | null
  at: Date | null
}

export type HandlingSave =
  { status: 'saved' } | { status: 'conflict'; current: HandlingConflict } | { status: 'missing' }

/**
 * Status and owner saved together, only over what the staff member saw
 * (docs/decisions/035-desk-edits-carry-what-they-saw.md): the row is locked, and if its status
 * or owner is no longer what the page showed (`seen`), nothing is written and the current values
 * come back, with the last change's author. Each field that changes is audited.
 */
export async function saveHandling(
  db: Db,
  actor: string,
  id: string,
  change: Handling,
  seen: Handling,
): Promise<HandlingSave> {
  return db.transaction(async (tx) => {
    const found = await rows<Handling>(tx, sql`select status, owner from leads where id = ${id} for update`)
    const current = found[0]
    if (!current) return { status: 'missing' }
    if (current.status !== seen.status || (current.owner ?? null) !== seen.owner) {
      const last = await rows<{ actor: string; at: string | Date }>(
        tx,
        sql`select actor, at from audit_log where lead_id = ${id} and action in ('status', 'owner')
            order by id desc limit 1`,
      )
      const by = last[0]?.actor ?? null
      return { status: 'conflict', current: { ...current, by, at: toDate(last[0]?.at) } }
    }
    if (change.status !== current.status) await applyStatus(tx, actor, id, change.status)
    if (change.owner !== current.owner) await applyOwner(tx, actor, id, change.owner)
    return { status: 'saved' }
  })
}

/** An internal note (its text stays with the request, never in the audit log). */
export async function addNote(db: Db, actor: string, id: string, body: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await rows<{ id: number | string }>(
      tx,
      sql`insert into lead_notes (lead_id, author, body)
          select id, ${actor}, ${body} from leads where id = ${id} and erased_at is null
          returning id`,
    )
    const noteId = inserted[0]?.id
    if (noteId === undefined) return false
    await tx.execute(sql`update leads set last_activity_at = now() where id = ${id}`)
    await recordAudit(tx, { actor, action: 'note', leadId: id, details: { noteId: Number(noteId) } })
    return true
  })
}
