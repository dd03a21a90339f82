import {
  bigint,
  date,
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
import { createdAt, uuidId, yearSequence } from './columns'
import { leads } from './kernel'
import { offers } from './offer'

// The booking (docs/product.md §17, decisions 090–094): what an accepted offer becomes, its payment
// schedule, the bank's statements and their entries, the payments received, the invoices and the
// reminders. Money is integer cents (`bigint`, read as numbers: far below 2^53).

/** The last booking number given in each year (`HERRA-B-2026-0007`). */
export const bookingSequences = yearSequence('booking_sequences')

/** A booking: one per accepted offer, with a copy of what was accepted and its private link's hash. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidId(),
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
    createdAt: createdAt(),
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
    id: uuidId(),
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
    id: uuidId(),
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
    id: uuidId(),
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_entries_key_idx').on(t.entryKey), index('bank_entries_status_idx').on(t.status)],
)

/** A payment received for a due amount: from a statement's credit or recorded by hand (audited). */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuidId(),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_payments_entry_idx').on(t.bankEntryId),
    index('booking_payments_booking_idx').on(t.bookingId),
  ],
)

/** The last invoice number given in each year: bumped under its row lock in the invoice's transaction. */
export const invoiceSequences = yearSequence('invoice_sequences')

/**
 * An invoice or a credit note (`F-2026-0001`, one unbroken sequence per year), append-only (a
 * trigger refuses UPDATE): the document as issued, its Factur-X PDF and XML kept as they were sent.
 * It outlives its booking (kept for the books: `booking_id` is set null, the buyer is a copy).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidId(),
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
    createdAt: createdAt(),
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
