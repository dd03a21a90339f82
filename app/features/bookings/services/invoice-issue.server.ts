import { sql } from 'drizzle-orm'
import type { OperatorConfig } from '~/config/operator-config'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import type { Db } from '~/services/db/client.server'
import { singleLine } from '~/services/leads/lead-email.server'
import { invoiceCopy } from '../content/invoice-copy'
import type { BookingLanguage, BookingLeg, BookingOption } from '../domain/booking-model'
import { parisDay } from '../domain/booking-schedule'
import { documentOf, type InvoiceDocument, type InvoiceSeller } from '../domain/invoice-document'
import { invoiceNumber, invoiceParts, invoiceTotals, partsOf, ZERO_PARTS, type Parts } from '../domain/invoice-model'
import { mailPage, mailParagraph, queueBookingMail } from './booking-mail.server'
import { renderInvoicePdf } from './invoice-pdf.server'

/**
 * Invoices and credit notes (docs/product.md §17, decisions 092–093). An invoice is issued in the
 * transaction that records the payment: its number is taken from the year's counter row, bumped
 * under that row's lock, so a concurrent payment waits for this transaction and takes the next
 * number, and a rolled-back payment gives its number back — no gap, no duplicate. The PDF and the
 * XML are made once and stored with the row; the row is never edited (a trigger refuses it), only
 * credited. The client gets the PDF through the outbox in their language.
 */

export interface InvoiceDeps {
  site: Pick<OperatorConfig, 'legal' | 'offices' | 'bank'>
}

type Tx = Pick<Db, 'execute'>

interface BookingRow {
  id: string
  reference: string
  lead_id: string
  language: string
  client_name: string
  client_email: string
  operator: string
  aircraft: string
  legs: unknown
  option: unknown
  first_departure_at: string | Date
}

const asJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))

export function sellerOf(site: InvoiceDeps['site'], lang: BookingLanguage): InvoiceSeller {
  const paris = site.offices.paris
  return {
    name: site.legal.tradingName,
    legalForm: site.legal.form[lang],
    street: paris.street,
    postcode: paris.postalCode,
    city: paris.locality,
    countryCode: paris.countryCode,
    siren: site.legal.siren,
    vat: site.legal.vat,
    rcs: site.legal.rcs,
    iban: site.bank.iban,
    bic: site.bank.bic,
  }
}

/** The parts a stored document carries (a credit note's count against). */
function partsOfDocument(doc: InvoiceDocument): Parts {
  const parts = { ...ZERO_PARTS }
  for (const line of doc.lines) parts[line.kind] += line.netCents
  parts.vat += doc.vatCents
  return parts
}

async function invoicedParts(tx: Tx, bookingId: string): Promise<Parts> {
  const docs = await rows<{ kind: string; document: unknown }>(
    tx,
    sql`select kind, document from invoices where booking_id = ${bookingId}`,
  )
  const total = { ...ZERO_PARTS }
  for (const d of docs) {
    const parts = partsOfDocument(asJson<InvoiceDocument>(d.document))
    const sign = d.kind === 'credit_note' ? -1 : 1
    for (const k of Object.keys(total) as Array<keyof Parts>) total[k] += sign * parts[k]
  }
  return total
}

/** The next number of the year, under the counter row's lock (held until the transaction ends). */
async function nextNumber(tx: Tx, year: number): Promise<{ number: string; sequence: number }> {
  const seq = await rows<{ last: number | string }>(
    tx,
    sql`insert into invoice_sequences (year, last) values (${year}, 1)
        on conflict (year) do update set last = invoice_sequences.last + 1
        returning last`,
  )
  const sequence = Number(seq[0]!.last)
  return { number: invoiceNumber(year, sequence), sequence }
}

async function store(
  tx: Tx,
  input: {
    doc: InvoiceDocument
    year: number
    sequence: number
    bookingId: string
    paymentId: string | null
    creditedInvoiceId: string | null
    pdf: Buffer
  },
): Promise<string> {
  const { doc } = input
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into invoices (number, year, sequence, kind, booking_id, booking_reference, payment_id, credited_invoice_id,
                              issued_on, language, document, total_cents, vat_cents, tsba_cents, pdf_base64)
        values (${doc.number}, ${input.year}, ${input.sequence}, ${doc.kind}, ${input.bookingId}, ${doc.bookingReference},
                ${input.paymentId}, ${input.creditedInvoiceId}, ${doc.issuedOn}, ${doc.language},
                ${JSON.stringify(doc)}::jsonb, ${doc.totalCents}, ${doc.vatCents}, ${doc.tsbaCents},
                ${input.pdf.toString('base64')})
        returning id`,
  )
  return inserted[0]!.id
}

async function queueInvoiceMail(tx: Tx, booking: BookingRow, doc: InvoiceDocument, pdf: Buffer): Promise<void> {
  const lang: BookingLanguage = booking.language === 'en' ? 'en' : 'fr'
  const t = invoiceCopy[lang]
  const what = `${doc.kind === 'invoice' ? t.invoice : t.creditNote} ${doc.number}`
  const greeting = lang === 'fr' ? `Bonjour ${booking.client_name},` : `Dear ${booking.client_name},`
  const body =
    lang === 'fr'
      ? `Vous trouverez ci-joint ${doc.kind === 'invoice' ? 'la facture' : 'l’avoir'} ${doc.number} de votre réservation ${doc.bookingReference}, au format Factur-X.`
      : `Please find attached ${doc.kind === 'invoice' ? 'invoice' : 'credit note'} ${doc.number} for your booking ${doc.bookingReference}, as a Factur-X PDF.`
  const signoff = lang === 'fr' ? 'L’équipe HERRA' : 'The HERRA team'
  await queueBookingMail(tx, {
    to: booking.client_email,
    replyTo: null,
    subject: singleLine(`${what} — ${doc.bookingReference}`),
    text: `${greeting}\n\n${body}\n\n${signoff}\n`,
    html: mailPage(mailParagraph(greeting) + mailParagraph(body) + mailParagraph(signoff)),
    attachments: [{ filename: `${doc.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  })
}

function serviceOf(booking: BookingRow) {
  const legs = asJson<BookingLeg[]>(booking.legs)
  const route = legs.map((l, i) => (i === 0 ? `${l.from.code} → ${l.to.code}` : l.to.code)).join(' → ')
  return {
    aircraft: booking.aircraft,
    operator: booking.operator,
    route,
    departureOn: parisDay(new Date(booking.first_departure_at)),
  }
}

const BOOKING_COLUMNS = sql`b.id, b.reference, b.lead_id, b.language, b.client_name, b.client_email, b.operator, b.aircraft,
                            b.legs, b.option, b.first_departure_at`

/**
 * The invoice of a payment (idempotent: one per payment). Null when nothing is left to invoice
 * (an overpayment's excess, refunded rather than invoiced).
 */
export async function issueInvoiceForPayment(
  deps: InvoiceDeps,
  tx: Tx,
  paymentId: string,
  actor: string,
  now = new Date(),
): Promise<{ id: string; number: string } | null> {
  const existing = await rows<{ id: string; number: string }>(
    tx,
    sql`select id, number from invoices where payment_id = ${paymentId}`,
  )
  if (existing[0]) return existing[0]
  const found = await rows<
    BookingRow & { amount_cents: number | string; received_on: string; payment_reference: string }
  >(
    tx,
    sql`select ${BOOKING_COLUMNS}, p.amount_cents, p.received_on::text as received_on, d.payment_reference
        from booking_payments p
        join bookings b on b.id = p.booking_id
        join booking_dues d on d.id = p.due_id
        where p.id = ${paymentId}`,
  )
  const row = found[0]
  if (!row) return null
  const option = asJson<BookingOption>(row.option)
  const { parts, vatRate } = partsOf(option.lines)
  // Serialise a booking's invoices: the parts already invoiced are read under the booking's lock.
  await tx.execute(sql`select id from bookings where id = ${row.id} for update`)
  const share = invoiceParts(parts, await invoicedParts(tx, row.id), Number(row.amount_cents))
  if (!share) return null
  const lang: BookingLanguage = row.language === 'en' ? 'en' : 'fr'
  const issuedOn = parisDay(now)
  const year = Number(issuedOn.slice(0, 4))
  const { number, sequence } = await nextNumber(tx, year)
  const doc = documentOf(
    {
      number,
      kind: 'invoice',
      issuedOn,
      language: lang,
      seller: sellerOf(deps.site, lang),
      buyer: { name: row.client_name, email: row.client_email, countryCode: 'FR' },
      bookingReference: row.reference,
      paymentReference: row.payment_reference,
      settledOn: String(row.received_on).slice(0, 10),
      service: serviceOf(row),
      creditedNumber: null,
    },
    invoiceTotals(share.parts, vatRate),
  )
  const { pdf } = await renderInvoicePdf(doc, now)
  const id = await store(tx, { doc, year, sequence, bookingId: row.id, paymentId, creditedInvoiceId: null, pdf })
  await recordAudit(tx, {
    actor,
    action: 'booking_invoice_issue',
    leadId: row.lead_id,
    details: { bookingId: row.id, reference: row.reference, invoice: number, totalCents: doc.totalCents },
  })
  await queueInvoiceMail(tx, row, doc, pdf)
  return { id, number }
}

/**
 * A credit note for an invoice, whole (a refund, a cancellation): the same lines and totals, its own
 * number in the same sequence, naming the invoice it credits. An invoice is credited once.
 */
export async function creditInvoice(
  deps: InvoiceDeps,
  tx: Tx,
  invoiceId: string,
  actor: string,
  now = new Date(),
): Promise<{ id: string; number: string } | null> {
  const already = await rows<{ id: string; number: string }>(
    tx,
    sql`select id, number from invoices where credited_invoice_id = ${invoiceId}`,
  )
  if (already[0]) return already[0]
  const found = await rows<BookingRow & { document: unknown; kind: string }>(
    tx,
    sql`select ${BOOKING_COLUMNS}, i.document, i.kind
        from invoices i join bookings b on b.id = i.booking_id
        where i.id = ${invoiceId}`,
  )
  const row = found[0]
  if (!row || row.kind !== 'invoice') return null
  await tx.execute(sql`select id from bookings where id = ${row.id} for update`)
  const original = asJson<InvoiceDocument>(row.document)
  const issuedOn = parisDay(now)
  const year = Number(issuedOn.slice(0, 4))
  const { number, sequence } = await nextNumber(tx, year)
  const doc: InvoiceDocument = {
    ...original,
    number,
    kind: 'credit_note',
    issuedOn,
    settledOn: issuedOn,
    creditedNumber: original.number,
  }
  const { pdf } = await renderInvoicePdf(doc, now)
  const id = await store(tx, {
    doc,
    year,
    sequence,
    bookingId: row.id,
    paymentId: null,
    creditedInvoiceId: invoiceId,
    pdf,
  })
  await recordAudit(tx, {
    actor,
    action: 'booking_credit_note',
    leadId: row.lead_id,
    details: { bookingId: row.id, reference: row.reference, creditNote: number, credits: original.number },
  })
  await queueInvoiceMail(tx, row, doc, pdf)
  return { id, number }
}

/** An issued document's PDF (the desk's and the client's download), by its number. */
export async function invoicePdf(
  db: Tx,
  number: string,
  bookingId?: string,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  const found = await rows<{ number: string; pdf_base64: string }>(
    db,
    sql`select number, pdf_base64 from invoices
        where number = ${number} ${bookingId ? sql`and booking_id = ${bookingId}` : sql``}`,
  )
  return found[0] ? { number: found[0].number, pdf: Buffer.from(found[0].pdf_base64, 'base64') } : undefined
}

/** A credit note for one of a booking's invoices (the desk's form): null when it is not the booking's. */
export async function creditBookingInvoice(
  deps: InvoiceDeps,
  db: Db,
  bookingId: string,
  invoiceId: string,
  actor: string,
): Promise<{ id: string; number: string } | null> {
  return db.transaction(async (tx) => {
    const owned = await rows<{ id: string }>(
      tx,
      sql`select id from invoices where id = ${invoiceId} and booking_id = ${bookingId} and kind = 'invoice'`,
    )
    return owned[0] ? creditInvoice(deps, tx, invoiceId, actor) : null
  })
}
