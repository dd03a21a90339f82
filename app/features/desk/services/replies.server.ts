import { sql } from 'drizzle-orm'
import { deskRepliesCopy, type ReplyText } from '~/features/desk/content/desk-replies'
import { flightOf } from '~/features/desk/domain/queue'
import type { ReplyTemplate } from '~/features/desk/domain/replies'
import { signOff, type StaffProfile } from '~/desk-kit/domain/staff-profile'
import { formatIsoDate } from '~/i18n/format'
import type { Language } from '~/i18n/language'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { replyMail } from '~/desk-kit/services/mail-templates.server'
import { queueMail } from '~/services/mail/queue-mail.server'

/** What a template needs of a request. */
export interface ReplySubject {
  language: Language
  fullName: string
  fields: Record<string, unknown>
}

/**
 * A template's text for a request, in the client's language, signed with the staff member's name
 * and signature (their profile, docs/product.md §9): the reply editor's first text.
 */
export function composeReply(
  template: ReplyTemplate,
  lead: ReplySubject,
  staff: Pick<StaffProfile, 'name' | 'signature'>,
): ReplyText {
  const lang = lead.language
  const flight = flightOf(lead.fields)
  const from = typeof lead.fields.departure === 'string' ? lead.fields.departure.toUpperCase() : ''
  const to = typeof lead.fields.destination === 'string' ? lead.fields.destination.toUpperCase() : ''
  return deskRepliesCopy[lang][template]({
    name: lead.fullName,
    route: from && to ? `${from} → ${to}` : '',
    date: flight.date ? formatIsoDate(lang, flight.date) : '',
    signOff: signOff(staff),
  })
}

export type ReplySend = { status: 'sent' } | { status: 'missing' }

/**
 * Sends the reply as the staff member wrote it in the editor (`text`, already checked by the form's
 * schema) to the client through the outbox, in one transaction: the mail is queued, the audit log
 * records which template it started from (never its text), and the first response is set if it was
 * not (docs/product.md §9). An erased or unknown request sends nothing.
 */
export async function sendReply(
  db: Db,
  actor: string,
  id: string,
  template: ReplyTemplate,
  text: ReplyText,
): Promise<ReplySend> {
  return db.transaction(async (tx) => {
    const found = await rows<{ email: string }>(
      tx,
      sql`select email from leads where id = ${id} and erased_at is null for update`,
    )
    const row = found[0]
    if (!row || !row.email) return { status: 'missing' }
    const mail = replyMail(text)
    await queueMail(tx, { to: row.email, ...mail, replyTo: actor, leadId: id })
    await tx.execute(
      sql`update leads set first_response_at = coalesce(first_response_at, now()), last_activity_at = now() where id = ${id}`,
    )
    await recordAudit(tx, { actor, action: 'reply', leadId: id, details: { template } })
    return { status: 'sent' }
  })
}
