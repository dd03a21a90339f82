import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CAPITAL_AIRPORTS } from './capital-airports'
import { legTaxes, roundTripTaxes, totalWithTaxesEur, tsbaBandOf, type TsbaBand } from './taxes'

describe('TSBA band of the arrival country (checked by hand against the capital airports)', () => {
  // [country, band, why]: distances are the capital's main airport from Paris-CDG.
  const cases: Array<[string, TsbaBand, string]> = [
    ['FR', 'europe', 'domestic'],
    ['DE', 'europe', 'EU'],
    ['ES', 'europe', 'EU'],
    ['IT', 'europe', 'EU'],
    ['GR', 'europe', 'EU, Athens ~2,100 km: the EU counts, not the distance'],
    ['CY', 'europe', 'EU, Larnaca ~2,950 km'],
    ['NO', 'europe', 'EEA'],
    ['IS', 'europe', 'EEA'],
    ['LI', 'europe', 'EEA'],
    ['GB', 'europe', 'London < 1,000 km'],
    ['CH', 'europe', 'Bern < 1,000 km'],
    ['MC', 'europe', 'named by the law'],
    ['AD', 'europe', 'named by the law'],
    ['SM', 'europe', 'named by the law'],
    ['VA', 'europe', 'named by the law (Rome is ~1,100 km)'],
    ['JE', 'europe', 'named by the law'],
    ['GG', 'europe', 'named by the law'],
    ['IM', 'europe', 'named by the law'],
    ['AE', 'intermediate', 'trap: banded by Abu Dhabi (5,251 km), not Dubai'],
    ['QA', 'intermediate', 'Doha 4,969 km'],
    ['MA', 'intermediate', 'Rabat 1,831 km'],
    ['TR', 'intermediate', 'Ankara 2,584 km'],
    ['RU', 'intermediate', 'Moscow 2,453 km'],
    ['RS', 'intermediate', 'Belgrade: Europe but neither EEA nor < 1,000 km'],
    ['SA', 'intermediate', 'Riyadh 4,650 km'],
    ['EG', 'intermediate', 'Cairo 3,210 km'],
    ['IL', 'intermediate', 'Tel Aviv (Jerusalem has no airport)'],
    ['DZ', 'intermediate', 'Algiers 1,370 km'],
    ['CA', 'long', 'trap: banded by Ottawa (5,658 km), not Montreal'],
    ['OM', 'long', 'trap: banded by Muscat (5,578 km)'],
    ['US', 'long', 'Washington 6,198 km'],
    ['JP', 'long', 'Tokyo'],
    ['CN', 'long', 'Beijing'],
    ['IN', 'long', 'New Delhi 6,565 km'],
    ['BR', 'long', 'Brasília'],
    ['ZA', 'long', 'Johannesburg for Pretoria'],
    ['SG', 'long', 'Singapore'],
    ['AU', 'long', 'Canberra'],
    ['PK', 'long', 'Islamabad 5,894 km'],
    ['ET', 'long', 'Addis Ababa 5,580 km'],
  ]
  it.each(cases)('%s → %s (%s)', (country, band) => {
    expect(tsbaBandOf(country)).toBe(band)
  })

  it('reads the code case-insensitively', () => {
    expect(tsbaBandOf('ca')).toBe('long')
  })

  it('gives every generated country a band from its capital airport', () => {
    for (const [country, [, , km]] of Object.entries(CAPITAL_AIRPORTS)) {
      const band = tsbaBandOf(country)
      if (km > 5500) expect(band).toBe('long')
      if (km < 1000) expect(band).toBe('europe')
    }
  })
})

describe('taxes of one leg', () => {
  it('charges the TSBA per passenger on a departure from France: Paris → New York for 10', () => {
    const taxes = legTaxes({ from: 'FR', to: 'US', pax: 10, totalHT: 98_000.4 })
    expect(taxes.tsba).toEqual({ band: 'long', perPassengerEur: 2100, passengers: 10, totalEur: 21_000 })
    expect(taxes.vatRate).toBe(0)
    expect(taxes.vatEur).toBe(0)
  })

  it('charges 1,015 € to Dubai and 420 € to London', () => {
    expect(legTaxes({ from: 'FR', to: 'AE', pax: 4, totalHT: 1 }).tsba?.totalEur).toBe(4060)
    expect(legTaxes({ from: 'FR', to: 'GB', pax: 4, totalHT: 1 }).tsba?.totalEur).toBe(1680)
  })

  it('adds 10 % VAT within France, and the TSBA at 420 €', () => {
    const taxes = legTaxes({ from: 'FR', to: 'FR', pax: 4, totalHT: 18_345.6 })
    expect(taxes.vatRate).toBe(0.1)
    expect(taxes.vatEur).toBe(1835)
    expect(taxes.tsba?.totalEur).toBe(1680)
    expect(totalWithTaxesEur(18_345.6, taxes)).toBe(18_346 + 1835 + 1680)
  })

  it('charges nothing on a leg from abroad, to France or not', () => {
    expect(legTaxes({ from: 'GB', to: 'FR', pax: 4, totalHT: 20_000 })).toEqual({ tsba: null, vatRate: 0, vatEur: 0 })
    expect(legTaxes({ from: 'CH', to: 'IT', pax: 2, totalHT: 20_000 })).toEqual({ tsba: null, vatRate: 0, vatEur: 0 })
  })

  it('has a total that adds its lines, whatever the figures (property)', () => {
    const countries = fc.constantFrom('FR', 'GB', 'US', 'AE', 'CH', 'DE', 'JP', 'MA')
    fc.assert(
      fc.property(
        countries,
        countries,
        fc.integer({ min: 1, max: 19 }),
        fc.double({ min: 0, max: 2e6, noNaN: true }),
        (from, to, pax, totalHT) => {
          const taxes = legTaxes({ from, to, pax, totalHT })
          const total = totalWithTaxesEur(totalHT, taxes)
          expect(total).toBe(Math.round(totalHT) + taxes.vatEur + (taxes.tsba?.totalEur ?? 0))
          expect(total).toBeGreaterThanOrEqual(Math.round(totalHT))
          if (from !== 'FR') expect(taxes.tsba).toBeNull()
        },
      ),
    )
  })
})

describe('taxes of a round trip', () => {
  it('from France: the TSBA once, on the outbound leg, banded by the destination', () => {
    const taxes = roundTripTaxes({ from: 'FR', to: 'AE', pax: 6, totalHT: 200_000 })
    expect(taxes.tsba).toEqual({ band: 'intermediate', perPassengerEur: 1015, passengers: 6, totalEur: 6090 })
    expect(taxes.vatEur).toBe(0)
  })

  it('from abroad to France: the TSBA once, on the return leg, banded by the trip’s origin', () => {
    const taxes = roundTripTaxes({ from: 'US', to: 'FR', pax: 3, totalHT: 200_000 })
    expect(taxes.tsba).toEqual({ band: 'long', perPassengerEur: 2100, passengers: 3, totalEur: 6300 })
  })

  it('within France: the TSBA once and 10 % VAT on the whole', () => {
    const taxes = roundTripTaxes({ from: 'FR', to: 'FR', pax: 2, totalHT: 30_000 })
    expect(taxes.tsba?.totalEur).toBe(840)
    expect(taxes.vatEur).toBe(3000)
  })

  it('not touching France: nothing', () => {
    expect(roundTripTaxes({ from: 'GB', to: 'CH', pax: 2, totalHT: 30_000 })).toEqual({
      tsba: null,
      vatRate: 0,
      vatEur: 0,
    })
  })
})
