import { z } from '~/domain/forms/zod'
import {
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  fieldErrorsOf,
  requiredEmail,
  requiredText,
  optionalText,
  isTicked,
  type FieldErrors,
  type LeadFieldErrorCode,
} from '~/domain/forms/lead-fields'

/**
 * Club application form A, inline on the become-a-member page (docs/product.md §8 "Club application form A",
 * §5 "Inline club form A"). One schema for the browser (instant message) and the server action
 * (the authority). Error messages are codes; `content/club.ts` turns them into sentences.
 */

/** The interests multi-select (docs/product.md §8), in the product's order. */
export const CLUB_INTERESTS = [
  'private-aviation',
  'art-collections',
  'grand-houses-wines',
  'automotive-gt',
  'palace-hotels',
  'tailor-made-travel',
  'philanthropy',
] as const
export type ClubInterest = (typeof CLUB_INTERESTS)[number]

/** Field order of the form (also the order in which problems are reported). */
export const CLUB_INLINE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'country',
  'interests',
  'message',
  'confidential',
  'gdpr',
] as const
export type ClubInlineField = (typeof CLUB_INLINE_FIELDS)[number]

/** Required fields (docs/product.md §8); both check boxes must be ticked as well. */
export const CLUB_INLINE_REQUIRED: ReadonlySet<ClubInlineField> = new Set<ClubInlineField>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'message',
  'confidential',
  'gdpr',
])

export const MAX_COMPANY = 160
export const MAX_COUNTRY = 120

/** Spec §5: an optional plus, a digit, then at least 6 digits, spaces or hyphens. */
export const CLUB_INLINE_PHONE_PATTERN = /^\+?\d[\d\s-]{6,}$/

const tickedBox = z.preprocess(isTicked, z.literal(true, { error: 'consent' }))

export const clubInlineSchema = z.object({
  firstName: requiredText(MAX_NAME),
  lastName: requiredText(MAX_NAME),
  email: requiredEmail(),
  phone: requiredText(MAX_PHONE).regex(CLUB_INLINE_PHONE_PATTERN, { error: 'phone' }),
  company: optionalText(MAX_COMPANY),
  country: requiredText(MAX_COUNTRY),
  interests: z
    .array(z.enum(CLUB_INTERESTS, { error: 'invalid' }), { error: 'invalid' })
    .max(CLUB_INTERESTS.length, { error: 'invalid' })
    .default([])
    .transform((list) => CLUB_INTERESTS.filter((interest) => list.includes(interest))),
  message: requiredText(MAX_MESSAGE, 'many'),
  confidential: tickedBox,
  gdpr: tickedBox,
})

export type ClubInlineApplication = z.infer<typeof clubInlineSchema>

/**
 * The one message the form shows (docs/product.md §8): anything missing or a box unticked gives the same
 * sentence ('Please complete all required fields and check the consent boxes.'); then the e-mail,
 * then the phone, then the rest.
 */
export type ClubInlineFormError = 'incomplete' | 'email' | 'phone' | 'oneLine' | 'tooLong' | 'invalid'

export type ClubInlineParseResult =
  | { success: true; data: ClubInlineApplication }
  | { success: false; formError: ClubInlineFormError; fieldErrors: FieldErrors<ClubInlineField | '_form'> }

export function clubInlineFormError(fieldErrors: Partial<Record<string, LeadFieldErrorCode>>): ClubInlineFormError {
  const codes = CLUB_INLINE_FIELDS.map((field) => fieldErrors[field]).filter((c): c is LeadFieldErrorCode => Boolean(c))
  if (codes.includes('required') || codes.includes('consent')) return 'incomplete'
  if (codes.includes('email')) return 'email'
  if (codes.includes('phone')) return 'phone'
  if (codes.includes('oneLine')) return 'oneLine'
  if (codes.includes('tooLong')) return 'tooLong'
  return 'invalid'
}

export function parseClubInline(input: unknown): ClubInlineParseResult {
  const result = clubInlineSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors = fieldErrorsOf<ClubInlineField>(result.error)
  return { success: false, fieldErrors, formError: clubInlineFormError(fieldErrors) }
}
