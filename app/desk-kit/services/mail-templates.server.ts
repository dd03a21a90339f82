import { deskMailCopy } from '~/desk-kit/content/desk-mail'
import type { Language } from '~/i18n/language'
import { escapeHtml } from '~/services/leads/lead-email.server'

export interface ComposedMail {
  subject: string
  text: string
  html: string
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#07090d;color:#f4efe4;padding:24px">${body}</body></html>`
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#c9a96a;color:#07090d;padding:12px 20px;text-decoration:none">${escapeHtml(label)}</a></p>`
}

export function signInMail(lang: Language, link: string): ComposedMail {
  const t = deskMailCopy[lang].signIn
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.ignore}\n`,
    html: page(`<p>${escapeHtml(t.intro)}</p>${button(link, t.button)}<p>${escapeHtml(t.ignore)}</p>`),
  }
}

export function newsletterConfirmMail(lang: Language, confirmLink: string, unsubscribeLink: string): ComposedMail {
  const t = deskMailCopy[lang].newsletterConfirm
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${confirmLink}\n\n${t.ignore}\n\n${t.unsubscribe} ${unsubscribeLink}\n`,
    html: page(
      `<p>${escapeHtml(t.intro)}</p>${button(confirmLink, t.button)}<p>${escapeHtml(t.ignore)}</p>` +
        `<p style="font-size:12px">${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}" style="color:#dcc28e">${escapeHtml(unsubscribeLink)}</a></p>`,
    ),
  }
}

/** A reply template as sent to the client (docs/product.md §9): plain text, and the same as HTML paragraphs. */
export function replyMail(text: { subject: string; body: string }): ComposedMail {
  const paragraphs = text.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
  return { subject: text.subject, text: `${text.body}\n`, html: page(paragraphs) }
}
