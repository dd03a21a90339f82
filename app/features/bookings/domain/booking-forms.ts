import { isoDayField } from '~/domain/forms/desk-fields'
import { singleLineText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'

/**
 * The bookings' forms (docs/product.md §17), one zod schema each, run by the browser (Conform) and
 * by the server's form handler (the authority): the desk's payment by hand, the desk's credit note,
 * the statement's import, the client's cancellation. Messages are codes; the copy says them.
 */

/**
 * The largest statement the desk may import (a month of a brokerage's account fits many times):
 * here, not beside the parser, so the page can say so before sending a file (no XML parser in its bundle).
 */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024

export const BOOKING_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'oneLine',
  'date',
  'amount',
  'due',
  'confirm',
  'file',
  'too_large',
  'not_xml',
  'doctype',
  'namespace',
  'no_statement',
] as const
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number]

export function bookingErrorCode(message: unknown): BookingErrorCode {
  return (BOOKING_ERROR_CODES as readonly unknown[]).includes(message) ? (message as BookingErrorCode) : 'invalid'
}

/** Euros and cents as staff type them (`36000`, `36 000,50`, `36000.5 €`) → cents; null otherwise. */
export function parseCents(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(compact)
  if (!m) return null
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return cents > 0 && cents <= 100_000_000_00 ? cents : null
}

const uuid = z
  .string({ error: 'required' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'due' })

/** A payment recorded by hand: which amount, how much, received when, and why (kept in the audit log). */
export const manualPaymentSchema = z.object({
  due: uuid,
  amount: z
    .string({ error: 'required' })
    .max(24, { error: 'amount' })
    .transform((v, ctx) => {
      const cents = parseCents(v)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'amount' })
        return z.NEVER
      }
      return cents
    }),
  receivedOn: isoDayField,
  note: singleLineText(200, true),
})

/** A credit note for an invoice (a refund): the invoice and a ticked confirmation. */
export const creditNoteSchema = z.object({
  invoice: uuid,
  confirm: z.literal(true, { error: 'confirm' }),
})

/** The client's cancellation: a ticked confirmation after reading what is kept and refunded. */
export const cancelSchema = z.object({
  confirm: z.literal(true, { error: 'confirm' }),
})
