import { z } from '../forms/zod'
import { LEAD_STATUSES } from './desk-model'

/**
 * The desk's forms, one zod schema each, shared by the browser (Conform, instant messages) and the
 * server action (the authority). Messages are codes; the screens say them in the page's language.
 */

const email = z
  .string({ error: 'invalidEmail' })
  .trim()
  .min(1, { error: 'invalidEmail' })
  .max(254, { error: 'invalidEmail' })
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
    .max(254, { error: 'invalid' })
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
    .max(NOTE_MAX, { error: 'noteRequired' }),
})

export const lookupSchema = z.object({ intent: z.literal('lookup'), email })

export const eraseSchema = z.object({
  intent: z.literal('erase'),
  email,
  confirm: z.literal('on', { error: 'confirmRequired' }),
})

export const purgeSchema = z.object({ intent: z.literal('purge') })

export const retrySchema = z.object({ id: z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }) })

/** Error codes the desk copy turns into sentences. */
export type DeskFormError = 'invalidEmail' | 'invalid' | 'noteRequired' | 'confirmRequired'

export function deskErrorCode(message: string | undefined): DeskFormError {
  return message === 'invalidEmail' || message === 'noteRequired' || message === 'confirmRequired' ? message : 'invalid'
}
