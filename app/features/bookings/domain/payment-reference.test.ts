import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  creditorReference,
  dueReference,
  groupedReference,
  isCreditorReference,
  referencesIn,
} from './payment-reference'

describe('the payment reference (ISO 11649)', () => {
  it('gives the standard’s own example its check digits', () => {
    // ISO 11649's example: RF18 5390 0754 7034.
    expect(creditorReference('539007547034')).toBe('RF18539007547034')
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true)
  })

  it('is unique per booking and position, short, and checked', () => {
    const a = dueReference(2026, 7, 1)
    const b = dueReference(2026, 7, 2)
    expect(a).not.toBe(b)
    expect(a).toMatch(/^RF\d{2}B2600071$/)
    expect(isCreditorReference(a)).toBe(true)
    expect(groupedReference(a)).toMatch(/^RF\d{2} B260 0071$/)
  })

  it('recognises any single mistyped character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 4, max: 11 }), (seq, at) => {
        const ref = dueReference(2026, seq, 1)
        const i = Math.min(at, ref.length - 1)
        const wrong = ref.slice(0, i) + (ref[i] === '9' ? '8' : '9') + ref.slice(i + 1)
        expect(isCreditorReference(wrong)).toBe(false)
      }),
    )
  })

  it('is found in a bank’s remittance text, spaced or not', () => {
    const ref = dueReference(2026, 42, 2)
    expect(referencesIn(`VIREMENT ${groupedReference(ref)} HERRA-B-2026-0042`)).toContain(ref)
    expect(referencesIn(`/ROC/${ref.toLowerCase()}`)).toContain(ref)
    expect(referencesIn('PAIEMENT FACTURE 2026')).toEqual([])
  })
})
