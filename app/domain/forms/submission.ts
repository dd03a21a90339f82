import { parseWithZod, type Submission } from '@conform-to/zod/v4'
import { INTENT_FIELD, type FieldErrorCodes } from './form-result'
import { codesOf, formErrorOf as oneMessageOf, type LeadFieldErrorCode } from './field-rules'
import type { z } from './zod'

/**
 * A form post read with Conform (`parseWithZod`), the same way in the browser (`onValidate`) and
 * in the server's form handler: the schema's own fields only (the idempotency key, the trap and a
 * stranger's extra fields never reach it), Conform's coercion of form text ('' is absent, 'on'
 * ticks a box, digits make a number), and the errors — codes, never text — also as one code per
 * field for the form's own message.
 */

type FormSchema = z.ZodObject

/**
 * Conform's own fields: the intent of a check it asks for (a field left or corrected). Kept, so
 * such a check is never taken for a post (its submission is not a `success`, nothing is stored).
 */
const CONFORM_FIELDS = ['__intent__', '__state__']

/** The post's fields that the schema declares (and Conform's own), in their order. */
export function ownFields(form: FormData | URLSearchParams, schema: FormSchema): URLSearchParams {
  const names = new Set([...Object.keys(schema.shape), ...CONFORM_FIELDS])
  const own = new URLSearchParams()
  for (const [name, value] of form) if (names.has(name) && typeof value === 'string') own.append(name, value)
  return own
}

/** Conform's submission of a post (what `onValidate` returns). */
export function submissionOf<S extends FormSchema>(form: FormData | URLSearchParams, schema: S) {
  return parseWithZod(ownFields(form, schema), { schema })
}

type FieldErrors = Partial<Record<string, LeadFieldErrorCode>>

export type FormParse<D, E extends string> =
  | { success: true; data: D; submission: Submission<unknown, string[], D> }
  | { success: false; formError: E; fieldErrors: FieldErrorCodes; submission: Submission<unknown, string[], D> }

/** The server's parse of a post: the data, or the form's one message and the codes per field. */
export function parseForm<S extends FormSchema, E extends string>(
  form: FormData | URLSearchParams,
  schema: S,
  formErrorOf: (fieldErrors: FieldErrors) => E,
): FormParse<z.output<S>, E> {
  const submission = submissionOf(form, schema) as Submission<unknown, string[], z.output<S>>
  if (submission.status === 'success') return { success: true, data: submission.value, submission }
  const fieldErrors = codesOf(submission.error)
  return { success: false, formError: formErrorOf(fieldErrors), fieldErrors, submission }
}

/**
 * The post of a page with several forms (the desk's request and privacy pages): the schema its
 * INTENT_FIELD names (an unknown intent is read with the first, whose own `intent` refuses it).
 */
export function parseByIntent<M extends Record<string, FormSchema>, E extends string>(
  form: FormData | URLSearchParams,
  schemas: M,
  formErrorOf: (fieldErrors: FieldErrors) => E,
): FormParse<z.output<M[keyof M]>, E> {
  const intent = form.get(INTENT_FIELD)
  const names = Object.keys(schemas)
  const name = typeof intent === 'string' && names.includes(intent) ? intent : names[0]!
  return parseForm(form, schemas[name]!, formErrorOf) as FormParse<z.output<M[keyof M]>, E>
}

/** The one message of a form whose fields each say their own (the desk's): its first problem. */
export function firstProblem(fieldErrors: FieldErrors): LeadFieldErrorCode {
  return oneMessageOf(fieldErrors, Object.keys(fieldErrors))
}

/**
 * A feature form's post (the offer's, the empty legs'): the schema's own fields (`fields`: flat, or
 * nested lists such as `legs[0].from`), Conform's coercion, then the checks across fields the schema
 * cannot make (`extra`: airports against the table, the legs' order); one code per field (full
 * names, as Conform shows them, `_form` for the form's own), each feature mapping Conform's
 * messages to its codes (`codeOf`). A failed `extra` gives the form the message `onExtra` picks.
 */
export function parseFeatureForm<S extends FormSchema, E extends string>(
  form: URLSearchParams,
  schema: S,
  options: {
    codeOf: (message: string | undefined) => E
    fields?: (form: URLSearchParams, schema: S) => URLSearchParams
    extra?: (data: z.output<S>) => Record<string, E>
    onExtra?: (problems: Record<string, E>) => E | 'invalid'
  },
):
  | { success: true; data: z.output<S>; submission: Submission<unknown, string[], z.output<S>> }
  | {
      success: false
      formError: E | 'invalid'
      fieldErrors: Record<string, E>
      submission: Pick<Submission<unknown, string[], z.output<S>>, 'reply'>
    } {
  const own = (options.fields ?? ownFields)(form, schema)
  const submission = parseWithZod(own, { schema }) as Submission<unknown, string[], z.output<S>>
  if (submission.status === 'success') {
    const problems = options.extra?.(submission.value) ?? {}
    if (Object.keys(problems).length === 0) return { success: true, data: submission.value, submission }
    const fieldErrors = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]]))
    return {
      success: false,
      formError: options.onExtra?.(problems) ?? 'invalid',
      fieldErrors: problems,
      submission: { reply: (replyOptions) => submission.reply({ ...replyOptions, fieldErrors }) },
    }
  }
  const fieldErrors: Record<string, E> = {}
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) fieldErrors[name === '' ? '_form' : name] = options.codeOf(messages[0])
  }
  const formError = Object.values(fieldErrors)[0] ?? 'invalid'
  return { success: false, formError: formError === 'required' ? 'invalid' : formError, fieldErrors, submission }
}
