import { isIsoDate } from '~/domain/dates'
import { hasForbiddenChars, singleLineText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'
import { isCountryCode } from './countries'
import { DOCUMENT_TYPES, documentProblem, GENDERS, type DocumentProblem, type PassengerRecord } from './passenger-rules'
import { LEG_DETAIL_FIELDS, MAX_TRIP_LEGS, type TripDetails } from './trip-model'

/**
 * The trips feature's forms, one zod schema each, run by the browser (Conform) and by the server's
 * form handler (the authority): a passenger (add or edit), its removal, and the desk's trip
 * details. Messages are codes; content/trip-copy.ts says them. The document's expiry against the
 * trip (which the schema cannot know) is checked by `passengerProblems`, at the field.
 */

export const TRIP_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'oneLine',
  'date',
  'birthDate',
  'country',
  'documentType',
  'documentNumber',
  'gender',
  'expired',
  'expiresBeforeTrip',
  'sixMonths',
  'locked',
  'full',
  'phone',
  'registration',
  'confirm',
] as const
export type TripErrorCode = (typeof TRIP_ERROR_CODES)[number]

export function tripErrorCode(message: unknown): TripErrorCode {
  return (TRIP_ERROR_CODES as readonly unknown[]).includes(message) ? (message as TripErrorCode) : 'invalid'
}

const day = (error: 'date' | 'birthDate') =>
  z
    .string({ error: 'required' })
    .trim()
    .max(10, { error })
    .refine((v) => isIsoDate(v), { error })

const country = z
  .string({ error: 'required' })
  .trim()
  .max(2, { error: 'country' })
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, { error: 'country' })

/** Letters and digits (spaces and dashes dropped), 5 to 20: every passport and ID card number fits. */
const documentNumber = z
  .string({ error: 'required' })
  .max(40, { error: 'documentNumber' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => v.length > 0, { error: 'required', abort: true })
  .refine((v) => /^[A-Z0-9]{5,20}$/.test(v), { error: 'documentNumber' })

const optionalNote = (max: number) =>
  z
    .string()
    .max(max * 2, { error: 'tooLong' })
    .trim()
    .refine((v) => v.length <= max, { error: 'tooLong' })
    .refine((v) => !hasForbiddenChars(v), { error: 'invalid' })
    .optional()
    .transform((v) => v ?? '')

export const passengerSchema = z.object({
  /** Empty for a new passenger; the row's id to edit one. */
  passengerId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'invalid' })
    .optional()
    .transform((v) => v ?? ''),
  surname: singleLineText(80, true),
  givenNames: singleLineText(80, true),
  birthDate: day('birthDate'),
  nationality: country,
  gender: z
    .enum(GENDERS, { error: 'gender' })
    .optional()
    .transform((v) => v ?? ''),
  birthPlace: singleLineText(80, false),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'documentType' }),
  documentNumber,
  documentExpiry: day('date'),
  issuingCountry: country,
  pets: optionalNote(200),
  specialNeeds: optionalNote(500),
})
export type PassengerInput = z.output<typeof passengerSchema>

export function recordOf(input: PassengerInput): PassengerRecord {
  const { passengerId: _id, ...record } = input
  return record
}

/** What the schema cannot check: a birth date in the past (and not absurd), the document against the trip. */
export function passengerProblems(
  input: PassengerRecord,
  trip: { today: string; lastDay: string; destinations: readonly string[] },
  sixMonthCountries: readonly string[],
): { fields: Partial<Record<keyof PassengerRecord, TripErrorCode>>; document: DocumentProblem | null } {
  const fields: Partial<Record<keyof PassengerRecord, TripErrorCode>> = {}
  const earliest = `${String(Number(trip.today.slice(0, 4)) - 120).padStart(4, '0')}${trip.today.slice(4)}`
  if (input.birthDate > trip.today || input.birthDate < earliest) fields.birthDate = 'birthDate'
  const document = documentProblem(input.documentExpiry, trip, sixMonthCountries)
  if (document) fields.documentExpiry = document.code
  return { fields, document }
}

export const passengerRemoveSchema = z.object({
  passengerId: z
    .string({ error: 'invalid' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'invalid' }),
})

const detailText = singleLineText(200, false)

/** The desk's trip details: the trip's fields and each leg's (`legs[0].departureFbo`…). */
export const tripDetailsSchema = z.object({
  registration: singleLineText(12, false).refine((v) => v === '' || /^[A-Za-z0-9-]{2,12}$/.test(v), {
    error: 'registration',
  }),
  operatorPhone: singleLineText(40, false).refine((v) => v === '' || /^\+?[\d\s().-]{6,40}$/.test(v), {
    error: 'phone',
  }),
  legs: z
    .array(
      z.object(
        Object.fromEntries(LEG_DETAIL_FIELDS.map((f) => [f, detailText])) as Record<
          (typeof LEG_DETAIL_FIELDS)[number],
          typeof detailText
        >,
      ),
      { error: 'invalid' },
    )
    .max(MAX_TRIP_LEGS, { error: 'invalid' })
    .optional()
    .transform((v) => v ?? []),
})

export function detailsOf(input: z.output<typeof tripDetailsSchema>): TripDetails {
  return {
    registration: input.registration.toUpperCase(),
    operatorPhone: input.operatorPhone,
    legs: input.legs.map((l) => ({ ...l })),
  }
}

const CONFORM_FIELDS = new Set(['__intent__', '__state__'])

/** The post's fields that belong to a schema, by their root name (`legs[0].handler` is `legs`), and Conform's own. */
export function ownTripFields(form: FormData | URLSearchParams, schema: z.ZodObject): URLSearchParams {
  const names = new Set(Object.keys(schema.shape))
  const own = new URLSearchParams()
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    const root = name.split(/[[.]/)[0] ?? name
    if (names.has(root) || CONFORM_FIELDS.has(name)) own.append(name, value)
  }
  return own
}
