import { describe, expect, it } from 'vitest'
import {
  formErrorOf,
  hasForbiddenChars,
  isEmail,
  isIsoDate,
  isPhone,
  parseIdempotencyKey,
  requiredEmail,
  requiredText,
} from './lead-fields'

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

  it('parseIdempotencyKey keeps UUID-like keys, lets an absent one pass, refuses the rest', () => {
    expect(parseIdempotencyKey('c0ffee00-1111-4222-8333-444455556666')).toEqual({
      ok: true,
      key: 'c0ffee00-1111-4222-8333-444455556666',
    })
    expect(parseIdempotencyKey(undefined)).toEqual({ ok: true, key: undefined })
    expect(parseIdempotencyKey(' ')).toEqual({ ok: true, key: undefined })
    expect(parseIdempotencyKey('short')).toEqual({ ok: false })
    expect(parseIdempotencyKey('key with spaces and more text')).toEqual({ ok: false })
    expect(parseIdempotencyKey(42)).toEqual({ ok: false })
  })

  it('e-mails: the usual addresses pass, a pathological one is refused in well under 50 ms', () => {
    for (const ok of ['camille@example.com', 'a.b+c@mail.example.co.uk']) expect(isEmail(ok)).toBe(true)
    for (const bad of [
      'camille@',
      'a@b',
      'a@.com',
      'a@b..com',
      'a b@c.com',
      'a\u202e@example.com',
      'a\u0000@example.com',
    ]) {
      expect(isEmail(bad)).toBe(false)
    }
    for (const input of [`a@${'.'.repeat(30_000)}@`, `a@${'a.'.repeat(15_000)}@`, `${'a'.repeat(60_000)}@`]) {
      expect(requiredEmail().safeParse(input).success).toBe(false)
    }
  })

  it('e-mails: an invisible or replacement character, or a domain label with punctuation, is refused', () => {
    for (const ok of ['ünï@cödé.fr', 'jean-marc@xn--bcher-kva.example', 'a_b@sub-domain.example.fr']) {
      expect(isEmail(ok)).toBe(true)
    }
    for (const bad of [
      'jean\u200b@example.com',
      'jean@exa\u200dmple.com',
      '\ufeffjean@example.com',
      'jean\u2060@example.com',
      'jean\ufffd@example.com',
      'x@y.zzz!',
      'x@y_z.com',
      'x@[127.0.0.1]',
    ]) {
      expect(isEmail(bad), JSON.stringify(bad)).toBe(false)
    }
  })

  it('text fields refuse C0/C1 controls and bidi marks; line breaks and tabs only in a textarea', () => {
    for (const c of [
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    ]) {
      expect(hasForbiddenChars(`a${c}b`)).toBe(true)
      const parsed = requiredText(100).safeParse(`Cam${c}ille`)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('invalid')
    }
    // A textarea keeps its line breaks and tabs; a one-line field refuses them (`oneLine`).
    expect(requiredText(100, 'many').safeParse('Ligne 1\r\n\tLigne 2').success).toBe(true)
    for (const value of ['Ligne 1\r\nLigne 2', 'Cam\nille', 'Cam\tille', 'Cam\rille', 'Cam\u2028ille'])
      expect(requiredText(100).safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('oneLine')
    expect(requiredText(100).safeParse('Hélène — 北京 🚀').success).toBe(true)
  })
})
