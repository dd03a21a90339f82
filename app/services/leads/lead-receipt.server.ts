import { leadReceiptCopy } from '~/content/lead-receipt'
import { leadReference } from '~/domain/forms/lead-reference'
import { formatEuros, formatIsoDate, formatParisTime } from '~/i18n/format'
import { escapeHtml, singleLine, type LeadEmail } from './lead-email.server'
import type { LeadKind, LeadSubmission } from './lead-types'

/**
 * The client's receipt for a flight request (docs/product.md §7; docs/decisions/106-request-receipt.md):
 * queued in the same statement as the lead, so a stored request always has its receipt on its way.
 * In the client's language; every piece of text in the HTML part escaped.
 */

/** The kinds that are flight requests (a club application is answered by the club). */
export const RECEIPT_KINDS: ReadonlySet<LeadKind> = new Set(['contact', 'quote', 'empty-leg'])

/** The house promises a call within the hour (docs/decisions/037-request-confirmation.md). */
const CALL_WITHIN_MS = 60 * 60_000

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null

export function composeLeadReceipt(input: {
  id: string
  lead: LeadSubmission
  receivedAt: Date
  phone: string
  contactEmail: string
}): LeadEmail | null {
  const { id, lead, receivedAt } = input
  if (!RECEIPT_KINDS.has(lead.kind) || !lead.email) return null
  const lang = lead.language
  const t = leadReceiptCopy[lang]
  const reference = leadReference(id)
  const fields = lead.fields
  const firstName = text(fields.firstName) || lead.fullName
  const from = text(fields.departure)
  const to = text(fields.destination)
  const date = text(fields.date) || text(fields.departureDate)
  const pax = count(fields.pax) ?? count(fields.passengers)
  const rows: Array<[string, string]> = []
  if (from || to) rows.push([t.route, `${from || '?'} → ${to || '?'}`])
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) rows.push([t.date, formatIsoDate(lang, date)])
  if (pax !== null) rows.push([t.passengers, String(pax)])
  if (typeof lead.estimateEur === 'number' && lead.estimateEur > 0)
    rows.push([t.estimate, t.estimateValue(formatEuros(lang, lead.estimateEur))])
  const callBy = formatParisTime(lang, new Date(receivedAt.getTime() + CALL_WITHIN_MS).toISOString())
  const subject = singleLine(t.subject(reference))
  // French typography puts a (no-break) space before the colon.
  const colon = lang === 'fr' ? '\u00a0:' : ':'
  const paragraphs = [t.next(callBy), t.offer, t.reach(input.phone, input.contactEmail)]

  const textBody = [
    t.greeting(firstName),
    '',
    t.received,
    '',
    `${t.referenceLabel}${colon} ${reference}`,
    t.quoteReference,
    '',
    t.requestHeading,
    ...rows.map(([label, value]) => `  ${label}${colon} ${value}`),
    '',
    t.nextHeading,
    ...paragraphs,
    '',
    t.signature,
    '',
    t.notYou,
  ].join('\n')

  const row = ([label, value]: [string, string]) =>
    `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#6b6254;font-weight:600">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4efe4;color:#141a24;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:28px;border-top:3px solid #c9a96a">',
    `<p style="margin:0 0 16px">${escapeHtml(t.greeting(firstName))}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(t.received)}</p>`,
    `<p style="margin:0;font-size:12px;letter-spacing:.2em;text-transform:uppercase;color:#8a6d35">${escapeHtml(t.referenceLabel)}</p>`,
    `<p style="margin:4px 0 4px;font-size:22px;font-weight:600;letter-spacing:.04em">${escapeHtml(reference)}</p>`,
    `<p style="margin:0 0 20px;font-size:13px;color:#6b6254">${escapeHtml(t.quoteReference)}</p>`,
    rows.length
      ? `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(t.requestHeading)}</h2><table role="presentation" style="border-collapse:collapse">${rows.map(row).join('')}</table>`
      : '',
    `<h2 style="margin:20px 0 8px;font-size:16px">${escapeHtml(t.nextHeading)}</h2>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 10px">${escapeHtml(p)}</p>`),
    `<p style="margin:20px 0 0">${escapeHtml(t.signature)}</p>`,
    `<p style="margin:20px 0 0;font-size:12px;color:#6b6254">${escapeHtml(t.notYou)}</p>`,
    '</div></body></html>',
  ].join('')

  return { to: singleLine(lead.email, 254), replyTo: input.contactEmail, subject, text: textBody, html }
}
