import { describe, expect, it } from 'vitest'
import { alertSubscribeSchema, legDraftOf, legEditorSchema } from './leg-form'

const base = {
  from: 'lbg',
  to: 'NCE',
  earliest: '2026-06-10',
  latest: '2026-06-12',
  aircraft: 'phenom300',
  seats: 7,
  price: '9 500 €',
}

describe('the leg form', () => {
  it('reads a leg; an empty price is "on request"', () => {
    const parsed = legEditorSchema.parse(base)
    expect(legDraftOf(parsed)).toMatchObject({ from: 'LBG', to: 'NCE', priceEur: 9500, aircraftId: 'phenom300' })
    expect(legEditorSchema.parse({ ...base, price: '' }).price).toBeNull()
  })
  it('refuses a window in the wrong order, a same-airport leg, a free-text aircraft without a name', () => {
    const codes = (input: object) =>
      legEditorSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? []
    expect(codes({ ...base, latest: '2026-06-01' })).toContain('latest:order')
    expect(codes({ ...base, to: 'LBG' })).toContain('to:sameAirport')
    expect(codes({ ...base, aircraft: 'other' })).toContain('aircraftName:required')
    expect(codes({ ...base, price: '-5' })).toContain('price:amount')
    expect(codes({ ...base, seats: 40 })).toContain('seats:seats')
  })
})

describe('the alert form', () => {
  it('needs an e-mail and at least one end', () => {
    expect(alertSubscribeSchema.safeParse({ email: 'a@example.com', to: 'Nice' }).success).toBe(true)
    expect(alertSubscribeSchema.safeParse({ email: 'a@example.com' }).error?.issues[0]?.message).toBe('place')
    expect(alertSubscribeSchema.safeParse({ email: 'nope', from: 'Paris' }).success).toBe(false)
  })
})
