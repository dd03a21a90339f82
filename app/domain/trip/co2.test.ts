import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { aircraftCo2, BURN_GAL_PER_HOUR, co2Of, sumCo2 } from './co2'
import { AIRCRAFT } from '../aircraft'

describe('CO₂ of a flight', () => {
  it('follows the formula, checked by hand: 2 h in a Phenom 300 for 4', () => {
    // 2 × 179 gal × 3.785411784 L × 0.8 kg/L = 1,084.138… kg of fuel; × 3.16 = 3,425.876… kg of CO₂.
    expect(co2Of(2, 179, 4)).toEqual({ fuelKg: 1084, kg: 3426, perPassengerKg: 856, burnGalPerHour: 179 })
  })

  it('Paris → New York in a G650, 8.25 h block for 8', () => {
    // 8.25 × 500 × 3.785411784 × 0.8 = 12,491.86 kg fuel; × 3.16 = 39,474.27 kg CO₂; / 8 = 4,934.28.
    expect(aircraftCo2('g650', 8.25, 8)).toEqual({
      fuelKg: 12_492,
      kg: 39_474,
      perPassengerKg: 4934,
      burnGalPerHour: 500,
    })
  })

  it('has a burn figure for every aircraft of the fleet', () => {
    for (const aircraft of AIRCRAFT) expect(BURN_GAL_PER_HOUR[aircraft.id]).toBeGreaterThan(0)
    expect(aircraftCo2('unknown', 1, 1)).toBeNull()
  })

  it('sums legs as shown', () => {
    const a = co2Of(1.2, 297, 3)
    const b = co2Of(2.7, 297, 3)
    expect(sumCo2([a, b])).toEqual({
      fuelKg: a.fuelKg + b.fuelKg,
      kg: a.kg + b.kg,
      perPassengerKg: a.perPassengerKg + b.perPassengerKg,
      burnGalPerHour: 297,
    })
  })

  it('grows with time and burn, and shares among passengers (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.6, max: 20, noNaN: true }),
        fc.constantFrom(...Object.values(BURN_GAL_PER_HOUR)),
        fc.integer({ min: 1, max: 19 }),
        (hours, burn, pax) => {
          const one = co2Of(hours, burn, pax)
          expect(co2Of(hours + 1, burn, pax).kg).toBeGreaterThan(one.kg)
          expect(Math.abs(one.perPassengerKg * pax - one.kg)).toBeLessThanOrEqual(pax)
          expect(one.kg).toBeGreaterThan(one.fuelKg * 3)
        },
      ),
    )
  })
})
