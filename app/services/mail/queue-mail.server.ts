import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'

/** Queues one e-mail in the outbox (sent by the outbox worker, retried until it goes). */
export async function queueMail(
  db: Pick<Db, 'execute'>,
  mail: {
    to: string
    subject: string
    text: string
    html: string
    leadId?: string | null
    /** Where the client's answer goes (a reply from the desk: the staff member). */
    replyTo?: string | null
    headers?: Record<string, string>
  },
): Promise<void> {
  await db.execute(sql`
    insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body, headers, next_attempt_at)
    values (${mail.leadId ?? null}, ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html},
            ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb, now())`)
}
