import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { house } from '~/config/house'
import { leadReference } from '~/domain/forms/lead-reference'
import type { Runtime } from '../runtime-types'
import { composeLeadEmail } from './lead-email.server'
import { composeLeadReceipt } from './lead-receipt.server'
import { RECEIPT_HEADER } from '../mail/outbox-worker.server'
import type { LeadSubmission } from './lead-types'

/**
 * The one way a lead (contact, quote, club applications) enters the system: the request and its
 * notification e-mail are written together, atomically, so a stored request always has its
 * e-mail queued and a failure leaves nothing half-stored. Delivery is the outbox worker's job.
 */

export type { LeadKind, LeadSubmission } from './lead-types'

/** The database could not store the lead: the caller answers 503 / shows the failure message. */
export class LeadStoreUnavailableError extends Error {
  override name = 'LeadStoreUnavailableError'
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/**
 * Stores the lead AND its outbox e-mails (the desk's notification; for a flight request, the client's
 * receipt) in ONE statement (data-modifying CTEs: one implicit
 * transaction, one round trip); throws LeadStoreUnavailableError when the database fails.
 * A retried idempotency key → the same id, `duplicate: true`, nothing stored twice.
 */
export async function submitLead(runtime: Runtime, lead: LeadSubmission): Promise<{ id: string; duplicate: boolean }> {
  const id = randomUUID()
  const receivedAt = new Date()
  const receivedIso = receivedAt.toISOString()
  // Keys are scoped by kind: two forms can never collide on a key.
  const key = lead.idempotencyKey ? `${lead.kind}:${lead.idempotencyKey.slice(0, 120)}` : null
  const estimate =
    typeof lead.estimateEur === 'number' && Number.isFinite(lead.estimateEur) ? Math.round(lead.estimateEur) : null
  // The client's reference is stored with the request (docs/decisions/037-request-confirmation.md).
  const fields = { ...lead.fields, reference: leadReference(id) }
  const mail = composeLeadEmail({ id, lead, receivedAt, notifyEmail: runtime.env.NOTIFY_EMAIL })
  // The client's receipt (docs/decisions/106-request-receipt.md), queued with the lead or not at all.
  const receipt = composeLeadReceipt({
    id,
    lead,
    receivedAt,
    phone: runtime.site.phone,
    contactEmail: runtime.site.contactEmail,
  })
  const db = runtime.database.db

  let row: { lead_id: string | null } | undefined
  try {
    const result = await db.execute(sql`
      with inserted as (
        insert into leads (
          id, kind, language, full_name, email, phone, fields, estimate_eur, consent_at,
          privacy_policy_version, client_ip, user_agent, idempotency_key, received_at
        )
        select
          ${id}::uuid, ${lead.kind}::text, ${lead.language}::text, ${lead.fullName}::text, ${lead.email}::text,
          ${lead.phone ?? null}::text, ${JSON.stringify(fields)}::jsonb, ${estimate}::integer,
          ${receivedIso}::timestamptz, ${house.privacyPolicyVersion}::text, ${lead.clientIp ?? null}::text,
          ${lead.userAgent?.slice(0, 500) ?? null}::text, ${key}::text, ${receivedIso}::timestamptz
        on conflict (idempotency_key) do nothing
        returning id
      ),
      queued as (
        insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body, next_attempt_at)
        select inserted.id, ${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.text}, ${mail.html}, now()
        from inserted
        returning lead_id
      ),
      receipt as (
        insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body, headers, next_attempt_at)
        select inserted.id, ${receipt?.to ?? ''}::text, ${receipt?.replyTo ?? null}::text, ${receipt?.subject ?? ''}::text,
          ${receipt?.text ?? ''}::text, ${receipt?.html ?? ''}::text, ${JSON.stringify({ [RECEIPT_HEADER]: 'receipt' })}::jsonb,
          now()
        from inserted
        where ${receipt !== null}::boolean
        returning lead_id
      )
      select (select lead_id from queued) as lead_id`)
    row = rowsOf<NonNullable<typeof row>>(result)[0]
  } catch (error) {
    runtime.logger.error({ err: error, kind: lead.kind }, 'lead: the database refused the request')
    throw new LeadStoreUnavailableError('The lead could not be stored', { cause: error })
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
