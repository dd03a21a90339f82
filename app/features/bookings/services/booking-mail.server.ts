import { sql } from 'drizzle-orm'
import type { OperatorConfig } from '~/config/operator-config'
import type { Db } from '~/services/db/client.server'
import { escapeHtml, singleLine } from '~/services/leads/lead-email.server'
import { bookingCopy } from '../content/booking-copy'
import { formatCents, formatDay, groupedIban } from '../content/booking-format'
import type { BookingLanguage } from '../domain/booking-model'
import type { DueKind } from '../domain/booking-schedule'
import { groupedReference } from '../domain/payment-reference'

/**
 * The booking's e-mails (docs/product.md §17), queued in the outbox in the same transaction as what
 * they announce: the client's schedule with the bank details and the link, the reminders and the
 * invoices (the PDF attached, stored with the message like the offer's confirmation).
 */

export interface BookingMail {
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>
}

export function mailPage(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#07090d;color:#f4efe4;font-family:Georgia,'Times New Roman',serif;padding:32px 24px"><div style="max-width:560px;margin:0 auto"><p style="letter-spacing:.3em;color:#c9a96a;font-size:13px">HERRA</p>${body}</div></body></html>`
}

export const mailParagraph = (text: string) => `<p style="line-height:1.6">${escapeHtml(text)}</p>`

export function mailButton(href: string, label: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c9a96a;color:#07090d;padding:14px 24px;text-decoration:none;letter-spacing:.05em">${escapeHtml(label)}</a></p>`
}

export interface MailDue {
  kind: DueKind
  amountCents: number
  dueOn: string
  paymentReference: string
}

/** The lines of what is due and how to pay it, in the client's language. */
export function dueLines(lang: BookingLanguage, dues: readonly MailDue[], bank: OperatorConfig['bank']): string[] {
  const t = bookingCopy[lang]
  return [
    ...dues.map((d) =>
      t.mail.line(
        t.dueKind[d.kind],
        formatCents(lang, d.amountCents),
        formatDay(lang, d.dueOn),
        groupedReference(d.paymentReference),
      ),
    ),
    t.mail.bank(bank.holder, groupedIban(bank.iban), bank.bic),
  ]
}

/** The client's e-mail when the booking is made: the schedule, the bank details, the private link. */
export function bookingCreatedMail(input: {
  lang: BookingLanguage
  reference: string
  clientName: string
  link: string
  dues: readonly MailDue[]
  bank: OperatorConfig['bank']
}): Omit<BookingMail, 'to' | 'replyTo'> {
  const t = bookingCopy[input.lang].mail
  const lines = dueLines(input.lang, input.dues, input.bank)
  return {
    subject: singleLine(t.subject(input.reference)),
    text: [
      t.greeting(input.clientName),
      t.intro(input.reference),
      lines.join('\n'),
      input.link,
      t.safety,
      t.signoff,
    ].join('\n\n'),
    html: mailPage(
      mailParagraph(t.greeting(input.clientName)) +
        mailParagraph(t.intro(input.reference)) +
        lines.map(mailParagraph).join('') +
        mailButton(input.link, t.button) +
        mailParagraph(t.safety) +
        mailParagraph(t.signoff),
    ),
  }
}

/** Queues one e-mail, its attachments stored with it. */
export async function queueBookingMail(db: Pick<Db, 'execute'>, mail: BookingMail): Promise<void> {
  const attachments = mail.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    base64: a.content.toString('base64'),
  }))
  await db.execute(sql`
    insert into outbox (to_address, reply_to, subject, text_body, html_body, attachments, next_attempt_at)
    values (${mail.to}, ${mail.replyTo}, ${mail.subject}, ${mail.text}, ${mail.html},
            ${attachments ? JSON.stringify(attachments) : null}::jsonb, now())`)
}
