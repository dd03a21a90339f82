import { data } from 'react-router'
import { openSheet } from '../services/trip-sheet.server'
import { renderTripPdf } from '../services/trip-pdf.server'
import type { Route } from './+types/trip-pdf'

/**
 * `/trip/<token>/pdf`: the trip sheet as a PDF for the crew and the FBO (docs/product.md §18), in
 * the page's language, without the passengers' names. Private like the sheet.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
  const opened = await openSheet(runtime.database.db, params.token, runtime.env.TRIP_PASSENGER_RETENTION_DAYS)
  if (opened.status === 'missing') throw data(null, { status: 404, headers })
  if (opened.status === 'gone') throw data(null, { status: 410, headers })
  const pdf = await renderTripPdf(opened.sheet, context.lang, { phone: runtime.site.phone })
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${opened.sheet.booking.reference}-trip.pdf"`,
      'Content-Length': String(pdf.length),
    },
  })
}
