import { airportCity } from '~/domain/airport-names'
import type { Airport } from '~/domain/estimator/types'
import { intlLocale, type Language } from '~/i18n/language'

/**
 * Small Intl helpers of the estimators (dates and places). Numbers, units, durations and money go
 * through `~/i18n/format`; these cover what it does not: country names, times of day, calendar maths.
 */

const displayNames = new Map<Language, Intl.DisplayNames>()

/** The country of an ISO 3166-1 alpha-2 code in the page's language ("Émirats arabes unis"). */
export function countryName(lang: Language, countryCode: string): string {
  let names = displayNames.get(lang)
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' })
    displayNames.set(lang, names)
  }
  return names.of(countryCode) ?? countryCode
}

/** "Dubai, United Arab Emirates" / "Dubai, Émirats arabes unis". */
export function airportPlace(lang: Language, airport: Airport): string {
  return `${airportCity(lang, airport)}, ${countryName(lang, airport.countryCode)}`
}

/** A wall-clock time "HH:MM" (or the time part of "YYYY-MM-DDTHH:MM") in the language's style. */
export function formatTimeOfDay(lang: Language, value: string): string {
  const match = /(\d{2}):(\d{2})/.exec(value)
  if (!match) return value
  return new Intl.DateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  )
}

export interface Cardinals {
  north: string
  south: string
  east: string
  west: string
}

/** A position "43.2° N, 28.4° E" with the language's decimal separator and compass letters. */
export function formatPosition(lang: Language, lat: number, lon: number, cardinals: Cardinals): string {
  const n = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1, minimumFractionDigits: 1 })
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180
  const ns = lat >= 0 ? cardinals.north : cardinals.south
  const ew = wrapped >= 0 ? cardinals.east : cardinals.west
  return `${n.format(Math.abs(lat))}° ${ns}, ${n.format(Math.abs(wrapped))}° ${ew}`
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0')
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** The estimators' default date: a week ahead, well inside the weather forecast window (15 days). */
export const DEFAULT_DAYS_AHEAD = 7

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days))
  return date.toISOString().slice(0, 10)
}

/**
 * Passenger input rule (docs/product.md §4): non-numeric input becomes 1; otherwise the whole number is kept
 * within 1..max.
 */
export function normalisePassengers(raw: string, max: number): number {
  const value = Number.parseInt(raw.trim(), 10)
  if (!Number.isFinite(value)) return 1
  return Math.min(max, Math.max(1, value))
}
