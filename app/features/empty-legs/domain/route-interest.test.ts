import { describe, expect, it } from 'vitest'
import type { LegEnd } from './leg-model'
import { endKeys, interestMatches, placeKey, type Place, type RouteInterest } from './route-interest'

const LBG: LegEnd = { code: 'LBG', city: 'Paris', name: 'Le Bourget', countryCode: 'FR', lat: 48.9694, lon: 2.4414 }
const CDG: LegEnd = {
  code: 'CDG',
  city: 'Paris',
  name: 'Charles de Gaulle',
  countryCode: 'FR',
  lat: 49.0097,
  lon: 2.5479,
}
const BVA: LegEnd = { code: 'BVA', city: 'Beauvais', name: 'Beauvais', countryCode: 'FR', lat: 49.4544, lon: 2.1128 }
const NCE: LegEnd = { code: 'NCE', city: 'Nice', name: 'Nice', countryCode: 'FR', lat: 43.6584, lon: 7.2159 }
const GVA: LegEnd = { code: 'GVA', city: 'Geneva', name: 'Geneva', countryCode: 'CH', lat: 46.2381, lon: 6.1089 }

const paris: Place = { kind: 'city', city: 'paris', label: 'Paris', countryCode: 'FR', lat: 48.8566, lon: 2.3522 }
const nice: Place = { kind: 'airport', code: 'NCE', label: 'Nice', countryCode: 'FR', lat: NCE.lat, lon: NCE.lon }
const france: Place = { kind: 'country', countryCode: 'FR', label: 'France' }

const interest = (from: Place | null, to: Place | null, radiusKm: number | null = null): RouteInterest => ({
  from,
  to,
  radiusKm,
})

describe('route interest matching', () => {
  it('an airport matches that airport only (without a radius)', () => {
    expect(interestMatches(interest(null, nice), { from: LBG, to: NCE })).toBe(true)
    expect(interestMatches(interest(null, nice), { from: LBG, to: GVA })).toBe(false)
  })
  it('a city matches every airport of that city in that country', () => {
    expect(interestMatches(interest(paris, nice), { from: LBG, to: NCE })).toBe(true)
    expect(interestMatches(interest(paris, nice), { from: CDG, to: NCE })).toBe(true)
    expect(interestMatches(interest(paris, nice), { from: BVA, to: NCE })).toBe(false)
  })
  it('a country matches every airport in it', () => {
    expect(interestMatches(interest(france, null), { from: NCE, to: GVA })).toBe(true)
    expect(interestMatches(interest(france, null), { from: GVA, to: NCE })).toBe(false)
  })
  it('a radius widens an airport or a city to the airports around it', () => {
    expect(interestMatches(interest(paris, null, 50), { from: BVA, to: GVA })).toBe(false)
    expect(interestMatches(interest(paris, null, 100), { from: BVA, to: GVA })).toBe(true)
  })
  it('either end left empty matches any place', () => {
    expect(interestMatches(interest(paris, null), { from: LBG, to: GVA })).toBe(true)
    expect(interestMatches(interest(null, france), { from: GVA, to: NCE })).toBe(true)
    expect(interestMatches(interest(null, france), { from: NCE, to: GVA })).toBe(false)
  })
  it("a place's index key is among the keys of the ends it covers without a radius", () => {
    expect(endKeys(LBG)).toContain(placeKey(paris))
    expect(endKeys(NCE)).toContain(placeKey(nice))
    expect(endKeys(GVA)).not.toContain(placeKey(france))
    expect(endKeys(GVA)).toContain(placeKey(null))
  })
})
