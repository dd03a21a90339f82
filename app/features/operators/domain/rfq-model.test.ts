import { describe, expect, it } from 'vitest'
import {
  answerTotalCents,
  daysUntil,
  deviationOf,
  median,
  rfqLinkOpen,
  rfqState,
  sellPriceEur,
  suggestOperators,
} from './rfq-model'
import { parseCents, parseEmails } from './operator-form'

const leg = (date: string) => ({ from: 'LBG', to: 'DXB', date, time: '10:00', fromCountry: 'FR', toCountry: 'AE' })

describe('the RFQ link and state', () => {
  it('closes with the request (won, lost, spam, erased) and after the last leg’s day', () => {
    const trip = { legs: [leg('2026-12-01'), leg('2026-12-05')] }
    expect(rfqLinkOpen('quoted', false, trip, '2026-12-05')).toBe(true)
    expect(rfqLinkOpen('quoted', false, trip, '2026-12-06')).toBe(false)
    for (const status of ['won', 'lost', 'spam']) expect(rfqLinkOpen(status, false, trip, '2026-11-01')).toBe(false)
    expect(rfqLinkOpen('new', true, trip, '2026-11-01')).toBe(false)
  })
  it('says the latest answer first, then expired, opened or sent', () => {
    expect(rfqState({ opened: true, linkOpen: false }, { kind: 'quote' })).toBe('answered')
    expect(rfqState({ opened: true, linkOpen: true }, { kind: 'decline' })).toBe('declined')
    expect(rfqState({ opened: true, linkOpen: false }, null)).toBe('expired')
    expect(rfqState({ opened: true, linkOpen: true }, null)).toBe('opened')
    expect(rfqState({ opened: false, linkOpen: true }, null)).toBe('sent')
  })
})

describe('money', () => {
  it('reads euros as operators type them, in cents', () => {
    expect(parseCents('48500')).toBe(4_850_000)
    expect(parseCents('48 500,50 €')).toBe(4_850_050)
    expect(parseCents('48,500.5')).toBe(4_850_050)
    expect(parseCents('1.234,56')).toBeNull()
    expect(parseCents('-5')).toBeNull()
    expect(parseCents('abc')).toBeNull()
    expect(parseCents('6000000')).toBeNull()
  })
  it('adds the lines, flags an answer more than 25 % from the estimate', () => {
    expect(answerTotalCents({ charterCents: 100, positioningCents: 20, feesCents: 3, otherCents: 0 })).toBe(123)
    expect(deviationOf(12_600_000, 100_000)!.flagged).toBe(true)
    expect(deviationOf(12_500_000, 100_000)!.flagged).toBe(false)
    expect(deviationOf(7_400_000, 100_000)!.flagged).toBe(true)
    expect(deviationOf(100, null)).toBeNull()
  })
  it('sells at cost plus the margin, rounded up to the euro', () => {
    expect(sellPriceEur(5_000_000, { kind: 'percent', value: 1200 })).toBe(56_000)
    expect(sellPriceEur(5_000_050, { kind: 'percent', value: 1200 })).toBe(56_001)
    expect(sellPriceEur(5_000_000, { kind: 'amount', value: 450_000 })).toBe(54_500)
  })
  it('median and days', () => {
    expect(median([])).toBeNull()
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(daysUntil('2026-12-31', '2026-12-01')).toBe(30)
  })
  it('quote e-mails: one to five, each a valid address', () => {
    expect(parseEmails('ops@a.example, Quotes@B.example; x@c.example')).toEqual([
      'ops@a.example',
      'quotes@b.example',
      'x@c.example',
    ])
    expect(parseEmails('not-an-email')).toBeNull()
    expect(parseEmails('')).toBeNull()
  })
})

describe('suggested operators', () => {
  it('keeps those with enough seats, the nearest aircraft base to the departure first', () => {
    const paris = { lat: 48.97, lon: 2.44 }
    const ops = [
      {
        name: 'Dubai Jets',
        aircraft: [{ registration: 'A6-AAA', seats: 12, baseCode: 'DWC', baseLat: 24.9, baseLon: 55.2 }],
      },
      {
        name: 'Small Air',
        aircraft: [{ registration: 'F-SMAL', seats: 4, baseCode: 'LBG', baseLat: 48.97, baseLon: 2.44 }],
      },
      {
        name: 'Riviera',
        aircraft: [
          { registration: 'F-RIV1', seats: 8, baseCode: 'NCE', baseLat: 43.66, baseLon: 7.21 },
          { registration: 'F-RIV2', seats: 8, baseCode: 'LBG', baseLat: 48.97, baseLon: 2.44 },
        ],
      },
    ]
    const s = suggestOperators(ops, paris, 6)
    expect(s.map((x) => x.operator.name)).toEqual(['Riviera', 'Dubai Jets'])
    expect(s[0]!.aircraft.registration).toBe('F-RIV2')
  })
})

describe('the trip an operator sees', async () => {
  const { tripOfRequest } = await import('./rfq-trip')
  it('reads legs, passengers and the aircraft asked, never the client', () => {
    const trip = tripOfRequest(
      {
        departure: 'lbg',
        destination: 'DXB',
        date: '2026-12-18',
        time: '23:00',
        returnDate: '2026-12-22',
        pax: '4',
        aircraft: 'g650',
        fullName: 'Camille Secret',
        email: 'camille@example.com',
      },
      (code) => ({ LBG: 'FR', DXB: 'AE' })[code.toUpperCase()] ?? '',
    )
    expect(trip).toEqual({
      legs: [
        { from: 'LBG', to: 'DXB', date: '2026-12-18', time: '23:00', fromCountry: 'FR', toCountry: 'AE' },
        { from: 'DXB', to: 'LBG', date: '2026-12-22', time: '', fromCountry: 'AE', toCountry: 'FR' },
      ],
      passengers: 4,
      aircraft: 'g650',
    })
    expect(JSON.stringify(trip)).not.toMatch(/Camille|example\.com/)
  })
})
