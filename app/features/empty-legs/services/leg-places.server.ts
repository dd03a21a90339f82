import { countryNameOf } from '~/domain/airport-names'
import { worldAirports } from '~/services/airports/world-airports.server'
import type { Airport } from '~/domain/estimator/types'
import type { LegEnd } from '../domain/leg-model'
import { cityKey, type Place } from '../domain/route-interest'

/**
 * Places of the airport table (docs/product.md §6) for empty legs: a leg's ends by code, and what a
 * visitor typed for an alert (a country, a city or an airport) as a `Place`.
 */

export function legEndOf(airport: Airport): LegEnd {
  return {
    code: airport.code,
    city: airport.city,
    ...(airport.fr?.city && airport.fr.city !== airport.city ? { cityFr: airport.fr.city } : {}),
    name: airport.name,
    ...(airport.fr?.name && airport.fr.name !== airport.name ? { nameFr: airport.fr.name } : {}),
    countryCode: airport.countryCode,
    lat: airport.lat,
    lon: airport.lon,
  }
}

/** A leg's end by IATA or ICAO code, or undefined. */
export function resolveLegEnd(code: string): LegEnd | undefined {
  const airport = worldAirports().find(code)
  return airport ? legEndOf(airport) : undefined
}

let countries: Map<string, string> | undefined

/** Folded country names (French and English) and ISO codes → ISO code. */
function countryIndex(): Map<string, string> {
  if (countries) return countries
  countries = new Map()
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  for (const a of letters)
    for (const b of letters) {
      const code = a + b
      const en = countryNameOf('en', code)
      if (en === code) continue
      countries.set(cityKey(en), code)
      countries.set(cityKey(countryNameOf('fr', code)), code)
    }
  for (const [alias, code] of [
    ['uk', 'GB'],
    ['usa', 'US'],
    ['etats unis', 'US'],
    ['angleterre', 'GB'],
    ['england', 'GB'],
    ['uae', 'AE'],
    ['eau', 'AE'],
  ] as const)
    countries.set(alias, code)
  return countries
}

/** The ISO code of a country named (French or English), or undefined. */
export function countryCodeOf(text: string): string | undefined {
  return countryIndex().get(cityKey(text))
}

/**
 * What a visitor typed, as a place: a country's name; else an airport code (`LBG`, `LFPB`, or a
 * suggestion's "… (LBG)"); else a city of the table (the best-ranked airport's city and country).
 */
export async function resolvePlace(text: string, lang: 'fr' | 'en'): Promise<Place | null> {
  const typed = text.trim()
  if (!typed) return null
  const country = countryCodeOf(typed)
  if (country) return { kind: 'country', countryCode: country, label: countryNameOf(lang, country) }
  const suffix = /\(([A-Za-z0-9]{3,4})\)\s*$/.exec(typed)?.[1]
  const code = suffix ?? (/^[A-Za-z0-9]{3,4}$/.test(typed) ? typed : undefined)
  if (!suffix) {
    const wanted = cityKey(typed)
    const suggestions = worldAirports().search(typed, 20)
    const city = suggestions.find((a) => cityKey(a.city) === wanted || (a.fr?.city && cityKey(a.fr.city) === wanted))
    if (city) {
      return {
        kind: 'city',
        city: cityKey(city.city),
        label: lang === 'fr' ? (city.fr?.city ?? city.city) : city.city,
        countryCode: city.countryCode,
        lat: city.lat,
        lon: city.lon,
      }
    }
  }
  const airport = code ? worldAirports().find(code) : undefined
  if (airport) {
    return {
      kind: 'airport',
      code: airport.code,
      label: `${lang === 'fr' ? (airport.fr?.name ?? airport.name) : airport.name} (${airport.code})`,
      countryCode: airport.countryCode,
      lat: airport.lat,
      lon: airport.lon,
    }
  }
  return null
}
