import { describe, expect, it } from 'vitest'
import { offerReference, REFERENCE_PATTERN } from './offer-model'

describe('offer reference', () => {
  it('is the year and a four-digit sequence, longer when the year needs it', () => {
    expect(offerReference(2026, 42)).toBe('HERRA-2026-0042')
    expect(offerReference(2027, 1)).toBe('HERRA-2027-0001')
    expect(offerReference(2026, 12345)).toBe('HERRA-2026-12345')
    expect(REFERENCE_PATTERN.test(offerReference(2026, 42))).toBe(true)
  })
})
