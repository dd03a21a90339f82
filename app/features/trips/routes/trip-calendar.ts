import { data } from 'react-router'
import { openSheet, tripLink } from '../services/trip-sheet.server'
import { tripCalendar } from '../services/trip-calendar.server'
import type { Route } from './+types/trip-calendar'

/**
 * `/trip/<token>/calendar.ics`: the trip as calendar events, one per leg at its UTC instants
 * (docs/product.md §18, decision 098), in the page's language. Private like the sheet.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
  const opened = await openSheet(runtime.database.db, params.token, runtime.env.TRIP_PASSENGER_RETENTION_DAYS)
  if (opened.status === 'missing') throw data(null, { status: 404, headers })
  if (opened.status === 'gone') throw data(null, { status: 410, headers })
  const { booking, details } = opened.sheet
  const ics = tripCalendar(booking, details, context.lang, tripLink(runtime.env.SITE_URL, params.token))
  return new Response(ics, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${booking.reference}.ics"`,
    },
  })
}
