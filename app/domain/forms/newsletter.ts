import { z } from './zod'
import { isEmail, MAX_EMAIL, maxChars } from './lead-fields'

/**
 * The newsletter form (spec §2 "News"): one e-mail address (and the common honeypot). Used by the
 * browser for instant messages and by the server's form handler, which has the last word. Error
 * messages are codes; the page shows them in its language.
 */

export type NewsletterError = 'required' | 'invalid'

/**
 * The address: the same e-mail check as every other form (length first, a linear pattern, no
 * control character), lower-cased. (An object schema is safe in the browser: zod runs jitless
 * there, zod.ts, so it never probes `new Function`, which the strict CSP would report.)
 */
export const newsletterEmailSchema = z
  .string({ error: 'required' })
  .max(MAX_EMAIL * 2, { error: 'invalid', abort: true })
  .trim()
  .min(1, { error: 'required', abort: true })
  .check(maxChars(MAX_EMAIL, 'invalid'))
  .refine(isEmail, { error: 'invalid' })
  .transform((email) => email.toLowerCase())

/** The form as Conform reads it. */
export const newsletterSchema = z.object({ email: newsletterEmailSchema })

export type NewsletterParse =
  | { success: true; data: { email: string } }
  | { success: false; formError: NewsletterError; fieldErrors: { email: NewsletterError } }

/** Reads the submitted address (a form post's value, or anything else: refused). */
export function parseNewsletter(input: { email?: unknown }): NewsletterParse {
  const result = newsletterEmailSchema.safeParse(typeof input.email === 'string' ? input.email : undefined)
  if (result.success) return { success: true, data: { email: result.data } }
  const error: NewsletterError = result.error.issues[0]?.message === 'required' ? 'required' : 'invalid'
  return { success: false, formError: error, fieldErrors: { email: error } }
}
