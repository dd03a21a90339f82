import { describe, expect, it } from 'vitest'
import { clubInlineSchema } from './club-inline'
import { clubModalSchema, MAX_LONG, MAX_SHORT } from './club-modal'
import { constraintsOf } from './constraints'
import { contactSchema } from './contact'
import { MAX_EMAIL, MAX_MESSAGE, MAX_NAME, MAX_PHONE, MAX_PLACE } from './lead-fields'
import { quoteSchema } from './quote'

describe('constraints read from the schemas', () => {
  it('gives each text its maximum and says which fields are required', () => {
    const contact = constraintsOf(contactSchema)
    expect(contact.firstName).toEqual({ required: true, maxLength: MAX_NAME })
    expect(contact.email).toEqual({ required: true, maxLength: MAX_EMAIL })
    expect(contact.phone).toEqual({ required: true, maxLength: MAX_PHONE })
    expect(contact.departure).toEqual({ required: true, maxLength: MAX_PLACE })
    expect(contact.message).toEqual({ required: true, maxLength: MAX_MESSAGE })
    expect(contact.est.required).toBe(false)
    const quote = constraintsOf(quoteSchema)
    expect(quote.phone).toEqual({ required: false, maxLength: MAX_PHONE })
    expect(quote.specialRequests).toEqual({ required: false, maxLength: MAX_MESSAGE })
    const inline = constraintsOf(clubInlineSchema)
    expect(inline.company.required).toBe(false)
    expect(inline.country.required).toBe(true)
    const modal = constraintsOf(clubModalSchema)
    expect(modal.nationality).toEqual({ required: true, maxLength: MAX_SHORT })
    expect(modal.achievements).toEqual({ required: true, maxLength: MAX_LONG })
    expect(modal.sponsor.required).toBe(false)
  })
})
