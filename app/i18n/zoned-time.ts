import { intlLocale, type Language } from '~/i18n/language'

/**
 * A flight's times through Intl, as the offer and the trip sheet say them (page, PDF, calendar and
 * e-mails): each time at its airport's zone and in UTC, days in the page's language. The formats
 * are built once per language, zone and options.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

/** An `Intl.DateTimeFormat` in `lang` at `timeZone`, kept for the next call. */
export function zonedDateFormat(lang: Language, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone })
    formats.set(key, format)
  }
  return format
}

/** A time at an airport's zone: "jeu. 24 déc. 2026, 11:00". */
export function formatLocalTime(lang: Language, iso: string, timeZone: string): string {
  return zonedDateFormat(lang, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

/** The same instant in UTC: "10:00 UTC" (with the date when it differs from the local one). */
export function formatUtcTime(lang: Language, iso: string, timeZone: string): string {
  const sameDay =
    zonedDateFormat(lang, timeZone, { dateStyle: 'short' }).format(new Date(iso)) ===
    zonedDateFormat(lang, 'UTC', { dateStyle: 'short' }).format(new Date(iso))
  const format = sameDay
    ? zonedDateFormat(lang, 'UTC', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : zonedDateFormat(lang, 'UTC', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
  return `${format.format(new Date(iso))} UTC`
}
