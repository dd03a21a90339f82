import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { leads } from './kernel'

// The desk (app/desk-kit): staff sign-in links and sessions, internal notes on a request, the audit log.

/** Desk sign-in links (single use, 15 min): only a SHA-256 of the token is kept. */
export const staffSignInTokens = pgTable(
  'staff_sign_in_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_sign_in_tokens_expires_idx').on(t.expiresAt)],
)

/** Desk sessions (12 h), server-side: the cookie holds a random token, the table its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_expires_idx').on(t.expiresAt)],
)

/**
 * A staff member's profile (docs/product.md §9): the name and short signature the desk's replies are
 * signed with. Keyed by the address of STAFF_EMAILS; no row → the desk's fallback name.
 */
export const staffProfiles = pgTable('staff_profiles', {
  email: text('email').primaryKey(),
  displayName: text('display_name').notNull(),
  signature: text('signature').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Internal notes on a request (erased with it). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
)

/**
 * Every staff action (who, what, when, which record). Append-only: a trigger refuses UPDATE and
 * DELETE. No client's personal data goes in `details` (field names and codes only), so erasure
 * and the purge never need to touch it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    leadId: uuid('lead_id'),
    details: jsonb('details'),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc()), index('audit_log_lead_idx').on(t.leadId, t.at)],
)
