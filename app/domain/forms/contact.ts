import { z } from './zod'
import {
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  MAX_PLACE,
  estimateEur,
  fieldErrorsOf,
  formErrorOf,
  isIsoDate,
  isPhone,
  languageField,
  maxChars,
  requiredPassengers,
  requiredEmail,
  requiredText,
  trapText,
  type FieldErrors,
  type LeadFieldErrorCode,
} from './lead-fields'
import { CONTACT_FIELDS, CONTACT_TOPICS, normalizeContactAircraft, type ContactField } from './contact-values'

export * from './contact-values'
export { MAX_EMAIL, MAX_MESSAGE, MAX_NAME, MAX_PHONE, MAX_PLACE, PAX_MAX, PAX_MIN } from './field-rules'

/**
 * The contact request (docs/product.md §7 "Contact request", "Contact form"), shared by the browser
 * (instant messages) and the server (the authority). The JSON body of POST /api/send-contact is
 * exactly this object; the no-JavaScript form post is read by Conform (`parseForm`).
 */

export const contactSchema = z.strictObject({
  firstName: requiredText(MAX_NAME),
  lastName: requiredText(MAX_NAME),
  email: requiredEmail(),
  phone: requiredText(MAX_PHONE).refine(isPhone, { error: 'phone' }),
  departure: requiredText(MAX_PLACE),
  destination: requiredText(MAX_PLACE),
  date: requiredText(10).refine(isIsoDate, { error: 'date' }),
  pax: requiredPassengers(),
  message: requiredText(MAX_MESSAGE, 'many'),
  aircraft: z
    .string({ error: 'aircraft' })
    .check(maxChars(80, 'aircraft'))
    .nullish()
    .transform((value, ctx) => {
      const normalized = normalizeContactAircraft(value)
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: 'aircraft' })
        return z.NEVER
      }
      return normalized
    }),
  /** JSON `true` (the product's call); a form post's 'on' is turned into it by Conform's coercion. */
  consent: z.literal(true, { error: 'consent' }),
  /** The product's trap (§3): sent empty by the contact form's JSON call; a filled one is dropped. */
  company: trapText(),
  /** Indicative estimate from the simulator (whole euros, excluding tax). */
  est: estimateEur(),
  lang: languageField(),
  topic: z.enum(CONTACT_TOPICS, { error: 'invalid' }).optional(),
})

export type ContactRequest = z.infer<typeof contactSchema>
export type ContactInput = z.input<typeof contactSchema>

export type ContactParseResult =
  | { success: true; data: ContactRequest }
  | {
      success: false
      formError: LeadFieldErrorCode
      fieldErrors: FieldErrors<ContactField | 'est' | 'company' | 'lang' | 'topic' | '_form'>
    }

export function parseContact(input: unknown): ContactParseResult {
  const result = contactSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors = fieldErrorsOf<ContactField | 'est' | 'company' | 'lang' | 'topic'>(result.error)
  return { success: false, fieldErrors, formError: formErrorOf(fieldErrors, CONTACT_FIELDS) }
}

/** A filled trap (`company` in the JSON body): the request is dropped without a word (docs/product.md §7). */
export function isContactTrap(request: { company?: string | undefined }): boolean {
  return (request.company ?? '').trim() !== ''
}
