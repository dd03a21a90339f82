import { maxChars } from '../forms/lead-fields'
import { z } from '../forms/zod'
import type { FormResult } from '../forms/form-result'
import { LEAD_STATUSES } from './desk-model'

/**
 * The desk's forms, one zod schema each, shared by the browser (its check before a post) and the
 * server's form handler (the authority). Messages are codes; the screens say them in the page's
 * language. `parseDeskForm` gives the handler's parse shape (one code per field).
 */

const email = z
  .string({ error: 'invalidEmail' })
  .trim()
  .min(1, { error: 'invalidEmail' })
  .check(maxChars(254, 'invalidEmail'))
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase())

export const signInSchema = z.object({ email })

export const statusSchema = z.object({
  intent: z.literal('status'),
  status: z.enum(LEAD_STATUSES, { error: 'invalid' }),
})

/** `''` gives the request back to nobody; the server checks the address against STAFF_EMAILS. */
export const ownerSchema = z.object({
  intent: z.literal('owner'),
  owner: z
    .string({ error: 'invalid' })
    .trim()
    .check(maxChars(254, 'invalid'))
    .optional()
    .transform((v) => (v ? v.toLowerCase() : '')),
})

export const NOTE_MAX = 2000

export const noteSchema = z.object({
  intent: z.literal('note'),
  note: z
    .string({ error: 'noteRequired' })
    .trim()
    .min(1, { error: 'noteRequired' })
    .check(maxChars(NOTE_MAX, 'noteRequired')),
})

export const lookupSchema = z.object({ intent: z.literal('lookup'), email })

export const eraseSchema = z.object({
  intent: z.literal('erase'),
  email,
  confirm: z.literal('on', { error: 'confirmRequired' }),
})

export const purgeSchema = z.object({ intent: z.literal('purge') })

/** The request page's forms (one action, the `intent` says which). */
export const requestFormSchema = z.discriminatedUnion('intent', [statusSchema, ownerSchema, noteSchema])

/** The privacy page's forms. */
export const privacyFormSchema = z.discriminatedUnion('intent', [lookupSchema, eraseSchema, purgeSchema])

export const retrySchema = z.object({ id: z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }) })

/** Error codes the desk copy turns into sentences. */
export type DeskFormError = 'invalidEmail' | 'invalid' | 'noteRequired' | 'confirmRequired'

export function deskErrorCode(message: string | undefined): DeskFormError {
  return message === 'invalidEmail' || message === 'noteRequired' || message === 'confirmRequired' ? message : 'invalid'
}

export type DeskParse<T> =
  | { success: true; data: T }
  | { success: false; formError: DeskFormError; fieldErrors: Partial<Record<string, DeskFormError>> }

/** A form post (FormData, URLSearchParams) through a desk schema: the data, or one code per field. */
export function parseDeskForm<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }
  },
  form: Iterable<[string, unknown]>,
): DeskParse<T> {
  const result = schema.safeParse(Object.fromEntries(form))
  if (result.success) return { success: true, data: result.data }
  const fieldErrors: Partial<Record<string, DeskFormError>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form')
    fieldErrors[field] ??= deskErrorCode(issue.message)
  }
  const formError = Object.values(fieldErrors)[0] ?? 'invalid'
  return { success: false, formError, fieldErrors }
}

/** A desk action's answer: the shared `FormResult`, with the form it answers (`intent`). */
export type DeskFormAnswer = FormResult<DeskFormError> & { intent?: string | null }
