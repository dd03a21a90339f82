import { leadReference } from '~/domain/forms/lead-reference'
import type { LeadKind, LeadSubmission } from './lead-types'

/**
 * The notification e-mail a lead sends to the brokerage's desk (NOTIFY_EMAIL): a clear subject,
 * every line of the request in order, a plain-text part and an HTML part in which EVERY piece of
 * text (labels included) is escaped, and Reply-To set to the client so the desk answers in one
 * click. Composed once, when the lead is stored, and kept in the outbox row as it will be sent.
 */

export interface LeadEmail {
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
}

const KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Demande de contact',
  quote: 'Demande de devis',
  club_inline: 'Candidature au Club HERRA (formulaire d’adhésion)',
  club_modal: 'Candidature au Club HERRA (dossier complet)',
  'empty-leg': 'Demande pour un vol à vide',
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text → HTML text: the five special characters become entities (no markup can get through). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

/** A header value on one line: control characters (CR, LF, …) become spaces; at most `max` chars. */
export function singleLine(value: string, max = 200): string {
  const flat = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

function parisTime(date: Date): string {
  return PARIS_TIME.format(date)
}

export function composeLeadEmail(input: {
  id: string
  lead: LeadSubmission
  receivedAt: Date
  notifyEmail: string
}): LeadEmail {
  const { id, lead, receivedAt } = input
  const subject = singleLine(lead.subject) || KIND_LABELS[lead.kind]
  const kindLabel = KIND_LABELS[lead.kind]
  const received = `${parisTime(receivedAt)} (heure de Paris)`
  const meta: Array<{ label: string; value: string }> = [
    { label: 'Type', value: kindLabel },
    { label: 'Reçue le', value: received },
    { label: 'Référence', value: `${leadReference(id)} (${id})` },
  ]
  const replyHint = lead.email
    ? `Répondez directement à cet e-mail pour écrire à ${lead.fullName} (${lead.email}).`
    : `Pas d’e-mail : appelez ${lead.fullName} au ${lead.phone ?? ''}.`

  const textLines = [
    subject,
    '',
    ...lead.summary.map(({ label, value }) => {
      const lines = value.split(/\r\n|\r|\n/)
      return lines.length > 1 ? `${label} :\n${lines.map((l) => `  ${l}`).join('\n')}` : `${label} : ${value}`
    }),
    '',
    ...meta.map(({ label, value }) => `${label} : ${value}`),
    '',
    replyHint,
  ]

  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;color:#6b6254;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
    `<td style="padding:6px 0;white-space:pre-wrap;word-break:break-word">${escapeHtml(value)}</td></tr>`

  const html = [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head>',
    '<body style="margin:0;padding:24px;background:#f4efe4;color:#141a24;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">',
    '<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:28px;border-top:3px solid #c9a96a">',
    `<p style="margin:0 0 4px;font-size:12px;letter-spacing:.2em;text-transform:uppercase;color:#8a6d35">HERRA — ${escapeHtml(kindLabel)}</p>`,
    `<h1 style="margin:0 0 20px;font-size:20px;font-weight:600">${escapeHtml(subject)}</h1>`,
    '<table role="presentation" style="border-collapse:collapse;width:100%">',
    ...lead.summary.map(({ label, value }) => row(label, value)),
    '</table>',
    '<hr style="border:0;border-top:1px solid #e9e1d0;margin:20px 0">',
    '<table role="presentation" style="border-collapse:collapse;width:100%;font-size:13px;color:#6b6254">',
    ...meta.map(({ label, value }) => row(label, value)),
    '</table>',
    `<p style="margin:20px 0 0;font-size:13px;color:#6b6254">${escapeHtml(replyHint)}</p>`,
    '</div></body></html>',
  ].join('')

  return {
    to: input.notifyEmail,
    replyTo: lead.email ? singleLine(lead.email, 254) : null,
    subject,
    text: textLines.join('\n'),
    html,
  }
}
