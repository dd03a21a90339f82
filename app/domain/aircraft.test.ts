import { describe, expect, it } from 'vitest'
import { AIRCRAFT, DEFAULT_SIMULATOR_AIRCRAFT_ID, getAircraft } from './aircraft'

// docs/product.md §4, verbatim:
// id, name, category, cruise_kmh, range_km, pax, hourly_operator_eur, req_runway_m, paved
const SPEC_TABLE = [
  ['cj1', 'Citation CJ1+', 'light', 700, 2100, 6, 3000, 1400, false],
  ['phenom300', 'Phenom 300', 'light', 839, 3650, 9, 3800, 1600, false],
  ['bravo', 'Citation Bravo', 'light', 740, 2200, 7, 3100, 1450, false],
  ['cl350', 'Challenger 350', 'midsize', 870, 5556, 10, 5400, 1800, true],
  ['challenger300', 'Challenger 300', 'midsize', 850, 5200, 8, 5000, 1750, true],
  ['praetor550', 'Praetor 500-class', 'midsize', 850, 5800, 9, 5200, 1700, true],
  ['falcon7x', 'Falcon 7X', 'heavy', 900, 11019, 12, 8300, 1800, true],
  ['g7500', 'Global 7500', 'heavy', 925, 14260, 16, 9500, 2300, true],
  ['g650', 'G650', 'heavy', 956, 12964, 14, 9000, 2400, true],
] as const

describe('AIRCRAFT', () => {
  it('lists the nine aircraft of docs/product.md, in its order, with its exact figures', () => {
    expect(AIRCRAFT.map((a) => a.id)).toEqual(SPEC_TABLE.map((row) => row[0]))
    SPEC_TABLE.forEach(([id, name, category, cruise, range, pax, hourly, runway, paved], index) => {
      expect(AIRCRAFT[index]).toMatchObject({
        id,
        name,
        category,
        cruise_kmh: cruise,
        range_km: range,
        pax,
        hourly_operator_eur: hourly,
        req_runway_m: runway,
        requires_paved: paved,
        image: `/images/fleet/${id}.svg`,
      })
    })
  })

  it('describes every aircraft in French and English, with three short features each', () => {
    for (const aircraft of AIRCRAFT) {
      for (const language of ['fr', 'en'] as const) {
        const description = aircraft.description[language]
        expect(description.length, `${aircraft.id} ${language}`).toBeGreaterThan(40)
        expect(description.length, `${aircraft.id} ${language}`).toBeLessThan(260)
        expect(aircraft.features[language]).toHaveLength(3)
        for (const feature of aircraft.features[language]) {
          expect(feature.trim().length, `${aircraft.id} ${language}`).toBeGreaterThan(3)
          expect(feature.length, `${aircraft.id} ${language}: ${feature}`).toBeLessThanOrEqual(45)
        }
      }
      expect(aircraft.description.fr).not.toBe(aircraft.description.en)
    }
  })

  it('has unique ids', () => {
    expect(new Set(AIRCRAFT.map((a) => a.id)).size).toBe(AIRCRAFT.length)
  })
})

describe('DEFAULT_SIMULATOR_AIRCRAFT_ID', () => {
  it('is the seventh aircraft, the Falcon 7X', () => {
    expect(DEFAULT_SIMULATOR_AIRCRAFT_ID).toBe('falcon7x')
    expect(AIRCRAFT[6]?.id).toBe(DEFAULT_SIMULATOR_AIRCRAFT_ID)
  })
})

describe('getAircraft', () => {
  it('finds an aircraft by id, case-insensitively', () => {
    expect(getAircraft('falcon7x')?.name).toBe('Falcon 7X')
    expect(getAircraft(' G650 ')?.id).toBe('g650')
  })

  it('returns undefined for an unknown id', () => {
    expect(getAircraft('concorde')).toBeUndefined()
    expect(getAircraft('')).toBeUndefined()
    expect(getAircraft('Falcon 7X')).toBeUndefined()
  })
})
