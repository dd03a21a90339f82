import { data, type AppLoadContext } from 'react-router'
import {
  echoValues,
  formResultOf,
  httpStatusOf,
  IDEMPOTENCY_FIELD,
  INTENT_FIELD,
  isHoneypotFilled,
  type FieldErrorCodes,
  type FormOutcome,
  type FormRefusal,
  type FormReply,
} from '~/domain/forms/form-result'
import { parseIdempotencyKey } from '~/domain/forms/lead-fields'
import { holdAtLeast } from './club-access.server'
import { readFormBody } from './form-body.server'
import { hitRateLimit } from './rate-limit.server'
import type { Runtime } from './runtime-types'

/** What the handler uses of the runtime. */
type FormRuntime = Pick<Runtime, 'env' | 'logger' | 'database'>

/**
 * THE server handler of every form, public and desk (docs/decisions/016-one-form-pattern.md: the
 * table of every form). A form is described once (`FormSpec`: its schema's parse, where its trap
 * is, its rate-limit key, how it is stored) and always goes the same way:
 *
 *   1. the rate limit, counted in its own statement BEFORE the body is read (a refused request
 *      costs one upsert; a failed insert later can never roll the count back);
 *   2. the body (size-bounded by the caller); none → `invalid`;
 *   3. the idempotency key: absent or UUID-like, else `invalid` (400);
 *   4. the schema (the browser's own): problems → `invalid` with one code per field;
 *   5. the honeypot: filled → `success` to the robot, nothing stored;
 *   6. `store` → `success` (with what it made: a cookie, a file…); or its refusal (a wrong code,
 *      a used link, a desk edit on values changed meanwhile: `refused`, the status it says);
 *      a database failure → `unavailable` (503), never a 500.
 *
 * `minAnswerMs` holds every answer of a form that long (the club's: docs/product.md §8, 1 s): the
 * work runs at once, then `holdAtLeast` waits what remains of it (decision 041).
 */

/** What `store` may answer besides nothing: what it made, a limit of its own, or a refusal. */
export type StoreAnswer<E extends string, V> =
  { id?: string; duplicate?: boolean; value?: V } | { retryAfterS: number } | FormRefusal<E>

/** How a form's post is read: its fields echoed after a refusal, its lists, its size bound. */
export interface PostOptions<Input> {
  fields: readonly string[]
  lists?: readonly string[]
  maxBytes?: number
  toInput?: (form: URLSearchParams) => Input
  /** The body is never read (member login: no credential is parsed, stored or logged). */
  ignoreBody?: boolean
}

export interface FormSpec<Input, Data, E extends string, V = unknown> {
  /** For logs and the rate-limit key: `form:<name>:<address>`. */
  name: string
  /** A body that could not be read (too large, not a form): the form's message for it. */
  unreadable: E
  /** The schema's parse; a form post's carries Conform's submission, whose `reply` the page gets. */
  parse(
    input: Input,
  ):
    | { success: true; data: Data; submission?: Replying }
    | { success: false; formError: E; fieldErrors: FieldErrorCodes; submission?: Replying }
  /** The trap's value in the input (the common HONEYPOT_FIELD of the HTML forms). */
  honeypot(input: Input): unknown
  /** Stores the accepted data (or acts on it); throws when the database fails. */
  store(data: Data, context: { idempotencyKey: string | undefined }): Promise<StoreAnswer<E, V> | void>
  minAnswerMs?: number
  /** Rate-limit key (defaults to `form:<name>:<address>`; the lead forms share one allowance). */
  rateLimitKey?: (clientIp: string) => string
  /** The allowance (defaults to RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_S). */
  rateLimit?: { max: number; windowS: number }
  /** How a form post is read (`submitForm`), when docs/product.md is a page's form. */
  post?: PostOptions<Input>
}

/** Conform's submission (`parseForm`), as far as the handler uses it. */
interface Replying {
  reply(options?: { resetForm?: boolean }): FormReply
}

export interface SubmissionMeta {
  clientIp: string
  /** The key as sent (hidden field or header); checked here. */
  idempotencyKey?: unknown
}

export function rateLimitKeyOf(
  spec: Pick<FormSpec<never, never, string, unknown>, 'name' | 'rateLimitKey'>,
  clientIp: string,
): string {
  return spec.rateLimitKey ? spec.rateLimitKey(clientIp) : `form:${spec.name}:${clientIp}`
}

/** Step 1 alone (the JSON API runs it before its body parser). */
export async function countSubmission(
  runtime: FormRuntime,
  spec: Pick<FormSpec<never, never, string, unknown>, 'name' | 'rateLimitKey' | 'rateLimit'>,
  clientIp: string,
): Promise<FormOutcome<never, never> | null> {
  try {
    const hit = await hitRateLimit(
      runtime.database.db,
      rateLimitKeyOf(spec, clientIp),
      spec.rateLimit?.max ?? runtime.env.RATE_LIMIT_MAX,
      spec.rateLimit?.windowS ?? runtime.env.RATE_LIMIT_WINDOW_S,
    )
    return hit.allowed ? null : { status: 'rate_limited', retryAfterS: hit.retryAfterS }
  } catch (error) {
    runtime.logger.error({ err: error, form: spec.name }, 'form: rate limit unavailable (database)')
    return { status: 'unavailable' }
  }
}

/** Steps 2 to 6, once the request is counted. */
export async function processSubmission<Input, Data, E extends string, V>(
  runtime: FormRuntime,
  spec: FormSpec<Input, Data, E, V>,
  input: Input | null,
  meta: SubmissionMeta,
): Promise<FormOutcome<Data, E>> {
  if (input === null) return { status: 'invalid', formError: spec.unreadable, fieldErrors: { _form: 'invalid' } }
  const key = parseIdempotencyKey(meta.idempotencyKey)
  if (!key.ok) return { status: 'invalid', formError: spec.unreadable, fieldErrors: { _form: 'idempotencyKey' } }
  const parsed = spec.parse(input)
  // Conform's answer for the page's `lastResult` (form posts only; the JSON API has none).
  const reply = (options?: { resetForm: true }) =>
    parsed.submission ? { reply: parsed.submission.reply(options) } : {}
  if (!parsed.success)
    return { status: 'invalid', formError: parsed.formError, fieldErrors: parsed.fieldErrors, ...reply() }
  if (isHoneypotFilled(spec.honeypot(input))) {
    runtime.logger.info({ form: spec.name }, 'form: honeypot filled, dropped')
    return { status: 'success', ...reply({ resetForm: true }) }
  }
  try {
    const stored = await spec.store(parsed.data, { idempotencyKey: key.key })
    // A limit that needs the parsed body (per address: the desk's sign-in) refuses in `store`.
    if (stored && 'retryAfterS' in stored) return { status: 'rate_limited', retryAfterS: stored.retryAfterS }
    if (stored && 'refused' in stored) return { status: 'refused', ...stored, ...reply() }
    return { status: 'success', data: parsed.data, ...(stored ?? {}), ...reply({ resetForm: true }) }
  } catch (error) {
    runtime.logger.error({ err: error, form: spec.name }, 'form: could not be stored')
    return { status: 'unavailable', ...reply() }
  }
}

/** The whole path for a route action: count, then read the body, then the rest. */
export async function handleSubmission<Input, Data, E extends string, V>(
  runtime: FormRuntime,
  spec: FormSpec<Input, Data, E, V>,
  meta: Omit<SubmissionMeta, 'idempotencyKey'>,
  readInput: () => Promise<{ input: Input; idempotencyKey?: unknown } | null>,
): Promise<FormOutcome<Data, E>> {
  const startedAt = Date.now()
  const refused = await countSubmission(runtime, spec, meta.clientIp)
  const outcome: FormOutcome<Data, E> =
    refused ??
    (await (async () => {
      const read = await readInput()
      return processSubmission(runtime, spec, read ? read.input : null, {
        ...meta,
        idempotencyKey: read?.idempotencyKey,
      })
    })())
  if (spec.minAnswerMs) await holdAtLeast(startedAt, spec.minAnswerMs)
  return outcome
}

/**
 * A route action's form post through the handler (read only once the request is counted): the
 * outcome, what `store` made (`value`), the one `FormResult` (with the post's INTENT_FIELD) and
 * its response init (the outcome's status, Retry-After on a 429). `toInput` turns the form post
 * into the product's input (the form itself by default). The options default to the product's `post`.
 */
export async function submitForm<Input, Data, E extends string, V>(
  { request, context }: { request: Request; context: AppLoadContext },
  spec: FormSpec<Input, Data, E, V>,
  options: PostOptions<Input> = spec.post ?? { fields: [] },
) {
  let form: URLSearchParams | null = null
  const meta = { clientIp: context.clientIp }
  const outcome = await handleSubmission(context.runtime, spec, meta, async () => {
    form = options.ignoreBody ? new URLSearchParams() : await readFormBody(request, options.maxBytes)
    if (!form) return null
    return {
      input: options.toInput ? options.toInput(form) : (form as unknown as Input),
      idempotencyKey: form.get(IDEMPOTENCY_FIELD),
    }
  })
  const posted = form as URLSearchParams | null
  const intent = posted?.get(INTENT_FIELD)?.slice(0, 40) || undefined
  const result = formResultOf(outcome, echoValues(posted, options.fields, { lists: options.lists }), Date.now(), intent)
  const init: ResponseInit = {
    status: httpStatusOf(outcome),
    headers: {
      'Cache-Control': 'no-store',
      ...(outcome.status === 'rate_limited' ? { 'Retry-After': String(outcome.retryAfterS) } : {}),
    },
  }
  const value = outcome.status === 'success' ? (outcome.value as V | undefined) : undefined
  return { outcome, result, init, value }
}

/** A route action of a form: `submitForm`, answered with the `FormResult` alone. */
export async function formAction<Input, Data, E extends string, V>(
  args: { request: Request; context: AppLoadContext },
  spec: FormSpec<Input, Data, E, V>,
  options?: PostOptions<Input>,
) {
  const { result, init } = await submitForm(args, spec, options)
  return data(result, init)
}
