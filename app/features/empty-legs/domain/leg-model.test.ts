import { describe, expect, it } from 'vitest'
import { dayIn, hasPassed, isPublic, legCo2, legState, publicLegs, type EmptyLeg, type LegEnd } from './leg-model'

const LBG: LegEnd = {
  code: 'LBG',
  city: 'Paris',
  name: 'Paris–Le Bourget',
  countryCode: 'FR',
  lat: 48.9694,
  lon: 2.4414,
}
const NCE: LegEnd = {
  code: 'NCE',
  city: 'Nice',
  name: 'Nice Côte d’Azur',
  countryCode: 'FR',
  lat: 43.6584,
  lon: 7.2159,
}
const GVA: LegEnd = {
  code: 'GVA',
  city: 'Geneva',
  cityFr: 'Genève',
  name: 'Geneva',
  countryCode: 'CH',
  lat: 46.2381,
  lon: 6.1089,
}

function leg(over: Partial<EmptyLeg>): EmptyLeg {
  return {
    id: 'a',
    from: LBG,
    to: NCE,
    earliest: '2026-06-10',
    latest: '2026-06-12',
    aircraftId: 'phenom300',
    aircraftName: '',
    burnGalPerHour: null,
    seats: 7,
    priceEur: 9000,
    noteFr: '',
    noteEn: '',
    withdrawnAt: null,
    createdAt: new Date('2026-06-01T10:00:00Z'),
    ...over,
  }
}

describe('expiry of legs', () => {
  it('is public through its latest day, and gone the day after', () => {
    expect(isPublic(leg({}), '2026-06-12')).toBe(true)
    expect(hasPassed(leg({}), '2026-06-13')).toBe(true)
    expect(isPublic(leg({}), '2026-06-13')).toBe(false)
    expect(legState(leg({}), '2026-06-13')).toBe('passed')
  })
  it('a withdrawn leg is never public, and says so', () => {
    const withdrawn = leg({ withdrawnAt: new Date() })
    expect(isPublic(withdrawn, '2026-06-01')).toBe(false)
    expect(legState(withdrawn, '2026-06-01')).toBe('withdrawn')
  })
  it('"today" is the Paris day: 23:30 UTC on 12 June is already 13 June in Paris', () => {
    expect(dayIn(new Date('2026-06-12T23:30:00Z'))).toBe('2026-06-13')
    expect(isPublic(leg({}), dayIn(new Date('2026-06-12T23:30:00Z')))).toBe(false)
  })
})

describe('the public list', () => {
  it('keeps current legs, soonest first, filtered by country', () => {
    const legs = [
      leg({ id: 'late', earliest: '2026-06-20', latest: '2026-06-21' }),
      leg({ id: 'soon', earliest: '2026-06-05', latest: '2026-06-06' }),
      leg({ id: 'gone', earliest: '2026-05-01', latest: '2026-05-02' }),
      leg({ id: 'swiss', from: GVA, earliest: '2026-06-07', latest: '2026-06-07' }),
    ]
    expect(publicLegs(legs, '2026-06-03').map((l) => l.id)).toEqual(['soon', 'swiss', 'late'])
    expect(publicLegs(legs, '2026-06-03', { fromCountry: 'CH' }).map((l) => l.id)).toEqual(['swiss'])
    expect(publicLegs(legs, '2026-06-03', { toCountry: 'CH' })).toEqual([])
  })
})

describe('CO₂ per passenger', () => {
  it('shares the flight among the seats; a free-text aircraft needs its burn', () => {
    const co2 = legCo2(leg({}))
    expect(co2).not.toBeNull()
    expect(co2!.perPassengerKg).toBe(Math.round(co2!.kg / 7))
    expect(legCo2(leg({ aircraftId: '', aircraftName: 'King Air', burnGalPerHour: null }))).toBeNull()
    expect(legCo2(leg({ aircraftId: '', aircraftName: 'King Air', burnGalPerHour: 100 }))?.burnGalPerHour).toBe(100)
  })
})
