import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NEWSLETTER_HONEYPOT, parseNewsletter } from './newsletter'

describe('newsletter form', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(parseNewsletter({ email: '  Jeanne.Dupont@Example.COM ' })).toEqual({
      ok: true,
      email: 'jeanne.dupont@example.com',
      trap: false,
    })
  })

  it('says "required" when the address is missing or blank', () => {
    expect(parseNewsletter({})).toMatchObject({ ok: false, error: 'required' })
    expect(parseNewsletter({ email: '' })).toMatchObject({ ok: false, error: 'required' })
    expect(parseNewsletter({ email: '   ' })).toMatchObject({ ok: false, error: 'required' })
  })

  it('says "invalid" for anything that is not an address', () => {
    for (const email of ['jeanne', 'jeanne@', '@example.com', 'jeanne@example', 'a b@example.com', 'x@y..com']) {
      expect(parseNewsletter({ email })).toMatchObject({ ok: false, error: 'invalid' })
    }
    expect(parseNewsletter({ email: `${'a'.repeat(250)}@example.com` })).toMatchObject({ ok: false, error: 'invalid' })
  })

  it('ignores a value that is not a string (a file, a number)', () => {
    expect(parseNewsletter({ email: 42 })).toMatchObject({ ok: false, error: 'required' })
  })

  it('flags a filled honeypot', () => {
    expect(parseNewsletter({ email: 'a@example.com', [NEWSLETTER_HONEYPOT]: 'http://spam' })).toMatchObject({ ok: true, trap: true })
    expect(parseNewsletter({ email: 'a@example.com', [NEWSLETTER_HONEYPOT]: '' })).toMatchObject({ trap: false })
  })

  it('never throws, and every accepted address is lower-case, trimmed and at most 254 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.constant(undefined), fc.integer()), (email) => {
        const result = parseNewsletter({ email })
        if (result.ok) {
          expect(result.email).toBe(result.email.trim().toLowerCase())
          expect(result.email.length).toBeLessThanOrEqual(254)
          expect(result.email).toContain('@')
        } else {
          expect(['required', 'invalid']).toContain(result.error)
        }
      }),
    )
  })
})
