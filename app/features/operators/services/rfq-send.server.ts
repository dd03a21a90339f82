import { sql } from 'drizzle-orm'
import { queueMail } from '~/services/mail/queue-mail.server'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { rfqLinkOpen } from '../domain/rfq-model'
import { tripOfRequest } from '../domain/rfq-trip'
import { rfqMail } from './rfq-mail.server'
import { countryOf, leadFacts, today } from './rfq-rows.server'
import { newRfqToken, rfqLink, rfqTokenHash } from './rfq-token.server'

/**
 * Sending requests for quotation (docs/product.md §14, decision 085): from a request to operators, one
 * each, the link's token stored as its SHA-256, the e-mail queued in the operator's language in the
 * same transaction. Every sending audited.
 */

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
