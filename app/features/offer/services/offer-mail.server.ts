import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { escapeHtml, singleLine } from '~/services/leads/lead-email.server'
import { offerCopy } from '../content/offer-copy'
import { formatWhen } from '../content/offer-format'
import type { OfferContent } from '../domain/offer-model'

/**
 * The offer's e-mails (docs/product.md §11), queued in the outbox in the same transaction as what
 * they announce (decision 008): the link to the client in their language, the confirmation with the
 * accepted offer's PDF attached, and the staff's notice (no personal data: the reference and a link
 * to the desk). Replies go to the request's owner, else the brokerage's mailbox.
 */

export interface OfferMail {
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>
}

function page(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#07090d;color:#f4efe4;font-family:Georgia,'Times New Roman',serif;padding:32px 24px"><div style="max-width:560px;margin:0 auto"><p style="letter-spacing:.3em;color:#c9a96a;font-size:13px">HERRA</p>${body}</div></body></html>`
}

const p = (text: string) => `<p style="line-height:1.6">${escapeHtml(text)}</p>`

function button(href: string, label: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c9a96a;color:#07090d;padding:14px 24px;text-decoration:none;letter-spacing:.05em">${escapeHtml(label)}</a></p>`
}

/** The client's e-mail with the offer's link (a re-issue says it replaces the previous one). */
export function offerSentMail(content: OfferContent, link: string): Omit<OfferMail, 'to' | 'replyTo'> {
  const t = offerCopy[content.language].mail
  const intro = content.version > 1 ? t.reissued.intro : t.sent.intro
  const validity = t.sent.validity(formatWhen(content.language, content.expiresAt))
  return {
    subject: singleLine(`${t.sent.subject(content.reference)}`),
    text: `${t.sent.greeting(content.clientName)}\n\n${intro}\n\n${link}\n\n${validity}\n\n${t.sent.signoff}\n`,
    html: page(
      p(t.sent.greeting(content.clientName)) + p(intro) + button(link, t.sent.button) + p(validity) + p(t.sent.signoff),
    ),
  }
}

/** The client's confirmation, the accepted offer attached. */
export function confirmationMail(
  content: OfferContent,
  acceptance: { option: number; acceptedAt: Date },
  pdf: Buffer,
): Omit<OfferMail, 'to' | 'replyTo'> {
  const t = offerCopy[content.language].mail.confirmation
  const option = content.options.find((o) => o.number === acceptance.option)
  const intro = t.intro(
    acceptance.option,
    option?.aircraft.name ?? '',
    formatWhen(content.language, acceptance.acceptedAt),
  )
  return {
    subject: singleLine(t.subject(content.reference)),
    text: `${t.greeting(content.clientName)}\n\n${intro}\n${t.attached}\n\n${t.next}\n\n${t.signoff}\n`,
    html: page(p(t.greeting(content.clientName)) + p(intro) + p(t.attached) + p(t.next) + p(t.signoff)),
    attachments: [{ filename: `${content.reference}.pdf`, contentType: 'application/pdf', content: pdf }],
  }
}

/** The staff's notice of an acceptance (French, the desk's language): reference, option, link. */
export function acceptedNotice(
  content: OfferContent,
  option: number,
  deskLink: string,
): Omit<OfferMail, 'to' | 'replyTo'> {
  const subject = `Offre ${content.reference} acceptée — option ${option}`
  const text = `L’offre ${content.reference} (version ${content.version}) vient d’être acceptée par le client : option ${option}.\nLa demande est passée à « Gagnée ».\n\n${deskLink}\n`
  return {
    subject,
    text,
    html: page(
      p(
        `L’offre ${content.reference} (version ${content.version}) vient d’être acceptée par le client : option ${option}.`,
      ) +
        p('La demande est passée à « Gagnée ».') +
        button(deskLink, 'Ouvrir l’offre dans le bureau'),
    ),
  }
}

/** Queues one e-mail (attachments stored with it: decision 052). */
export async function queueOfferMail(db: Pick<Db, 'execute'>, mail: OfferMail): Promise<void> {
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
