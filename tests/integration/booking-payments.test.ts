import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/features/bookings/content/booking-format'
import { bookingByToken } from '~/features/bookings/services/booking-read.server'
import { creditInvoice, invoicePdf } from '~/features/bookings/services/invoice-issue.server'
import { importStatement, recordManualPayment } from '~/features/bookings/services/payments.server'
import { acceptedBooking } from '../support/booking-fixture'
import { camt053 } from '../support/camt053'
import { testDatabases } from '../support/databases'
import { readInvoicePdf } from '../support/invoice-pdf-read'
import { testSite } from '../support/site-fixture'

/**
 * Payments, reconciliation and invoices on PGlite and PostgreSQL (docs/product.md §17, decisions
 * 091–093): a statement's credit pays its due amount and issues a Factur-X invoice; partial, over,
 * other-currency and unknown credits; the same statement twice; numbers without gap or duplicate
 * under concurrent payments; the credit note.
 */

const deps = { site: testSite }
const STAFF = 'anne.desk@example.com'
const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe.each(testDatabases)('payments and invoices ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  const count = async (table: string) =>
    (
      (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
        rows: Array<{ n: number }>
      }
    ).rows[0]!.n

  it('matches a statement’s credit to its due amount, issues the invoice and e-mails it, once', async () => {
    const made = await acceptedBooking(database, { now: new Date('2026-11-27T10:00:00Z') })
    const booking = (await bookingByToken(database.db, made.token))!
    const due = booking.dues[0]!
    const xml = camt053('STMT-A', [
      { amount: amount(due.amountCents), reference: due.paymentReference, acctSvcrRef: 'A-1' },
      { amount: '250.00', remittance: 'REMBOURSEMENT TAXI', acctSvcrRef: 'A-2', debtor: 'MME MARTIN' },
      { amount: '5000.00', currency: 'GBP', reference: due.paymentReference, acctSvcrRef: 'A-3' },
    ])
    const first = await importStatement(deps, database.db, STAFF, xml)
    if (!first.ok) throw new Error(first.error)
    expect(first.summary.matched).toEqual([
      expect.objectContaining({
        amountCents: due.amountCents,
        reference: due.paymentReference,
        bookingReference: booking.reference,
      }),
    ])
    expect(first.summary.unmatched.map((u) => [u.amountCents, u.debtor])).toEqual([[25_000, 'MME MARTIN']])
    expect(first.summary.otherCurrency.map((u) => [u.amountCents, u.currency])).toEqual([[500_000, 'GBP']])
    const after = (await bookingByToken(database.db, made.token))!
    expect(after.dues[0]).toMatchObject({ state: 'paid', receivedCents: due.amountCents })
    expect(after.invoices).toHaveLength(1)
    const number = after.invoices[0]!.number
    expect(number).toMatch(/^F-\d{4}-\d{4}$/)

    // The same statement again changes nothing.
    const payments = await count('booking_payments')
    const again = await importStatement(deps, database.db, STAFF, xml)
    expect(again.ok && again.summary).toMatchObject({ alreadyImported: 1, matched: [], unmatched: [] })
    expect(await count('booking_payments')).toBe(payments)

    // The invoice: its PDF carries factur-x.xml whose totals, VAT and TSBA are the printed ones.
    const stored = (await invoicePdf(database.db, number))!
    const read = await readInvoicePdf(new Uint8Array(stored.pdf))
    expect(read.attachmentNames).toEqual(['factur-x.xml'])
    expect(read.number).toBe(number)
    expect(read.typeCode).toBe('380')
    expect(read.totalCents).toBe(due.amountCents)
    expect(read.tsbaCents).toBeGreaterThan(0)
    const flat = read.text.replace(/\s+/g, ' ')
    for (const cents of [read.totalCents, read.vatCents, read.tsbaCents, read.netCents])
      expect(flat).toContain(formatCents('fr', cents).replace(/\s+/g, ' '))
    expect(flat).toContain(`SIREN ${testSite.legal.siren}`)
    expect(flat).toContain(testSite.legal.vat)
    const mail = (await database.db.execute(
      sql`select subject, attachments from outbox where to_address = ${made.email} and subject like ${`Facture ${number}%`}`,
    )) as unknown as { rows: Array<{ subject: string; attachments: unknown }> }
    expect(mail.rows).toHaveLength(1)
    const attachments = (
      typeof mail.rows[0]!.attachments === 'string' ? JSON.parse(mail.rows[0]!.attachments) : mail.rows[0]!.attachments
    ) as Array<{ filename: string }>
    expect(attachments.map((a) => a.filename)).toEqual([`${number}.pdf`])
  })

  it('shows a partial payment as partial and an overpayment as such, invoicing only what is due', async () => {
    const made = await acceptedBooking(database, { date: '2027-03-10', now: new Date('2026-11-27T10:00:00Z') })
    const booking = (await bookingByToken(database.db, made.token))!
    const [deposit, balance] = booking.dues
    const result = await importStatement(
      deps,
      database.db,
      STAFF,
      camt053('STMT-B', [
        { amount: amount(deposit!.amountCents - 10_000), reference: deposit!.paymentReference, acctSvcrRef: 'B-1' },
        {
          amount: amount(balance!.amountCents + 5_000),
          reference: balance!.paymentReference,
          acctSvcrRef: 'B-2',
          structured: true,
        },
      ]),
    )
    expect(result.ok && result.summary.matched).toHaveLength(2)
    const after = (await bookingByToken(database.db, made.token))!
    expect(after.dues.map((d) => d.state)).toEqual(['partial', 'overpaid'])
    // Invoiced: what came in, capped at the booking's total.
    const invoiced = after.invoices.reduce((s, i) => s + i.totalCents, 0)
    expect(invoiced).toBe(Math.min(booking.totalCents, deposit!.amountCents - 10_000 + balance!.amountCents + 5_000))
  })

  it('refuses hostile and foreign files with nothing stored', async () => {
    const before = await count('bank_statements')
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">&x;</Document>`
    expect(await importStatement(deps, database.db, STAFF, xxe)).toEqual({ ok: false, error: 'doctype' })
    expect(
      await importStatement(
        deps,
        database.db,
        STAFF,
        camt053('S-X', [], 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09'),
      ),
    ).toMatchObject({ ok: false, error: 'namespace' })
    expect(await count('bank_statements')).toBe(before)
  })

  it('numbers invoices without gap or duplicate under concurrent payments, a failed one giving its number back', async () => {
    const a = (await bookingByToken(database.db, (await acceptedBooking(database)).token))!
    const b = (await bookingByToken(database.db, (await acceptedBooking(database)).token))!
    const last = async () =>
      (
        (await database.db.execute(sql`select number from invoices order by year, sequence`)) as unknown as {
          rows: Array<{ number: string }>
        }
      ).rows.map((r) => r.number)
    // A payment whose transaction fails after taking a number.
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into invoice_sequences (year, last) values (2026, 1)
                             on conflict (year) do update set last = invoice_sequences.last + 1`)
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    const results = await Promise.all(
      [a, b, a, b].map((bk, i) =>
        recordManualPayment(deps, database.db, STAFF, {
          bookingId: bk.id,
          dueId: bk.dues[0]!.id,
          amountCents: 100_000 + i,
          receivedOn: '2026-11-27',
          note: 'virement reçu',
        }),
      ),
    )
    expect(results.every((r) => r.status === 'recorded')).toBe(true)
    const numbers = await last()
    const sequences = numbers.map((n) => Number(n.split('-')[2]))
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(sequences).toEqual(sequences.map((_, i) => i + 1))
    const audit = await database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'booking_payment_record'`,
    )
    expect((audit as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(4)
  })

  it('credits an invoice with a credit note of the same figures, once; the invoice is never edited', async () => {
    const made = await acceptedBooking(database)
    const booking = (await bookingByToken(database.db, made.token))!
    await recordManualPayment(deps, database.db, STAFF, {
      bookingId: booking.id,
      dueId: booking.dues[0]!.id,
      amountCents: booking.dues[0]!.amountCents,
      receivedOn: '2026-11-27',
      note: 'chèque',
    })
    const invoice = (await bookingByToken(database.db, made.token))!.invoices[0]!
    const note = await database.db.transaction((tx) => creditInvoice(deps, tx, invoice.id, STAFF))
    const twice = await database.db.transaction((tx) => creditInvoice(deps, tx, invoice.id, STAFF))
    expect(twice).toEqual(note)
    const read = await readInvoicePdf(new Uint8Array((await invoicePdf(database.db, note!.number))!.pdf))
    expect(read.typeCode).toBe('381')
    expect(read.totalCents).toBe(invoice.totalCents)
    expect(read.xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`)
    await expect(
      database.db.execute(sql`update invoices set total_cents = 1 where id = ${invoice.id}`),
    ).rejects.toThrow()
    await expect(database.db.execute(sql`delete from invoices where id = ${invoice.id}`)).rejects.toThrow()
  })
})
