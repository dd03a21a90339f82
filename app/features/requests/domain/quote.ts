import { z } from '~/domain/forms/zod'
import {
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE,
  MAX_PLACE,
  PAX_MAX,
  PAX_MIN,
  fieldErrorsOf,
  formErrorOf,
  isIsoDate,
  isPhone,
  languageField,
  optionalText,
  optionalPassengers,
  requiredEmail,
  requiredText,
  type FieldErrors,
  type LeadFieldErrorCode,
} from '~/domain/forms/lead-fields'

/**
 * The personalised quote request (docs/product.md §2 "Quote request page", §7): first name,
 * last name and e-mail are required and enforced; the return date and the budget are optional;
 * every other field is optional but checked when given.
 */

/** Aircraft types of the quote page (docs/product.md §7), with their seating (docs/product.md §4). */
export const QUOTE_AIRCRAFT_TYPES = ['light', 'midsize', 'heavy', 'helicopter', 'none'] as const
export type QuoteAircraftType = (typeof QUOTE_AIRCRAFT_TYPES)[number]

/** Budget ranges of the quote page (docs/product.md §7), in euros. */
export const QUOTE_BUDGETS = ['10k-25k', '25k-50k', '50k-100k', '100k+', 'flexible'] as const
export type QuoteBudget = (typeof QUOTE_BUDGETS)[number]

/** Bounds of each budget range in euros (`flexible` has none). */
export const QUOTE_BUDGET_RANGES: Readonly<Record<QuoteBudget, readonly [number, number | null] | null>> = {
  '10k-25k': [10_000, 25_000],
  '25k-50k': [25_000, 50_000],
  '50k-100k': [50_000, 100_000],
  '100k+': [100_000, null],
  flexible: null,
}

export const QUOTE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'departure',
  'destination',
  'departureDate',
  'returnDate',
  'passengers',
  'aircraftType',
  'budget',
  'specialRequests',
] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]

function optionalDate() {
  return optionalText(10).refine((value) => value === '' || isIsoDate(value), { error: 'date' })
}

function optionalChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: 'invalid' }).optional(),
  )
}

export const quoteSchema = z
  .strictObject({
    firstName: requiredText(MAX_NAME),
    lastName: requiredText(MAX_NAME),
    email: requiredEmail(),
    phone: optionalText(MAX_PHONE).refine((value) => value === '' || isPhone(value), { error: 'phone' }),
    departure: optionalText(MAX_PLACE),
    destination: optionalText(MAX_PLACE),
    departureDate: optionalDate(),
    returnDate: optionalDate(),
    passengers: optionalPassengers(),
    aircraftType: optionalChoice(QUOTE_AIRCRAFT_TYPES),
    budget: optionalChoice(QUOTE_BUDGETS),
    specialRequests: optionalText(MAX_MESSAGE, 'many'),
    lang: languageField(),
  })
  .superRefine((value, ctx) => {
    if (value.departureDate && value.returnDate && value.returnDate < value.departureDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'dateOrder' })
    }
  })

export type QuoteRequest = z.infer<typeof quoteSchema>

export type QuoteParseResult =
  | { success: true; data: QuoteRequest }
  | { success: false; formError: LeadFieldErrorCode; fieldErrors: FieldErrors<QuoteField | 'lang' | '_form'> }

export function parseQuote(input: unknown): QuoteParseResult {
  const result = quoteSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors = fieldErrorsOf<QuoteField | 'lang'>(result.error)
  return { success: false, fieldErrors, formError: formErrorOf(fieldErrors, QUOTE_FIELDS) }
}

/** Editable values of the quote form, as text. */
export type QuoteFormValues = Record<QuoteField, string>

export const EMPTY_QUOTE_VALUES: QuoteFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  departure: '',
  destination: '',
  departureDate: '',
  returnDate: '',
  passengers: '1',
  aircraftType: '',
  budget: '',
  specialRequests: '',
}

/** The passenger choices of the page (1 to 19). */
export const QUOTE_PASSENGER_CHOICES: readonly number[] = Array.from(
  { length: PAX_MAX - PAX_MIN + 1 },
  (_, i) => PAX_MIN + i,
)
