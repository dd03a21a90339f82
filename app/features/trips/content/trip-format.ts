import { countryNameOf } from '~/domain/airport-names'
import type { Language } from '~/i18n/language'
import { formatLocalTime, formatUtcTime, zonedDateFormat as dateFormat } from '~/i18n/zoned-time'
import type { TripAirport } from '../domain/trip-model'

/**
 * The trip's times and places in words, through Intl (page, PDF, calendar and e-mail say them the
 * same way): each time at its airport's zone and in UTC, days in the page's language.
 */

/** A time at an airport's zone, and the same instant in UTC (app/i18n/zoned-time.ts). */
export { formatLocalTime as localTime, formatUtcTime as utcTime }

/** A calendar day (YYYY-MM-DD): "3 décembre 2026". */
export function longDay(lang: Language, isoDate: string): string {
  return dateFormat(lang, 'UTC', { dateStyle: 'long' }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`))
}

/** An instant in Paris time with its zone: "27 nov. 2026, 21:00 UTC+1". */
export function parisWhen(lang: Language, iso: string | Date): string {
  const date = new Date(iso)
  const zone =
    dateFormat(lang, 'Europe/Paris', { timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  return `${dateFormat(lang, 'Europe/Paris', { dateStyle: 'medium', timeStyle: 'short' }).format(date)} ${zone}`.trim()
}

/** "6 h 45" / "6 h 45 min". */
export function blockTime(lang: Language, minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = String(minutes % 60).padStart(2, '0')
  return lang === 'fr' ? `${h}\u00a0h\u00a0${m}` : `${h}\u00a0h\u00a0${m}\u00a0min`
}

/** "Paris–Le Bourget (LBG / LFPB)" (the codes kept on one line) and "Paris, France". */
export function airportWords(lang: Language, airport: TripAirport): { name: string; place: string } {
  const code =
    airport.icao && airport.icao !== airport.code ? `${airport.code}\u00a0/\u00a0${airport.icao}` : airport.code
  return {
    name: `${airport.name} (${code})`,
    place: [airport.city, countryNameOf(lang, airport.countryCode)].filter(Boolean).join(', '),
  }
}

export function countryWords(lang: Language, code: string): string {
  return countryNameOf(lang, code)
}
