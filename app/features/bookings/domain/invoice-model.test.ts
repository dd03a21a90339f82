import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { invoiceNumber, invoiceParts, invoiceTotals, partsOf, sumParts, ZERO_PARTS, type Parts } from './invoice-model'

const add = (a: Parts, b: Parts): Parts => ({
  charter_taxable: a.charter_taxable + b.charter_taxable,
  charter_exempt: a.charter_exempt + b.charter_exempt,
  extras: a.extras + b.extras,
  tsba: a.tsba + b.tsba,
  vat: a.vat + b.vat,
})

describe('invoice figures', () => {
  // Paris–Nice for 4: charter 24 500 €, TSBA 4 × 20.27 €, VAT 10 % = 2 450 €, champagne 450 €.
  const lines = [
    { kind: 'charter' as const, amountCents: 2_450_000 },
    { kind: 'tsba' as const, amountCents: 8_108 },
    { kind: 'vat' as const, amountCents: 245_000, rate: 0.1 },
    { kind: 'other' as const, label: 'Champagne', amountCents: 45_000 },
  ]

  it('splits a domestic charter into its taxed base, the extras and the TSBA on its own line', () => {
    const { parts, vatRate } = partsOf(lines)
    expect(parts).toEqual({ charter_taxable: 2_450_000, charter_exempt: 0, extras: 45_000, tsba: 8_108, vat: 245_000 })
    const totals = invoiceTotals(parts, vatRate)
    expect(totals.breakdown).toEqual([
      { category: 'S', ratePercent: 10, baseCents: 2_450_000, vatCents: 245_000 },
      { category: 'E', ratePercent: 0, baseCents: 53_108, vatCents: 0 },
    ])
    expect(totals).toMatchObject({ netCents: 2_503_108, vatCents: 245_000, tsbaCents: 8_108, totalCents: 2_748_108 })
  })

  it('invoices a deposit’s share of each part, and the balance exactly what is left', () => {
    const { parts } = partsOf(lines)
    const total = sumParts(parts)
    const deposit = invoiceParts(parts, ZERO_PARTS, Math.round(total * 0.3))!
    expect(sumParts(deposit.parts)).toBe(Math.round(total * 0.3))
    const balance = invoiceParts(parts, deposit.parts, total - deposit.amountCents)!
    expect(add(deposit.parts, balance.parts)).toEqual(parts)
  })

  it('never invoices more than the booking: an overpayment’s excess is not invoiced', () => {
    const { parts } = partsOf(lines)
    const all = invoiceParts(parts, ZERO_PARTS, sumParts(parts) + 10_000)!
    expect(all.amountCents).toBe(sumParts(parts))
    expect(invoiceParts(parts, all.parts, 500)).toBeNull()
  })

  it('adds up for any sequence of payments', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3_000_000 }), { minLength: 1, maxLength: 6 }), (payments) => {
        const { parts } = partsOf(lines)
        let invoiced = ZERO_PARTS
        for (const p of payments) {
          const next = invoiceParts(parts, invoiced, p)
          if (!next) break
          expect(sumParts(next.parts)).toBe(next.amountCents)
          expect(Object.values(next.parts).every((v) => Number.isInteger(v) && v >= 0)).toBe(true)
          invoiced = add(invoiced, next.parts)
        }
        expect(sumParts(invoiced)).toBeLessThanOrEqual(sumParts(parts))
      }),
    )
  })

  it('numbers F-<year>-<4 digits>', () => {
    expect(invoiceNumber(2026, 1)).toBe('F-2026-0001')
    expect(invoiceNumber(2027, 12345)).toBe('F-2027-12345')
  })
})
