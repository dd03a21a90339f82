import type { Airport, AirportType, RunwayInfo } from '~/domain/estimator/types'
import type { Language } from '~/i18n/language'
import { EARLY_AIRPORT_PICKS } from '~/lib/hydration'

/**
 * The browser side of the airport search: `GET /api/airports?q=&lang=` (docs/product.md §6). The world
 * table stays on the server; the browser asks for at most 8 suggestions per query, and keeps the
 * last answers in a small cache so a query typed again (or resolved on leaving the field) costs
 * no second request.
 */

/** One suggestion of the search: the estimate's airport fields, in the page's language. */
export interface AirportSuggestion {
  /** IATA code where the airport has one, else its ICAO code. */
  code: string
  icao?: string | null
  name: string
  city: string
  country: string
  countryCode: string
  lat: number
  lon: number
  type?: AirportType
  /** Longest runway (the browser checks the runway rule with it, as the server does). */
  runway?: RunwayInfo
}

export const AIRPORT_QUERY_MIN_CHARS = 2
export const AIRPORT_QUERY_LIMIT = 8

const CACHE_SIZE = 64
const cache = new Map<string, AirportSuggestion[]>()

function isSuggestion(value: unknown): value is AirportSuggestion {
  if (!value || typeof value !== 'object') return false
  const a = value as Record<string, unknown>
  return (
    typeof a.code === 'string' &&
    typeof a.name === 'string' &&
    typeof a.city === 'string' &&
    typeof a.lat === 'number' &&
    typeof a.lon === 'number'
  )
}

/** The suggestions of an answer (a list, or an object holding one under `airports` or `results`). */
export function suggestionsOf(body: unknown): AirportSuggestion[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as { airports?: unknown; results?: unknown }).airports ?? (body as { results?: unknown }).results)
      : null
  if (!Array.isArray(list)) return []
  return list.filter(isSuggestion).map((a) => ({
    code: a.code,
    icao: a.icao ?? null,
    name: a.name,
    city: a.city,
    country: typeof a.country === 'string' ? a.country : '',
    countryCode: typeof a.countryCode === 'string' ? a.countryCode : '',
    lat: a.lat,
    lon: a.lon,
    ...(a.type ? { type: a.type } : {}),
    ...(a.runway ? { runway: a.runway } : {}),
  }))
}

/** Up to 8 airports for `query`, best first. Throws on a network failure or an abort. */
export async function searchAirportsOnline(
  query: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<AirportSuggestion[]> {
  const q = query.trim()
  if (q.length < AIRPORT_QUERY_MIN_CHARS) return []
  const key = `${lang}:${q.toLowerCase()}`
  const cached = cache.get(key)
  if (cached) return cached
  const response = await fetch(`/api/airports?${new URLSearchParams({ q, lang }).toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`airport search answered ${response.status}`)
  const found = suggestionsOf(await response.json()).slice(0, AIRPORT_QUERY_LIMIT)
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  cache.set(key, found)
  return found
}

/**
 * The airport picked for the input named `name` in the bootstrap's list, before the page was
 * hydrated (docs/decisions/123-the-first-letters-answered.md), if the field still holds its code.
 * Taken once.
 */
export function takeEarlyPick(name: string, text: string): AirportSuggestion | null {
  if (typeof window === 'undefined') return null
  const picks = (window as unknown as Record<string, Record<string, unknown> | undefined>)[EARLY_AIRPORT_PICKS]
  const picked = picks?.[name]
  if (!picks || !picked) return null
  delete picks[name]
  const [airport] = suggestionsOf([picked])
  return airport && airport.code === text.trim() ? airport : null
}

/** Lower case, no accents, single spaces: "Genève " → "geneve". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const CODE_SHAPED = /^[a-z0-9]{3,4}$/i

/**
 * The airport a visitor meant when leaving the field without picking: the suggestion
 * whose code is the text; else, for a city or airport name, the first suggestion whose city or name
 * starts a word with the text; else, for a longer text (a typo in a city name), the first
 * suggestion. A short code-shaped text that is no code ("XYZ") resolves to nothing, so the visitor
 * is told the airport is unknown rather than sent elsewhere.
 */
export function bestMatch(text: string, suggestions: readonly AirportSuggestion[]): AirportSuggestion | null {
  const folded = fold(text)
  if (!folded) return null
  const upper = text.trim().toUpperCase()
  const byCode = suggestions.find((a) => a.code.toUpperCase() === upper || (a.icao ?? '').toUpperCase() === upper)
  if (byCode) return byCode
  const startsAWord = (value: string) => ` ${fold(value)}`.includes(` ${folded}`)
  const byPlace = suggestions.find((a) => startsAWord(a.city) || startsAWord(a.name))
  if (byPlace) return byPlace
  if (CODE_SHAPED.test(text.trim()) || folded.length < 5) return null
  return suggestions[0] ?? null
}

/** The engine's airport record of a suggestion (what `planRoute` needs to check a route). */
export function toAirport(suggestion: AirportSuggestion): Airport {
  const { code, icao, name, city, country, countryCode, lat, lon, type, runway } = suggestion
  return {
    code,
    name,
    city,
    country,
    countryCode,
    lat,
    lon,
    ...(icao ? { icao } : {}),
    ...(type ? { type } : {}),
    ...(runway ? { runway } : {}),
  }
}
