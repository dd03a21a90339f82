import { describe, expect, it } from 'vitest'
import { getAirport } from '../airports'
import type { LatLon } from '../estimator/types'
import { ADVISORY_BULLETINS, advisoriesOnRoute, type AdvisoryBulletin } from './advisories'
import { flownRoute } from './flight-route'

const at = (code: string): LatLon => {
  const a = getAirport(code)
  if (!a) throw new Error(code)
  return { lat: a.lat, lon: a.lon }
}

const GULF: AdvisoryBulletin = {
  reference: 'CZIB-TEST-01',
  countries: ['AE', 'QA', 'IR'],
  validUntil: '2026-03-18',
  source: 'test',
}

describe('advisory bulletins (conflict zones): a notice while valid, never a reroute', () => {
  it('names a valid bulletin for a route that lands in one of its countries, with that country only', () => {
    const route = flownRoute(at('LBG'), at('DXB'))
    const found = advisoriesOnRoute(route.points, '2026-03-01', [GULF])
    expect(found).toHaveLength(1)
    expect(found[0]?.reference).toBe('CZIB-TEST-01')
    expect(found[0]?.countries).toContain('AE')
    expect(found[0]?.countries).not.toContain('QA')
  })

  it('says nothing once the bulletin has expired: valid through its last day, gone the day after', () => {
    const route = flownRoute(at('LBG'), at('DXB'))
    expect(advisoriesOnRoute(route.points, '2026-03-18', [GULF])).toHaveLength(1)
    expect(advisoriesOnRoute(route.points, '2026-03-19', [GULF])).toEqual([])
  })

  it('says nothing for a route that keeps clear of the bulletin countries (Paris → New York)', () => {
    const route = flownRoute(at('LBG'), at('JFK'))
    expect(advisoriesOnRoute(route.points, '2026-03-01', [GULF])).toEqual([])
  })

  it('finds an overflight, not only the ends: Paris → Muscat over Iran or the Gulf', () => {
    const overflight: AdvisoryBulletin = { ...GULF, countries: ['IQ', 'IR', 'SA', 'KW'] }
    const route = flownRoute(at('CDG'), { lat: 23.5933, lon: 58.2844 })
    expect(advisoriesOnRoute(route.points, '2026-03-01', [overflight])[0]?.countries.length).toBeGreaterThan(0)
  })

  it('every bulletin of the list has a reference, countries with outlines, a validity date and a source', () => {
    for (const b of ADVISORY_BULLETINS) {
      expect(b.reference).toMatch(/^CZIB-\d{4}-\d{2}/)
      expect(b.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(b.source.length).toBeGreaterThan(5)
      // A bulletin far in the past still finds its countries when asked on a date it was valid.
      const route = flownRoute(at('CDG'), at('DXB'))
      expect(Array.isArray(advisoriesOnRoute(route.points, b.validUntil, [b]))).toBe(true)
    }
  })
})
