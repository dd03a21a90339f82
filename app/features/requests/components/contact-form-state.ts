import { parse, type Submission } from '@conform-to/react'
import { EMPTY_CONTACT_VALUES, NO_AIRCRAFT, type ContactFormValues } from '~/domain/forms/contact-values'
import type { LeadFieldErrorCode } from '~/domain/forms/field-rules'
import type { FieldErrorCodes, FormReply, FormResult } from '~/domain/forms/form-result'
import type { FormCheck } from '~/ui/use-conform-form'
import { requestConfirmation, type RequestConfirmation } from '~/features/requests/domain/request-confirmation'

/**
 * The request form's state outside its markup (docs/product.md §7): its check (the schema loaded
 * when the visitor starts filling the form), the answers of the JSON call and of the page's post as
 * Conform replies and form values, and the confirmation of a request sent by the JSON call.
 */

/** The page action's answer; after a stored request, its confirmation (docs/decisions/037-request-confirmation.md). */
export type ContactFormResult = FormResult<LeadFieldErrorCode> & { confirmation?: RequestConfirmation }

/** The contact form's check; its constraints are read from the schema by the route's loader. */
export type ContactCheck = FormCheck<Record<string, unknown>, unknown>
export type Validate = ContactCheck['validate']

/**
 * The schema, zod and Conform's zod parse are loaded when the visitor starts filling the form, not
 * with the page (the contact page's scripts must not grow).
 */
export const loadValidate = () =>
  Promise.all([import('~/features/requests/domain/contact'), import('~/domain/forms/submission')]).then(
    ([{ contactSchema }, { submissionOf }]): Validate =>
      (formData) =>
        submissionOf(formData, contactSchema) as Submission<Record<string, unknown>, string[], unknown>,
  )

/**
 * Before the schema has arrived: a field's check finds nothing, and a post goes on to `onSubmit`,
 * which waits for the schema and checks it again.
 */
export const notCheckedYet: Validate = (formData) =>
  parse(formData, { resolve: (_payload, intent) => ({ error: intent ? {} : null }) }) as Submission<
    Record<string, unknown>,
    string[],
    unknown
  >

/** The JSON API's refusal (its own contract: one code per field) as Conform's reply. */
export function replyOfApi(fieldErrors: FieldErrorCodes): FormReply {
  const error = Object.fromEntries(Object.entries(fieldErrors).map(([name, code]) => [name, code ? [code] : []]))
  return { status: 'error', error }
}

/** The values a server answer echoes, as the form's values (text; the box as a boolean). */
export function valuesOfResult(result: ContactFormResult): ContactFormValues {
  if (result.status === 'success') return EMPTY_CONTACT_VALUES
  const text = (name: string) => (typeof result.values[name] === 'string' ? (result.values[name] as string) : '')
  const values = { ...EMPTY_CONTACT_VALUES }
  for (const key of Object.keys(values) as Array<keyof ContactFormValues>)
    if (key !== 'consent') (values as Record<string, unknown>)[key] = text(key)
  values.consent = text('consent') === 'on'
  return values
}

/** The confirmation of a request sent by the JSON call: its stored id, and the values as sent. */
export function confirmationOfSent(id: string, values: ContactFormValues): RequestConfirmation {
  const est = values.est.trim()
  return requestConfirmation(
    id,
    {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      departure: values.departure.trim(),
      destination: values.destination.trim(),
      date: values.date.trim(),
      pax: Number(values.pax.trim()),
      aircraft: values.aircraft.trim() === '' ? NO_AIRCRAFT : values.aircraft.trim(),
      est: /^\d+$/.test(est) ? Number(est) : undefined,
    },
    new Date(),
  )
}

/**
 * The form's one state: what its fields start from (a new `generation` remounts them with those
 * values), what the visitor did not type (the simulator's estimate and trip, a fleet aircraft it
 * proposes), the sending phase, the JSON call's refusal and, once stored, the confirmation.
 */
export interface ContactFormState {
  defaults: ContactFormValues
  generation: number
  estimate: string
  fleetAircraft: string
  trip: string
  phase: 'editing' | 'sending' | 'success' | 'failure'
  /** The JSON API's refusal; otherwise the page action's reply (a post without JavaScript) is shown. */
  apiReply: FormReply | undefined
  /** The request is stored; `byScript`: by the JSON call (the confirmation's heading takes the focus). */
  sent: { confirmation: RequestConfirmation | undefined; byScript: boolean } | null
}

export type ContactFormEvent =
  /** The query changed after the first render (simulator, link): what the fields do not hold follows it. */
  | { type: 'prefilled'; values: ContactFormValues }
  | { type: 'sending' }
  | { type: 'stored'; confirmation: RequestConfirmation | undefined }
  | { type: 'refused'; reply: FormReply }
  | { type: 'failed' }
  | { type: 'another' }

export function initialContactFormState(defaults: ContactFormValues, result?: ContactFormResult): ContactFormState {
  return {
    defaults,
    generation: 0,
    estimate: defaults.est,
    fleetAircraft: defaults.aircraft,
    trip: defaults.trip,
    phase:
      result?.status === 'success'
        ? 'success'
        : result?.status === 'rate_limited' || result?.status === 'unavailable'
          ? 'failure'
          : 'editing',
    apiReply: undefined,
    sent: result?.status === 'success' ? { confirmation: result.confirmation, byScript: false } : null,
  }
}

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'prefilled':
      return {
        ...state,
        estimate: event.values.est,
        trip: event.values.trip,
        fleetAircraft: event.values.aircraft,
      }
    case 'sending':
      return { ...state, phase: 'sending' }
    case 'stored':
      // A success starts a new form, empty.
      return {
        ...state,
        defaults: EMPTY_CONTACT_VALUES,
        generation: state.generation + 1,
        estimate: '',
        trip: '',
        phase: 'editing',
        apiReply: undefined,
        sent: { confirmation: event.confirmation, byScript: true },
      }
    case 'refused':
      return { ...state, phase: 'editing', apiReply: event.reply }
    case 'failed':
      return { ...state, phase: 'failure' }
    case 'another':
      return { ...state, sent: null }
  }
}
