import { AIRCRAFT } from '~/domain/aircraft'
import { isIsoDate } from '~/domain/dates'
import { numberWithin } from './lead-fields'
import { z } from './zod'

/**
 * Fields the desk's forms share (the offer's editor, the empty legs' editor): each error is a code
 * the form's own copy says (docs/decisions/016-one-form-pattern.md).
 */

/** A whole number between `min` and `max`; `required` when absent, else `error`. */
export function wholeNumber<Code extends string>(min: number, max: number, error: Code) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : error) })
    .int({ error })
    .check(...numberWithin(min, max, error))
}

/** An airport's IATA or ICAO code (3–4 letters or digits), upper-cased. */
export const airportCodeField = z
  .string({ error: 'required' })
  .trim()
  .max(8, { error: 'airport' })
  .regex(/^[A-Za-z0-9]{3,4}$/, { error: 'airport' })
  .transform((v) => v.toUpperCase())

/** A calendar day, `YYYY-MM-DD`. */
export const isoDayField = z
  .string({ error: 'required' })
  .max(10, { error: 'date' })
  .refine(isIsoDate, { error: 'date' })

/**
 * Whole euros as a broker types them (`18000`, `18 000`, `18 000 €`; `-500` when `negative`), up to
 * `max` either way; null when it is not such an amount.
 */
export function parseWholeEuros(value: string, { max, negative }: { max: number; negative: boolean }): number | null {
  const compact = value.replace(/[\s\u00a0\u202f€]/g, '')
  if (!(negative ? /^-?\d{1,9}$/ : /^\d{1,9}$/).test(compact)) return null
  const n = Number(compact)
  return Math.abs(n) <= max ? n : null
}

/** The fleet's types, and `other` (an aircraft outside it, its name and burn typed). */
export const FLEET_IDS = AIRCRAFT.map((a) => a.id)
export const OTHER_AIRCRAFT = 'other'
