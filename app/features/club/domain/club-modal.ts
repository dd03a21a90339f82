import { z } from '~/domain/forms/zod'
import {
  MAX_NAME,
  MAX_PHONE,
  fieldErrorsOf,
  isPhone,
  optionalText,
  requiredEmail,
  requiredText,
  type FieldErrors,
  type LeadFieldErrorCode,
  isTicked,
} from '~/domain/forms/lead-fields'

/**
 * Club application form B, the full file in the modal of the club page (docs/product.md §8 "Club application
 * form B", §5 "Modal club form B"). One schema for the browser and the server action.
 */

/** Sector values (docs/product.md §8), in the product's order. */
export const CLUB_SECTORS = [
  'finance',
  'art',
  'luxe',
  'diplomatie',
  'aviation',
  'technologie',
  'immobilier',
  'gastronomie',
  'autre',
] as const
export type ClubSector = (typeof CLUB_SECTORS)[number]

/** Travel frequency values (docs/product.md §8). */
export const TRAVEL_FREQUENCIES = ['occasionnelle', 'reguliere', 'hebdomadaire', 'quotidienne'] as const
export type TravelFrequency = (typeof TRAVEL_FREQUENCIES)[number]

/** Field order of the form (also the order of the staff e-mail). */
export const CLUB_MODAL_FIELDS = [
  'fullName',
  'nationality',
  'residence',
  'email',
  'phone',
  'currentTitle',
  'organization',
  'sector',
  'networks',
  'achievements',
  'motivation',
  'contribution',
  'expectations',
  'sponsor',
  'references',
  'travelFrequency',
  'destinations',
  'interests',
  'confidentiality',
] as const
export type ClubModalField = (typeof CLUB_MODAL_FIELDS)[number]

/** Marked with an asterisk (docs/product.md §8). Confidentiality is handled apart (button and toast). */
export const CLUB_MODAL_REQUIRED: ReadonlySet<ClubModalField> = new Set<ClubModalField>([
  'fullName',
  'nationality',
  'residence',
  'email',
  'phone',
  'currentTitle',
  'organization',
  'achievements',
  'motivation',
  'contribution',
  'expectations',
])

export const MAX_SHORT = 160
export const MAX_LONG = 3000
export const MAX_LIST = 1000

/**
 * An optional choice: one of the values, or nothing (''). One enum (not a union with '', which
 * Conform's constraint reads as required: it keeps only what both branches agree on).
 */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum([...values, ''] as [...T, ''], { error: 'invalid' })
    .optional()
    .transform((value): T[number] | '' => (value ?? '') as T[number] | '')
}

export const clubModalSchema = z.object({
  fullName: requiredText(MAX_NAME * 2),
  nationality: requiredText(MAX_SHORT),
  residence: requiredText(MAX_SHORT),
  email: requiredEmail(),
  phone: requiredText(MAX_PHONE).refine(isPhone, { error: 'phone' }),
  currentTitle: requiredText(MAX_SHORT),
  organization: requiredText(MAX_SHORT),
  sector: optionalChoice(CLUB_SECTORS),
  networks: optionalText(MAX_LIST),
  achievements: requiredText(MAX_LONG, 'many'),
  motivation: requiredText(MAX_LONG, 'many'),
  contribution: requiredText(MAX_LONG, 'many'),
  expectations: requiredText(MAX_LONG, 'many'),
  sponsor: optionalText(MAX_SHORT),
  references: optionalText(MAX_LIST),
  travelFrequency: optionalChoice(TRAVEL_FREQUENCIES),
  destinations: optionalText(MAX_LIST),
  interests: optionalText(MAX_LIST),
  confidentiality: z.preprocess(isTicked, z.literal(true, { error: 'consent' })),
})

export type ClubModalApplication = z.infer<typeof clubModalSchema>

/**
 * The one problem to report: the confidentiality clause first (the product's toast 'Please accept the
 * confidentiality clause'), then missing fields, the e-mail, the phone, the rest.
 */
export type ClubModalFormError =
  'confidentiality' | 'incomplete' | 'email' | 'phone' | 'oneLine' | 'tooLong' | 'invalid'

export type ClubModalParseResult =
  | { success: true; data: ClubModalApplication }
  | { success: false; formError: ClubModalFormError; fieldErrors: FieldErrors<ClubModalField | '_form'> }

export function clubModalFormError(fieldErrors: Partial<Record<string, LeadFieldErrorCode>>): ClubModalFormError {
  const codes = CLUB_MODAL_FIELDS.map((field) => fieldErrors[field]).filter((c): c is LeadFieldErrorCode => Boolean(c))
  if (codes.includes('consent')) return 'confidentiality'
  if (codes.includes('required')) return 'incomplete'
  if (codes.includes('email')) return 'email'
  if (codes.includes('phone')) return 'phone'
  if (codes.includes('oneLine')) return 'oneLine'
  if (codes.includes('tooLong')) return 'tooLong'
  return 'invalid'
}

export function parseClubModal(input: unknown): ClubModalParseResult {
  const result = clubModalSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors = fieldErrorsOf<ClubModalField>(result.error)
  return { success: false, fieldErrors, formError: clubModalFormError(fieldErrors) }
}
