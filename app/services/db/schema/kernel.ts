import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, uuidId } from './columns'

/**
 * The kernel's tables (decision 002: one schema for PGlite and PostgreSQL, imported only by server
 * modules). Every lead kind (contact, quote, club applications) shares `leads` and is notified
 * through `outbox` in the same transaction, so a stored request always has its e-mail queued.
 */

export const leads = pgTable(
  'leads',
  {
    id: uuidId(),
    /** contact | quote | club_inline | club_modal */
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Every submitted field, as validated. */
    fields: jsonb('fields').notNull(),
    /** Indicative estimate attached to the request (whole euros, HT), if any. */
    estimateEur: integer('estimate_eur'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    privacyPolicyVersion: text('privacy_policy_version').notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    /** Client-chosen idempotency key: a retried submission is stored once. */
    idempotencyKey: text('idempotency_key'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // The desk (decision 024): where the request stands and who handles it.
    /** new | in_progress | quoted | won | lost | spam */
    status: text('status').notNull().default('new'),
    /** The staff member (an address of STAFF_EMAILS) handling it. */
    owner: text('owner'),
    /** The first status change by the desk (first-response time = this − received_at). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** Last contact or desk action: the three-year retention runs from here. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Personal data erased on request: an anonymous trace kept for the figures. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Route and aircraft, read from the fields (contact and quote forms) for the inbox and its search. */
    departure: text('departure').generatedAlwaysAs(sql`upper(fields->>'departure')`),
    destination: text('destination').generatedAlwaysAs(sql`upper(fields->>'destination')`),
    aircraft: text('aircraft').generatedAlwaysAs(sql`coalesce(fields->>'aircraft', fields->>'aircraftType')`),
    /** Lower-cased name, e-mail and airports, trigram-indexed for the inbox search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(full_name || ' ' || email || ' ' || coalesce(fields->>'departure', '') || ' ' || coalesce(fields->>'destination', ''))`,
    ),
  },
  (t) => [
    index('leads_kind_received_idx').on(t.kind, t.receivedAt),
    uniqueIndex('leads_idempotency_key_idx').on(t.idempotencyKey),
    // Inbox: newest first with a (received_at, id) keyset, alone or under one filter.
    index('leads_inbox_idx').on(t.receivedAt.desc(), t.id.desc()),
    index('leads_inbox_kind_idx').on(t.kind, t.receivedAt.desc(), t.id.desc()),
    index('leads_inbox_status_idx').on(t.status, t.receivedAt.desc(), t.id.desc()),
    index('leads_inbox_owner_idx').on(t.owner, t.receivedAt.desc(), t.id.desc()),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    index('leads_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The desk's search by reference and by phone digits (docs/decisions/107-desk-search.md).
    index('leads_reference_idx').using('gin', sql`(upper(left(${t.id}::text, 8))) gin_trgm_ops`),
    index('leads_phone_digits_idx').using(
      'gin',
      sql`(regexp_replace(coalesce(${t.phone}, ''), '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
    index('leads_last_activity_idx').on(t.lastActivityAt),
  ],
)

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id').references(() => leads.id),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending | sent */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; past it, another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Extra headers (List-Unsubscribe on newsletter mail). */
    headers: jsonb('headers'),
    /** Files sent with the message: `[{ filename, contentType, base64 }]` (the accepted offer's PDF). */
    attachments: jsonb('attachments'),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_lead_idx').on(t.leadId)],
)

/** Fixed-window rate-limit counters, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})
