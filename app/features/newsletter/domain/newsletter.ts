import { requiredEmail } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'

/**
 * The newsletter form (docs/product.md §2 "News"): one e-mail address (and the common honeypot).
 * Used by the browser for instant messages and by the server's form handler, which has the last
 * word. Error messages are codes; the page shows them in its language.
 */

export type NewsletterError = 'required' | 'invalid'

/**
 * The address: THE e-mail field of every form (`requiredEmail`: the one e-mail rule), lower-cased.
 * (An object schema is safe in the browser: zod runs jitless there, zod.ts, so it never probes
 * `new Function`, which the strict CSP would report.)
 */
const newsletterEmail = requiredEmail().transform((email) => email.toLowerCase())

/** The form as Conform reads it. */
export const newsletterSchema = z.object({ email: newsletterEmail })

/** The form's one message: nothing typed, or not an address. */
export function newsletterErrorOf(fieldErrors: Partial<Record<string, string>>): NewsletterError {
  return fieldErrors.email === 'required' ? 'required' : 'invalid'
}

export type NewsletterParse =
  | { success: true; data: { email: string } }
  | { success: false; formError: NewsletterError; fieldErrors: { email: NewsletterError } }

/** Reads the submitted address (a form post's value, or anything else: refused). */
export function parseNewsletter(input: { email?: unknown }): NewsletterParse {
  const result = newsletterEmail.safeParse(typeof input.email === 'string' ? input.email : undefined)
  if (result.success) return { success: true, data: { email: result.data } }
  const error = newsletterErrorOf({ email: result.error.issues[0]?.message })
  return { success: false, formError: error, fieldErrors: { email: error } }
}
