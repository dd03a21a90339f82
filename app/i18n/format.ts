import { intlLocale, type Language } from './language'

/**
 * Intl formatters are costly to build (~10–30 µs each) and a page formats dozens of numbers: each
 * language-and-options pair is built once (a handful in all) and kept.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(lang), options))
}

function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`d|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(lang), options))
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

/**
 * Number with a unit through Intl (kilometre, kilometer-per-hour, celsius, ...). The figure and its
 * unit never part at a line end: Intl's plain spaces (English) become no-break spaces.
 */
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
  })
    .format(value)
    .replace(/ /g, NO_BREAK_SPACE)
}

const NO_BREAK_SPACE = '\u00a0'

/** A calendar date given as YYYY-MM-DD, shown in the language (no time-zone shift). */
export function formatIsoDate(lang: Language, isoDate: string, style: 'long' | 'medium' = 'long'): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  if (!y || !m || !d) return isoDate
  return dateFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}

/**
 * Hours as a duration, to the minute: French typography "7 h 06" (the minutes on two digits, no-break
 * spaces, "2 h" for whole hours), English "7h 06m" ("2h").
 */
export function formatDuration(lang: Language, hours: number): string {
  const totalMinutes = Math.max(0, Math.round(hours * 60))
  const h = formatNumber(lang, Math.floor(totalMinutes / 60))
  const minutes = totalMinutes % 60
  const m = String(minutes).padStart(2, '0')
  if (lang === 'fr') return minutes === 0 ? `${h}${NO_BREAK_SPACE}h` : `${h}${NO_BREAK_SPACE}h${NO_BREAK_SPACE}${m}`
  return minutes === 0 ? `${h}h` : `${h}h${NO_BREAK_SPACE}${m}m`
}

/** The calendar year in Paris at an instant (the house's clock, whatever the server's time zone). */
export function yearInParis(instant: number): number {
  return Number(dateFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' }).format(instant))
}

/** The clock time in Paris at an ISO instant: French typography "14 h 35", English "2:35 pm". */
export function formatParisTime(lang: Language, iso: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return iso
  const parts = dateFormat(lang, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: lang === 'en',
    timeZone: 'Europe/Paris',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return lang === 'fr'
    ? `${part('hour')}${NO_BREAK_SPACE}h${NO_BREAK_SPACE}${part('minute')}`
    : `${part('hour')}:${part('minute')}${NO_BREAK_SPACE}${part('dayPeriod').toLowerCase()}`
}

/** The weekday in Paris of `iso` when it is not the day of `sameDayAs` (else undefined). */
export function parisWeekdayIfOtherDay(lang: Language, iso: string, sameDayAs: string): string | undefined {
  const day = (at: string) => dateFormat('en', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(at))
  if (Number.isNaN(new Date(iso).getTime()) || Number.isNaN(new Date(sameDayAs).getTime())) return undefined
  if (day(iso) === day(sameDayAs)) return undefined
  return dateFormat(lang, { weekday: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))
}
