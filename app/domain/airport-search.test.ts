import { describe, expect, it } from 'vitest'
import { createAirportSearch, foldText, searchTerms, type AirportSearchEntry } from './airport-search'
import type { Airport, AirportType } from './estimator/types'

const airport = (
  code: string,
  name: string,
  city: string,
  countryCode: string,
  type: AirportType,
  icao?: string,
): Airport => ({
  code,
  name,
  city,
  country: countryCode,
  countryCode,
  lat: 0,
  lon: 0,
  type,
  ...(icao ? { icao } : {}),
})

const entries: AirportSearchEntry[] = [
  { airport: airport('SML', 'Smallfield Strip', 'Alpha', 'FR', 'small'), countryNames: ['France'] },
  { airport: airport('MED', 'Alpha Regional', 'Alpha', 'FR', 'medium', 'LFAA'), countryNames: ['France'] },
  { airport: airport('BIG', 'Alpha International', 'Alpha', 'FR', 'large'), countryNames: ['France'] },
  { airport: airport('SPC', 'Beta Airport', 'Beta', 'FR', 'medium'), countryNames: ['France'], specRank: 0 },
  {
    airport: { ...airport('JET', 'Gamma Airport', 'Gamma', 'CH', 'medium'), fr: { city: 'Gammé' } },
    countryNames: ['Switzerland', 'Suisse'],
    aliases: ['Alphaville'],
    specRank: 1,
  },
  {
    airport: airport('ALP', 'Alphaville Altiport', 'Alphaville', 'CH', 'small'),
    countryNames: ['Switzerland', 'Suisse'],
  },
]
const search = createAirportSearch(entries)
const codes = (q: string) => search.search(q).map((a) => a.code)

describe('createAirportSearch', () => {
  it('folds accents and case; "St" reads as "Saint"', () => {
    expect(foldText('Genève ZÜRICH')).toBe('geneve zurich')
    expect(searchTerms('St. Moritz')).toEqual(['saint', 'moritz'])
  })

  it('the exact code (IATA or ICAO) comes first', () => {
    expect(codes('alp')[0]).toBe('ALP')
    expect(codes('lfaa')[0]).toBe('MED')
  })

  it('among direct matches: large, then medium, then small', () => {
    const found = codes('alpha')
    expect(found.slice(0, 2)).toEqual(['BIG', 'MED'])
    expect(found.slice(2, 4).sort()).toEqual(['ALP', 'SML'])
  })

  it("the product's airports first, in the product's order", () => {
    expect(codes('airport')).toEqual(['SPC', 'JET'])
    expect(codes('suisse')).toEqual(['JET', 'ALP'])
  })

  it('an airport found by its own name before one found through an alias', () => {
    expect(codes('alphaville')).toEqual(['ALP', 'JET'])
  })

  it('French city names and small typos', () => {
    expect(codes('gamme')).toEqual(['JET'])
    expect(codes('Alphavile')[0]).toBe('ALP')
  })

  it('nothing under two characters; never more than the limit', () => {
    expect(codes('a')).toEqual([])
    expect(search.search('alpha', 2)).toHaveLength(2)
    expect(search.search('alpha', 100).length).toBeLessThanOrEqual(8)
  })
})
