import type { Language } from '~/i18n/language'
import { intlLocale } from '~/i18n/language'

const formats = new Map<Language, Intl.NumberFormat>()

/** Tonnes of CO₂ from kilograms, always one decimal ("3,0" / "3.0"), through Intl. */
export function formatTonnesValue(lang: Language, kg: number): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    formats.set(lang, format)
  }
  return format.format(Math.round(kg / 100) / 10)
}
