import { escapeHtml, singleLine } from '~/services/leads/lead-email.server'
import { formatIsoDate } from '~/i18n/format'
import { rfqCopy } from '../content/rfq-copy'
import type { RfqTrip } from '../domain/rfq-model'

/**
 * The RFQ e-mails (docs/product.md §14): to the operator in its language, the trip (legs, dates,
 * passengers — never the client) and the private link; to the desk, a notice that an answer came
 * (the operator's name and a link to the request, nothing else).
 */

function page(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#07090d;color:#f4efe4;font-family:Georgia,'Times New Roman',serif;padding:32px 24px"><div style="max-width:560px;margin:0 auto"><p style="letter-spacing:.3em;color:#c9a96a;font-size:13px">HERRA</p>${body}</div></body></html>`
}

const p = (text: string) => `<p style="line-height:1.6">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

export function tripLines(lang: 'fr' | 'en', trip: RfqTrip): string[] {
  const t = rfqCopy[lang].trip
  const legs = trip.legs.map(
    (l, i) =>
      `${t.leg(i + 1)} : ${l.from} → ${l.to}, ${l.date ? formatIsoDate(lang, l.date, 'medium') : '—'}${l.time ? `, ${l.time} (${t.local})` : ''}`,
  )
  return [...legs, `${t.passengers} : ${trip.passengers}`].map((s) => (lang === 'en' ? s.replace(' : ', ': ') : s))
}

export function rfqMail(lang: 'fr' | 'en', operator: string, trip: RfqTrip, link: string) {
  const t = rfqCopy[lang].mail
  const first = trip.legs[0]
  const route = trip.legs.map((l) => `${l.from}–${l.to}`).join(', ')
  const lines = tripLines(lang, trip)
  return {
    subject: singleLine(t.subject(route, first?.date ? formatIsoDate(lang, first.date, 'medium') : '—')),
    text: `${t.greeting(operator)}\n\n${t.intro}\n\n${lines.join('\n')}\n\n${link}\n\n${t.privacy}\n\n${t.signoff}\n`,
    html: page(
      p(t.greeting(operator)) +
        p(t.intro) +
        p(lines.join('\n')) +
        `<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c9a96a;color:#07090d;padding:14px 24px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
        p(t.privacy) +
        p(t.signoff),
    ),
  }
}

/** The desk's notice (French, the desk's language). */
export function rfqAnswerNotice(operator: string, kind: 'quote' | 'decline', version: number, deskLink: string) {
  const what = kind === 'quote' ? `a coté (version ${version})` : 'a décliné'
  const text = `${operator} ${what} la demande de cotation.\n\n${deskLink}\n`
  return {
    subject: singleLine(`Cotation : ${operator} ${what}`),
    text,
    html: page(p(`${operator} ${what} la demande de cotation.`) + p(deskLink)),
  }
}
