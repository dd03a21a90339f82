import { index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { createdAt, uuidId } from './columns'
import { leads } from './kernel'

// The newsletter's subscribers (double opt-in), each shown in the desk's inbox as a request.

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuidId(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
    /** Double opt-in: pending until the confirmation link is followed, then confirmed. */
    status: text('status').notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The request shown in the desk's inbox for this subscription. */
    leadId: uuid('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email), index('newsletter_lead_idx').on(t.leadId)],
)
