import { describe, expect, it } from 'vitest'
import { formatTonnesValue } from './trip-format'

describe('tonnes of CO₂', () => {
  it('always one decimal, in the language: 2,952 kg is "3,0" / "3.0", 18,449 kg "18,4" / "18.4"', () => {
    expect(formatTonnesValue('fr', 2952)).toBe('3,0')
    expect(formatTonnesValue('en', 2952)).toBe('3.0')
    expect(formatTonnesValue('fr', 18_449)).toBe('18,4')
    expect(formatTonnesValue('en', 62_150)).toBe('62.2')
  })
})
