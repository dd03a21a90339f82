import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/**
 * One schema for PGlite and PostgreSQL. Imported only by server modules.
 * Every lead kind (contact, quote, club applications) shares `leads` and is notified
 * through `outbox` in the same transaction, so a stored request always has its e-mail queued.
 */

export const leads = pgTable(
  'leads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    language: text('language').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: pending until the confirmation link is followed, then confirmed. */
    status: text('status').notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The request shown in the desk's inbox for this subscription. */
    leadId: uuid('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email), index('newsletter_lead_idx').on(t.leadId)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/** Desk sign-in links (single use, 15 min): only a SHA-256 of the token is kept. */
export const staffSignInTokens = pgTable(
  'staff_sign_in_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_expires_idx').on(t.expiresAt)],
)

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

// The offer (docs/product.md §11, decisions 050–052): a request's offers, their sent versions and
// the client's acceptance.

/** The last reference number given in each year (`HERRA-2026-0042`): one row per year, bumped in the offer's transaction. */
export const offerSequences = pgTable('offer_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/** An offer of a request: its reference and the desk's working copy (`draft`, the form's validated values). */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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

// Empty legs (docs/product.md §12, decisions 053–054): the desk's legs, the visitors' alerts and
// the alerts waiting for their daily e-mail.

/** A leg published by the desk; kept after its window has passed or it was withdrawn (its history). */
export const emptyLegs = pgTable(
  'empty_legs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    earliest: date('earliest', { mode: 'string' }).notNull(),
    latest: date('latest', { mode: 'string' }).notNull(),
    /** A fleet type's id, or '' with `aircraft_name`. */
    aircraftId: text('aircraft_id').notNull(),
    aircraftName: text('aircraft_name').notNull(),
    burnGalPerHour: integer('burn_gal_per_hour'),
    seats: integer('seats').notNull(),
    /** Whole euros excluding tax; null is "on request". */
    priceEur: integer('price_eur'),
    noteFr: text('note_fr').notNull(),
    noteEn: text('note_en').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('empty_legs_current_idx')
      .on(t.latest, t.earliest)
      .where(sql`${t.withdrawnAt} is null`),
    index('empty_legs_created_idx').on(t.createdAt.desc()),
  ],
)

/**
 * A visitor's alert: an address and a route interest, pending until confirmed (double opt-in).
 * Each end is indexed by its key (`*`, `a:LBG`, `c:FR:paris`, `n:FR`); with a radius, by latitude too.
 */
export const legAlerts = pgTable(
  'leg_alerts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    language: text('language').notNull(),
    /** pending | confirmed */
    status: text('status').notNull().default('pending'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    fromKey: text('from_key').notNull(),
    toKey: text('to_key').notNull(),
    fromPlace: jsonb('from_place'),
    toPlace: jsonb('to_place'),
    radiusKm: integer('radius_km'),
    fromLat: doublePrecision('from_lat'),
    toLat: doublePrecision('to_lat'),
    /** The last alert e-mail queued: at most one a day. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leg_alerts_route_idx').on(t.email, t.fromKey, t.toKey),
    index('leg_alerts_from_idx')
      .on(t.fromKey)
      .where(sql`${t.status} = 'confirmed'`),
    index('leg_alerts_to_idx')
      .on(t.toKey)
      .where(sql`${t.status} = 'confirmed'`),
    index('leg_alerts_from_lat_idx')
      .on(t.fromLat)
      .where(sql`${t.status} = 'confirmed' and ${t.radiusKm} is not null`),
    index('leg_alerts_to_lat_idx')
      .on(t.toLat)
      .where(sql`${t.status} = 'confirmed' and ${t.radiusKm} is not null`),
    index('leg_alerts_created_idx').on(t.status, t.createdAt),
  ],
)

/** A matching leg waiting for its subscriber's next daily e-mail (filled with the leg, in its transaction). */
export const legAlertQueue = pgTable(
  'leg_alert_queue',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => legAlerts.id, { onDelete: 'cascade' }),
    legId: uuid('leg_id')
      .notNull()
      .references(() => emptyLegs.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.legId] }),
    index('leg_alert_queue_due_idx')
      .on(t.alertId)
      .where(sql`${t.sentAt} is null`),
    index('leg_alert_queue_leg_idx').on(t.legId),
  ],
)

// ---- operators ----
// Operators and sourcing (docs/product.md §14, decisions 085–089): the air operators the house
// sources from, the aircraft on their AOC, the requests for quotation sent to them and their answers.

/** An air operator: its AOC, its EASA TCO when it is a third-country operator, its insurance. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 of the State of the operator. */
    country: text('country').notNull(),
    aocNumber: text('aoc_number').notNull(),
    aocAuthority: text('aoc_authority').notNull(),
    aocExpiresOn: date('aoc_expires_on', { mode: 'string' }).notNull(),
    tcoNumber: text('tco_number'),
    tcoExpiresOn: date('tco_expires_on', { mode: 'string' }),
    insurer: text('insurer').notNull(),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }).notNull(),
    liabilityEur: bigint('liability_eur', { mode: 'number' }).notNull(),
    /** Where requests for quotation go: `["ops@…", …]`. */
    quoteEmails: jsonb('quote_emails').notNull(),
    /** fr | en: the language of the RFQ e-mails and page. */
    language: text('language').notNull().default('en'),
    notes: text('notes').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operators_name_idx').on(sql`lower(${t.name})`)],
)

/** An aircraft on an operator's AOC; removed ones are kept (an answer may name them). */
export const operatorAircraft = pgTable(
  'operator_aircraft',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull(),
    /** A fleet type's id, or '' with `aircraft_name`. */
    aircraftId: text('aircraft_id').notNull(),
    aircraftName: text('aircraft_name').notNull(),
    seats: integer('seats').notNull(),
    year: integer('year'),
    baseCode: text('base_code').notNull(),
    baseLat: doublePrecision('base_lat').notNull(),
    baseLon: doublePrecision('base_lon').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_aircraft_registration_idx')
      .on(t.operatorId, t.registration)
      .where(sql`${t.removedAt} is null`),
  ],
)

/** A request for quotation: one per request and operator; its link's token is stored as a SHA-256. */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    /** The trip as the operator sees it (legs, passengers, aircraft asked): no client identity. */
    trip: jsonb('trip').notNull(),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rfqs_token_idx').on(t.tokenHash),
    uniqueIndex('rfqs_lead_operator_idx').on(t.leadId, t.operatorId),
    index('rfqs_operator_idx').on(t.operatorId, t.sentAt),
  ],
)

/** An operator's answer, append-only (a trigger refuses UPDATE): version n+1 for each new one. */
export const rfqAnswers = pgTable(
  'rfq_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** quote | decline */
    kind: text('kind').notNull(),
    registration: text('registration'),
    aircraftId: text('aircraft_id'),
    aircraftName: text('aircraft_name'),
    seats: integer('seats'),
    /** Price lines excluding tax, integer cents (EUR). */
    charterCents: bigint('charter_cents', { mode: 'number' }),
    positioningCents: bigint('positioning_cents', { mode: 'number' }),
    feesCents: bigint('fees_cents', { mode: 'number' }),
    otherCents: bigint('other_cents', { mode: 'number' }),
    otherLabel: text('other_label'),
    availability: text('availability'),
    validUntil: date('valid_until', { mode: 'string' }),
    declineReason: text('decline_reason'),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    clientIp: text('client_ip'),
  },
  (t) => [uniqueIndex('rfq_answers_version_idx').on(t.rfqId, t.version)],
)

// ---- bookings ----
// The booking (docs/product.md §17, decisions 090–094): what an accepted offer becomes, its payment
// schedule, the bank's statements and their entries, the payments received, the invoices and the
// reminders. Money is integer cents (`bigint`, read as numbers: far below 2^53).

/** The last booking number given in each year (`HERRA-B-2026-0007`). */
export const bookingSequences = pgTable('booking_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/** A booking: one per accepted offer, with a copy of what was accepted and its private link's hash. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: text('reference').notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').notNull(),
    acceptanceId: bigint('acceptance_id', { mode: 'number' }).notNull(),
    optionIndex: integer('option_index').notNull(),
    /** SHA-256 (hex) of the private link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    passengers: integer('passengers').notNull(),
    operator: text('operator').notNull(),
    aircraft: text('aircraft').notNull(),
    termsVersion: text('terms_version').notNull(),
    legs: jsonb('legs').notNull(),
    option: jsonb('option').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    firstDepartureAt: timestamp('first_departure_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The client's cancellation: what the terms keep and what is refunded (cents). */
    cancellation: jsonb('cancellation'),
  },
  (t) => [
    uniqueIndex('bookings_reference_idx').on(t.reference),
    uniqueIndex('bookings_offer_idx').on(t.offerId),
    uniqueIndex('bookings_token_idx').on(t.tokenHash),
    index('bookings_departure_idx').on(t.firstDepartureAt),
  ],
)

/** A due amount of a booking's schedule, with its own payment reference (ISO 11649). */
export const bookingDues = pgTable(
  'booking_dues',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** full | deposit | balance */
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    paymentReference: text('payment_reference').notNull(),
  },
  (t) => [
    uniqueIndex('booking_dues_position_idx').on(t.bookingId, t.position),
    uniqueIndex('booking_dues_reference_idx').on(t.paymentReference),
  ],
)

/** A bank statement imported by the desk (camt.053): one row per statement, so a re-import is seen. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    statementId: text('statement_id').notNull(),
    accountIban: text('account_iban'),
    fileSha256: text('file_sha256').notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    entryCount: integer('entry_count').notNull(),
  },
  (t) => [uniqueIndex('bank_statements_statement_idx').on(t.statementId)],
)

/** A credit of an imported statement and what became of it (matched, unmatched, other currency). */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    statementRowId: uuid('statement_row_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    /** Statement id + the bank's entry reference: the same entry is never stored twice. */
    entryKey: text('entry_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }),
    debtor: text('debtor'),
    remittance: text('remittance'),
    /** matched | unmatched | other_currency */
    status: text('status').notNull(),
    dueId: uuid('due_id').references(() => bookingDues.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_entries_key_idx').on(t.entryKey), index('bank_entries_status_idx').on(t.status)],
)

/** A payment received for a due amount: from a statement's credit or recorded by hand (audited). */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    dueId: uuid('due_id')
      .notNull()
      .references(() => bookingDues.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** bank | manual */
    source: text('source').notNull(),
    bankEntryId: uuid('bank_entry_id').references(() => bankEntries.id, { onDelete: 'set null' }),
    note: text('note'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_payments_entry_idx').on(t.bankEntryId),
    index('booking_payments_booking_idx').on(t.bookingId),
  ],
)

/** The last invoice number given in each year: bumped under its row lock in the invoice's transaction. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/**
 * An invoice or a credit note (`F-2026-0001`, one unbroken sequence per year), append-only (a
 * trigger refuses UPDATE): the document as issued, its Factur-X PDF and XML kept as they were sent.
 * It outlives its booking (kept for the books: `booking_id` is set null, the buyer is a copy).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** invoice | credit_note */
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingReference: text('booking_reference').notNull(),
    paymentId: uuid('payment_id').references(() => bookingPayments.id, { onDelete: 'set null' }),
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    /** The document's figures and parties as issued (domain/invoice-model.ts). */
    document: jsonb('document').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    tsbaCents: bigint('tsba_cents', { mode: 'number' }).notNull(),
    pdfBase64: text('pdf_base64').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    uniqueIndex('invoices_payment_idx').on(t.paymentId),
    index('invoices_booking_idx').on(t.bookingId),
  ],
)

/** A reminder sent for a due amount (`d7`, `d1`): the row is the mark that it went, once. */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    dueId: uuid('due_id')
      .notNull()
      .references(() => bookingDues.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dueId, t.kind] })],
)

// ---- trips ----
// Passengers and the trip sheet (docs/product.md §18, decisions 095–099): the passenger list of a
// booking (erased 30 days after its last leg) and the trip sheet's private link and details.
// Both belong to a row of `bookings` (read by SQL; the foreign key is in drizzle/0006_trips.sql).

/** One passenger of a booking, as the travel document reads. No scan is stored. */
export const tripPassengers = pgTable(
  'trip_passengers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id').notNull(),
    surname: text('surname').notNull(),
    givenNames: text('given_names').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    /** F | M | X | '' (optional). */
    gender: text('gender').notNull().default(''),
    birthPlace: text('birth_place').notNull().default(''),
    /** passport | id_card */
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    documentExpiry: date('document_expiry', { mode: 'string' }).notNull(),
    issuingCountry: text('issuing_country').notNull(),
    pets: text('pets').notNull().default(''),
    specialNeeds: text('special_needs').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** `client`, or the staff member's address. */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('trip_passengers_booking_idx').on(t.bookingId, t.createdAt)],
)

/** A booking's trip sheet: its private link's hash, the desk's details, when its passengers were erased. */
export const tripSheets = pgTable(
  'trip_sheets',
  {
    bookingId: uuid('booking_id').primaryKey(),
    /** SHA-256 (hex) of the link's token; the token is derived, never stored (decision 097). */
    tokenHash: text('token_hash').notNull(),
    linkVersion: integer('link_version').notNull().default(1),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    passengersErasedAt: timestamp('passengers_erased_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('trip_sheets_token_idx').on(t.tokenHash)],
)
