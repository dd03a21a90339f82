import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { leadReference, parseLeadReference } from './lead-reference'

describe('lead reference', () => {
  it('reads the stored id: HERRA-R- and eight hexadecimal digits in two groups', () => {
    expect(leadReference('3f9a2c1b-0000-4000-8000-000000000000')).toBe('HERRA-R-3F9A-2C1B')
  })

  it('the same id always gives the same reference, and it reads back', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const reference = leadReference(id)
        return (
          reference === leadReference(id) &&
          /^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/.test(reference) &&
          parseLeadReference(reference.toLowerCase()) === reference
        )
      }),
    )
  })

  it('an id that is not hexadecimal still has a steady reference; text that is not a reference', () => {
    expect(leadReference('not-an-id')).toMatch(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)
    expect(leadReference('not-an-id')).toBe(leadReference('not-an-id'))
    expect(parseLeadReference('HERRA-X-1234-5678')).toBeNull()
    expect(parseLeadReference(' herrar3f9a2c1b ')).toBe('HERRA-R-3F9A-2C1B')
  })
})
