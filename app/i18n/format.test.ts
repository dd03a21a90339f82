import { describe, expect, it } from 'vitest'
import { formatDuration, formatEuros, formatIsoDate } from './format'

const nbsp = /[\u00a0\u202f]/g

describe('format', () => {
  it('formats euros per language', () => {
    expect(formatEuros('fr', 123456.4).replace(nbsp, ' ')).toBe('123 456 €')
    expect(formatEuros('en', 123456.4)).toBe('€123,456')
  })
  it('formats calendar dates without shifting the day', () => {
    expect(formatIsoDate('fr', '2024-12-20')).toBe('20 décembre 2024')
    expect(formatIsoDate('en', '2024-12-20')).toBe('20 December 2024')
  })
  it('formats durations', () => {
    expect(formatDuration('en', 6.5)).toBe('6h 30m')
    expect(formatDuration('fr', 6.5)).toBe('6h 30min')
    expect(formatDuration('fr', 2)).toBe('2h')
  })
})
