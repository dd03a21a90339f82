import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import { estimateRoute } from '~/domain/estimator/estimate'
import type { WeatherInputs } from '~/domain/estimator/types'
import { worldAirports } from '~/services/airports/world-airports.server'
import type { RfqTrip } from '../domain/rfq-model'

/**
 * The house's own figure for an RFQ's trip (docs/product.md §14, decision 087): the estimator's pure
 * engine on each leg, priced one way, WITHOUT weather — its conservative figure, the high end of its
 * range — for the answer's aircraft type when it is one of the fleet, else the type the request
 * asked, else the smallest of the fleet that seats the passengers. Whole euros excluding tax; null
 * when a leg cannot be estimated (an unknown airport, a runway too short for the type).
 */

const NO_WEATHER: WeatherInputs = { wind: [null, null, null], surface: [null, null] }

export function estimateAircraftFor(trip: RfqTrip, answerAircraftId: string | null): string | null {
  if (answerAircraftId && getAircraft(answerAircraftId)) return answerAircraftId
  if (trip.aircraft && getAircraft(trip.aircraft)) return trip.aircraft
  return [...AIRCRAFT].sort((a, b) => a.pax - b.pax).find((a) => a.pax >= trip.passengers)?.id ?? null
}

export function houseEstimateEur(
  trip: RfqTrip,
  answerAircraftId: string | null,
): { eur: number; aircraftId: string } | null {
  const aircraftId = estimateAircraftFor(trip, answerAircraftId)
  const aircraft = aircraftId ? getAircraft(aircraftId) : undefined
  if (!aircraft || trip.legs.length === 0) return null
  const airports = worldAirports()
  let total = 0
  for (const leg of trip.legs) {
    const outcome = estimateRoute(
      {
        from: leg.from,
        to: leg.to,
        aircraft: aircraft.id,
        date: leg.date || '2026-01-01',
        time: leg.time || '12:00',
        pax: Math.min(trip.passengers, aircraft.pax),
        trip: 'oneway',
      },
      NO_WEATHER,
      { lookup: (code) => airports.find(code) },
    )
    if (!outcome.ok) return null
    total += outcome.result.pricing.totalHT
  }
  return { eur: total, aircraftId: aircraft.id }
}
