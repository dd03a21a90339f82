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
  return `${end.name} (${end.code})${end.countryCode ? `, ${countryNameOf(lang, end.countryCode)}` : ''}`
}

/** "10 juin 2026" or "10 – 12 juin 2026" (the range in the language's way). */
export function windowOf(lang: Language, earliest: string, latest: string): string {
  if (earliest === latest) return formatIsoDate(lang, earliest, 'medium')
  try {
    const day = (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number)
      return new Date(Date.UTC(y!, m! - 1, d!))
    }
    return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).formatRange(day(earliest), day(latest))
  } catch {
    return `${formatIsoDate(lang, earliest, 'medium')} – ${formatIsoDate(lang, latest, 'medium')}`
  }
}

export function priceOf(lang: Language, priceEur: number | null, onRequest: string): string {
  return priceEur === null ? onRequest : formatEuros(lang, priceEur)
}

/** Kilograms as tonnes with one decimal: "0,4". */
export function tonnesOf(lang: Language, kg: number): string {
  return formatNumber(lang, kg / 1000, 1)
}
