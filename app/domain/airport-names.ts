/**
 * An airport's names in the visitor's language (docs/product.md §6): the French name or city where
 * French differs (Londres, Genève, Dubaï...), the country from Intl.DisplayNames. Pure.
 */
import type { Airport, Language } from './estimator/types'

const displayNames = new Map<Language, Intl.DisplayNames>()

/** The country's name in `lang` from its ISO 3166-1 alpha-2 code (the code itself if unknown). */
export function countryNameOf(lang: Language, countryCode: string): string {
  let names = displayNames.get(lang)
  if (!names) {
    names = new Intl.DisplayNames([lang === 'fr' ? 'fr-FR' : 'en-GB'], { type: 'region', fallback: 'code' })
    displayNames.set(lang, names)
  }
  try {
    return names.of(countryCode) ?? countryCode
  } catch {
    return countryCode
  }
}

export function airportCity(lang: Language, airport: Pick<Airport, 'city' | 'fr'>): string {
  return lang === 'fr' ? (airport.fr?.city ?? airport.city) : airport.city
}

export function airportName(lang: Language, airport: Pick<Airport, 'name' | 'fr'>): string {
  return lang === 'fr' ? (airport.fr?.name ?? airport.name) : airport.name
}
