import { countryNameOf } from '~/domain/airport-names'
import { formatEuros, formatIsoDate, formatNumber } from '~/i18n/format'
import type { Language } from '~/i18n/language'
import type { LegEnd } from '../domain/leg-model'

/** Empty legs in words, through Intl: places (French city names in French), windows, prices, CO₂. */

export function cityOf(lang: Language, end: Pick<LegEnd, 'city' | 'cityFr'>): string {
  return lang === 'fr' ? (end.cityFr ?? end.city) : end.city
}

/** "Paris → Nice". */
export function routeOf(lang: Language, leg: { from: LegEnd; to: LegEnd }): string {
  return `${cityOf(lang, leg.from)} → ${cityOf(lang, leg.to)}`
}

/** "Paris–Le Bourget (LBG), France". */
export function endLabel(lang: Language, end: LegEnd): string {
  const name = lang === 'fr' ? (end.nameFr ?? end.name) : end.name
  return `${name} (${end.code})${end.countryCode ? `, ${countryNameOf(lang, end.countryCode)}` : ''}`
}

/**
 * "10 juin 2026" or "10 juin 2026 – 12 juin 2026": each day through the one date format, so the
 * server's and the browser's Intl say it the same way (a range format differs between ICU versions).
 */
export function windowOf(lang: Language, earliest: string, latest: string): string {
  const first = formatIsoDate(lang, earliest, 'medium')
  return earliest === latest ? first : `${first} – ${formatIsoDate(lang, latest, 'medium')}`
}

export function priceOf(lang: Language, priceEur: number | null, onRequest: string): string {
  return priceEur === null ? onRequest : formatEuros(lang, priceEur)
}

/** Kilograms as tonnes with one decimal: "0,4". */
export function tonnesOf(lang: Language, kg: number): string {
  return formatNumber(lang, kg / 1000, 1)
}
