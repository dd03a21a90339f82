import { data } from 'react-router'
import { isUuid } from '~/desk-kit/domain/desk-model'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { bookingById } from '../services/trip-booking.server'
import { garDownload } from '../services/gar.server'
import { sheetFor } from '../services/trip-sheet.server'
import type { Route } from './+types/desk-gar-csv'

/**
 * `/desk/bookings/<id>/gar.csv?leg=<n>`: the UK General Aviation Report of one leg as the UK's CSV
 * template (docs/product.md §18, decision 096). Staff only; each download is audited (it carries
 * passenger data); never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = context
  const staff = await requireStaff(runtime, request)
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
  if (!isUuid(params.id)) throw data(null, { status: 404, headers })
  const booking = await bookingById(runtime.database.db, params.id)
  if (!booking) throw data(null, { status: 404, headers })
  const legParam = new URL(request.url).searchParams.get('leg')
  const leg = legParam && /^\d{1,2}$/.test(legParam) ? Number(legParam) : null
  const sheet = await sheetFor(runtime.database.db, runtime.env.SESSION_SECRET, booking)
  const file = await garDownload(runtime.database.db, staff.email, booking, sheet.booking.registration, leg)
  if (!file) throw data(null, { status: 404, headers })
  return new Response(file.csv, {
    headers: {
      ...headers,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    },
  })
}
