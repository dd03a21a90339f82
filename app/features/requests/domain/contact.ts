import { z } from '~/domain/forms/zod'
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
  optionalEmail,
  optionalText,
  requiredText,
  trapText,
  type FieldErrors,
  type LeadFieldErrorCode,
} from '~/domain/forms/lead-fields'
import {
  CONTACT_FIELDS,
  CONTACT_TOPICS,
  MAX_TRIP_TEXT,
  normalizeContactAircraft,
  tripProblemOf,
  type ContactField,
} from '~/domain/forms/contact-values'

export * from '~/domain/forms/contact-values'
export { MAX_EMAIL, MAX_MESSAGE, MAX_NAME, MAX_PHONE, MAX_PLACE, PAX_MAX, PAX_MIN } from '~/domain/forms/field-rules'

/**
 * THE flight request of the site (docs/product.md §7; docs/decisions/036-one-request-form.md),
 * on /contact and /quote-form alike, shared by the browser (instant messages) and the server (the
 * authority). Required: the name (first and last), a way to answer (an e-mail OR a phone number:
 * neither → `reachable` on both), the route (from, to), the date and the passengers, and the
 * consent box; the aircraft, the message and the estimate are optional. The JSON body of POST
 * /api/send-contact is exactly this object; the no-JavaScript form post is read by Conform (`parseForm`).
 */

/** The request's fields, each with its own rule (without the rule across fields). */
export const contactFieldsSchema = z.strictObject({
  firstName: requiredText(MAX_NAME),
  lastName: requiredText(MAX_NAME),
  email: optionalEmail(),
  phone: optionalText(MAX_PHONE).refine((value) => value === '' || isPhone(value), { error: 'phone' }),
  departure: requiredText(MAX_PLACE),
  destination: requiredText(MAX_PLACE),
  date: requiredText(10).refine(isIsoDate, { error: 'date' }),
  pax: requiredPassengers(),
  message: optionalText(MAX_MESSAGE, 'many'),
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
  /** A trip of several legs ("request this trip", docs/product.md §10): 2–6 legs, or nothing. */
  trip: z
    .string({ error: 'invalid' })
    .check(maxChars(MAX_TRIP_TEXT, 'invalid'))
    .optional()
    .superRefine((value, ctx) => {
      const problem = value ? tripProblemOf(value) : null
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  lang: languageField(),
  topic: z.enum(CONTACT_TOPICS, { error: 'invalid' }).optional(),
})

/** An object body (the check across fields also runs on a body whose other fields failed). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Neither given nor given blank (the check also runs when other fields have problems). */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * The request: its fields, and a way to answer (an e-mail or a phone number), said together with
 * the other fields' problems (an empty form names all of them at once).
 */
export const contactSchema = contactFieldsSchema.check(
  z.superRefine(
    (value, ctx) => {
      if (isRecord(value) && isBlank(value.email) && isBlank(value.phone)) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'reachable' })
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'reachable' })
      }
    },
    { when: (payload) => isRecord(payload.value) },
  ),
)

export type ContactRequest = z.infer<typeof contactSchema>
export type ContactInput = z.input<typeof contactSchema>

export type ContactParseResult =
  | { success: true; data: ContactRequest }
  | {
      success: false
      formError: LeadFieldErrorCode
      fieldErrors: FieldErrors<ContactField | 'est' | 'company' | 'lang' | 'topic' | 'trip' | '_form'>
    }

export function parseContact(input: unknown): ContactParseResult {
  const result = contactSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors = fieldErrorsOf<ContactField | 'est' | 'company' | 'lang' | 'topic' | 'trip'>(result.error)
  return { success: false, fieldErrors, formError: formErrorOf(fieldErrors, [...CONTACT_FIELDS, 'trip']) }
}

/** A filled trap (`company` in the JSON body): the request is dropped without a word (docs/product.md §7). */
export function isContactTrap(request: { company?: string | undefined }): boolean {
  return (request.company ?? '').trim() !== ''
}
