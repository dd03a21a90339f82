import { describe, expect, it } from 'vitest'
import { formatEuros, formatIsoDate } from '~/i18n/format'
import { FORM_HTTP_STATUS } from '~/domain/forms/form-result'
import { staffDate, staffEuros, subjectDate } from './lead-outcome.server'

describe('lead outcome helpers', () => {
  it('the desk formats equal the site formats in French', () => {
    for (const iso of ['2026-12-01', '2027-02-28', '2030-07-14']) expect(staffDate(iso)).toBe(formatIsoDate('fr', iso))
    for (const n of [0, 999, 123456, 25_000_000]) expect(staffEuros(n)).toBe(formatEuros('fr', n))
    expect(staffDate('not a date')).toBe('not a date')
  })

  it('subject dates are DD/MM/YYYY', () => {
    expect(subjectDate('2026-12-01')).toBe('01/12/2026')
  })

  it('maps outcomes to HTTP statuses (never 500)', () => {
    expect(FORM_HTTP_STATUS).toEqual({ success: 200, invalid: 400, rate_limited: 429, unavailable: 503 })
  })
})
