import { describe, expect, it } from 'vitest'
import { ADVISER_CALL_WITHIN_MIN, callBackBy, requestConfirmation } from './request-confirmation'

const request = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: '',
  phone: '+33 6 12 34 56 78',
  departure: 'LBG',
  destination: 'NCE',
  date: '2026-12-01',
  pax: 4,
  aircraft: 'N/A',
}

describe('request confirmation', () => {
  it('an adviser calls within the hour, at any time of day or night (the house answers 24/7)', () => {
    for (const at of ['2026-11-25T03:10:00Z', '2026-11-28T23:50:00Z', '2026-12-25T12:00:00Z']) {
      const received = new Date(at)
      expect(callBackBy(received).getTime() - received.getTime()).toBe(ADVISER_CALL_WITHIN_MIN * 60_000)
    }
  })

  it('carries the reference of the stored id and the request as understood', () => {
    const received = new Date('2026-11-25T10:00:00Z')
    const confirmation = requestConfirmation(
      '3f9a2c1b-0000-4000-8000-000000000000',
      { ...request, est: 18500 },
      received,
    )
    expect(confirmation).toMatchObject({
      reference: 'HERRA-R-3F9A-2C1B',
      receivedAt: '2026-11-25T10:00:00.000Z',
      callBy: '2026-11-25T11:00:00.000Z',
      departure: 'LBG',
      destination: 'NCE',
      pax: 4,
      est: 18500,
    })
    expect('est' in requestConfirmation('3f9a2c1b-0000-4000-8000-000000000000', request, received)).toBe(false)
  })
})
