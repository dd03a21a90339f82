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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, uuidId } from './columns'
import { leads } from './kernel'

// Operators and sourcing (docs/product.md §14, decisions 085–089): the air operators the house
// sources from, the aircraft on their AOC, the requests for quotation sent to them and their answers.

/** An air operator: its AOC, its EASA TCO when it is a third-country operator, its insurance. */
export const operators = pgTable(
  'operators',
  {
    id: uuidId(),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operators_name_idx').on(sql`lower(${t.name})`)],
)

/** An aircraft on an operator's AOC; removed ones are kept (an answer may name them). */
export const operatorAircraft = pgTable(
  'operator_aircraft',
  {
    id: uuidId(),
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
    createdAt: createdAt(),
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
    id: uuidId(),
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
