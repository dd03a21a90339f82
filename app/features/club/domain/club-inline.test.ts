import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import {
  CLUB_INLINE_PHONE_PATTERN,
  CLUB_INTERESTS,
  clubInlineFormError,
  clubInlineSchema,
  parseClubInline,
} from './club-inline'
import { parseForm } from '~/domain/forms/submission'

const valid = {
  firstName: 'Hélène',
  lastName: 'de Valois',
  email: 'helene@example.com',
  phone: '+33 1 99 00 00 12',
  company: '',
  country: 'France',
  interests: ['art-collections', 'private-aviation'],
  message: 'Recommandée par un membre.',
  confidential: true,
  gdpr: true,
}

describe('club form A schema', () => {
  it('accepts a complete application and keeps the interests in the product’s order', () => {
    const result = parseClubInline(valid)
    expect(result.success).toBe(true)
    if (result.success) {
      expect(result.data.interests).toEqual(['private-aviation', 'art-collections'])
      expect(result.data.company).toBe('')
    }
  })

  it.each(['firstName', 'lastName', 'email', 'phone', 'country', 'message'] as const)(
    'a blank %s → the combined "incomplete" message',
    (field) => {
      const result = parseClubInline({ ...valid, [field]: '   ' })
      expect(result.success).toBe(false)
      if (!result.success) {
        expect(result.formError).toBe('incomplete')
        expect(result.fieldErrors[field]).toBe('required')
      }
    },
  )

  it.each(['confidential', 'gdpr'] as const)('an unticked %s box → the same "incomplete" message', (box) => {
    const result = parseClubInline({ ...valid, [box]: false })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(result.formError).toBe('incomplete')
      expect(result.fieldErrors[box]).toBe('consent')
    }
  })

  it('company and interests are optional', () => {
    const { company: _c, interests: _i, ...rest } = valid
    expect(parseClubInline(rest).success).toBe(true)
  })

  it('a malformed e-mail → "email"; missing fields win over it', () => {
    const bad = parseClubInline({ ...valid, email: 'helene@example' })
    expect(!bad.success && bad.formError).toBe('email')
    const both = parseClubInline({ ...valid, email: 'nope', country: '' })
    expect(!both.success && both.formError).toBe('incomplete')
  })

  it('the phone rule of docs/product.md: optional +, a digit, then at least 6 digits, spaces or hyphens', () => {
    for (const ok of ['+33 1 99 00 00 12', '0199000012', '+971-4-000-0000', '1234567']) {
      expect(CLUB_INLINE_PHONE_PATTERN.test(ok), ok).toBe(true)
    }
    for (const bad of ['123456', '+ 33 1 99', '(01) 99 00 00', 'tel 0199000012', '01.99.00.00.12', '++33199000012']) {
      expect(CLUB_INLINE_PHONE_PATTERN.test(bad), bad).toBe(false)
    }
    const result = parseClubInline({ ...valid, phone: '12 34' })
    expect(!result.success && result.formError).toBe('phone')
  })

  it('an unknown interest is refused', () => {
    const result = parseClubInline({ ...valid, interests: ['yachting'] })
    expect(!result.success && result.formError).toBe('invalid')
  })

  it('too long texts are refused', () => {
    const result = parseClubInline({ ...valid, message: 'x'.repeat(5001) })
    expect(!result.success && result.formError).toBe('tooLong')
  })

  it('reads a posted form: interests as a list, boxes as booleans', () => {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries(valid)) {
      if (k === 'interests' || typeof v === 'boolean') continue
      form.append(k, v as string)
    }
    form.append('interests', 'philanthropy')
    form.append('interests', 'palace-hotels')
    form.append('confidential', 'on')
    form.append(HONEYPOT_FIELD, 'trap')
    const parsed = parseForm(form, clubInlineSchema, clubInlineFormError)
    expect(parsed.submission.payload.interests).toEqual(['philanthropy', 'palace-hotels'])
    expect(!parsed.success && parsed.fieldErrors.confidential).toBe(undefined)
    expect(!parsed.success && parsed.fieldErrors.gdpr).toBe('consent')
    expect(parsed.submission.payload).not.toHaveProperty(HONEYPOT_FIELD)
    expect(!parsed.success && parsed.formError).toBe('incomplete')
  })

  it('any choice of interests round-trips, deduplicated and ordered', () => {
    fc.assert(
      fc.property(fc.subarray([...CLUB_INTERESTS]), (picked) => {
        const shuffled = [...picked].reverse()
        const result = parseClubInline({ ...valid, interests: shuffled })
        expect(result.success).toBe(true)
        if (result.success) expect(result.data.interests).toEqual(picked)
      }),
    )
  })
})
