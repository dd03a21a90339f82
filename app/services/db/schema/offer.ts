import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, uuidId, yearSequence } from './columns'
import { leads } from './kernel'

// The offer (docs/product.md §11, decisions 050–052): a request's offers, their sent versions and
// the client's acceptance.

/** The last reference number given in each year (`HERRA-2026-0042`): one row per year, bumped in the offer's transaction. */
export const offerSequences = yearSequence('offer_sequences')

/** An offer of a request: its reference and the desk's working copy (`draft`, the form's validated values). */
export const offers = pgTable(
  'offers',
  {
    id: uuidId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    draft: jsonb('draft').notNull(),
    /** Withdrawn by the desk: no version can be accepted any more. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('offers_reference_idx').on(t.reference), index('offers_lead_idx').on(t.leadId, t.createdAt)],
)

/**
 * A version as sent: its canonical content (the exact JSON text hashed) and the SHA-256 of it, and the
 * SHA-256 of its link's token (the token itself is never stored). A re-issue supersedes the previous one.
 */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: uuidId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    content: text('content').notNull(),
    contentSha256: text('content_sha256').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offer_versions_token_idx').on(t.tokenHash),
    uniqueIndex('offer_versions_offer_version_idx').on(t.offerId, t.version),
    index('offer_versions_sent_idx').on(t.sentAt),
  ],
)

/**
 * The client's acceptance, append-only (a trigger refuses UPDATE): one per offer (unique), so two
 * simultaneous accepts store one row. Deleted only with its request (purge, erasure).
 */
export const offerAcceptances = pgTable(
  'offer_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => offerVersions.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
    fullName: text('full_name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    contentSha256: text('content_sha256').notNull(),
  },
  (t) => [uniqueIndex('offer_acceptances_offer_idx').on(t.offerId), index('offer_acceptances_at_idx').on(t.acceptedAt)],
)
