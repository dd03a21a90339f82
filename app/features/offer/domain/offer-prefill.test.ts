import { describe, expect, it } from 'vitest'
import { estimatedBlockMinutes, prefillDraft, requestLegs } from './offer-prefill'

describe('a new offer from its request', () => {
  it('takes the legs the request form sent', () => {
    expect(
      requestLegs({
        legs: [
          { from: 'LBG', to: 'NCE', date: '2026-07-14', time: '11:00' },
          { from: 'NCE', to: 'GVA', date: '2026-07-16', time: '' },
          'not a leg',
        ],
      }),
    ).toEqual([
      { from: 'LBG', to: 'NCE', date: '2026-07-14', time: '11:00' },
      { from: 'NCE', to: 'GVA', date: '2026-07-16', time: '' },
    ])
  })

  it('falls back on departure, destination and date (and a return date)', () => {
    expect(requestLegs({ departure: 'CDG', destination: 'GVA', date: '2026-07-14' })).toEqual([
      { from: 'CDG', to: 'GVA', date: '2026-07-14', time: '' },
    ])
    expect(
      requestLegs({ departure: 'LBG', destination: 'DXB', departureDate: '2026-07-14', returnDate: '2026-07-20' }),
    ).toHaveLength(2)
  })

  it('fills the client, passengers, aircraft and a still-air block time', () => {
    const draft = prefillDraft(
      {
        fullName: 'Camille Dupont',
        language: 'en',
        fields: { departure: 'LBG', destination: 'NCE', date: '2026-07-14', pax: '4', aircraft: 'cl350' },
      },
      () => 690,
    )
    expect(draft).toMatchObject({ clientName: 'Camille Dupont', language: 'en', passengers: 4, validityHours: 48 })
    expect(draft.options[0]).toMatchObject({ aircraftId: 'cl350', seats: 10 })
    // 690 km at 870 km/h + 0.6 h = 1.39 h → 85 min (to 5 min).
    expect(draft.legs[0]!.blockMinutes).toBe(85)
  })

  it('adds the fuel stops of a leg beyond the aircraft’s range', () => {
    // Citation CJ1+: 2,100 km × 0.9 usable → 5,250 km needs 2 stops: 5250/700 + 0.6 + 1.4 = 9.5 h.
    expect(estimatedBlockMinutes(5250, 'cj1')).toBe(570)
  })
})

describe('the offer prefilled from the request and its estimate (docs/decisions/105-one-price.md)', () => {
  it('takes the aircraft by the name the form stored, its seats, the legs with their times and the estimate', () => {
    const draft = prefillDraft(
      {
        fullName: 'Ada Lovelace',
        language: 'fr',
        fields: {
          aircraft: 'Falcon 7X',
          pax: 2,
          trip: 'LBG,NCE,2026-12-04,09:30;NCE,GVA,2026-12-06,17:15',
          est: 39000,
        },
        estimateEur: 39_000,
      },
      () => 700,
    )
    expect(draft.options[0]).toMatchObject({ aircraftId: 'falcon7x', seats: 12, charterEur: 39_000 })
    expect(draft.legs.map(({ from, to, date, time }) => [from, to, date, time])).toEqual([
      ['LBG', 'NCE', '2026-12-04', '09:30'],
      ['NCE', 'GVA', '2026-12-06', '17:15'],
    ])
    expect(draft.passengers).toBe(2)
  })
})
