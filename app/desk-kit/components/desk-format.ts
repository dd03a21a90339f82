import { intlLocale, type Language } from '~/i18n/language'

/**
 * Dates, ages and durations of the desk, through Intl, in Paris time. Ages are measured from the
 * `now` the loader sent, so the server's HTML and the browser's render are the same.
 */
export function formatWhen(lang: Language, date: Date | string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(date))
}

export function formatAge(lang: Language, date: Date | string, now: Date | string): string {
  const seconds = (new Date(date).getTime() - new Date(now).getTime()) / 1000
  const rtf = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto', style: 'short' })
  const abs = Math.abs(seconds)
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute')
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour')
  if (abs < 86_400 * 45) return rtf.format(Math.round(seconds / 86_400), 'day')
  if (abs < 86_400 * 365) return rtf.format(Math.round(seconds / (86_400 * 30)), 'month')
  return rtf.format(Math.round(seconds / (86_400 * 365)), 'year')
}

/** Minutes as a duration: 42 min, 3 h 05, 2 d 4 h. */
export function formatMinutes(lang: Language, minutes: number): string {
  const unit = (value: number, u: string) =>
    new Intl.NumberFormat(intlLocale(lang), {
      style: 'unit',
      unit: u,
      unitDisplay: 'narrow',
      maximumFractionDigits: 0,
    }).format(value)
  const m = Math.round(minutes)
  if (m < 60) return unit(m, 'minute')
  if (m < 60 * 48) return `${unit(Math.floor(m / 60), 'hour')} ${unit(m % 60, 'minute')}`
  return `${unit(Math.floor(m / 1440), 'day')} ${unit(Math.floor((m % 1440) / 60), 'hour')}`
}

export function formatPercent(lang: Language, share: number): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 0 }).format(share)
}
