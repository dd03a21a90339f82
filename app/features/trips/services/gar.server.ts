import { sql } from 'drizzle-orm'
import type { Db } from '~/services/db/client.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { garRows, garWindow, needsGar, type GarWindow } from '../domain/gar'
import { legsOf, type TripBooking } from './trip-booking.server'
import { garCsv } from './gar-csv.server'
import { listPassengers } from './passengers.server'

/**
 * The UK General Aviation Report from the desk (docs/product.md §18, decision 096): the CSV of one
 * leg to or from the UK, for staff only, each download audited (it reads passenger data); and the
 * reports whose filing window is open or about to close, for the desk's queue.
 */

type Executor = Pick<Db, 'execute'>

/** The CSV of leg `legNumber` (the first UK leg when absent); undefined when that leg needs none. */
export async function garDownload(
  db: Executor,
  staff: string,
  booking: TripBooking,
  registration: string,
  legNumber: number | null,
): Promise<{ csv: string; filename: string } | undefined> {
  const leg = legNumber ? booking.legs.find((l) => l.number === legNumber) : booking.legs.find(needsGar)
  if (!leg || !needsGar(leg)) return undefined
  const passengers = await listPassengers(db, booking.id)
  await recordAudit(db, {
    actor: staff,
    action: 'gar_download',
    leadId: booking.leadId,
    details: { bookingId: booking.id, reference: booking.reference, leg: leg.number, passengers: passengers.length },
  })
  const csv = garCsv(
    garRows(leg, { registration, aircraftType: booking.aircraft, operator: booking.operator }, passengers),
  )
  return { csv, filename: `GAR-${booking.reference}-${leg.number}.csv` }
}

export interface GarDue {
  bookingId: string
  reference: string
  leg: number
  from: string
  to: string
  departureUtc: string
  window: GarWindow
}

/**
 * The UK legs of live bookings whose report can still be filed (window open, or opening within
 * `aheadMs`), soonest closing first: the desk's queue shows them, red within 6 h of closing.
 */
export async function garQueue(db: Executor, now = Date.now(), aheadMs = 24 * 3_600_000): Promise<GarDue[]> {
  const from = new Date(now).toISOString()
  const until = new Date(now + 48 * 3_600_000 + aheadMs).toISOString()
  const found = await rows<{ id: string; reference: string; legs: unknown }>(
    db,
    sql`select id, reference, legs from bookings b
        where cancelled_at is null
          and exists (select 1 from jsonb_array_elements(b.legs) l
                      where (l->>'departureUtc')::timestamptz between ${from}::timestamptz and ${until}::timestamptz
                        and (l->'from'->>'countryCode' = 'GB' or l->'to'->>'countryCode' = 'GB'))
        order by first_departure_at limit 200`,
  )
  const due: GarDue[] = []
  for (const row of found) {
    for (const leg of legsOf(row.legs)) {
      if (!needsGar(leg)) continue
      const window = garWindow(leg.departureUtc, now)
      if (window.state === 'closed' || Date.parse(window.opensAt) - now > aheadMs) continue
      due.push({
        bookingId: row.id,
        reference: row.reference,
        leg: leg.number,
        from: leg.from.code,
        to: leg.to.code,
        departureUtc: leg.departureUtc,
        window,
      })
    }
  }
  return due.sort((a, b) => a.window.closesInMs - b.window.closesInMs)
}
