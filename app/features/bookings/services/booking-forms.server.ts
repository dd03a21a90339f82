import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { parseFeatureForm, ownFields } from '~/domain/forms/submission'
import type { z } from '~/domain/forms/zod'
import type { Staff } from '~/desk-kit/services/staff-auth.server'
import { staffFormLimits } from '~/desk-kit/services/staff-auth.server'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import {
  bookingErrorCode,
  cancelSchema,
  creditNoteSchema,
  manualPaymentSchema,
  type BookingErrorCode,
} from '../domain/booking-forms'
import { cancelBooking, type CancelOutcome } from './booking-cancel.server'
import { creditBookingInvoice } from './invoice-issue.server'
import { importStatement, recordManualPayment, type ImportSummary } from './payments.server'

/**
 * The bookings' forms through THE form handler (decision 016): the desk's with the member's own
 * rate limit and no trap (staffFormLimits); the client's cancellation with a limit per address and
 * the common honeypot. The statement's upload is read by `readStatementBody` (multipart or raw XML).
 */

type Parsed<D> = ReturnType<FormSpec<URLSearchParams, D, BookingErrorCode>['parse']>

export function parseBookingForm<S extends z.ZodObject>(form: URLSearchParams, schema: S): Parsed<z.output<S>> {
  return parseFeatureForm(form, schema, { codeOf: bookingErrorCode, fields: ownFields })
}

export function manualPaymentFormSpec(
  runtime: Runtime,
  staff: Staff,
  bookingId: string,
  outcome: { invoice?: string | null },
): FormSpec<URLSearchParams, z.output<typeof manualPaymentSchema>, BookingErrorCode> {
  return {
    name: 'desk-booking-payment',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => parseBookingForm(form, manualPaymentSchema),
    store: async ({ due, amount, receivedOn, note }) => {
      const done = await recordManualPayment({ site: runtime.site }, runtime.database.db, staff.email, {
        bookingId,
        dueId: due,
        amountCents: amount,
        receivedOn,
        note,
      })
      if (done.status === 'missing') return { refused: 'due', httpStatus: 404 }
      outcome.invoice = done.invoice
      runtime.outbox.notify()
    },
  }
}

export function creditNoteFormSpec(
  runtime: Runtime,
  staff: Staff,
  bookingId: string,
): FormSpec<URLSearchParams, z.output<typeof creditNoteSchema>, BookingErrorCode> {
  return {
    name: 'desk-booking-credit',
    unreadable: 'invalid',
    ...staffFormLimits(staff),
    parse: (form) => parseBookingForm(form, creditNoteSchema),
    store: async ({ invoice }) => {
      const note = await creditBookingInvoice(
        { site: runtime.site },
        runtime.database.db,
        bookingId,
        invoice,
        staff.email,
      )
      if (!note) return { refused: 'invalid', httpStatus: 404 }
      runtime.outbox.notify()
    },
  }
}

/** The statement: `{ xml }` read by the route; a file the parser refuses stores nothing and says why. */
export function statementFormSpec(
  runtime: Runtime,
  staff: Staff,
  outcome: { summary?: ImportSummary; detail?: string },
): FormSpec<{ xml: string }, { xml: string }, BookingErrorCode> {
  return {
    name: 'desk-booking-statement',
    unreadable: 'file',
    ...staffFormLimits(staff),
    parse: (input) =>
      input.xml.trim().length > 0
        ? { success: true, data: input }
        : { success: false, formError: 'file', fieldErrors: { statement: 'file' } },
    store: async ({ xml }) => {
      const done = await importStatement({ site: runtime.site }, runtime.database.db, staff.email, xml)
      if (!done.ok) {
        outcome.detail = done.detail
        return { refused: done.error, httpStatus: 400, details: done.detail ? { namespace: done.detail } : undefined }
      }
      outcome.summary = done.summary
      if (done.summary.matched.length > 0) runtime.outbox.notify()
    },
  }
}

/** The client's cancellation from the booking page (its link is the authority). */
export function cancelFormSpec(
  runtime: Runtime,
  token: string,
  outcome: { value?: CancelOutcome },
): FormSpec<URLSearchParams, z.output<typeof cancelSchema>, BookingErrorCode> {
  return {
    name: 'booking-cancel',
    unreadable: 'invalid',
    rateLimitKey: (ip) => `booking-cancel:${ip}`,
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    parse: (form) => parseBookingForm(form, cancelSchema),
    store: async () => {
      outcome.value = await cancelBooking(runtime, token)
      if (outcome.value.status === 'missing') return { refused: 'invalid', httpStatus: 404 }
      runtime.outbox.notify()
    },
  }
}
