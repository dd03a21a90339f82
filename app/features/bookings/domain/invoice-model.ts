import type { BookingLine } from './booking-model'

/**
 * An invoice's figures (docs/product.md §17, decision 092): one invoice per payment received, for
 * the share of the booking that payment settles. The booking's lines are split into what the French
 * VAT treats differently — the charter's domestic share (VAT at its rate), the rest of the charter
 * and the extras (international transport, exempt), the TSBA (a tax collected for the State, its own
 * line, no VAT) — and the VAT itself. A payment short of the balance invoices its share of each; the
 * payment that completes the booking invoices exactly what is left, so the invoices add up to the
 * booking to the cent. Pure; integer cents.
 */

export type InvoiceLineKind = 'charter_taxable' | 'charter_exempt' | 'extras' | 'tsba'

/** The parts of a booking (or of what was already invoiced of it). */
export interface Parts {
  charter_taxable: number
  charter_exempt: number
  extras: number
  tsba: number
  vat: number
}

export const ZERO_PARTS: Parts = { charter_taxable: 0, charter_exempt: 0, extras: 0, tsba: 0, vat: 0 }
const LINE_KINDS: InvoiceLineKind[] = ['charter_taxable', 'charter_exempt', 'extras', 'tsba']

export const sumParts = (p: Parts) => p.charter_taxable + p.charter_exempt + p.extras + p.tsba + p.vat

/** The parts of a booking's accepted option. The VAT's base is the VAT over its rate, within the charter. */
export function partsOf(lines: readonly BookingLine[]): { parts: Parts; vatRate: number } {
  const charter = lines.filter((l) => l.kind === 'charter').reduce((s, l) => s + l.amountCents, 0)
  const vatLine = lines.find((l) => l.kind === 'vat')
  const vat = lines.filter((l) => l.kind === 'vat').reduce((s, l) => s + l.amountCents, 0)
  const vatRate = vatLine && vatLine.kind === 'vat' ? vatLine.rate : 0
  const taxable = vat > 0 && vatRate > 0 ? Math.min(charter, Math.round(vat / vatRate)) : 0
  return {
    parts: {
      charter_taxable: taxable,
      charter_exempt: charter - taxable,
      extras: lines.filter((l) => l.kind === 'other').reduce((s, l) => s + l.amountCents, 0),
      tsba: lines.filter((l) => l.kind === 'tsba').reduce((s, l) => s + l.amountCents, 0),
      vat,
    },
    vatRate,
  }
}

const minus = (a: Parts, b: Parts): Parts => ({
  charter_taxable: a.charter_taxable - b.charter_taxable,
  charter_exempt: a.charter_exempt - b.charter_exempt,
  extras: a.extras - b.extras,
  tsba: a.tsba - b.tsba,
  vat: a.vat - b.vat,
})

/**
 * The parts an invoice of `amountCents` carries, given the booking's parts and what earlier invoices
 * already carried (net of credit notes). Null when nothing is left to invoice (an overpayment's
 * excess is refunded, not invoiced). The parts always add up to the invoiced amount.
 */
export function invoiceParts(
  booking: Parts,
  invoiced: Parts,
  amountCents: number,
): { parts: Parts; amountCents: number } | null {
  const left = minus(booking, invoiced)
  const leftTotal = sumParts(left)
  const amount = Math.min(amountCents, leftTotal)
  if (amount <= 0) return null
  if (amount === leftTotal) return { parts: left, amountCents: amount }
  const share = amount / leftTotal
  const parts: Parts = {
    charter_taxable: Math.round(left.charter_taxable * share),
    charter_exempt: Math.round(left.charter_exempt * share),
    extras: Math.round(left.extras * share),
    tsba: Math.round(left.tsba * share),
    vat: Math.round(left.vat * share),
  }
  // Rounding's cents go to the largest net line, so the parts add up to the amount.
  const drift = amount - sumParts(parts)
  const biggest = LINE_KINDS.reduce((a, b) => (parts[b] > parts[a] ? b : a))
  parts[biggest] += drift
  return { parts, amountCents: amount }
}

export interface InvoiceLine {
  kind: InvoiceLineKind
  netCents: number
  /** VAT category (EN 16931): S standard rate, E exempt. */
  category: 'S' | 'E'
  /** Percent (10 for 10 %). */
  ratePercent: number
}

export interface VatBreakdown {
  category: 'S' | 'E'
  ratePercent: number
  baseCents: number
  vatCents: number
}

export interface InvoiceTotals {
  lines: InvoiceLine[]
  breakdown: VatBreakdown[]
  /** Sum of the lines (excluding VAT; the TSBA included as its own line). */
  netCents: number
  vatCents: number
  tsbaCents: number
  totalCents: number
}

/** Lines, VAT per rate and totals of an invoice's parts. */
export function invoiceTotals(parts: Parts, vatRate: number): InvoiceTotals {
  const ratePercent = Math.round(vatRate * 10000) / 100
  const lines: InvoiceLine[] = LINE_KINDS.filter((k) => parts[k] !== 0).map((kind) => ({
    kind,
    netCents: parts[kind],
    category: kind === 'charter_taxable' ? 'S' : 'E',
    ratePercent: kind === 'charter_taxable' ? ratePercent : 0,
  }))
  const breakdown: VatBreakdown[] = []
  const taxable = lines.filter((l) => l.category === 'S').reduce((s, l) => s + l.netCents, 0)
  if (taxable !== 0 || parts.vat !== 0)
    breakdown.push({ category: 'S', ratePercent, baseCents: taxable, vatCents: parts.vat })
  const exempt = lines.filter((l) => l.category === 'E').reduce((s, l) => s + l.netCents, 0)
  if (exempt !== 0) breakdown.push({ category: 'E', ratePercent: 0, baseCents: exempt, vatCents: 0 })
  const netCents = lines.reduce((s, l) => s + l.netCents, 0)
  return { lines, breakdown, netCents, vatCents: parts.vat, tsbaCents: parts.tsba, totalCents: netCents + parts.vat }
}

/** `F-2026-0001`: one unbroken sequence per year for invoices and credit notes alike. */
export function invoiceNumber(year: number, sequence: number): string {
  return `F-${year}-${String(sequence).padStart(4, '0')}`
}
