import { airportCodeField, FLEET_IDS, isoDayField, OTHER_AIRCRAFT, wholeNumber } from '~/domain/forms/desk-fields'
import { hasForbiddenChars } from '~/domain/forms/field-rules'
import { isEmail, maxChars, singleLineText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'

/**
 * The operators' forms (docs/product.md §14), one zod schema each, run by the browser (Conform's
 * check) and by the server's form handler (the authority): the desk's operator and its aircraft,
 * the RFQs sent from a request, an option built from an answer; the operator's answer and decline
 * on the RFQ page. Messages are codes; content/operators-copy.ts says them.
 */

export const OPERATOR_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'oneLine',
  'country',
  'date',
  'amount',
  'email',
  'seats',
  'year',
  'airport',
  'registration',
  'tco',
  'operators',
  'margin',
  'reason',
  'lines',
  'confirm',
  'missing',
] as const
export type OperatorErrorCode = (typeof OPERATOR_ERROR_CODES)[number]

export function operatorErrorCode(message: unknown): OperatorErrorCode {
  return (OPERATOR_ERROR_CODES as readonly unknown[]).includes(message) ? (message as OperatorErrorCode) : 'invalid'
}

/** The largest amount of one price line: 5 million euros, in cents. */
export const MAX_LINE_CENTS = 500_000_000
export const MAX_QUOTE_EMAILS = 5
export const MAX_SEATS = 19
export const MAX_RFQ_OPERATORS = 12

/**
 * An amount in euros as an operator types it (`48500`, `48 500`, `48,500.50`, `48 500,50 €`) in
 * integer cents; null when it is not one. A comma followed by exactly two digits at the end is a
 * decimal comma (French); any other comma groups thousands.
 */
export function parseCents(value: string, max = MAX_LINE_CENTS): number | null {
  let text = value.replace(/[\s\u00a0\u202f€]|EUR/gi, '')
  if (/,\d{2}$/.test(text) && !text.includes('.')) text = text.replace(/,(\d{2})$/, '.$1')
  text = text.replace(/,/g, '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  return cents <= max ? cents : null
}

const cents = (required: boolean) =>
  z
    .string({ error: 'required' })
    .max(40, { error: 'amount' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') {
        if (required) ctx.addIssue({ code: 'custom', message: 'required' })
        return required ? z.NEVER : 0
      }
      const n = parseCents(value)
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: 'amount' })
        return z.NEVER
      }
      return n
    })

const registration = z
  .string({ error: 'required' })
  .trim()
  .max(20, { error: 'registration' })
  .regex(/^[A-Za-z0-9]{1,3}-?[A-Za-z0-9]{1,6}$/, { error: 'registration' })
  .transform((v) => v.toUpperCase())

const optionalDay = z
  .string()
  .max(10, { error: 'date' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) {
      ctx.addIssue({ code: 'custom', message: 'date' })
      return z.NEVER
    }
    return v
  })

const notes = z
  .string()
  .max(4000, { error: 'tooLong', abort: true })
  .trim()
  .check(maxChars(2000, 'tooLong'))
  .refine((v) => !hasForbiddenChars(v), { error: 'invalid' })
  .optional()
  .transform((v) => v ?? '')

/** Quote e-mails, separated by commas, semicolons or spaces: one to five valid addresses. */
export function parseEmails(text: string): string[] | null {
  const list = text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean)
  if (list.length === 0 || list.length > MAX_QUOTE_EMAILS) return null
  return list.every((e) => e.length <= 254 && isEmail(e)) ? [...new Set(list.map((e) => e.toLowerCase()))] : null
}

export const operatorEditorSchema = z
  .object({
    name: singleLineText(120, true),
    country: z
      .string({ error: 'required' })
      .trim()
      .max(2, { error: 'country' })
      .regex(/^[A-Za-z]{2}$/, { error: 'country' })
      .transform((v) => v.toUpperCase()),
    aocNumber: singleLineText(60, true),
    aocAuthority: singleLineText(80, true),
    aocExpiresOn: isoDayField,
    tcoNumber: singleLineText(60, false),
    tcoExpiresOn: optionalDay,
    insurer: singleLineText(120, true),
    insuranceExpiresOn: isoDayField,
    liability: z
      .string({ error: 'required' })
      .max(40, { error: 'amount' })
      .transform((value, ctx) => {
        const c = parseCents(value, 100_000_000_000)
        if (c === null || c === 0) {
          ctx.addIssue({ code: 'custom', message: 'amount' })
          return z.NEVER
        }
        return Math.round(c / 100)
      }),
    quoteEmails: z
      .string({ error: 'required' })
      .max(1400, { error: 'email' })
      .transform((value, ctx) => {
        const list = parseEmails(value)
        if (!list) {
          ctx.addIssue({ code: 'custom', message: 'email' })
          return z.NEVER
        }
        return list
      }),
    language: z.enum(['fr', 'en'], { error: 'required' }),
    notes,
  })
  .superRefine((o, ctx) => {
    if (o.tcoNumber && !o.tcoExpiresOn) ctx.addIssue({ code: 'custom', path: ['tcoExpiresOn'], message: 'tco' })
    if (!o.tcoNumber && o.tcoExpiresOn) ctx.addIssue({ code: 'custom', path: ['tcoNumber'], message: 'tco' })
  })

export type OperatorValues = z.output<typeof operatorEditorSchema>

/** A stored operator as the editor's default values. */
export function operatorEditorValuesOf(o: OperatorValues) {
  return {
    name: o.name,
    country: o.country,
    aocNumber: o.aocNumber,
    aocAuthority: o.aocAuthority,
    aocExpiresOn: o.aocExpiresOn,
    tcoNumber: o.tcoNumber,
    tcoExpiresOn: o.tcoExpiresOn ?? '',
    insurer: o.insurer,
    insuranceExpiresOn: o.insuranceExpiresOn,
    liability: String(o.liability),
    quoteEmails: o.quoteEmails.join(', '),
    language: o.language,
    notes: o.notes,
  }
}

export { FLEET_IDS, OTHER_AIRCRAFT } from '~/domain/forms/desk-fields'

/** An aircraft on the AOC: registration, a fleet type or a typed one, seats, year, base airport. */
export const aircraftSchema = z
  .object({
    registration,
    aircraft: z.enum([OTHER_AIRCRAFT, ...FLEET_IDS], { error: 'required' }),
    aircraftName: singleLineText(80, false),
    seats: wholeNumber(1, MAX_SEATS, 'seats'),
    year: wholeNumber(1960, 2100, 'year').optional(),
    base: airportCodeField,
  })
  .superRefine((a, ctx) => {
    if (a.aircraft === OTHER_AIRCRAFT && !a.aircraftName)
      ctx.addIssue({ code: 'custom', path: ['aircraftName'], message: 'required' })
  })

export type AircraftValues = z.output<typeof aircraftSchema>

export const aircraftRemoveSchema = z.object({
  aircraftId: z.uuid({ error: 'invalid' }),
})

/** The operators an RFQ goes to (ticked on the request's page). */
export const rfqSendSchema = z.object({
  operators: z
    .array(z.uuid({ error: 'operators' }), { error: 'operators' })
    .min(1, { error: 'operators' })
    .max(MAX_RFQ_OPERATORS, { error: 'operators' }),
})

/** An option built from an answer: the margin as a percentage of the cost, or an amount in euros. */
export const optionFromAnswerSchema = z
  .object({
    answerId: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'invalid'),
    marginKind: z.enum(['percent', 'amount'], { error: 'margin' }),
    margin: z
      .string({ error: 'margin' })
      .max(20, { error: 'margin' })
      .transform((value, ctx) => {
        const c = parseCents(value, 100_000_000)
        if (c === null) {
          ctx.addIssue({ code: 'custom', message: 'margin' })
          return z.NEVER
        }
        return c
      }),
  })
  .superRefine((o, ctx) => {
    // A percentage is read in cents too: "12" is 1,200 hundredths of a percent; at most 200 %.
    if (o.marginKind === 'percent' && o.margin > 20_000)
      ctx.addIssue({ code: 'custom', path: ['margin'], message: 'margin' })
  })

/** The operator's quote: the aircraft, the price lines excluding tax, availability, validity. */
export const rfqAnswerSchema = z
  .object({
    registration,
    aircraft: z.enum([OTHER_AIRCRAFT, ...FLEET_IDS], { error: 'required' }),
    aircraftName: singleLineText(80, false),
    seats: wholeNumber(1, MAX_SEATS, 'seats'),
    charter: cents(true),
    positioning: cents(false),
    fees: cents(false),
    other: cents(false),
    otherLabel: singleLineText(80, false),
    availability: z.enum(['confirmed', 'subject'], { error: 'required' }),
    validUntil: isoDayField,
    note: notes,
  })
  .superRefine((a, ctx) => {
    if (a.aircraft === OTHER_AIRCRAFT && !a.aircraftName)
      ctx.addIssue({ code: 'custom', path: ['aircraftName'], message: 'required' })
    if (a.charter <= 0) ctx.addIssue({ code: 'custom', path: ['charter'], message: 'amount' })
    if (a.other > 0 && !a.otherLabel) ctx.addIssue({ code: 'custom', path: ['otherLabel'], message: 'required' })
  })

export type RfqAnswerValues = z.output<typeof rfqAnswerSchema>

/** The operator's decline, with a reason. */
export const rfqDeclineSchema = z.object({
  reason: z.enum(['no_aircraft', 'crew', 'route', 'short_notice', 'other'], { error: 'reason' }),
  note: notes,
})
