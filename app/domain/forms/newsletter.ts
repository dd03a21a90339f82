import { z } from './zod'

/**
 * The newsletter form (spec §2 "News"): one e-mail address and a honeypot. Used by the browser
 * for instant messages and by the server action, which has the last word. Error messages are
 * codes; the page shows them in its language.
 */
export const NEWSLETTER_HONEYPOT = 'website'

export type NewsletterError = 'required' | 'invalid'

/**
 * The address alone, not a `z.object`: zod's object parser probes `new Function` when it is built,
 * which the strict CSP reports in the browser. A single field needs no object schema.
 */
export const newsletterEmailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'invalid' })
  .pipe(z.email({ error: 'invalid' }))
  .transform((email) => email.toLowerCase())

export type NewsletterParse =
  | { ok: true; email: string; trap: boolean }
  | { ok: false; error: NewsletterError; trap: boolean }

/** Reads the submitted fields (FormData entries or a plain record). */
export function parseNewsletter(fields: Record<string, unknown>): NewsletterParse {
  const trapValue = fields[NEWSLETTER_HONEYPOT]
  const trap = typeof trapValue === 'string' && trapValue.trim() !== ''
  const result = newsletterEmailSchema.safeParse(typeof fields.email === 'string' ? fields.email : undefined)
  if (result.success) return { ok: true, email: result.data, trap }
  const code = result.error.issues[0]?.message
  return { ok: false, error: code === 'required' ? 'required' : 'invalid', trap }
}
