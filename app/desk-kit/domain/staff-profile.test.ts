import { describe, expect, it } from 'vitest'
import { submissionOf } from '~/domain/forms/submission'
import { fallbackName, profileSchema, signOff } from './staff-profile'

/** The staff profile's rules (docs/product.md §9): the fallback name, the sign-off, the form's bounds. */
describe('staff profile', () => {
  it('falls back to the address’s local part, capitalised', () => {
    expect(fallbackName('anne.desk@example.com')).toBe('Anne Desk')
    expect(fallbackName('jean-marc_x@example.com')).toBe('Jean-Marc X')
    expect(fallbackName('élodie+desk@example.com')).toBe('Élodie Desk')
  })

  it('signs with the name, then the signature’s lines', () => {
    expect(signOff({ name: 'Anne Martin', signature: 'Courtière\n+33 1 23 45 67 89' })).toBe(
      'Anne Martin\nCourtière\n+33 1 23 45 67 89',
    )
    expect(signOff({ name: 'Anne Martin', signature: '' })).toBe('Anne Martin')
  })

  const post = (displayName: string, signature: string) => {
    const submission = submissionOf(new URLSearchParams({ displayName, signature }), profileSchema)
    return submission.status === 'success'
      ? { ok: true as const, value: submission.value }
      : { ok: false as const, error: submission.error }
  }

  it('keeps a name of one line and a signature of up to four lines (CRLF made LF, trailing spaces dropped)', () => {
    expect(post('  Anne Martin ', 'Courtière  \r\nHERRA Paris\r\n\r\n')).toEqual({
      ok: true,
      value: { displayName: 'Anne Martin', signature: 'Courtière\nHERRA Paris' },
    })
  })

  it('refuses a missing, multi-line, control-laden or too long name, and a signature too long', () => {
    expect(post('', '')).toMatchObject({ ok: false, error: { displayName: ['required'] } })
    expect(post('Anne\r\nBcc: x@example.com', '')).toMatchObject({ ok: false, error: { displayName: ['oneLine'] } })
    expect(post('Anne\u202e', '')).toMatchObject({ ok: false, error: { displayName: ['invalid'] } })
    expect(post('A'.repeat(81), '')).toMatchObject({ ok: false, error: { displayName: ['tooLong'] } })
    expect(post('Anne', 'a\nb\nc\nd\ne')).toMatchObject({ ok: false, error: { signature: ['tooLong'] } })
    expect(post('Anne', 'x'.repeat(301))).toMatchObject({ ok: false, error: { signature: ['tooLong'] } })
  })
})
