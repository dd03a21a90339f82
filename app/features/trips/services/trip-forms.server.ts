import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { parseFeatureForm } from '~/domain/forms/submission'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import type { Staff } from '~/desk-kit/services/staff-auth.server'
import { staffFormLimits } from '~/desk-kit/services/staff-auth.server'
import {
  detailsOf,
  ownTripFields,
  passengerProblems,
  passengerRemoveSchema,
  passengerSchema,
  recordOf,
  tripDetailsSchema,
  tripErrorCode,
  type PassengerInput,
  type TripErrorCode,
} from '../domain/passenger-form'
import type { TripChange, TripDetails } from '../domain/trip-model'
import { removePassenger, savePassenger, tripOf } from './passengers.server'
import type { TripBooking } from './trip-booking.server'
import { saveTripDetails } from './trip-sheet.server'

/**
 * The trips feature's forms through THE form handler (decision 016, `submitForm`): one `FormSpec`
 * each. The holder's passenger forms: a limit per client address and the common honeypot; the
 * desk's: the member's own limit (staffFormLimits). The document's expiry is checked against the
 * trip in `parse`, so its reason comes back at the field like any other.
 */

export type Actor = { kind: 'client' } | { kind: 'staff'; email: string }

function limits(actor: Actor, staff: Staff | null, name: string) {
  return actor.kind === 'staff' && staff
    ? staffFormLimits(staff)
    : {
        rateLimitKey: (ip: string) => `${name}:${ip}`,
        honeypot: (form: URLSearchParams) => form.get(HONEYPOT_FIELD),
      }
}

export const PASSENGER_FIELDS = Object.keys(passengerSchema.shape)

export function passengerFormSpec(
  runtime: Pick<Runtime, 'database' | 'env'>,
  booking: TripBooking,
  actor: Actor,
  staff: Staff | null,
  now = Date.now(),
): FormSpec<URLSearchParams, PassengerInput, TripErrorCode> {
  return {
    name: actor.kind === 'staff' ? 'desk-passenger' : 'trip-passenger',
    unreadable: 'invalid',
    ...limits(actor, staff, 'trip-passenger'),
    parse: (form) =>
      parseFeatureForm(form, passengerSchema, {
        codeOf: tripErrorCode,
        extra: (values) =>
          passengerProblems(recordOf(values), tripOf(booking, now), runtime.env.TRIP_SIX_MONTH_COUNTRIES)
            .fields as Record<string, TripErrorCode>,
      }),
    store: async (input) => {
      const outcome = await savePassenger(
        runtime.database.db,
        booking,
        actor,
        { ...recordOf(input), ...(input.passengerId ? { id: input.passengerId } : {}) },
        runtime.env.TRIP_SIX_MONTH_COUNTRIES,
        now,
      )
      if (outcome.status === 'saved') return { id: outcome.id }
      return { refused: outcome.code, httpStatus: outcome.code === 'invalid' ? 404 : 409 }
    },
  }
}

export function passengerRemoveFormSpec(
  runtime: Pick<Runtime, 'database'>,
  booking: TripBooking,
  actor: Actor,
  staff: Staff | null,
  now = Date.now(),
): FormSpec<URLSearchParams, { passengerId: string }, TripErrorCode> {
  return {
    name: actor.kind === 'staff' ? 'desk-passenger-remove' : 'trip-passenger-remove',
    unreadable: 'invalid',
    ...limits(actor, staff, 'trip-passenger'),
    parse: (form) => parseFeatureForm(form, passengerRemoveSchema, { codeOf: tripErrorCode }),
    store: async ({ passengerId }) => {
      const outcome = await removePassenger(runtime.database.db, booking, actor, passengerId, now)
      if (outcome === 'removed') return { id: passengerId }
      return outcome === 'locked' ? { refused: 'locked', httpStatus: 409 } : { refused: 'invalid', httpStatus: 404 }
    },
  }
}

export function tripDetailsFormSpec(
  runtime: Pick<Runtime, 'database' | 'env' | 'outbox'>,
  staff: Staff,
  booking: TripBooking,
  outcome: { changes?: TripChange[] },
): FormSpec<URLSearchParams, TripDetails, TripErrorCode> {
  return {
    name: 'desk-trip-details',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => {
      const parsed = parseFeatureForm(form, tripDetailsSchema, { codeOf: tripErrorCode, fields: ownTripFields })
      return parsed.success ? { ...parsed, data: detailsOf(parsed.data) } : parsed
    },
    store: async (details) => {
      outcome.changes = await saveTripDetails(runtime.database.db, runtime.env, staff.email, booking, details)
      if (outcome.changes.length > 0) runtime.outbox.notify()
    },
  }
}
