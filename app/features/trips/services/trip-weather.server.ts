import type { WeatherClient } from '~/services/weather.server'
import type { WeatherSummary } from '~/domain/estimator/types'
import { weatherDue, type TripLeg } from '../domain/trip-model'

/**
 * Weather at each end of a leg as the flight approaches (docs/product.md §18): from 48 h before
 * its departure, the day's surface forecast at the departure (its local day of departure) and at
 * the arrival (its local day of arrival), from the site's weather client and its cache. Never
 * throws: a failed or missing look-up is `null` and the page says the forecast is unavailable.
 */

export type LegWeather =
  { status: 'later' } | { status: 'due'; departure: WeatherSummary | null; arrival: WeatherSummary | null }

function localDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
  return parts.slice(0, 10)
}

export async function tripWeather(
  weather: Pick<WeatherClient, 'getSurface'>,
  legs: readonly TripLeg[],
  now = Date.now(),
): Promise<LegWeather[]> {
  return Promise.all(
    legs.map(async (leg): Promise<LegWeather> => {
      if (!weatherDue(leg, now)) return { status: 'later' }
      const at = async (airport: TripLeg['from'], iso: string) => {
        if (airport.lat === null || airport.lon === null) return null
        try {
          const [summary] = await weather.getSurface(
            [{ lat: airport.lat, lon: airport.lon }],
            localDay(iso, airport.timeZone),
          )
          return summary ?? null
        } catch {
          return null
        }
      }
      const [departure, arrival] = await Promise.all([at(leg.from, leg.departureUtc), at(leg.to, leg.arrivalUtc)])
      return { status: 'due', departure, arrival }
    }),
  )
}
