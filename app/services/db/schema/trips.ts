import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, uuidId } from './columns'

// Passengers and the trip sheet (docs/product.md §18, decisions 095–099): the passenger list of a
// booking (erased 30 days after its last leg) and the trip sheet's private link and details.
// Both belong to a row of `bookings` (read by SQL; the foreign key is in drizzle/0006_trips.sql).

/** One passenger of a booking, as the travel document reads. No scan is stored. */
export const tripPassengers = pgTable(
  'trip_passengers',
  {
    id: uuidId(),
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
    createdAt: createdAt(),
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
