import { describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '../../app/domain/forms/form-result'
import { newsletterSchema } from '~/features/newsletter/domain/newsletter'
import { codesOf } from '../../app/domain/forms/field-rules'
import { ownFields, parseForm, submissionOf } from '../../app/domain/forms/submission'

const newsletterError = (errors: Partial<Record<string, string>>) =>
  errors.email === 'required' ? ('required' as const) : ('invalid' as const)

describe('a form post read with Conform', () => {
  it('reads only the fields of the schema (never the trap, the key or a stranger)', () => {
    const form = new URLSearchParams({
      email: 'Jean@Example.com',
      [HONEYPOT_FIELD]: 'ACME',
      [IDEMPOTENCY_FIELD]: 'k'.repeat(32),
      admin: 'true',
    })
    expect([...ownFields(form, newsletterSchema).keys()]).toEqual(['email'])
    const parsed = parseForm(form, newsletterSchema, newsletterError)
    expect(parsed.success && parsed.data).toEqual({ email: 'jean@example.com' })
  })

  it('a field check of Conform (its intent) is never taken for a post', () => {
    const form = new URLSearchParams({
      email: 'jean@example.com',
      __intent__: JSON.stringify({ type: 'validate', payload: { name: 'email' } }),
    })
    expect(submissionOf(form, newsletterSchema).status).not.toBe('success')
    expect(parseForm(form, newsletterSchema, newsletterError).success).toBe(false)
  })

  it('refuses with one code per field and the reply the page shows again', () => {
    const empty = parseForm(new URLSearchParams({ email: '' }), newsletterSchema, newsletterError)
    expect(!empty.success && empty.fieldErrors).toEqual({ email: 'required' })
    const parsed = parseForm(new URLSearchParams({ email: 'jean@' }), newsletterSchema, newsletterError)
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(parsed.fieldErrors).toEqual({ email: 'email' })
    expect(parsed.formError).toBe('invalid')
    const reply = parsed.submission.reply()
    expect(reply.error).toEqual({ email: ['email'] })
    expect(reply.initialValue).toEqual({ email: 'jean@' })
  })

  it('names a list item by its list and the root by _form; unknown messages are `invalid`', () => {
    expect(codesOf({ 'interests[2]': ['invalid'], '': ['Unrecognized key'], email: ['email', 'required'] })).toEqual({
      interests: 'invalid',
      _form: 'invalid',
      email: 'email',
    })
  })
})
