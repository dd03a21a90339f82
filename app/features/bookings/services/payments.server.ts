import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import type { Db } from '~/services/db/client.server'
import { parseCamt053, type CamtError } from '../domain/camt053'
import { parisDay } from '../domain/booking-schedule'
import { issueInvoiceForPayment, type InvoiceDeps } from './invoice-issue.server'

/**
 * Payments received (docs/product.md §17, decision 091): the bank's camt.053 statement imported by
 * the desk — each credit in euros whose remittance carries a due amount's payment reference becomes
 * that amount's payment (with its invoice, in the same transaction); the others are listed for the
 * desk. A statement already imported, or an entry already seen, changes nothing (unique keys). A
 * payment can also be recorded by hand, audited. Refused files store nothing.
 */

type Tx = Pick<Db, 'execute'>

export interface ImportSummary {
  statements: number
  alreadyImported: number
  matched: Array<{
    key: string
    amountCents: number
    reference: string
    bookingReference: string
    invoice: string | null
  }>
  unmatched: Array<{ key: string; amountCents: number; currency: string; remittance: string; debtor: string | null }>
  otherCurrency: Array<{
    key: string
    amountCents: number
    currency: string
    remittance: string
    debtor: string | null
  }>
  duplicates: number
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; error: CamtError; detail?: string }

async function dueByReferences(tx: Tx, references: string[]) {
  if (references.length === 0) return undefined
  const found = await rows<{ id: string; booking_id: string; payment_reference: string; booking_reference: string }>(
    tx,
    sql`select d.id, d.booking_id, d.payment_reference, b.reference as booking_reference
        from booking_dues d join bookings b on b.id = d.booking_id
        where d.payment_reference in (${sql.join(
          references.map((r) => sql`${r}`),
          sql`, `,
        )})
        limit 1`,
  )
  return found[0]
}

/** Records a payment of a due amount and issues its invoice (same transaction). */
async function recordPayment(
  deps: InvoiceDeps,
  tx: Tx,
  input: {
    bookingId: string
    dueId: string
    amountCents: number
    receivedOn: string
    source: 'bank' | 'manual'
    bankEntryId: string | null
    note: string | null
    actor: string
  },
): Promise<{ paymentId: string; invoice: string | null }> {
  // The booking's lock first: its payments and invoices are then written one transaction at a time
  // (taken after the payment's insert, whose foreign key shares the row, two payments would deadlock).
  await tx.execute(sql`select id from bookings where id = ${input.bookingId} for update`)
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into booking_payments (booking_id, due_id, amount_cents, received_on, source, bank_entry_id, note, recorded_by)
        values (${input.bookingId}, ${input.dueId}, ${input.amountCents}, ${input.receivedOn}, ${input.source},
                ${input.bankEntryId}, ${input.note}, ${input.actor})
        returning id`,
  )
  const paymentId = inserted[0]!.id
  const invoice = await issueInvoiceForPayment(deps, tx, paymentId, input.actor)
  return { paymentId, invoice: invoice?.number ?? null }
}

export async function importStatement(
  deps: InvoiceDeps,
  db: Db,
  staff: string,
  xml: string,
  now = new Date(),
): Promise<ImportOutcome> {
  const parsed = parseCamt053(xml)
  if (!parsed.ok) return parsed
  const fileSha256 = createHash('sha256').update(xml, 'utf8').digest('hex')
  const summary: ImportSummary = {
    statements: parsed.statements.length,
    alreadyImported: 0,
    matched: [],
    unmatched: [],
    otherCurrency: [],
    duplicates: 0,
  }
  await db.transaction(async (tx) => {
    for (const statement of parsed.statements) {
      const stmtRow = await rows<{ id: string }>(
        tx,
        sql`insert into bank_statements (statement_id, account_iban, file_sha256, imported_by, entry_count)
            values (${statement.id}, ${statement.iban}, ${fileSha256}, ${staff}, ${statement.credits.length})
            on conflict (statement_id) do nothing
            returning id`,
      )
      if (!stmtRow[0]) {
        summary.alreadyImported++
        continue
      }
      for (const credit of statement.credits) {
        const due = credit.currency === 'EUR' ? await dueByReferences(tx, credit.references) : undefined
        const status = credit.currency !== 'EUR' ? 'other_currency' : due ? 'matched' : 'unmatched'
        const entry = await rows<{ id: string }>(
          tx,
          sql`insert into bank_entries (statement_row_id, entry_key, amount_cents, currency, booked_on, debtor, remittance, status, due_id)
              values (${stmtRow[0].id}, ${credit.key}, ${credit.amountCents}, ${credit.currency}, ${credit.bookedOn},
                      ${credit.debtor}, ${credit.remittance}, ${status}, ${due?.id ?? null})
              on conflict (entry_key) do nothing
              returning id`,
        )
        if (!entry[0]) {
          summary.duplicates++
          continue
        }
        const listed = {
          key: credit.key,
          amountCents: credit.amountCents,
          currency: credit.currency,
          remittance: credit.remittance,
          debtor: credit.debtor,
        }
        if (status === 'other_currency') summary.otherCurrency.push(listed)
        else if (!due) summary.unmatched.push(listed)
        else {
          const paid = await recordPayment(deps, tx, {
            bookingId: due.booking_id,
            dueId: due.id,
            amountCents: credit.amountCents,
            receivedOn: credit.bookedOn ?? parisDay(now),
            source: 'bank',
            bankEntryId: entry[0].id,
            note: null,
            actor: staff,
          })
          summary.matched.push({
            key: credit.key,
            amountCents: credit.amountCents,
            reference: due.payment_reference,
            bookingReference: due.booking_reference,
            invoice: paid.invoice,
          })
        }
      }
    }
    await recordAudit(tx, {
      actor: staff,
      action: 'booking_statement_import',
      details: {
        statements: parsed.statements.map((s) => s.id),
        matched: summary.matched.length,
        unmatched: summary.unmatched.length,
        otherCurrency: summary.otherCurrency.length,
        duplicates: summary.duplicates,
        alreadyImported: summary.alreadyImported,
      },
    })
  })
  return { ok: true, summary }
}

/** A payment the desk records by hand (a cheque, a transfer the statement missed), audited. */
export async function recordManualPayment(
  deps: InvoiceDeps,
  db: Db,
  staff: string,
  input: { bookingId: string; dueId: string; amountCents: number; receivedOn: string; note: string },
): Promise<{ status: 'recorded'; invoice: string | null } | { status: 'missing' }> {
  return db.transaction(async (tx) => {
    const due = await rows<{ id: string; lead_id: string; reference: string }>(
      tx,
      sql`select d.id, b.lead_id, b.reference from booking_dues d join bookings b on b.id = d.booking_id
          where d.id = ${input.dueId} and d.booking_id = ${input.bookingId}`,
    )
    if (!due[0]) return { status: 'missing' as const }
    const paid = await recordPayment(deps, tx, {
      ...input,
      source: 'manual',
      bankEntryId: null,
      note: input.note,
      actor: staff,
    })
    await recordAudit(tx, {
      actor: staff,
      action: 'booking_payment_record',
      leadId: due[0].lead_id,
      details: {
        bookingId: input.bookingId,
        reference: due[0].reference,
        amountCents: input.amountCents,
        receivedOn: input.receivedOn,
        note: input.note,
        invoice: paid.invoice,
      },
    })
    return { status: 'recorded' as const, invoice: paid.invoice }
  })
}

/** The credits no due amount claimed: for the desk to look at (newest first). */
export async function unmatchedEntries(db: Tx, limit = 100) {
  return rows<{
    id: string
    entry_key: string
    amount_cents: number | string
    currency: string
    booked_on: string | null
    debtor: string | null
    remittance: string | null
    status: string
  }>(
    db,
    sql`select id, entry_key, amount_cents, currency, booked_on::text as booked_on, debtor, remittance, status
        from bank_entries where status in ('unmatched', 'other_currency')
        order by created_at desc limit ${limit}`,
  )
}
