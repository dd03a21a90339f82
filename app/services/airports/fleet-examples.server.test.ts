import { describe, expect, it } from 'vitest'
import { AIRCRAFT } from '~/domain/aircraft'
import { fuelStopsFor } from '~/domain/estimator/estimate'
import { flownRoute } from '~/domain/trip/flight-route'
import { fleetCopy } from '~/content/fleet'
import { worldAirports } from './world-airports.server'

/**
 * The fleet's copy agrees with the routing rules (docs/product.md §10): the routes it names as
 * non-stop for the intermediate jets are flown non-stop by each of them, around no closed airspace.
 */
const NON_STOP_EXAMPLES: Array<[string, string]> = [
  ['LBG', 'TFS'],
  ['GVA', 'CAI'],
]

describe('the fleet copy', () => {
  it('names no route over closed airspace (no Moscow)', () => {
    for (const lang of ['fr', 'en'] as const)
      expect(JSON.stringify(fleetCopy[lang])).not.toMatch(/Moscou|Moscow|Minsk|Kyiv|Kiev/)
  })

  it('names, for the intermediate jets, routes each of them flies non-stop', () => {
    expect(fleetCopy.fr.groups.midsize.intro).toContain('Paris–Ténérife ou Genève–Le Caire sans escale')
    expect(fleetCopy.en.groups.midsize.intro).toContain('Paris–Tenerife or Geneva–Cairo non-stop')
    for (const [from, to] of NON_STOP_EXAMPLES) {
      const route = flownRoute(worldAirports().find(from)!, worldAirports().find(to)!)
      expect(route.avoided).toEqual([])
      for (const aircraft of AIRCRAFT.filter((a) => a.category === 'midsize'))
        expect(fuelStopsFor(route.flownKm, aircraft.range_km), `${aircraft.id} ${from}–${to}`).toBe(0)
    }
  })
})
