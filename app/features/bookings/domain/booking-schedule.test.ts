import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, paymentSchedule, parisDay } from './booking-schedule'

describe('the payment schedule', () => {
  const acceptedAt = new Date('2026-11-27T15:00:00Z')

  it('asks the whole amount at once when the first leg is within 30 days', () => {
    expect(
      paymentSchedule({ totalCents: 2_947_000, acceptedAt, firstDeparture: new Date('2026-12-18T10:00:00Z') }),
    ).toEqual([{ position: 1, kind: 'full', amountCents: 2_947_000, dueOn: '2026-11-27' }])
  })

  it('asks 30 % now and the balance 30 days before departure otherwise', () => {
    expect(
      paymentSchedule({ totalCents: 12_000_000, acceptedAt, firstDeparture: new Date('2027-03-10T09:00:00Z') }),
    ).toEqual([
      { position: 1, kind: 'deposit', amountCents: 3_600_000, dueOn: '2026-11-27' },
      { position: 2, kind: 'balance', amountCents: 8_400_000, dueOn: '2027-02-08' },
    ])
  })

  it('takes its numbers from configuration', () => {
    const dues = paymentSchedule(
      { totalCents: 10_001, acceptedAt, firstDeparture: new Date('2027-01-20T09:00:00Z') },
      { fullPaymentWithinDays: 14, depositPercent: 50, balanceDaysBefore: 10 },
    )
    expect(dues.map((d) => [d.kind, d.amountCents, d.dueOn])).toEqual([
      ['deposit', 5001, '2026-11-27'],
      ['balance', 5000, '2027-01-10'],
    ])
  })

  it('counts days in Paris: a late-evening acceptance is that Paris day', () => {
    expect(parisDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28')
    expect(addDays('2027-03-10', -30)).toBe('2027-02-08')
  })

  it('always adds up to the total, in whole cents, the first amount due on acceptance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 100 }),
        (total, days, pct) => {
          const dues = paymentSchedule(
            { totalCents: total, acceptedAt, firstDeparture: new Date(acceptedAt.getTime() + days * 86_400_000) },
            { fullPaymentWithinDays: 30, depositPercent: pct, balanceDaysBefore: 30 },
          )
          expect(dues.reduce((s, d) => s + d.amountCents, 0)).toBe(total)
          expect(dues.every((d) => Number.isInteger(d.amountCents) && d.amountCents > 0)).toBe(true)
          expect(dues[0]!.dueOn).toBe('2026-11-27')
        },
      ),
    )
  })
})
