import type { SubmissionResult } from '@conform-to/zod/v4'

/**
 * The one vocabulary of every public form (contact, quote, club forms A and B, newsletter, member
 * login): what the server's form handler decided (`FormOutcome`), and what a route action answers
 * to the page (`FormResult`, with the typed values echoed so nothing typed is lost). A robot's
 * post (honeypot filled) is a `success` to the outside world and stores nothing.
 */

/** The hidden trap field of every HTML form (the contact JSON API keeps the spec's `company`). */
export const HONEYPOT_FIELD = 'website'

/** The hidden field carrying the idempotency key the page's loader handed to the form. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

/** A trap is sprung when it holds anything but blanks. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/** What a form post holds (FormData, URLSearchParams). */
export interface FormReader {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

/** Field name → error code (the first one); `_form` for a problem of the whole body. */
export type FieldErrorCodes = Partial<Record<string, string>>

/**
 * Conform's answer to a post (`submission.reply()`), handed to the page's `useForm({ lastResult })`:
 * the field errors (codes) and what was typed, so a post without JavaScript shows both again;
 * after a success it empties the form.
 */
export type FormReply = SubmissionResult<string[]>

export type FormOutcome<T = unknown, E extends string = string> =
  | { status: 'success'; data?: T; id?: string; duplicate?: boolean; reply?: FormReply }
  | { status: 'invalid'; formError: E; fieldErrors: FieldErrorCodes; reply?: FormReply }
  | { status: 'rate_limited'; retryAfterS: number }
  | { status: 'unavailable'; reply?: FormReply }

export type FormStatus = FormOutcome['status']

export const FORM_HTTP_STATUS: Record<FormStatus, number> = {
  success: 200,
  invalid: 400,
  rate_limited: 429,
  unavailable: 503,
}

/** What was typed, to fill the form again after a refusal (never the trap, never the key). */
export type FormValues = Record<string, string | string[]>

/** A route action's answer; `at` tells two identical answers apart, so each is announced. */
export type FormResult<E extends string = string> = (
  | { status: 'success' }
  | { status: 'invalid'; formError: E; fieldErrors: FieldErrorCodes; values: FormValues }
  | { status: 'rate_limited'; retryAfterS: number; values: FormValues }
  | { status: 'unavailable'; values: FormValues }
) & { at: number; reply?: FormReply }

/** The echo of a posted form: its own text fields (cut to `max`), its lists as lists. */
export function echoValues(
  form: FormReader | null,
  fields: readonly string[],
  options: { lists?: readonly string[]; max?: number } = {},
): FormValues {
  const values: FormValues = {}
  if (!form) return values
  const max = options.max ?? 5000
  for (const field of fields) {
    if (field === HONEYPOT_FIELD || field === IDEMPOTENCY_FIELD) continue
    if (options.lists?.includes(field)) {
      values[field] = form
        .getAll(field)
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.slice(0, 200))
    } else {
      const value = form.get(field)
      if (typeof value === 'string') values[field] = value.slice(0, max)
    }
  }
  return values
}

/** The outcome of a form post as the page's answer. */
export function formResultOf<E extends string>(
  outcome: FormOutcome<unknown, E>,
  values: FormValues,
  at = Date.now(),
): FormResult<E> {
  const reply = outcome.status === 'rate_limited' || !outcome.reply ? {} : { reply: outcome.reply }
  switch (outcome.status) {
    case 'success':
      return { status: 'success', at, ...reply }
    case 'invalid':
      return { status: 'invalid', formError: outcome.formError, fieldErrors: outcome.fieldErrors, values, at, ...reply }
    case 'rate_limited':
      return { status: 'rate_limited', retryAfterS: outcome.retryAfterS, values, at }
    case 'unavailable':
      return { status: 'unavailable', values, at, ...reply }
  }
}
