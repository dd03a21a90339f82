import { intlLocale, type Language } from './language'

/**
 * Intl formatters are costly to build (~10–30 µs each) and a page formats dozens of numbers: each
 * language-and-options pair is built once (a handful in all) and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), options)
    numberFormats.set(key, format)
  }
  return format
}

function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), options)
    dateFormats.set(key, format)
  }
  return format
}

/** Money through Intl, whole euros (prices are shown excluding tax, HT). */
export function formatEuros(lang: Language, amount: number): string {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount)
}

export function formatNumber(lang: Language, value: number, fractionDigits = 0): string {
  return numberFormat(lang, {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: 0,
  }).format(value)
}

/** Number with a unit through Intl (kilometre, kilometer-per-hour, celsius, ...). */
export function formatUnit(
  lang: Language,
  value: number,
  unit: string,
  fractionDigits = 0,
  unitDisplay: 'short' | 'narrow' = 'short',
): string {
  return numberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}

/** A calendar date given as YYYY-MM-DD, shown in the language (no time-zone shift). */
export function formatIsoDate(lang: Language, isoDate: string, style: 'long' | 'medium' = 'long'): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  if (!y || !m || !d) return isoDate
  return dateFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}

/** Hours as a duration (6h 30min / 6h 30m), through Intl's narrow unit formatting. */
export function formatDuration(lang: Language, hours: number): string {
  const totalMinutes = Math.round(hours * 60)
  const h = Math.floor(totalMinutes / 60)
  const m = totalMinutes % 60
  const hf = formatUnit(lang, h, 'hour', 0, 'narrow')
  if (m === 0) return hf
  return `${hf} ${formatUnit(lang, m, 'minute', 0, 'narrow')}`
}
