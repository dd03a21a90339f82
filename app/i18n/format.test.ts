import { describe, expect, it } from 'vitest'
import { formatDuration, formatEuros, formatIsoDate, formatUnit, yearInParis } from './format'

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
  it('formats durations the French way ("7 h 06", spaces that do not break) and in English ("7h 06m")', () => {
    expect(formatDuration('fr', 7.1)).toBe('7\u00a0h\u00a006')
    expect(formatDuration('fr', 6.5)).toBe('6\u00a0h\u00a030')
    expect(formatDuration('fr', 2)).toBe('2\u00a0h')
    expect(formatDuration('fr', 0.75)).toBe('0\u00a0h\u00a045')
    expect(formatDuration('fr', 1.9999)).toBe('2\u00a0h')
    expect(formatDuration('en', 7.1)).toBe('7h\u00a006m')
    expect(formatDuration('en', 6.5)).toBe('6h\u00a030m')
    expect(formatDuration('en', 2)).toBe('2h')
  })
  it('keeps a figure and its unit together ("82 km" never breaks)', () => {
    expect(formatUnit('en', 82, 'kilometer')).toBe('82\u00a0km')
    expect(formatUnit('fr', 82, 'kilometer')).toMatch(/^82[\u00a0\u202f]km$/)
    expect(formatUnit('en', 1250, 'kilometer-per-hour')).toBe('1,250\u00a0km/h')
    expect(formatUnit('fr', 12_964, 'kilometer')).not.toMatch(/ /)
  })
  it('gives the year in Paris: the New Year comes an hour before London’s', () => {
    expect(yearInParis(Date.UTC(2026, 11, 31, 22, 59))).toBe(2026)
    expect(yearInParis(Date.UTC(2026, 11, 31, 23, 0))).toBe(2027)
  })
})
