import type { Language } from '~/i18n/language'
import { formatIsoDate } from '~/i18n/format'

/** Cents as euros with their cents, through Intl (`12 345,67 €`, `€12,345.67`). */
export function formatCents(lang: Language, cents: number): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** A due date (YYYY-MM-DD) in the language. */
export function formatDay(lang: Language, day: string): string {
  return formatIsoDate(lang, day, 'long')
}

/** An IBAN in groups of four, as banks print it. */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
}

/** A leg's local departure (`YYYY-MM-DDTHH:MM`, the airport's wall time) in the language. */
export function formatLocalDeparture(lang: Language, local: string): string {
  const at = new Date(`${local.slice(0, 16)}:00Z`)
  if (Number.isNaN(at.getTime())) return local
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)
}
