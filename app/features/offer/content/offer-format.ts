import { countryNameOf } from '~/domain/airport-names'
import { formatEuros, formatNumber } from '~/i18n/format'
import { intlLocale, type Language } from '~/i18n/language'
import { formatLocalTime, formatUtcTime, zonedDateFormat as dateFormat } from '~/i18n/zoned-time'
import type { OfferAirport, OfferLine } from '../domain/offer-model'
import { offerCopy } from './offer-copy'

/**
 * The offer's figures and times in words, through Intl (page, PDF and e-mails say them the same
 * way): each leg's times at its airports' zones and in UTC, block times as "6 h 45", CO₂ in
 * tonnes with one decimal, money in whole euros.
 */

/** A time at an airport's zone, and the same instant in UTC (app/i18n/zoned-time.ts). */
export { formatLocalTime as formatLocal, formatUtcTime as formatUtc }

/** Validity and issue times, in Paris time with its zone named: "27 nov. 2026, 21:00 UTC+1". */
export function formatWhen(lang: Language, iso: string | Date): string {
  return dateFormat(lang, 'Europe/Paris', {
    dateStyle: 'long',
    timeStyle: 'short',
  })
    .format(new Date(iso))
    .concat(
      ' ',
      dateFormat(lang, 'Europe/Paris', { timeZoneName: 'short' })
        .formatToParts(new Date(iso))
        .find((p) => p.type === 'timeZoneName')?.value ?? '',
    )
    .trim()
}

/** Block time: "6 h 45" (French typography) / "6 h 45 min". */
export function formatBlock(lang: Language, minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = String(minutes % 60).padStart(2, '0')
  return lang === 'fr' ? `${h}\u00a0h\u00a0${m}` : `${h}\u00a0h\u00a0${m}\u00a0min`
}

/** CO₂ in tonnes, one decimal: "24,9 t". */
export function formatTonnes(lang: Language, kg: number): string {
  return `${formatNumber(lang, Math.round(kg / 100) / 10, 1)}\u00a0t`
}

export function formatKm(lang: Language, km: number): string {
  return `${formatNumber(lang, km)}\u00a0km`
}

export const money = formatEuros

/** "Paris–Le Bourget (LBG)" and its city and country in the page's language. */
export function airportLine(lang: Language, airport: OfferAirport): { name: string; place: string } {
  const city = lang === 'fr' && airport.cityFr ? airport.cityFr : airport.city
  return { name: `${airport.name} (${airport.code})`, place: `${city}, ${countryNameOf(lang, airport.countryCode)}` }
}

/** A price line's label and its detail ("4 × 420 €"), in the page's language. */
export function lineLabel(lang: Language, line: OfferLine): { label: string; detail: string | null } {
  const t = offerCopy[lang].lines
  switch (line.kind) {
    case 'charter':
      return { label: t.charter, detail: null }
    case 'tsba':
      return {
        label: t.tsba,
        detail: line.reason
          ? line.reason
          : line.parts.map((p) => `${p.passengers} × ${formatEuros(lang, p.perPassengerEur)}`).join(' + ') || null,
      }
    case 'vat':
      return {
        label: t.vat(
          new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(line.rate),
        ),
        detail: line.reason,
      }
    case 'other':
      return { label: line.label, detail: null }
  }
}
