import { sql } from 'drizzle-orm'
import { HONEYPOT_FIELD, type FormReader } from '~/domain/forms/form-result'
import { parseNewsletter, type NewsletterError } from '~/domain/forms/newsletter'
import type { Db } from './db/client.server'
import type { FormSpec } from './form-submission.server'
import type { Runtime } from './runtime.server'

export interface NewsletterSubscription {
  /** Already lower-cased and validated (`parseNewsletter`). */
  email: string
  language: 'fr' | 'en'
  clientIp?: string
  now?: Date
}

/**
 * Stores a newsletter address with the time of consent. One row per address: subscribing again
 * changes nothing and answers the same (`created` only tells the caller, never the visitor, so the
 * form reveals nothing about who is subscribed). Throws if the database is unreachable.
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterSubscription): Promise<{ created: boolean }> {
  const consentAt = (input.now ?? new Date()).toISOString()
  const result = await db.execute(sql`
    insert into newsletter_subscribers (email, language, consent_at, client_ip)
    values (${input.email.toLowerCase()}, ${input.language}, ${consentAt}, ${input.clientIp ?? null})
    on conflict (email) do nothing
    returning id`)
  const rows = (result as unknown as { rows: unknown[] }).rows
  return { created: rows.length > 0 }
}

/**
 * The newsletter form for the form handler. Storage stays behind `subscribeToNewsletter` alone,
 * so a double opt-in can replace it without touching the form.
 */
export function newsletterFormSpec(
  runtime: Runtime,
  meta: { lang: 'fr' | 'en'; clientIp: string },
): FormSpec<FormReader, { email: string }, NewsletterError> {
  return {
    name: 'newsletter',
    rateLimitKey: (clientIp) => `newsletter:${clientIp}`,
    unreadable: 'invalid',
    parse: (form) => parseNewsletter({ email: form.get('email') }),
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    store: async ({ email }) => {
      const { created } = await subscribeToNewsletter(runtime.database.db, {
        email,
        language: meta.lang,
        clientIp: meta.clientIp,
      })
      runtime.logger.info({ created, lang: meta.lang }, 'newsletter subscription')
    },
  }
}
