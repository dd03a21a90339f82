/**
 * Calendar dates written YYYY-MM-DD: the one validator of the whole app, and the estimate's
 * date window. Pure: the caller passes the clock.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written YYYY-MM-DD (leap years included; year 0001 to 9999). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
  return day <= daysInMonth
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

/** A time of day written HH:MM, from 00:00 to 23:59 (`99:99` and `24:00` are not). */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value)
}

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export function utcIsoDate(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10)
}

/** `date` moved by `days` whole days (calendar arithmetic in UTC). */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`)
  return utcIsoDate(ms + days * 86_400_000)
}

/** The same day one year later (29 February → 28 February). */
export function addOneYear(date: string): string {
  const [y, m, d] = date.split('-')
  const next: string = `${String(Number(y) + 1).padStart(4, '0')}-${m}-${d}`
  const valid: boolean = isIsoDate(next)
  return valid ? next : `${next.slice(0, 8)}28`
}

const HOUR_MS = 3_600_000

/**
 * The dates a flight may be estimated for at `now`: from "today" to one year ahead. "Today" is the
 * visitor's, and the visitor may be anywhere: the window opens at the date in force at UTC−12 (the
 * last place on Earth where it is still that day) and closes one year after the date at UTC+14.
 */
export function estimateDateWindow(now: Date | number): { min: string; max: string } {
  const t = new Date(now).getTime()
  return { min: utcIsoDate(t - 12 * HOUR_MS), max: addOneYear(utcIsoDate(t + 14 * HOUR_MS)) }
}

/** A valid date inside `estimateDateWindow(now)`. */
export function isEstimateDate(value: unknown, now: Date | number): value is string {
  if (!isIsoDate(value)) return false
  const { min, max } = estimateDateWindow(now)
  return value >= min && value <= max
}

/** Days the weather provider forecasts after today (UTC): later dates get HTTP 400 (docs/product.md §5). */
export const WEATHER_HORIZON_DAYS = 15

/** True when `date` is past the provider's forecast horizon at `now` (no look-up can answer). */
export function isBeyondWeatherHorizon(date: string, now: Date | number): boolean {
  return date > addDays(utcIsoDate(now), WEATHER_HORIZON_DAYS)
}
