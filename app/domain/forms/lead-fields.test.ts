import { describe, expect, it } from 'vitest'
import { cleanIdempotencyKey, formErrorOf, isIsoDate, isPhone } from './lead-fields'

describe('lead field helpers', () => {
  it('isIsoDate accepts real calendar days only', () => {
    expect(isIsoDate('2026-12-01')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-12-1')).toBe(false)
    expect(isIsoDate('01/12/2026')).toBe(false)
    expect(isIsoDate('1999-01-01')).toBe(false)
  })

  it('isPhone wants six digits at least, in the usual notations', () => {
    expect(isPhone('+33 1 99 00 00 01')).toBe(true)
    expect(isPhone('(+971) 4-555-0101')).toBe(false)
    expect(isPhone('+971 4-555-0101')).toBe(true)
    expect(isPhone('06.12.34.56.78')).toBe(true)
    expect(isPhone('12345')).toBe(false)
    expect(isPhone('call me')).toBe(false)
  })

  it('formErrorOf reports missing fields first, then consent, then the first other problem', () => {
    const order = ['a', 'b', 'consent']
    expect(formErrorOf({ b: 'email', consent: 'consent', a: 'required' }, order)).toBe('required')
    expect(formErrorOf({ b: 'email', consent: 'consent' }, order)).toBe('consent')
    expect(formErrorOf({ b: 'email' }, order)).toBe('email')
    expect(formErrorOf({ _form: 'invalid' }, order)).toBe('invalid')
  })

  it('cleanIdempotencyKey keeps UUID-like keys only', () => {
    expect(cleanIdempotencyKey('c0ffee00-1111-4222-8333-444455556666')).toBe('c0ffee00-1111-4222-8333-444455556666')
    expect(cleanIdempotencyKey('short')).toBeUndefined()
    expect(cleanIdempotencyKey('key with spaces and more text')).toBeUndefined()
    expect(cleanIdempotencyKey(42)).toBeUndefined()
  })
})
