import { sql } from 'drizzle-orm'
import type { Db } from './db/client.server'

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
