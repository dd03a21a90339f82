import { readFileSync } from 'node:fs'
import v8 from 'node:v8'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import { AIRPORTS } from '~/domain/airports'
import { SEARCH_MAX_TERMS } from '~/domain/airport-search'
import { haversineDistanceKm } from '~/domain/estimator/geo'
import { assessAirportRunway } from '~/domain/estimator/runway'
import { lookupAirports } from '~/features/estimator/services/estimate.server'
import {
  createWorldAirports,
  worldAirports,
  worldAirportsFile,
} from '../../app/services/airports/world-airports.server'

const world = worldAirports()
const codes = (q: string) => world.search(q).map((a) => a.code)

describe('world airport table', () => {
  it('holds the product’s airports and thousands more, by IATA and ICAO, any case', () => {
    expect(world.size).toBeGreaterThan(8000)
    for (const code of Object.keys(AIRPORTS)) expect(world.find(code)?.code).toBe(code)
    expect(world.find('lfpb')?.code).toBe('LBG')
    expect(world.find(' KTEB ')?.code).toBe('TEB')
    expect(world.find('LFLJ')).toMatchObject({ code: 'CVF', type: 'small', runway: { lengthM: 537, surface: 'paved' } })
    expect(world.find('ZZZZ')).toBeUndefined()
  })

  it("the product's airports keep the product's names and positions, and gain ICAO, type and runway", () => {
    expect(world.find('LBG')).toMatchObject({
      name: AIRPORTS.LBG!.name,
      lat: AIRPORTS.LBG!.lat,
      icao: 'LFPB',
      type: 'large',
      runway: { lengthM: 3000 },
    })
  })
})

describe('search ranking on real queries (FR and EN)', () => {
  it.each([
    // codes
    ['LBG', 'LBG'],
    ['lfpb', 'LBG'],
    ['cdg', 'CDG'],
    ['KTEB', 'TEB'],
    ['jfk', 'JFK'],
    ['LFLJ', 'CVF'],
    // cities and places, English and French
    ['Courchevel', 'CVF'],
    ['Mykonos', 'JMK'],
    ['Saint-Tropez', 'LTT'],
    ['saint tropez', 'LTT'],
    ['Marrakech', 'RAK'],
    ['Marrakesh', 'RAK'],
    ['Riyadh', 'RUH'],
    ['Riyad', 'RUH'],
    ['Biggin Hill', 'BQH'],
    ['Abidjan', 'ABJ'],
    ['Genève', 'GVA'],
    ['geneve', 'GVA'],
    ['Geneva', 'GVA'],
    ['Londres', 'LTN'],
    ['London', 'LTN'],
    ['Dubaï', 'DXB'],
    ['dubai', 'DXB'],
    ['Athènes', 'ATH'],
    ['Athens', 'ATH'],
    ['Bruxelles', 'BRU'],
    ['Brussels', 'BRU'],
    ['Lisbonne', 'LIS'],
    ['Moscou', 'VKO'],
    ['Pékin', 'PEK'],
    ['Le Caire', 'CAI'],
    ['Saint-Barthélemy', 'SBH'],
    ['st moritz', 'SMV'],
    ['Teterboro', 'TEB'],
    ['new york', 'TEB'],
    ['paris', 'LBG'],
    ['par', 'LBG'],
    // airport names
    ['Le Bourget', 'LBG'],
    ['Heathrow', 'LHR'],
    ['Farnborough', 'FAB'],
    ['la mole', 'LTT'],
    // countries
    ['Suisse', 'GVA'],
    ['Royaume-Uni', 'LTN'],
    // small typos
    ['Courchevl', 'CVF'],
    ['Marakech', 'RAK'],
    ['mikonos', 'JMK'],
    ['Bigin Hill', 'BQH'],
    ['Farnborugh', 'FAB'],
  ])('%s → %s first', (query, first) => {
    expect(codes(query)[0]).toBe(first)
  })

  it("the product's airports come first, in the product's order, then large before medium before small", () => {
    expect(codes('Londres').slice(0, 4)).toEqual(['LTN', 'FAB', 'LCY', 'LHR'])
    expect(codes('London').slice(4, 6).sort()).toEqual(['LGW', 'STN'])
    expect(codes('paris').slice(0, 3)).toEqual(['LBG', 'CDG', 'ORY'])
    const moscow = world.search('Moscou').map((a) => a.type)
    expect(moscow).toEqual(
      [...moscow].sort((a, b) => ['large', 'medium', 'small'].indexOf(a!) - ['large', 'medium', 'small'].indexOf(b!)),
    )
  })

  it('Courchevel finds the altiport before Chambéry, the jet airport people also call Courchevel', () => {
    expect(codes('Courchevel').slice(0, 2)).toEqual(['CVF', 'CMF'])
  })

  it('at most 8 results, none under 2 characters', () => {
    expect(codes('an')).toHaveLength(8)
    expect(codes('a')).toEqual([])
    expect(codes('  ')).toEqual([])
    expect(codes('zzzzqqq')).toEqual([])
  })

  it('suggestions speak the request language: city and country names', async () => {
    const [fr] = lookupAirports({ q: 'GVA' }, 'fr')
    const [en] = lookupAirports({ q: 'GVA' }, 'en')
    expect(fr).toMatchObject({
      code: 'GVA',
      icao: 'LSGG',
      city: 'Genève',
      country: 'Suisse',
      countryCode: 'CH',
      type: 'large',
    })
    expect(en).toMatchObject({ code: 'GVA', city: 'Geneva', country: 'Switzerland' })
    expect(lookupAirports({ q: 'LHR' }, 'fr')[0]).toMatchObject({ city: 'Londres', country: 'Royaume-Uni' })
    expect(lookupAirports({ q: 'DXB' }, 'fr')[0]).toMatchObject({
      city: 'Dubaï',
      country: 'Émirats arabes unis',
    })
    expect(lookupAirports({ q: 'CVF' }, 'en')[0]?.runway).toEqual({ lengthM: 537, surface: 'paved' })
  })
})

describe('alternatives and fleet', () => {
  it('Courchevel: no aircraft of the fleet; the nearest ok airports for a CJ1+ lie within 200 km, nearest first', () => {
    const cvf = world.find('CVF')!
    expect(world.fleetFor(cvf)).toEqual([])
    const cj1 = getAircraft('cj1')!
    const alternatives = world.nearestSuitable(cvf, cj1)
    expect(alternatives.length).toBeGreaterThan(0)
    expect(alternatives.length).toBeLessThanOrEqual(3)
    expect(alternatives.map((a) => a.distanceKm)).toEqual(
      [...alternatives.map((a) => a.distanceKm)].sort((a, b) => a - b),
    )
    for (const { airport, distanceKm } of alternatives) {
      expect(distanceKm).toBeLessThanOrEqual(200)
      expect(haversineDistanceKm(cvf, airport)).toBeCloseTo(distanceKm, 6)
      expect(assessAirportRunway(cj1, airport).status).toBe('ok')
    }
  })

  it('Teterboro takes every aircraft of the fleet, the G650 with limits', () => {
    const teb = world.find('TEB')!
    expect(world.fleetFor(teb)).toEqual(AIRCRAFT.map((a) => a.id))
    expect(assessAirportRunway(getAircraft('g650')!, teb).status).toBe('limited')
  })
})

describe('kept search answers', () => {
  it('a repeated query (any case or accents) answers the same, and a caller cannot spoil the kept answer', () => {
    const first = world.search('Genève').map((a) => a.code)
    expect(first[0]).toBe('GVA')
    const again = world.search('  GENEVE ')
    expect(again.map((a) => a.code)).toEqual(first)
    again.length = 0
    expect(world.search('geneve').map((a) => a.code)).toEqual(first)
    expect(world.search('geneve', 2).map((a) => a.code)).toEqual(first.slice(0, 2))
  })
})

describe('hostile queries', () => {
  // Their cost (CPU time of these hostile queries) is a bench figure: bench/airports.mjs.
  it(`only the first ${SEARCH_MAX_TERMS} words are searched`, () => {
    expect(world.search('geneve a b c d e f g').map((a) => a.code)).toEqual(
      world.search('geneve a b c d').map((a) => a.code),
    )
  })

  it('short words before the last match as typed: a one-letter word matches only as the word being typed', () => {
    // Each one-letter prefix stood for thousands of index words. Now a short word matches as a
    // whole word unless it is the one being typed after a real word ("new york j").
    // What people type still finds the airport: the last word as a prefix, earlier words whole.
    expect(codes('new york j')).toContain('JFK')
    expect(codes('charles de g')[0]).toBe('CDG')
    expect(codes('st tro')).toContain('LTT')
    expect(world.search("'-S#")).toEqual([])
  })
})

describe("the server's heap (decision 071)", () => {
  // Every major garbage collection of the server marks what its heap holds: the search index must
  // stay small (MiniSearch's held ~25 MB and ~100,000 maps for the same airports).
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void

  it('the world table and its search index hold under 12 MB of it', () => {
    const rows = (JSON.parse(readFileSync(worldAirportsFile(), 'utf8')) as { rows: [] }).rows
    gc()
    const before = process.memoryUsage().heapUsed
    const table = createWorldAirports(rows)
    gc()
    const grown = process.memoryUsage().heapUsed - before
    expect(table.search('paris')[0]?.code).toBe('LBG')
    expect(grown).toBeLessThan(12e6)
  })
})
