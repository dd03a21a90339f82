import type { BookingLanguage } from './booking-model'
import type { InvoiceLine, InvoiceTotals, VatBreakdown } from './invoice-model'

/**
 * An invoice or credit note as issued (docs/product.md §17): everything the PDF prints and the
 * Factur-X XML states, kept whole in the `invoices` row — never recomputed, never edited.
 */

export interface InvoiceSeller {
  name: string
  legalForm: string
  street: string
  postcode: string
  city: string
  countryCode: string
  siren: string
  vat: string
  rcs: string
  iban: string
  bic: string
}

export interface InvoiceBuyer {
  name: string
  email: string
  countryCode: string
}

export interface InvoiceDocument {
  number: string
  kind: 'invoice' | 'credit_note'
  /** YYYY-MM-DD (Paris). */
  issuedOn: string
  language: BookingLanguage
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  bookingReference: string
  /** The due amount's creditor reference the payment carried. */
  paymentReference: string
  /** The day the payment was received (invoice), or the refund's day (credit note). */
  settledOn: string
  /** What was flown or is to be flown: aircraft, route, first departure day. */
  service: { aircraft: string; route: string; departureOn: string; operator: string }
  lines: InvoiceLine[]
  breakdown: VatBreakdown[]
  netCents: number
  vatCents: number
  tsbaCents: number
  totalCents: number
  /** The invoice a credit note credits. */
  creditedNumber: string | null
}

export function documentOf(head: Omit<InvoiceDocument, keyof InvoiceTotals>, totals: InvoiceTotals): InvoiceDocument {
  return { ...head, ...totals }
}
