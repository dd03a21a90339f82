import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brokerStep, clientShares, displayedPrice, roundBroker, tripPriceAsShown } from './broker-price'
import type { Pricing } from './estimator/types'

describe('broker rounding', () => {
  it('rounds to 100 € below 20,000 €, 500 € below 100,000 €, 1,000 € above', () => {
    expect([brokerStep(0), brokerStep(19_999), brokerStep(20_000), brokerStep(99_999), brokerStep(100_000)]).toEqual([
      100, 100, 500, 500, 1000,
    ])
    expect(roundBroker(17_730)).toBe(17_700)
    expect(roundBroker(17_750)).toBe(17_800)
    expect(roundBroker(19_960)).toBe(20_000)
    expect(roundBroker(24_249)).toBe(24_000)
    expect(roundBroker(24_250)).toBe(24_500)
    expect(roundBroker(98_277)).toBe(98_500)
    expect(roundBroker(110_069)).toBe(110_000)
    expect(roundBroker(110_500)).toBe(111_000)
    expect(roundBroker(Number.NaN)).toBe(0)
  })
})

/** A conservative estimate whose engine rows add to 98,277 € under its 110,069 € total (the high figure). */
const conservativeExample: Pricing = {
  operator: 61_425,
  fees: 7_943,
  commission: 28_909,
  totalHT: 110_069,
  lowHT: 86_483,
  highHT: 110_069,
}

describe('the displayed breakdown', () => {
  it('shows the weather margin as its own row in conservative mode, and the rows add up to the total', () => {
    const shown = displayedPrice(conservativeExample, true)
    expect(shown.totalEur).toBe(110_000)
    expect(shown.highEur).toBe(110_000)
    expect(shown.lowEur).toBe(86_500)
    expect(shown.rows.map((r) => r.key)).toEqual(['operator', 'fees', 'service', 'weatherMargin'])
    expect(shown.rows.reduce((sum, r) => sum + r.amountEur, 0)).toBe(110_000)
    expect(shown.rows.map((r) => r.amountEur)).toEqual([61_000, 8_000, 29_000, 12_000])
  })

  it('has no margin row with the weather known', () => {
    const pricing: Pricing = {
      operator: 10_050,
      fees: 2_805,
      commission: 5_025,
      totalHT: 17_880,
      lowHT: 15_734,
      highHT: 20_026,
    }
    const shown = displayedPrice(pricing, false)
    expect(shown.rows.map((r) => r.key)).toEqual(['operator', 'fees', 'service'])
    expect(shown.totalEur).toBe(17_900)
    expect(shown.rows.map((r) => r.amountEur)).toEqual([10_100, 2_800, 5_000])
    expect([shown.lowEur, shown.highEur]).toEqual([15_700, 20_000])
  })

  it('for any price: rows are multiples of the step, add up to the total shown, each within one step of its value', () => {
    const euros = fc.integer({ min: 0, max: 3_000_000 })
    fc.assert(
      fc.property(euros, euros, euros, fc.boolean(), (operator, fees, commission, conservative) => {
        const computed = operator + fees + commission
        // The engine rounds each figure on its own: the total may differ from the rows' sum by a euro.
        const total = Math.max(0, computed + (operator % 3) - 1)
        const high = Math.round(total * 1.12)
        const pricing: Pricing = {
          operator,
          fees,
          commission,
          totalHT: conservative ? high : total,
          lowHT: Math.round(total * 0.88),
          highHT: high,
        }
        const shown = displayedPrice(pricing, conservative)
        expect(shown.rows.reduce((sum, r) => sum + r.amountEur, 0)).toBe(shown.totalEur)
        for (const row of shown.rows) {
          expect(row.amountEur % shown.stepEur).toBe(0)
          expect(row.amountEur).toBeGreaterThanOrEqual(0)
          const truth =
            row.key === 'operator'
              ? operator
              : row.key === 'fees'
                ? fees
                : row.key === 'service'
                  ? commission
                  : pricing.totalHT - computed
          expect(Math.abs(row.amountEur - truth)).toBeLessThanOrEqual(shown.stepEur)
        }
        if (conservative) expect(shown.totalEur).toBe(shown.highEur)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('a trip’s prices as shown', () => {
  const pricing = (totalHT: number, lowHT: number, highHT: number): Pricing => ({
    operator: 0,
    fees: 0,
    commission: totalHT,
    totalHT,
    lowHT,
    highHT,
  })
  it('rounds each leg like a single estimate and adds the legs as shown; taxes stay exact', () => {
    const trip = tripPriceAsShown([
      { pricing: pricing(17_730, 16_049, 19_412), taxesEur: 1_680 + 1_773 },
      { pricing: pricing(110_069, 98_277, 121_861), taxesEur: 8_400 },
    ])
    expect(trip.legs).toEqual([
      { totalEur: 17_700, lowEur: 16_000, highEur: 19_400 },
      { totalEur: 110_000, lowEur: 98_500, highEur: 122_000 },
    ])
    expect([trip.totalEur, trip.lowEur, trip.highEur]).toEqual([127_700, 114_500, 141_400])
    expect(trip.totalWithTaxesEur).toBe(127_700 + 1_680 + 1_773 + 8_400)
  })
  it('the total row is always the sum of the rows shown', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 6 }), (totals) => {
        const trip = tripPriceAsShown(totals.map((t) => ({ pricing: pricing(t, t, t), taxesEur: 0 })))
        expect(trip.totalEur).toBe(trip.legs.reduce((s, l) => s + l.totalEur, 0))
        expect(trip.legs.every((l, i) => Math.abs(l.totalEur - totals[i]!) <= brokerStep(totals[i]!) / 2)).toBe(true)
      }),
    )
  })
})

describe('the breakdown a client reads as fair (docs/decisions/105-one-price.md)', () => {
  // Falcon 7X, 1.5 block hours, one way: operator 1.5 × 8,300 = 12,450 €; fees 2 × 900 + 10 % = 3,045 €;
  // commission max(20,000, 18 % × 12,450) + 2,500 × 1.5 = 23,750 €; total 39,245 €.
  const falconShortHop: Pricing = {
    operator: 12_450,
    fees: 3_045,
    commission: 23_750,
    totalHT: 39_245,
    lowHT: 34_535.6,
    highHT: 43_954.4,
  }

  it('shows the house fee as its 18 % of the flight, the minimum charge and service with the flight', () => {
    expect(clientShares(falconShortHop, 'heavy')).toEqual({ flightEur: 33_959, houseFeeEur: 2_241 })
    const shown = displayedPrice(falconShortHop, false, 'heavy')
    expect(shown.totalEur).toBe(39_000)
    expect(shown.rows).toEqual([
      { key: 'operator', amountEur: 34_000 },
      { key: 'fees', amountEur: 3_000 },
      { key: 'service', amountEur: 2_000 },
    ])
  })

  it('keeps the same total as before: only the split of the rows changes', () => {
    expect(displayedPrice(falconShortHop, false, 'heavy').totalEur).toBe(displayedPrice(falconShortHop, false).totalEur)
  })

  it('for any price: the fee row is never larger than the flight row, and the rows add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 400_000 }),
        fc.integer({ min: 1_800, max: 60_000 }),
        fc.integer({ min: 0, max: 120_000 }),
        fc.constantFrom('light' as const, 'midsize' as const, 'heavy' as const),
        (operator, fees, commission, category) => {
          const totalHT = operator + fees + commission
          const pricing = { operator, fees, commission, totalHT, lowHT: totalHT * 0.88, highHT: totalHT * 1.12 }
          const { flightEur, houseFeeEur } = clientShares(pricing, category)
          expect(houseFeeEur).toBeLessThanOrEqual(flightEur)
          expect(flightEur + houseFeeEur).toBeCloseTo(operator + commission, 6)
          const shown = displayedPrice(pricing, false, category)
          expect(shown.rows.reduce((sum, r) => sum + r.amountEur, 0)).toBe(shown.totalEur)
        },
      ),
    )
  })
})
