import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { site } from '~/config/site'
import type { Runtime } from '../runtime.server'
import { composeLeadEmail } from './lead-email.server'

/**
 * The one way a lead (contact, quote, club applications) enters the system: the request and its
 * notification e-mail are written together, atomically, so a stored request always has its
 * e-mail queued and a failure leaves nothing half-stored. Delivery is the outbox worker's job.
 */

export type LeadKind = 'contact' | 'quote' | 'club_inline' | 'club_modal'

export interface LeadSubmission {
  kind: LeadKind
  language: 'fr' | 'en'
  fullName: string
  email: string
  phone?: string | null
  /** Validated fields as submitted (stored as JSON). */
  fields: Record<string, unknown>
  /** Human-readable lines for the staff e-mail, in order (label → value), already in French. */
  summary: ReadonlyArray<{ label: string; value: string }>
  /** E-mail subject for the staff, e.g. "Demande de vol — LBG → DXB, 01/12/2026, 8 pax". */
  subject: string
  estimateEur?: number | null
  clientIp?: string
  userAgent?: string
  idempotencyKey?: string
}

/** The database could not store the lead: the caller answers 503 / shows the failure message. */
export class LeadStoreUnavailableError extends Error {
  override name = 'LeadStoreUnavailableError'
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/** Past the per-address limit: nothing was stored. */
export class LeadRateLimitedError extends Error {
  override name = 'LeadRateLimitedError'
  constructor(readonly retryAfterS: number) {
    super('Too many requests from this address')
  }
}

export interface SubmitLeadOptions {
  /**
   * Counts this request against a fixed-window limit (the `rate_limits` table of
   * rate-limit.server.ts) IN THE SAME STATEMENT as the insert: one round trip per accepted
   * request. Past the limit nothing is stored and LeadRateLimitedError is thrown.
   */
  rateLimit?: { key: string; max: number; windowS: number }
}

/**
 * Stores the lead AND its outbox e-mail in ONE statement (data-modifying CTEs: one implicit
 * transaction, one round trip); throws LeadStoreUnavailableError when the database fails.
 * A retried idempotency key → the same id, `duplicate: true`, nothing stored twice.
 */
export async function submitLead(
  runtime: Runtime,
  lead: LeadSubmission,
  options: SubmitLeadOptions = {},
): Promise<{ id: string; duplicate: boolean }> {
  const id = randomUUID()
  const receivedAt = new Date()
  const receivedIso = receivedAt.toISOString()
  // Keys are scoped by kind: two forms can never collide on a key.
  const key = lead.idempotencyKey ? `${lead.kind}:${lead.idempotencyKey.slice(0, 120)}` : null
  const estimate =
    typeof lead.estimateEur === 'number' && Number.isFinite(lead.estimateEur) ? Math.round(lead.estimateEur) : null
  const mail = composeLeadEmail({ id, lead, receivedAt, notifyEmail: runtime.env.NOTIFY_EMAIL })
  const db = runtime.database.db
  const limit = options.rateLimit

  // Same fixed window as hitRateLimit(): a new window starts when the old one has expired.
  const rateLimitCte = limit
    ? sql`rl as (
        insert into rate_limits (key, window_start, count) values (${limit.key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowS}) then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowS}) then now() else rate_limits.window_start end
        returning count, window_start
      ),`
    : sql``
  const allowed = limit ? sql`where (select count from rl) <= ${limit.max}` : sql``
  const rateLimitOut = limit
    ? sql`(select count from rl) as rl_count, (select window_start from rl) as rl_start`
    : sql`null::int as rl_count, null::timestamptz as rl_start`

  let row: { lead_id: string | null; rl_count: number | null; rl_start: string | Date | null } | undefined
  try {
    const result = await db.execute(sql`
      with ${rateLimitCte}
      inserted as (
        insert into leads (
          id, kind, language, full_name, email, phone, fields, estimate_eur, consent_at,
          privacy_policy_version, client_ip, user_agent, idempotency_key, received_at
        )
        select
          ${id}::uuid, ${lead.kind}::text, ${lead.language}::text, ${lead.fullName}::text, ${lead.email}::text,
          ${lead.phone ?? null}::text, ${JSON.stringify(lead.fields)}::jsonb, ${estimate}::integer,
          ${receivedIso}::timestamptz, ${site.privacyPolicyVersion}::text, ${lead.clientIp ?? null}::text,
          ${lead.userAgent?.slice(0, 500) ?? null}::text, ${key}::text, ${receivedIso}::timestamptz
        ${allowed}
        on conflict (idempotency_key) do nothing
        returning id
      ),
      queued as (
        insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body, next_attempt_at)
        select inserted.id, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.text}, ${mail.html}, now()
        from inserted
        returning lead_id
      )
      select (select lead_id from queued) as lead_id, ${rateLimitOut}`)
    row = rowsOf<NonNullable<typeof row>>(result)[0]
  } catch (error) {
    runtime.logger.error({ err: error, kind: lead.kind }, 'lead: the database refused the request')
    throw new LeadStoreUnavailableError('The lead could not be stored', { cause: error })
  }

  if (limit && row && Number(row.rl_count) > limit.max) {
    const start = row.rl_start ? new Date(row.rl_start).getTime() : Date.now()
    throw new LeadRateLimitedError(Math.max(1, Math.ceil((start + limit.windowS * 1000 - Date.now()) / 1000)))
  }
  const insertedId = row?.lead_id ?? undefined
  if (!insertedId) {
    if (key) {
      try {
        const existing = await db.execute(sql`select id from leads where idempotency_key = ${key} limit 1`)
        const existingId = rowsOf<{ id: string }>(existing)[0]?.id
        if (existingId) return { id: existingId, duplicate: true }
      } catch (error) {
        runtime.logger.error({ err: error, kind: lead.kind }, 'lead: the database refused the duplicate check')
      }
    }
    // Neither stored nor found: only possible if the row vanished between the two statements.
    throw new LeadStoreUnavailableError('The lead could not be stored')
  }
  runtime.logger.info({ leadId: insertedId, kind: lead.kind }, 'lead stored, notification queued')
  runtime.outbox.notify()
  return { id: insertedId, duplicate: false }
}
