import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseNewsletter } from './newsletter'

describe('newsletter form', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(parseNewsletter({ email: '  Jeanne.Dupont@Example.COM ' })).toEqual({
      success: true,
      data: { email: 'jeanne.dupont@example.com' },
    })
  })

  it('says "required" when the address is missing or blank', () => {
    expect(parseNewsletter({})).toMatchObject({ success: false, formError: 'required' })
    expect(parseNewsletter({ email: '' })).toMatchObject({ success: false, formError: 'required' })
    expect(parseNewsletter({ email: '   ' })).toMatchObject({ success: false, formError: 'required' })
  })

  it('says "invalid" for anything that is not an address', () => {
    for (const email of ['jeanne', 'jeanne@', '@example.com', 'jeanne@example', 'a b@example.com', 'x@y..com']) {
      expect(parseNewsletter({ email })).toMatchObject({ success: false, formError: 'invalid' })
    }
    expect(parseNewsletter({ email: `${'a'.repeat(250)}@example.com` })).toMatchObject({
      success: false,
      formError: 'invalid',
    })
  })

  it('ignores a value that is not a string (a file, a number)', () => {
    expect(parseNewsletter({ email: 42 })).toMatchObject({ success: false, formError: 'required' })
  })

  it('refuses control and bidi characters, and a pathological address at once', () => {
    expect(parseNewsletter({ email: 'a\u202e@example.com' })).toMatchObject({ success: false, formError: 'invalid' })
    expect(parseNewsletter({ email: `a@${'.'.repeat(30_000)}@` })).toMatchObject({ success: false })
  })

  it('never throws, and every accepted address is lower-case, trimmed and at most 254 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.constant(undefined), fc.integer()), (email) => {
        const result = parseNewsletter({ email })
        if (result.success) {
          expect(result.data.email).toBe(result.data.email.trim().toLowerCase())
          expect(result.data.email.length).toBeLessThanOrEqual(254)
          expect(result.data.email).toContain('@')
        } else {
          expect(['required', 'invalid']).toContain(result.formError)
        }
      }),
    )
  })
})
