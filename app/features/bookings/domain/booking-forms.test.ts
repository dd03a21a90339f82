import { describe, expect, it } from 'vitest'
import { manualPaymentSchema, parseCents } from './booking-forms'

describe('the bookings’ forms', () => {
  it('reads euros and cents as staff type them', () => {
    expect(parseCents('36 000,50 €')).toBe(3_600_050)
    expect(parseCents('120000')).toBe(12_000_000)
    expect(parseCents('0')).toBeNull()
    expect(parseCents('12,345')).toBeNull()
    expect(parseCents('-5')).toBeNull()
  })

  it('refuses a payment without a reason, amount or day', () => {
    const r = manualPaymentSchema.safeParse({ due: 'x', amount: 'lots', receivedOn: '2026-13-01', note: '' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(['amount', 'date', 'due', 'required'])
  })
})
