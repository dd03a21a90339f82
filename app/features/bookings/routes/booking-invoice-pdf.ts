import { data } from 'react-router'
import { bookingIdByToken } from '../services/booking-read.server'
import { invoicePdf } from '../services/invoice-issue.server'
import type { Route } from './+types/booking-invoice-pdf'

/** The client's invoice from their booking's page (`/booking/<token>/invoices/F-2026-0001.pdf`): their booking's only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const bookingId = await bookingIdByToken(runtime.database.db, params.token)
  const number = /^(F-\d{4}-\d{4,})\.pdf$/.exec(params.file)?.[1]
  const found = bookingId && number ? await invoicePdf(runtime.database.db, number, bookingId) : undefined
  if (!found) throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.number}.pdf"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
