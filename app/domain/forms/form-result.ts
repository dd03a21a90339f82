import type { SubmissionResult } from '@conform-to/zod/v4'

/**
 * The one vocabulary of every form, public and desk (docs/decisions/016-one-form-pattern.md):
 * what the server's form handler decided (`FormOutcome`), and what a route action answers to the
 * page (`FormResult`, with the typed values echoed so nothing typed is lost). A robot's post
 * (honeypot filled) is a `success` to the outside world and stores nothing.
 */

/**
 * The hidden trap of every HTML form: a name that is no field of any form and that no browser or
 * password manager fills in by itself (nothing in it reads as a name, an address, a company, a
 * website or a phone). The contact JSON API keeps the product's `company` (docs/product.md §7).
 */
export const HONEYPOT_FIELD = 'hp_herra'

/** The hidden field carrying the idempotency key the page's loader handed to the form (the kit's `IdempotencyField`). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

/** Which of a page's forms was posted (a page with several: the desk's request and privacy pages). */
export const INTENT_FIELD = 'intent'

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

/**
 * What the store said no to, after the schema accepted the post: a wrong access code (403), a
 * used or expired link (400, 410), a request gone (404), a desk edit made on values someone changed meanwhile (409,
 * `details`: the current values). Its code is said by the page, in its language.
 */
export interface FormRefusal<E extends string = string> {
  refused: E
  httpStatus: 400 | 403 | 404 | 409 | 410
  details?: Record<string, unknown>
}

export type FormOutcome<T = unknown, E extends string = string> =
  | { status: 'success'; data?: T; id?: string; duplicate?: boolean; value?: unknown; reply?: FormReply }
  | { status: 'invalid'; formError: E; fieldErrors: FieldErrorCodes; reply?: FormReply }
  | ({ status: 'refused'; reply?: FormReply } & FormRefusal<E>)
  | { status: 'rate_limited'; retryAfterS: number }
  | { status: 'unavailable'; reply?: FormReply }

export type FormStatus = FormOutcome['status']

export const FORM_HTTP_STATUS: Record<Exclude<FormStatus, 'refused'>, number> = {
  success: 200,
  invalid: 400,
  rate_limited: 429,
  unavailable: 503,
}

/** The HTTP status of an outcome (a refusal says its own). */
export function httpStatusOf(outcome: FormOutcome<unknown, string>): number {
  return outcome.status === 'refused' ? outcome.httpStatus : FORM_HTTP_STATUS[outcome.status]
}

/** What was typed, to fill the form again after a refusal (never the trap, never the key). */
export type FormValues = Record<string, string | string[]>

/**
 * A route action's answer; `at` tells two identical answers apart, so each is announced;
 * `intent`, which of the page's forms it answers (INTENT_FIELD, when the post had one).
 */
export type FormResult<E extends string = string> = (
  | { status: 'success' }
  | { status: 'invalid'; formError: E; fieldErrors: FieldErrorCodes; values: FormValues }
  | { status: 'refused'; formError: E; details?: Record<string, unknown>; values: FormValues }
  | { status: 'rate_limited'; retryAfterS: number; values: FormValues }
  | { status: 'unavailable'; values: FormValues }
) & { at: number; reply?: FormReply; intent?: string }

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

/** The outcome of a form post as the page's answer (`intent`: the posted INTENT_FIELD, if any). */
export function formResultOf<E extends string>(
  outcome: FormOutcome<unknown, E>,
  values: FormValues,
  at = Date.now(),
  intent?: string,
): FormResult<E> {
  const extra = {
    ...(outcome.status === 'rate_limited' || !outcome.reply ? {} : { reply: outcome.reply }),
    ...(intent ? { intent } : {}),
  }
  switch (outcome.status) {
    case 'success':
      return { status: 'success', at, ...extra }
    case 'invalid':
      return { status: 'invalid', formError: outcome.formError, fieldErrors: outcome.fieldErrors, values, at, ...extra }
    case 'refused':
      return {
        status: 'refused',
        formError: outcome.refused,
        ...(outcome.details ? { details: outcome.details } : {}),
        values,
        at,
        ...extra,
      }
    case 'rate_limited':
      return { status: 'rate_limited', retryAfterS: outcome.retryAfterS, values, at, ...extra }
    case 'unavailable':
      return { status: 'unavailable', values, at, ...extra }
  }
}
