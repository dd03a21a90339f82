/**
 * The rules every form field follows, without zod (so a page can use them before the schemas
 * are loaded): limits, the e-mail, phone and date checks, forbidden characters, ticked boxes,
 * idempotency keys. The schemas (lead-fields.ts and the forms') are built from them.
 */

/** Passengers on every form (docs/product.md §7): 1 to 19. */
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
  | 'reachable'
  | 'email'
  | 'phone'
  | 'pax'
  | 'date'
  | 'dateOrder'
  | 'tooLong'
  | 'aircraft'
  | 'estimate'
  | 'oneLine'
  /** A trip's leg at a time that is no time of day (`99:99`). */
  | 'tripTime'
  | 'invalid'

/** A ticked box as a form posts it ('on'), as JSON (true) or as text ('true'). */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true'
}

/**
 * Characters no visitor types and no field may carry: C0 controls but tab and line
 * breaks, DEL and the C1 controls, and the bidirectional marks, embeddings, overrides and
 * isolates that can disguise a name, an address or a subject line.
 */
const FORBIDDEN_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value)
}

/**
 * Line breaks and tabs: a one-line field (every `<input>`: names, phone, company, city…) refuses
 * them (`oneLine`), since they would split a CSV row, a mail header or a mailto subject; a
 * textarea keeps them (docs/decisions/034-one-email-rule.md).
 */
const LINE_BREAKS_OR_TABS = /[\r\n\t\u2028\u2029]/

export function hasLineBreaks(value: string): boolean {
  return LINE_BREAKS_OR_TABS.test(value)
}

/** RFC 5321: the local part of an address holds 64 characters at most. */
export const MAX_EMAIL_LOCAL = 64

/*
 * THE e-mail rule of every form, public and desk (docs/decisions/034-one-email-rule.md). An
 * address is written into a mailto link and into mail headers, so it holds nothing either would
 * interpret: the local part is letters (accents and other scripts included), digits, and
 * `. _ + ' -`, in dot-separated runs (no leading, trailing or double dot); then '@' and
 * dot-separated labels of letters, digits and hyphens, the last of 2+ characters. Everything
 * else is refused: `? & = % # , ; : < > " \ / ( ) [ ]`, spaces, CR/LF and tabs, control, bidi and
 * invisible characters — so `x?cc=attacker%40evil.example&body=pwned@example.com` never reaches
 * the desk's reply link. Every run is bounded by a character the next one cannot hold, so the
 * pattern never backtracks more than linearly (the length is checked before it runs anyway).
 */
const EMAIL_PATTERN =
  /^([\p{L}\p{M}\p{N}_+'-]+(?:\.[\p{L}\p{M}\p{N}_+'-]+)*)@(?:[\p{L}\p{M}\p{N}-]+\.)+[\p{L}\p{M}\p{N}-]{2,}$/u

/** An e-mail address as every form accepts it: short enough, and the pattern above (nothing else gets through). */
export function isEmail(value: string): boolean {
  if (value.length > MAX_EMAIL) return false
  const match = EMAIL_PATTERN.exec(value)
  return match !== null && (match[1]?.length ?? 0) <= MAX_EMAIL_LOCAL
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

/**
 * A client-chosen idempotency key: absent (or blank) is fine, a UUID-like key of 16 to 100
 * characters is kept, anything else is refused (a short key used to be ignored, so a
 * client believing it was protected against double submissions was not).
 */
export function parseIdempotencyKey(value: unknown): { ok: true; key: string | undefined } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, key: undefined }
  if (typeof value !== 'string') return { ok: false }
  const key = value.trim()
  if (key === '') return { ok: true, key: undefined }
  return /^[A-Za-z0-9_-]{16,100}$/.test(key) ? { ok: true, key } : { ok: false }
}

const KNOWN_CODES: ReadonlySet<string> = new Set<LeadFieldErrorCode>([
  'required',
  'consent',
  'reachable',
  'email',
  'phone',
  'pax',
  'date',
  'dateOrder',
  'tooLong',
  'aircraft',
  'estimate',
  'oneLine',
  'tripTime',
  'invalid',
])

/** A schema's message as a code (zod's own English messages, never shown, become `invalid`). */
export function codeOf(message: string | undefined): LeadFieldErrorCode {
  return message !== undefined && KNOWN_CODES.has(message) ? (message as LeadFieldErrorCode) : 'invalid'
}

/**
 * The one message a form shows above the button (docs/product.md §7): missing fields first
 * ('Please fill in all required fields.'), then consent, then the first other problem in field
 * order.
 */
export function formErrorOf(
  errors: Partial<Record<string, LeadFieldErrorCode>>,
  fieldOrder: readonly string[],
): LeadFieldErrorCode {
  const codes = fieldOrder.map((f) => errors[f]).filter((c): c is LeadFieldErrorCode => Boolean(c))
  if (codes.includes('required')) return 'required'
  if (codes.includes('consent')) return 'consent'
  return codes[0] ?? errors._form ?? 'invalid'
}

/** Field → first code, from Conform's errors (`interests[0]` is `interests`; the root is `_form`). */
export function codesOf(
  error: Record<string, string[] | null> | null | undefined,
): Partial<Record<string, LeadFieldErrorCode>> {
  const out: Partial<Record<string, LeadFieldErrorCode>> = {}
  for (const [name, messages] of Object.entries(error ?? {})) {
    const key = name === '' ? '_form' : (name.split(/[[.]/)[0] ?? name)
    if (messages?.length && !(key in out)) out[key] = codeOf(messages[0])
  }
  return out
}
