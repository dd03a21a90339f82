import { getZodConstraint } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { clubInlineSchema } from '~/features/club/domain/club-inline'
import { clubModalSchema, MAX_LONG, MAX_SHORT } from '~/features/club/domain/club-modal'
import { contactSchema } from '~/features/requests/domain/contact'
import {
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  MAX_PLACE,
  PAX_MAX,
  PAX_MIN,
} from '../../app/domain/forms/lead-fields'
import { newsletterSchema } from '~/features/newsletter/domain/newsletter'
import { quoteSchema } from '~/features/requests/domain/quote'

/**
 * The HTML constraints come from the schemas through Conform's getZodConstraint, unadapted: the
 * bounds are recorded by the schemas' own checks (`maxChars`, `numberWithin` in lead-fields.ts),
 * and optional choices are one enum, not a union (decision 016).
 */
describe('constraints read from the schemas by Conform', () => {
  it('gives each text its maximum and says which fields are required', () => {
    const contact = getZodConstraint(contactSchema)
    expect(contact.firstName).toEqual({ required: true, maxLength: MAX_NAME })
    // An e-mail OR a phone number (docs/product.md §7): neither box alone is required.
    expect(contact.email).toEqual({ required: false, maxLength: MAX_EMAIL })
    expect(contact.phone).toEqual({ required: false, maxLength: MAX_PHONE })
    expect(contact.departure).toEqual({ required: true, maxLength: MAX_PLACE })
    expect(contact.date?.required).toBe(true)
    expect(contact.message).toEqual({ required: false, maxLength: MAX_MESSAGE })
    expect(contact.pax).toEqual({ required: true, min: PAX_MIN, max: PAX_MAX })
    expect(contact.aircraft?.required).toBe(false)
    expect(contact.consent?.required).toBe(true)
    expect(contact.est?.required).toBe(false)
    const quote = getZodConstraint(quoteSchema)
    expect(quote.email).toEqual({ required: true, maxLength: MAX_EMAIL })
    expect(quote.phone).toEqual({ required: false, maxLength: MAX_PHONE })
    expect(quote.specialRequests).toEqual({ required: false, maxLength: MAX_MESSAGE })
    expect(quote.passengers).toEqual({ required: false, min: PAX_MIN, max: PAX_MAX })
    expect(quote.budget?.required).toBe(false)
    const inline = getZodConstraint(clubInlineSchema)
    expect(inline.company).toEqual({ required: false, maxLength: 160 })
    expect(inline.country?.required).toBe(true)
    expect(inline.gdpr?.required).toBe(true)
    expect(inline.interests).toEqual({ required: false, multiple: true })
    const modal = getZodConstraint(clubModalSchema)
    expect(modal.nationality).toEqual({ required: true, maxLength: MAX_SHORT })
    expect(modal.achievements).toEqual({ required: true, maxLength: MAX_LONG })
    expect(modal.sponsor?.required).toBe(false)
    expect(modal.sector?.required).toBe(false)
    expect(modal.travelFrequency?.required).toBe(false)
    expect(getZodConstraint(newsletterSchema).email).toEqual({ required: true, maxLength: MAX_EMAIL })
  })
})
