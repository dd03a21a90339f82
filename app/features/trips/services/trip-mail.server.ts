import { escapeHtml, singleLine } from '~/services/leads/lead-email.server'
import { tripCopy } from '../content/trip-copy'
import { tripDeskCopy } from '../content/trip-desk-copy'
import type { TripChange } from '../domain/trip-model'
import type { TripBooking } from './trip-booking.server'

/**
 * The e-mail after a desk change of the trip details (docs/product.md §18): ONE message in the
 * client's language naming each change (the leg, the field, its new value), with the sheet's link.
 */

function page(body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#07090d;color:#f4efe4;font-family:Georgia,'Times New Roman',serif;padding:32px 24px"><div style="max-width:560px;margin:0 auto"><p style="letter-spacing:.3em;color:#c9a96a;font-size:13px">HERRA</p>${body}</div></body></html>`
}

/** One line per change: "Vol 1 (LBG → LCY) — Terminal / FBO de départ : Signature, Le Bourget". */
export function changeLines(booking: Pick<TripBooking, 'legs' | 'language'>, changes: readonly TripChange[]): string[] {
  const t = tripDeskCopy[booking.language].mail
  const colon = tripCopy[booking.language].colon
  return changes.map((c) => {
    const value = c.value || t.cleared
    const field = t.fields[c.field]
    if (c.leg === null) return `${field}${colon}${value}`
    const leg = booking.legs[c.leg - 1]
    const where = t.leg(c.leg, leg?.from.code ?? '', leg?.to.code ?? '')
    return `${where} — ${field}${colon}${value}`
  })
}

export function tripChangeMail(
  booking: Pick<TripBooking, 'legs' | 'language' | 'reference' | 'clientName'>,
  changes: readonly TripChange[],
  link: string,
): { subject: string; text: string; html: string } {
  const t = tripDeskCopy[booking.language].mail
  const lines = changeLines(booking, changes)
  return {
    subject: singleLine(t.subject(booking.reference)),
    text: `${t.greeting(booking.clientName)}\n\n${t.intro}\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${link}\n\n${t.signoff}\n`,
    html: page(
      `<p style="line-height:1.6">${escapeHtml(t.greeting(booking.clientName))}</p>` +
        `<p style="line-height:1.6">${escapeHtml(t.intro)}</p>` +
        `<ul style="line-height:1.6">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
        `<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c9a96a;color:#07090d;padding:14px 24px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
        `<p style="line-height:1.6;white-space:pre-line">${escapeHtml(t.signoff)}</p>`,
    ),
  }
}
