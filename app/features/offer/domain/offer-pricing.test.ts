import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { DraftOption } from './offer-model'
import {
  computeTaxes,
  isRoundTrip,
  optionCo2,
  optionLines,
  priceShares,
  totalOf,
  type PricedLeg,
} from './offer-pricing'

const leg = (
  fromCode: string,
  fromCountry: string,
  toCode: string,
  toCountry: string,
  distanceKm: number,
  blockMinutes = 90,
): PricedLeg => ({
  fromCode,
  fromCountry,
  toCode,
  toCountry,
  distanceKm,
  blockMinutes,
})

const option = (over: Partial<DraftOption> = {}): DraftOption => ({
  aircraftId: 'cl350',
  aircraftName: '',
  burnGalPerHour: null,
  operator: 'Opérateur',
  registration: '',
  seats: 9,
  charterEur: 20_000,
  tsbaOverride: null,
  vatOverride: null,
  lines: [],
  ...over,
})

describe('offer taxes', () => {
  it('Paris → Nice, 4 passengers: TSBA 4 × 420 € and VAT 10 % of the charter price', () => {
    const taxes = computeTaxes(20_000, [leg('LBG', 'FR', 'NCE', 'FR', 690)], 4)
    expect(taxes.tsba).toEqual({ totalEur: 1680, parts: [{ band: 'europe', passengers: 4, perPassengerEur: 420 }] })
    expect(taxes.vat).toEqual({ totalEur: 2000, rate: 0.1 })
  })

  it('Paris → Dubai: intermediate band, no VAT; Dubai → Paris: neither', () => {
    expect(computeTaxes(80_000, [leg('LBG', 'FR', 'DXB', 'AE', 5250)], 3)).toEqual({
      tsba: { totalEur: 3045, parts: [{ band: 'intermediate', passengers: 3, perPassengerEur: 1015 }] },
      vat: { totalEur: 0, rate: 0 },
    })
    expect(computeTaxes(80_000, [leg('DXB', 'AE', 'LBG', 'FR', 5250)], 3).tsba.totalEur).toBe(0)
  })

  it('a round trip from France pays the TSBA once; VAT on both domestic legs', () => {
    const legs = [leg('LBG', 'FR', 'NCE', 'FR', 690), leg('NCE', 'FR', 'LBG', 'FR', 690)]
    expect(isRoundTrip(legs)).toBe(true)
    const taxes = computeTaxes(30_000, legs, 2)
    expect(taxes.tsba.totalEur).toBe(840)
    expect(taxes.vat.totalEur).toBe(3000)
  })

  it('a multi-leg trip pays each departure from France; VAT only on the domestic share', () => {
    // Paris → Nice (domestic, 690 km) → Geneva (310 km): shares 6,900 / 3,100.
    const legs = [leg('LBG', 'FR', 'NCE', 'FR', 690), leg('NCE', 'FR', 'GVA', 'CH', 310)]
    expect(priceShares(10_000, legs)).toEqual([6900, 3100])
    const taxes = computeTaxes(10_000, legs, 2)
    expect(taxes.tsba).toEqual({ totalEur: 1680, parts: [{ band: 'europe', passengers: 4, perPassengerEur: 420 }] })
    expect(taxes.vat.totalEur).toBe(690)
  })

  it('price shares always add up to the charter price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 0, max: 15_000 }), { minLength: 1, maxLength: 6 }),
        (charter, distances) => {
          const shares = priceShares(
            charter,
            distances.map((d) => leg('AAA', 'FR', 'BBB', 'FR', d)),
          )
          expect(shares.reduce((a, b) => a + b, 0)).toBe(charter)
        },
      ),
    )
  })
})

describe('offer option lines', () => {
  const legs = [leg('LBG', 'FR', 'NCE', 'FR', 690)]

  it('charter, TSBA, VAT and the desk’s lines, with their total', () => {
    const lines = optionLines(option({ lines: [{ label: 'Champagne', amountEur: 350 }] }), legs, 4)
    expect(lines.map((l) => [l.kind, l.amountEur])).toEqual([
      ['charter', 20_000],
      ['tsba', 1680],
      ['vat', 2000],
      ['other', 350],
    ])
    expect(totalOf(lines)).toBe(24_030)
  })

  it('a replaced tax keeps the computed figure and the reason', () => {
    const lines = optionLines(option({ vatOverride: { amountEur: 0, reason: 'Exonération (vol sanitaire)' } }), legs, 4)
    expect(lines.find((l) => l.kind === 'vat')).toEqual({
      kind: 'vat',
      amountEur: 0,
      rate: 0.1,
      computedEur: 2000,
      reason: 'Exonération (vol sanitaire)',
    })
  })

  it('no tax line for a trip with no tax due', () => {
    const lines = optionLines(option(), [leg('DXB', 'AE', 'LBG', 'FR', 5250)], 4)
    expect(lines.map((l) => l.kind)).toEqual(['charter'])
  })

  it('CO₂ from the fleet’s burn, or from the desk’s figure for another type', () => {
    // Challenger 350: 297 gal/h × 1.5 h × 3.785411784 × 0.8 × 3.16 = 4,263 kg.
    expect(optionCo2(option(), legs, 4)).toEqual({ kg: 4263, perPassengerKg: 1066, burnGalPerHour: 297 })
    expect(optionCo2(option({ aircraftId: '', aircraftName: 'Legacy 600', burnGalPerHour: 300 }), legs, 4).kg).toBe(
      4306,
    )
  })
})
