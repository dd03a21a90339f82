import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  eraseSchema,
  exportSchema,
  handlingSchema,
  lookupSchema,
  noteSchema,
  signInSchema,
} from '~/features/desk/domain/desk-forms'
import { clubInlineSchema } from '~/features/club/domain/club-inline'
import { clubModalSchema } from '~/features/club/domain/club-modal'
import { contactFieldsSchema } from '~/features/requests/domain/contact'
import { hasLineBreaks, isEmail } from '../../app/domain/forms/field-rules'
import { requiredEmail } from '../../app/domain/forms/lead-fields'
import { newsletterSchema } from '~/features/newsletter/domain/newsletter'
import { quoteSchema } from '~/features/requests/domain/quote'
import type { z } from '../../app/domain/forms/zod'

/**
 * The one e-mail rule and the one-line rule (docs/decisions/034-one-email-rule.md), over every
 * form's schema, public and desk.
 */

/** What a mailto link or a mail header would interpret, and what no address holds. */
const HOSTILE_CHARS = [
  ...'?&=%#,;:<>"\\/()[] !$*^`{|}~',
  '\r',
  '\n',
  '\t',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2066',
  '\u2028',
  '\ufeff',
  '\ufffd',
]

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
const localRun = fc.stringMatching(/^[a-z0-9_+'-]{1,12}$/)
/** An ordinary address: runs of letters, digits and `_ + ' -` joined by dots, then labels and a TLD. */
const ordinaryEmail = fc
  .tuple(fc.array(localRun, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }))
  .map(([local, domain]) => `${local.join('.')}@${domain.join('.')}.fr`)

describe('the one e-mail rule', () => {
  it('refuses an address that would add a recipient or a body to the reply link', () => {
    expect(isEmail('x?cc=attacker%40evil.example&body=pwned@example.com')).toBe(false)
    expect(
      requiredEmail().safeParse('x?cc=attacker%40evil.example&body=pwned@example.com').error?.issues[0]?.message,
    ).toBe('email')
  })

  it('accepts ordinary addresses, accents, other scripts, plus and apostrophe', () => {
    for (const ok of [
      'camille@example.com',
      'a.b+c@mail.example.co.uk',
      "o'brien@example.ie",
      'ünï@cödé.fr',
      '李@例え.jp',
    ])
      expect(isEmail(ok), ok).toBe(true)
    fc.assert(
      fc.property(ordinaryEmail, (email) => {
        expect(isEmail(email), email).toBe(true)
      }),
    )
  })

  it('refuses a generated address with any character a mailto link or a header would read, wherever it stands', () => {
    fc.assert(
      fc.property(ordinaryEmail, fc.constantFrom(...HOSTILE_CHARS), fc.nat(), (email, char, at) => {
        const i = at % (email.length + 1)
        const hostile = `${email.slice(0, i)}${char}${email.slice(i)}`
        expect(isEmail(hostile), JSON.stringify(hostile)).toBe(false)
      }),
    )
  })

  it('refuses dots out of place, a local part over 64 characters, an address over 254', () => {
    for (const bad of ['.a@example.com', 'a.@example.com', 'a..b@example.com', `${'a'.repeat(65)}@example.com`])
      expect(isEmail(bad), bad).toBe(false)
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true)
    expect(isEmail(`a@${'b'.repeat(250)}.fr`)).toBe(false)
  })
})

/** Every form's schema, and the fields it shows as a textarea (the only ones that keep line breaks). */
const FORMS: Array<{ name: string; schema: z.ZodObject; textareas: string[] }> = [
  // `company` is the contact JSON API's trap (docs/product.md §7), never a field on a page.
  { name: 'contact', schema: contactFieldsSchema.omit({ company: true }), textareas: ['message'] },
  { name: 'quote', schema: quoteSchema as unknown as z.ZodObject, textareas: ['specialRequests'] },
  { name: 'club A', schema: clubInlineSchema, textareas: ['message'] },
  {
    name: 'club B',
    schema: clubModalSchema,
    textareas: ['achievements', 'motivation', 'contribution', 'expectations'],
  },
  { name: 'newsletter', schema: newsletterSchema, textareas: [] },
  { name: 'desk sign-in', schema: signInSchema, textareas: [] },
  { name: 'desk handling', schema: handlingSchema, textareas: [] },
  { name: 'desk note', schema: noteSchema, textareas: ['note'] },
  { name: 'desk look-up', schema: lookupSchema, textareas: [] },
  { name: 'desk erasure', schema: eraseSchema, textareas: [] },
  { name: 'desk export', schema: exportSchema, textareas: [] },
]

/** A field that takes free text: it accepts a plain word (choices, numbers, dates and boxes do not). */
function isFreeText(field: z.ZodType, sample: string): boolean {
  return field.safeParse(sample).success
}

describe('one-line fields', () => {
  it('CR, LF, tabs and the Unicode line separators are line breaks', () => {
    for (const c of ['\r', '\n', '\t', '\u2028', '\u2029']) expect(hasLineBreaks(`a${c}b`)).toBe(true)
    expect(hasLineBreaks('Hélène de Valois')).toBe(false)
  })

  for (const form of FORMS) {
    it(`${form.name}: every input refuses CR, LF and tabs; its textareas keep them`, () => {
      for (const [name, field] of Object.entries(form.schema.shape) as Array<[string, z.ZodType]>) {
        const email = isFreeText(field, 'jeanne@example.com') && !isFreeText(field, 'Jeanne')
        const sample = email ? 'jeanne@example.com' : 'Jeanne'
        if (!isFreeText(field, sample)) continue
        for (const brk of ['\r\n', '\n', '\r', '\t']) {
          const value = email ? `jeanne${brk}@example.com` : `Jea${brk}nne`
          const parsed = field.safeParse(value)
          if (form.textareas.includes(name)) expect(parsed.success, `${name} ${JSON.stringify(brk)}`).toBe(true)
          else
            expect(parsed.error?.issues[0]?.message, `${form.name}.${name} ${JSON.stringify(brk)}`).toBe(
              email ? 'email' : 'oneLine',
            )
        }
      }
    })
  }
})
