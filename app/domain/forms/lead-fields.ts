import { z } from './zod'
import {
  codeOf,
  hasForbiddenChars,
  hasLineBreaks,
  isEmail,
  MAX_EMAIL,
  MAX_ESTIMATE_EUR,
  PAX_MAX,
  PAX_MIN,
  type LeadFieldErrorCode,
} from './field-rules'

export * from './field-rules'

/**
 * Building blocks shared by the lead forms (contact, quote): zod pieces whose error messages are
 * CODES, turned into the page's language by the copy catalogues (domain code holds no text).
 */

/*
 * The bounds the browser's constraints are read from. Conform's `getZodConstraint` reads a
 * check's bound from the schema's `_zod.bag`; zod 4.6 stopped writing it there (its JSON-schema
 * export folds the checks itself and keeps the bag for contributions of other libraries), so a
 * plain `.max()` gave Conform no `maxLength`. These checks are zod's own, and record their bound
 * the way zod did until 4.5 (tested in constraints.test.ts).
 */
function recorded<C extends z.core.$ZodCheck<never>>(check: C, key: 'minimum' | 'maximum', bound: number): C {
  check._zod.onattach.push((schema) => {
    const bag = schema._zod.bag as { minimum?: number; maximum?: number }
    const current = bag[key]
    bag[key] = current === undefined ? bound : key === 'maximum' ? Math.min(current, bound) : Math.max(current, bound)
  })
  return check
}

/** At most `max` characters (the field's `maxLength`). */
export function maxChars(max: number, error: string) {
  return recorded(z.maxLength(max, { error, abort: true }), 'maximum', max)
}

/** A number from `min` to `max` (the field's `min` and `max`). */
export function numberWithin(min: number, max: number, error: string) {
  return [recorded(z.gte(min, { error }), 'minimum', min), recorded(z.lte(max, { error }), 'maximum', max)] as const
}

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '')
}

/**
 * How many lines a text field holds: one (every `<input>`: CR, LF and tabs refused, `oneLine`) or
 * several (a textarea keeps its line breaks). docs/decisions/034-one-email-rule.md.
 */
export type TextLines = 'one' | 'many'

/**
 * A required text: missing or blank after trimming → `required`; not text or carrying a control
 * or bidi character → `invalid`; a line break or tab in a one-line field → `oneLine`; longer
 * than `max` → `tooLong`. Each check stops the chain (`abort`), so a value that is too long is
 * never scanned by the next one — except `required`: nothing after it finds fault with '', and a
 * blank field must not stop a form's checks across fields (the request's e-mail or phone).
 */
export function requiredText(max: number, lines: TextLines = 'one') {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalid') })
    .max(max * 2, { error: 'tooLong', abort: true })
    .trim()
    .min(1, { error: 'required' })
    .check(maxChars(max, 'tooLong'))
    .refine((value) => !hasForbiddenChars(value), { error: 'invalid', abort: true })
    .refine((value) => lines === 'many' || !hasLineBreaks(value), { error: 'oneLine', abort: true })
}

/** An optional text: absent, null or blank all become ''. */
export function optionalText(max: number, lines: TextLines = 'one') {
  return z
    .string({ error: 'invalid' })
    .max(max * 2, { error: 'tooLong', abort: true })
    .trim()
    .check(maxChars(max, 'tooLong'))
    .refine((value) => !hasForbiddenChars(value), { error: 'invalid', abort: true })
    .refine((value) => lines === 'many' || !hasLineBreaks(value), { error: 'oneLine', abort: true })
    .nullish()
    .transform((value) => value ?? '')
}

/** THE e-mail field of every form, public and desk: required, then the one e-mail rule (`isEmail`). */
export function requiredEmail() {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalid') })
    .max(MAX_EMAIL * 2, { error: 'email', abort: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .check(maxChars(MAX_EMAIL, 'email'))
    .refine(isEmail, { error: 'email' })
}

/** An optional e-mail: blank becomes '', anything else follows the one e-mail rule (`isEmail`). */
export function optionalEmail() {
  return z
    .string({ error: 'invalid' })
    .max(MAX_EMAIL * 2, { error: 'email', abort: true })
    .trim()
    .check(maxChars(MAX_EMAIL, 'email'))
    .refine((value) => value === '' || isEmail(value), { error: 'email' })
    .nullish()
    .transform((value) => value ?? '')
}

function paxNumber() {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? 'required' : 'pax') })
    .int({ error: 'pax' })
    .check(...numberWithin(PAX_MIN, PAX_MAX, 'pax'))
}

function digitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value
}

/** Passengers, required: a whole number 1..19; digits in a string are accepted (form posts). */
export function requiredPassengers() {
  return z.preprocess(digitsToNumber, paxNumber())
}

/** Passengers, optional: absent or blank is undefined, otherwise as above. */
export function optionalPassengers() {
  return z.preprocess((value) => (isMissing(value) ? undefined : digitsToNumber(value)), paxNumber().optional())
}

/** Indicative estimate in whole euros (HT), optional. */
export function estimateEur() {
  return z.preprocess(
    (value) => {
      if (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value)) return Number(value)
      if (isMissing(value)) return undefined
      return value
    },
    z
      .number({ error: 'estimate' })
      .int({ error: 'estimate' })
      .min(0, { error: 'estimate' })
      .max(MAX_ESTIMATE_EUR, { error: 'estimate' })
      .optional(),
  )
}

/** The product's trap of the contact JSON body (`company`, sent empty): a short text if present. */
export function trapText() {
  return z.string({ error: 'invalid' }).max(200, { error: 'tooLong' }).optional()
}

export function languageField() {
  return z.enum(['fr', 'en'], { error: 'invalid' }).optional()
}

export type FieldErrors<K extends string> = Partial<Record<K, LeadFieldErrorCode>>

/**
 * Field → first error code, from a zod error. Unknown keys (strict objects) land on `_form` as
 * `invalid`; a body that is not an object at all also gives `_form: invalid`.
 */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K | '_form'> {
  const out: Record<string, LeadFieldErrorCode> = {}
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' || issue.path.length === 0 ? '_form' : String(issue.path[0])
    if (!(key in out)) out[key] = codeOf(issue.message)
  }
  return out as FieldErrors<K | '_form'>
}

/**
 * A one-line text of the desk's feature forms (the offer, the empty legs): no line break, no control
 * or bidi character, `max` characters at most; '' when an optional one is absent. Codes: `required`,
 * `tooLong`, `oneLine`, `invalid`.
 */
export function singleLineText(max: number, required: boolean) {
  const text = z
    .string({ error: 'required' })
    .max(max * 2, { error: 'tooLong', abort: true })
    .trim()
    .check(maxChars(max, 'tooLong'))
    .refine((v) => !hasLineBreaks(v), { error: 'oneLine', abort: true })
    .refine((v) => !hasForbiddenChars(v), { error: 'invalid', abort: true })
  return required ? text.min(1, { error: 'required' }) : text.optional().transform((v) => v ?? '')
}
