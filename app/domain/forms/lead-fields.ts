import { z } from './zod'

/**
 * Building blocks shared by the lead forms (contact, quote): zod pieces whose error messages are
 * CODES, turned into the page's language by the copy catalogues (domain code holds no text).
 */

/** Passengers on every form (spec §9): 1 to 19. */
export const PAX_MIN = 1
export const PAX_MAX = 19

export const MAX_NAME = 100
export const MAX_EMAIL = 254
export const MAX_PHONE = 40
export const MAX_PLACE = 120
export const MAX_MESSAGE = 5000
/** Largest indicative estimate accepted with a request, in whole euros. */
export const MAX_ESTIMATE_EUR = 100_000_000

/** The error codes every lead form can produce; each catalogue maps them to a sentence. */
export type LeadFieldErrorCode =
  | 'required'
  | 'consent'
  | 'email'
  | 'phone'
  | 'pax'
  | 'date'
  | 'dateOrder'
  | 'tooLong'
  | 'aircraft'
  | 'estimate'
  | 'invalid'

/** A ticked box as a form posts it ('on'), as JSON (true) or as text ('true'). */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true'
}

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '')
}

/**
 * Characters no visitor types and no field may carry (issue 13): C0 controls but tab and line
 * breaks, DEL and the C1 controls, and the bidirectional marks, embeddings, overrides and
 * isolates that can disguise a name, an address or a subject line.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value)
}

/**
 * A required text: missing or blank after trimming → `required`; not text or carrying a control
 * or bidi character → `invalid`; longer than `max` → `tooLong`. Each check stops the chain
 * (`abort`), so a value that is too long is never scanned by the next one.
 */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalid') })
    .max(max * 2, { error: 'tooLong', abort: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'tooLong', abort: true })
    .refine((value) => !hasForbiddenChars(value), { error: 'invalid', abort: true })
}

/** An optional text: absent, null or blank all become ''. */
export function optionalText(max: number) {
  return z
    .string({ error: 'invalid' })
    .max(max * 2, { error: 'tooLong', abort: true })
    .trim()
    .max(max, { error: 'tooLong', abort: true })
    .refine((value) => !hasForbiddenChars(value), { error: 'invalid', abort: true })
    .nullish()
    .transform((value) => value ?? '')
}

/*
 * Local part, '@', then dot-separated labels and a final label of 2+ characters. Labels cannot
 * hold a dot, so the pattern never backtracks more than linearly (the old one took seconds on
 * `a@` + 30,000 dots + `@`), and the length is checked before it runs anyway.
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/

/** An e-mail address as every form accepts it: short enough, no control or bidi character, the pattern. */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL && !hasForbiddenChars(value) && EMAIL_PATTERN.test(value)
}

export function requiredEmail() {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? 'required' : 'invalid') })
    .max(MAX_EMAIL * 2, { error: 'email', abort: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(MAX_EMAIL, { error: 'email', abort: true })
    .refine(isEmail, { error: 'email' })
}

/** A reachable number: an optional +, then digits, spaces, dots, hyphens or brackets, 6 digits at least. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{6,40}$/
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6
}

/** YYYY-MM-DD and a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (y < 2000 || y > 2100) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

function paxNumber() {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? 'required' : 'pax') })
    .int({ error: 'pax' })
    .min(PAX_MIN, { error: 'pax' })
    .max(PAX_MAX, { error: 'pax' })
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

/** The spec's trap of the contact JSON body (`company`, sent empty): a short text if present. */
export function trapText() {
  return z.string({ error: 'invalid' }).max(200, { error: 'tooLong' }).optional()
}

export function languageField() {
  return z.enum(['fr', 'en'], { error: 'invalid' }).optional()
}

export type FieldErrors<K extends string> = Partial<Record<K, LeadFieldErrorCode>>

const KNOWN_CODES: ReadonlySet<string> = new Set<LeadFieldErrorCode>([
  'required',
  'consent',
  'email',
  'phone',
  'pax',
  'date',
  'dateOrder',
  'tooLong',
  'aircraft',
  'estimate',
  'invalid',
])

/**
 * Field → first error code, from a zod error. Unknown keys (strict objects) land on `_form` as
 * `invalid`; a body that is not an object at all also gives `_form: invalid`.
 */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K | '_form'> {
  const out: Record<string, LeadFieldErrorCode> = {}
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' || issue.path.length === 0 ? '_form' : String(issue.path[0])
    const code = KNOWN_CODES.has(issue.message) ? (issue.message as LeadFieldErrorCode) : 'invalid'
    if (!(key in out)) out[key] = code
  }
  return out as FieldErrors<K | '_form'>
}

/**
 * The one message a form shows above the button: missing fields first (spec: 'Please fill in all
 * required fields.'), then consent, then the first other problem in field order.
 */
export function formErrorOf(errors: Partial<Record<string, LeadFieldErrorCode>>, fieldOrder: readonly string[]): LeadFieldErrorCode {
  const codes = fieldOrder.map((f) => errors[f]).filter((c): c is LeadFieldErrorCode => Boolean(c))
  if (codes.includes('required')) return 'required'
  if (codes.includes('consent')) return 'consent'
  return codes[0] ?? errors._form ?? 'invalid'
}

/**
 * A client-chosen idempotency key: absent (or blank) is fine, a UUID-like key of 16 to 100
 * characters is kept, anything else is refused (issue 13: a short key used to be ignored, so a
 * client believing it was protected against double submissions was not).
 */
export function parseIdempotencyKey(value: unknown): { ok: true; key: string | undefined } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, key: undefined }
  if (typeof value !== 'string') return { ok: false }
  const key = value.trim()
  if (key === '') return { ok: true, key: undefined }
  return /^[A-Za-z0-9_-]{16,100}$/.test(key) ? { ok: true, key } : { ok: false }
}
