import type { Runtime } from '~/services/runtime-types'
import type { ScheduleDue } from '../domain/payment-state'
import { parisDay } from '../domain/booking-schedule'
import { bookingByToken, type BookingView } from './booking-read.server'
import { epcQrSvg } from './booking-qr.server'

/** What the client's booking page shows (docs/product.md §17): the booking and each amount with its QR code. */
export async function bookingPageData(
  runtime: Pick<Runtime, 'database' | 'site'>,
  token: string,
  now = new Date(),
): Promise<{ booking: BookingView; dues: ScheduleDue[]; today: string } | undefined> {
  const booking = await bookingByToken(runtime.database.db, token)
  if (!booking) return undefined
  const bank = runtime.site.bank
  const dues = await Promise.all(
    booking.dues.map(async (due): Promise<ScheduleDue> => {
      const leftCents = booking.cancelledAt ? 0 : Math.max(0, due.amountCents - due.receivedCents)
      const qrSvg =
        leftCents > 0
          ? await epcQrSvg({
              bic: bank.bic,
              name: bank.holder,
              iban: bank.iban,
              amountCents: leftCents,
              reference: due.paymentReference,
            })
          : null
      return { ...due, leftCents, qrSvg }
    }),
  )
  return { booking, dues, today: parisDay(now) }
}
