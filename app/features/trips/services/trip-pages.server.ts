import type { Runtime } from '~/services/runtime-types'
import { firstDeparture } from '../domain/trip-model'
import { lockAt } from '../domain/passenger-rules'
import { isLocked, listPassengers, tripOf, type StoredPassenger } from './passengers.server'
import { bookingByToken, type TripBooking } from './trip-booking.server'
import { openSheet, sheetFor } from './trip-sheet.server'
import { tripWeather } from './trip-weather.server'

/**
 * What the feature's private pages load (docs/product.md §18): the holder's passenger page (by
 * the booking's token) and the shareable trip sheet (by its own token). Unknown → missing (404),
 * cancelled or long past → gone (410).
 */

export type PassengerPage =
  | { status: 'missing' }
  | { status: 'gone' }
  | {
      status: 'open'
      booking: TripBooking
      passengers: StoredPassenger[]
      editable: boolean
      view: {
        reference: string
        seats: number
        passengers: StoredPassenger[]
        locked: boolean
        lockAt: string | null
        erased: boolean
        trip: { today: string; lastDay: string; destinations: string[]; sixMonthCountries: string[] }
        tripHref: string
      }
    }

export async function passengerPageData(
  runtime: Pick<Runtime, 'database' | 'env'>,
  token: string,
  now = Date.now(),
): Promise<PassengerPage> {
  const db = runtime.database.db
  const booking = await bookingByToken(db, token)
  if (!booking) return { status: 'missing' }
  if (booking.cancelled) return { status: 'gone' }
  const sheet = await sheetFor(db, runtime.env.SESSION_SECRET, booking)
  const passengers = await listPassengers(db, booking.id)
  const locked = isLocked(booking, now)
  const first = firstDeparture(booking.legs)
  return {
    status: 'open',
    booking,
    passengers,
    editable: !locked,
    view: {
      reference: booking.reference,
      seats: Math.max(1, booking.passengers),
      passengers,
      locked,
      lockAt: first ? lockAt(first) : null,
      erased: sheet.passengersErased,
      trip: { ...tripOf(booking, now), sixMonthCountries: runtime.env.TRIP_SIX_MONTH_COUNTRIES },
      tripHref: `/trip/${sheet.token}`,
    },
  }
}

export async function sheetPageData(
  runtime: Pick<Runtime, 'database' | 'env' | 'weather'>,
  token: string,
  now = Date.now(),
) {
  const opened = await openSheet(runtime.database.db, token, runtime.env.TRIP_PASSENGER_RETENTION_DAYS, now)
  if (opened.status !== 'open') return opened
  const weather = await tripWeather(runtime.weather, opened.sheet.booking.legs, now)
  return { status: 'open' as const, sheet: opened.sheet, weather }
}
