import type { Language } from '~/i18n/language'

/** What the lead forms share: who sent the request, the allowance's key, the desk's formats. */

/** Who sent the request, as the server saw it. */
export interface LeadRequestMeta {
  lang: Language
  clientIp: string
  userAgent?: string
  idempotencyKey?: string
}

/** The per-address allowance shared by every lead form (contact page and API, quote). */
export const LEAD_RATE_LIMIT_KEY = (clientIp: string): string => `lead:${clientIp}`

/**
 * The desk e-mail's lines for plain text fields, in order: label → value (`none` when empty).
 * Formatted fields (dates, choices) are written by each form next to these.
 */
export function summaryLines<K extends string>(
  labels: Record<K, string>,
  values: Partial<Record<K, unknown>>,
  keys: readonly K[],
  none = '—',
): Array<{ label: string; value: string }> {
  return keys.map((key) => {
    const value = values[key]
    return { label: labels[key], value: value === undefined || value === null || value === '' ? none : String(value) }
  })
}

/** 'DD/MM/YYYY' for a subject line, from YYYY-MM-DD (no time-zone shift). */
export function subjectDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-')
  return y && m && d ? `${d}/${m}/${y}` : isoDate
}

/*
 * The desk's formats (French), each Intl object built once: `~/i18n/format` builds one per call,
 * which costs several percent of the lead hot path under load. Same options as
 * formatIsoDate(…, 'long') and formatEuros (a test keeps them equal).
 */
const FR_LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
const FR_EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

/** YYYY-MM-DD as "1 décembre 2026" (no time-zone shift). */
export function staffDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  if (!y || !m || !d) return isoDate
  return FR_LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)))
}

/** Whole euros, French style: "123 456 €". */
export function staffEuros(amount: number): string {
  return FR_EUROS.format(amount)
}
