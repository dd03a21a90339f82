import { describe, expect, it } from 'vitest'
import { bestMatch, fold, suggestionsOf, type AirportSuggestion } from '~/components/airport/airport-search-client'
import { runwayRefusalOf, weatherGapOf, type EstimateView } from '~/features/estimator/components/runway-view'

const airport = (code: string, name: string, city: string, icao: string | null = null): AirportSuggestion => ({
  code,
  icao,
  name,
  city,
  country: '',
  countryCode: 'FR',
  lat: 0,
  lon: 0,
})

const geneva = airport('GVA', 'Geneva Airport', 'Genève', 'LSGG')
const london = [
  airport('LCY', 'London City Airport', 'Londres', 'EGLC'),
  airport('LHR', 'Heathrow', 'Londres', 'EGLL'),
  airport('LTN', 'Luton', 'Londres', 'EGGW'),
]

describe('the airport a visitor meant when leaving a field without picking', () => {
  it('takes the airport whose IATA or ICAO code is the text, whatever its rank', () => {
    expect(bestMatch('lhr', london)).toBe(london[1])
    expect(bestMatch('EGGW', london)).toBe(london[2])
  })
  it('takes the first airport of a typed city, accents and case aside', () => {
    expect(bestMatch('geneve', [geneva])).toBe(geneva)
    expect(bestMatch('Londres', london)).toBe(london[0])
    expect(bestMatch('luton', london)).toBe(london[2])
  })
  it('takes nothing for a code-shaped text that is no code, nor for a short unmatched text', () => {
    expect(bestMatch('XYZ', london)).toBeNull()
    expect(bestMatch('QQQ', [])).toBeNull()
    expect(bestMatch('ab', london)).toBeNull()
  })
  it('takes the first suggestion for a longer text with a typo', () => {
    expect(bestMatch('Lodnres', london)).toBe(london[0])
  })
  it('folds accents and punctuation', () => {
    expect(fold('  Genève–Cointrin ')).toBe('geneve cointrin')
  })
  it('reads the server answer and drops malformed rows', () => {
    expect(suggestionsOf({ airports: [geneva, { code: 'X' }] })).toHaveLength(1)
    expect(suggestionsOf(null)).toEqual([])
  })
})

describe('the runway refusal and the weather gap', () => {
  it('reads a 422 body and keeps 3 alternatives at most', () => {
    const alternatives = ['CMF', 'GNB', 'GVA', 'NCY'].map((code, i) => ({
      code,
      name: code,
      city: code,
      distanceKm: 40 + i,
    }))
    const refusal = runwayRefusalOf({
      error: {
        code: 'RUNWAY_UNSUITABLE',
        side: 'arrival',
        airport: { code: 'CVF', name: 'Courchevel', city: 'Courchevel' },
        lengthM: 537,
        requiredM: 1000,
        reason: 'short',
        alternatives,
        aircraft: [],
      },
    })
    expect(refusal?.side).toBe('arrival')
    expect(refusal?.airport?.city).toBe('Courchevel')
    expect(refusal?.alternatives.map((a) => a.code)).toEqual(['CMF', 'GNB', 'GVA'])
    expect(runwayRefusalOf({ error: { code: 'AIRPORT_UNKNOWN' } })).toBeNull()
  })
  it('says why the weather is missing', () => {
    const base = { conservative: true, input: { date: '2026-12-01' } } as unknown as EstimateView
    expect(weatherGapOf({ ...base, weatherStatus: 'beyond-horizon' })).toBe('horizon')
    expect(weatherGapOf({ ...base, weatherStatus: 'unavailable' })).toBe('unavailable')
    expect(weatherGapOf({ ...base, weatherStatus: 'provider-unavailable' })).toBe('provider')
    expect(weatherGapOf({ ...base, conservative: false, weatherStatus: 'ok' })).toBeNull()
    // Without the server's word: the date tells.
    const now = new Date('2026-11-24T10:00:00Z')
    expect(weatherGapOf({ ...base, input: { date: '2026-12-20' } } as EstimateView, now)).toBe('horizon')
    expect(weatherGapOf({ ...base, input: { date: '2026-12-01' } } as EstimateView, now)).toBe('unavailable')
  })
})
