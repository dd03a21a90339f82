import { describe, expect, it } from 'vitest'
import { AIRPORTS, foldForSearch, getAirport, searchAirports } from './airports'

const airports = Object.values(AIRPORTS)
const codesOf = (list: readonly { code: string }[]) => list.map((a) => a.code)

const SPEC_COUNTRIES = [
  'France',
  'United Kingdom',
  'United Arab Emirates',
  'Switzerland',
  'Germany',
  'Spain',
  'Italy',
  'United States',
  'Canada',
  'Russia',
  'Japan',
  'China',
  'Singapore',
  'Thailand',
  'Qatar',
  'Kuwait',
  'Egypt',
  'South Africa',
  'Australia',
  'Brazil',
  'Argentina',
]

describe('AIRPORTS', () => {
  it('holds about 60 airports, each keyed by its IATA code', () => {
    expect(airports.length).toBeGreaterThanOrEqual(55)
    expect(airports.length).toBeLessThanOrEqual(70)
    for (const [key, airport] of Object.entries(AIRPORTS)) {
      expect(airport.code).toBe(key)
      expect(key).toMatch(/^[A-Z]{3}$/)
    }
  })

  it('gives every airport a name, a city and valid coordinates', () => {
    for (const a of airports) {
      expect(a.name.trim(), a.code).not.toBe('')
      expect(a.city.trim(), a.code).not.toBe('')
      expect(Number.isFinite(a.lat) && a.lat >= -90 && a.lat <= 90, a.code).toBe(true)
      expect(Number.isFinite(a.lon) && a.lon >= -180 && a.lon <= 180, a.code).toBe(true)
      // Four decimals at most: about 11 m, well inside the 0.01° the estimator needs.
      expect(Math.round(a.lat * 1e4) / 1e4, a.code).toBe(a.lat)
      expect(Math.round(a.lon * 1e4) / 1e4, a.code).toBe(a.lon)
    }
  })

  it('covers exactly the 21 countries of docs/product.md, with English names matching their ISO codes', () => {
    expect(new Set(airports.map((a) => a.country))).toEqual(new Set(SPEC_COUNTRIES))
    const regionName = new Intl.DisplayNames(['en'], { type: 'region' })
    for (const a of airports) {
      expect(a.countryCode, a.code).toMatch(/^[A-Z]{2}$/)
      expect(regionName.of(a.countryCode), a.code).toBe(a.country)
    }
  })

  it('includes the airports named in the copy and the brokerage’s usual destinations', () => {
    const required = [
      'LBG',
      'CDG',
      'DXB',
      'NCE',
      'CEQ',
      'GVA',
      'SIR',
      'LTN',
      'FAB',
      'LCY',
      'LHR',
      'TEB',
      'JFK',
      'LIN',
      'MXP',
      'OLB',
      'IBZ',
      'AUH',
      'DOH',
      'KWI',
      'DWC',
    ]
    for (const code of required) expect(AIRPORTS[code], code).toBeDefined()
    expect(codesOf(airports.filter((a) => a.city === 'London')).sort()).toEqual(['FAB', 'LCY', 'LHR', 'LTN'])
    expect(codesOf(airports.filter((a) => a.city === 'New York')).sort()).toEqual(['JFK', 'TEB'])
  })

  it('places the reference airports where they really are', () => {
    const near = (code: string, lat: number, lon: number) => {
      const a = AIRPORTS[code]
      expect(a, code).toBeDefined()
      expect(Math.abs((a?.lat ?? NaN) - lat), code).toBeLessThanOrEqual(0.01)
      expect(Math.abs((a?.lon ?? NaN) - lon), code).toBeLessThanOrEqual(0.01)
    }
    near('LBG', 48.9694, 2.4414)
    near('CDG', 49.0097, 2.5479)
    near('DXB', 25.2528, 55.3644)
    // Sanity of hemispheres: southern and western airports carry the right signs.
    near('EZE', -34.8222, -58.5358)
    near('SYD', -33.9399, 151.1753)
    near('LAX', 33.9416, -118.4085)
  })

  it('is frozen', () => {
    expect(Object.isFrozen(AIRPORTS)).toBe(true)
    expect(Object.isFrozen(AIRPORTS.LBG)).toBe(true)
  })
})

describe('getAirport', () => {
  it('finds a code whatever its case and surrounding spaces', () => {
    expect(getAirport('LBG')?.name).toBe('Paris–Le Bourget Airport')
    expect(getAirport(' lbg ')?.code).toBe('LBG')
    expect(getAirport('dXb')?.city).toBe('Dubai')
  })

  it('returns undefined for anything else, including inherited property names', () => {
    expect(getAirport('XXX')).toBeUndefined()
    expect(getAirport('')).toBeUndefined()
    expect(getAirport('LBGX')).toBeUndefined()
    expect(getAirport('constructor')).toBeUndefined()
    expect(getAirport('__proto__')).toBeUndefined()
    expect(getAirport(undefined as unknown as string)).toBeUndefined()
  })
})

describe('searchAirports', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(searchAirports('')).toEqual([])
    expect(searchAirports('d')).toEqual([])
    expect(searchAirports('  d  ')).toEqual([])
    expect(searchAirports('dx').length).toBeGreaterThan(0)
  })

  it('puts the exact code first, then code prefixes', () => {
    expect(searchAirports('dxb')[0]?.code).toBe('DXB')
    expect(searchAirports('DX')[0]?.code).toBe('DXB')
    // 'lin' is also inside "Berlin", which comes earlier in the table: the exact code still leads.
    expect(codesOf(searchAirports('lin'))).toEqual(['LIN', 'BER'])
  })

  it('matches cities and names, in table order', () => {
    expect(codesOf(searchAirports('paris'))).toEqual(['LBG', 'CDG', 'ORY'])
    expect(codesOf(searchAirports('Bourget'))).toEqual(['LBG'])
    expect(codesOf(searchAirports('london'))).toEqual(['LTN', 'FAB', 'LCY', 'LHR'])
    expect(codesOf(searchAirports('new york'))).toEqual(['TEB', 'JFK'])
    expect(codesOf(searchAirports('Mandelieu'))).toEqual(['CEQ'])
  })

  it('matches countries in English and in French, without caring about accents', () => {
    const swiss = ['GVA', 'SIR', 'ZRH', 'SMV']
    expect(codesOf(searchAirports('Switzerland'))).toEqual(swiss)
    expect(codesOf(searchAirports('Suisse'))).toEqual(swiss)
    expect(codesOf(searchAirports('Émirats'))).toEqual(['DXB', 'DWC', 'AUH'])
    expect(codesOf(searchAirports('emirats'))).toEqual(['DXB', 'DWC', 'AUH'])
    expect(codesOf(searchAirports('Royaume-Uni'))).toEqual(['LTN', 'FAB', 'LCY', 'LHR', 'EDI'])
    expect(codesOf(searchAirports('USA'))).toEqual(['TEB', 'JFK', 'LAX', 'VNY', 'MIA', 'PBI', 'ASE'])
    expect(codesOf(searchAirports('Égypte'))).toEqual(['CAI', 'SSH'])
  })

  it('understands accents both ways and French city names', () => {
    expect(codesOf(searchAirports('zurich'))).toEqual(['ZRH'])
    expect(codesOf(searchAirports('sao paulo'))).toEqual(['GRU'])
    expect(codesOf(searchAirports('montreal'))).toEqual(['YUL'])
    expect(codesOf(searchAirports('Genève'))).toEqual(['GVA'])
    expect(codesOf(searchAirports('Londres'))).toEqual(['LTN', 'FAB', 'LCY', 'LHR'])
  })

  it('returns at most `limit` results, 8 by default', () => {
    const many = searchAirports('an') // "International", "France", "Milan", …
    expect(many).toHaveLength(8)
    expect(searchAirports('an', 4)).toEqual(many.slice(0, 4))
    expect(searchAirports('an', 0)).toEqual([])
  })

  it('returns nothing when nothing matches', () => {
    expect(searchAirports('qqq')).toEqual([])
  })
})

describe('foldForSearch', () => {
  it('lower-cases and strips accents', () => {
    expect(foldForSearch('Émirats Zürich São Thaïlande')).toBe('emirats zurich sao thailande')
  })
})
