/**
 * Airport search for people (docs/product.md §6): IATA, ICAO, airport name, city and country,
 * in French and English, accent- and case-insensitive, by prefix, with small typos forgiven.
 * Pure: the caller gives the airports (the server gives the world table; nothing here does I/O).
 *
 * Ranking, best first:
 *  1. the exact code (IATA or ICAO);
 *  2. every typed word found as itself or as the start of a word of the airport's own code, name,
 *     city or country — before matches that needed a typo allowance or a search alias ("Courchevel"
 *     finds the Courchevel altiport before Chambéry, the jet airport people also call Courchevel);
 *  3. the product's airports; 4. large, then medium, then small airports; 5. the closeness of the match.
 */
import { buildCompactIndex, type WordMatch } from './airport-index'
import type { Airport, AirportType } from './estimator/types'

/** Minimum number of typed characters (after trimming) before suggestions appear. */
export const SEARCH_MIN_CHARS = 2
export const SEARCH_MAX_RESULTS = 8
/** Words of a query searched at most ('aeroport paris charles de gaulle' is five). */
export const SEARCH_MAX_TERMS = 5

/** Lower case without accents, so 'Émirats' matches 'emirats' and 'Zürich' matches 'zurich'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** Words of a text: letters and digits; "Saint-Tropez" → saint, tropez; "St." → saint. */
export function searchTerms(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(expanded)
}

const WORD_EXPANSIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  intl: 'international',
}

/** A folded word as it is searched: "st" → "saint"… */
const expanded = (term: string): string => WORD_EXPANSIONS[term] ?? term

/** Usual abbreviations and other names of countries people type (searched, never shown). */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ['UK', 'Great Britain', 'Grande-Bretagne', 'Angleterre', 'England', 'Scotland', 'Écosse'],
  US: ['USA', 'America', 'Amérique', 'États-Unis'],
  AE: ['UAE', 'EAU', 'Emirates', 'Émirats'],
  NL: ['Holland', 'Hollande'],
}

export interface AirportSearchEntry {
  airport: Airport
  /** Position in the product's airport table: the product's airports rank first among equal matches, in that order. */
  specRank?: number
  /** Country names to search (English and French, from Intl.DisplayNames on the server). */
  countryNames: readonly string[]
  /** Other names people use for it, searched with less weight (e.g. "Courchevel" for Chambéry). */
  aliases?: readonly string[]
}

const TYPE_ORDER: Readonly<Record<AirportType, number>> = { large: 0, medium: 1, small: 2 }
/** The code field holds IATA and ICAO; the French names have their own fields (field length weighs in the score). */
const FIELDS = ['code', 'name', 'city', 'cityFr', 'nameFr', 'alias'] as const
const ALIAS_FIELD = FIELDS.indexOf('alias')
const PRIMARY_MASK = (1 << FIELDS.length) - 1 - (1 << ALIAS_FIELD)
const BOOSTS: readonly number[] = FIELDS.map(
  (field) => ({ code: 4, city: 2, cityFr: 2, name: 1.5, nameFr: 1.5, alias: 0.8 })[field],
)

/** The typo allowance is tried only when the exact words and prefixes find nothing (it is the costly part). */
const FUZZY_BELOW = 1

/** Typos allowed per word: none under 5 letters, one up to 8, two beyond. */
/** Longer than any word of an airport's names (plus two typos): no typo search for it. */
const FUZZY_MAX_TERM = 24

function fuzziness(term: string): number {
  if (term.length < 5 || term.length > FUZZY_MAX_TERM) return 0
  return term.length < 9 ? 1 : 2
}

/**
 * Which words of a query match as prefixes: the last one (the word being typed) and, before it,
 * words of 3 letters or more. A short word before the last is taken as typed: each one-letter
 * prefix stands for thousands of index words, and five of them ("a b c d e") held the event loop
 * for ~140 ms per query; a lone last letter costs ~10 ms, so only after a real word.
 */
export function matchesAsPrefix(term: string, index: number, terms: readonly string[]): boolean {
  if (term.length >= 3) return true
  // The word being typed; a lone letter only after a real word ("new york j"), not "p k".
  return index === terms.length - 1 && (term.length === 2 || terms.some((t) => t.length >= 3))
}

export interface AirportSearch {
  search(query: string, limit?: number): Airport[]
  /** Every airport the index holds, for the code look-ups. */
  readonly size: number
}

/** A word of an airport's names as it is searched: folded, "St" as "Saint" (null: nothing to search). */
function termOf(word: string): string | null {
  const folded = foldText(word)
  return folded ? expanded(folded) : null
}

/** Every typed word's matches in one airport, summed (all the words must match). */
interface Found {
  id: number
  score: number
  /** Index words matched, with their fields (bit mask). */
  words: Map<number, number>
}

export function createAirportSearch(entries: readonly AirportSearchEntry[]): AirportSearch {
  const fieldText = (entry: AirportSearchEntry, field: (typeof FIELDS)[number]): string => {
    const { airport } = entry
    switch (field) {
      case 'code':
        return airport.icao ? `${airport.code} ${airport.icao}` : airport.code
      case 'name':
        return airport.name
      case 'city':
        return airport.city
      case 'cityFr':
        return airport.fr?.city ?? ''
      case 'nameFr':
        return airport.fr?.name ?? ''
      case 'alias':
        return (entry.aliases ?? []).join(' | ')
    }
  }
  const index = buildCompactIndex(
    entries.length,
    FIELDS.length,
    (doc, field) => fieldText(entries[doc] as AirportSearchEntry, FIELDS[field] as (typeof FIELDS)[number]),
    termOf,
  )
  const byCode = new Map<string, number>()
  entries.forEach((entry, id) => {
    byCode.set(entry.airport.code.toLowerCase(), id)
    if (entry.airport.icao) byCode.set(entry.airport.icao.toLowerCase(), id)
  })

  /** Airports matching every typed word (AND), each word as itself, a prefix or with typos. */
  function find(terms: readonly string[], fuzzy: boolean): Found[] {
    let combined: Map<number, Found> | undefined
    for (const [i, term] of terms.entries()) {
      // Every word must match: once none is left, the next words cannot add any.
      if (combined?.size === 0) break
      const matches: Map<number, WordMatch> = index.match(
        { term, prefix: !fuzzy && matchesAsPrefix(term, i, terms), fuzzy: fuzzy ? fuzziness(term) : 0 },
        BOOSTS,
      )
      if (!combined) {
        combined = new Map()
        for (const [id, match] of matches) combined.set(id, { id, score: match.score, words: match.words })
        continue
      }
      const next = new Map<number, Found>()
      for (const [id, match] of matches) {
        const before = combined.get(id)
        if (!before) continue
        for (const [word, fields] of match.words) before.words.set(word, (before.words.get(word) ?? 0) | fields)
        before.score += match.score
        next.set(id, before)
      }
      combined = next
    }
    return [...(combined?.values() ?? [])]
  }

  /**
   * 0: every typed word is a word (or the start of one) of the airport's own names and codes;
   * 1: the same with a typo allowance; 2: found only through a search alias.
   */
  function band(found: Found, terms: readonly string[]): number {
    const primary = [...found.words].filter(([, fields]) => (fields & PRIMARY_MASK) !== 0).map(([word]) => word)
    if (terms.every((term) => primary.some((word) => index.wordStartsWith(word, term)))) return 0
    return primary.length >= terms.length ? 1 : 2
  }

  function rank(results: readonly Found[], terms: readonly string[], exactId: number | undefined) {
    return results.map((result) => {
      const id = result.id
      const entry = entries[id] as AirportSearchEntry
      return {
        id,
        key: [
          id === exactId ? 0 : 1,
          band(result, terms),
          // the product's airports first, in the product's order (Paris–Le Bourget before Orly)
          entry.specRank ?? Number.MAX_SAFE_INTEGER,
          TYPE_ORDER[entry.airport.type ?? 'medium'],
        ],
        score: result.score,
      }
    })
  }

  // Countries are matched apart (a few hundred names instead of a country field on every airport:
  // a third less memory): a query that is the start of a country's name finds its airports.
  const countries = new Map<string, { names: string[]; ids: number[] }>()
  entries.forEach((entry, id) => {
    const cc = entry.airport.countryCode
    let country = countries.get(cc)
    if (!country) {
      const names = [...entry.countryNames, ...(COUNTRY_ALIASES[cc] ?? [])].map((n) => searchTerms(n).join(' '))
      country = { names: [...new Set(names)].filter(Boolean), ids: [] }
      countries.set(cc, country)
    }
    country.ids.push(id)
  })
  // Best first within each country: the product's airports in their order, then large, medium, small.
  const countryOrder = (id: number) => {
    const entry = entries[id] as AirportSearchEntry
    return (entry.specRank ?? 1e6) * 10 + TYPE_ORDER[entry.airport.type ?? 'medium']
  }
  for (const country of countries.values()) country.ids.sort((a, b) => countryOrder(a) - countryOrder(b))

  /** Airports of the countries whose name starts with the query (3 characters at least, whole words). */
  function countryMatches(terms: readonly string[], max: number): number[] {
    const typed = terms.join(' ')
    if (typed.length < 3) return []
    const ids: number[] = []
    for (const country of countries.values()) {
      if (country.names.some((name) => name.startsWith(typed))) ids.push(...country.ids.slice(0, max))
    }
    return ids
  }

  const searchPositions = (query: string, limit: number = SEARCH_MAX_RESULTS): number[] => {
    if (typeof query !== 'string') return []
    const trimmed = query.trim().slice(0, 60)
    const max = Math.max(0, Math.min(SEARCH_MAX_RESULTS, Math.floor(limit)))
    if (foldText(trimmed).length < SEARCH_MIN_CHARS || max === 0) return []
    // No airport needs more words than this; each extra one (a lone letter above all) costs a
    // pass over thousands of index entries, and a hostile 60-character query held 190 ms of CPU (single letters, AND).
    const terms = searchTerms(trimmed).slice(0, SEARCH_MAX_TERMS)
    // Letters and digits, not punctuation, make the 2 characters a search needs ("'-S#" is one letter).
    if (terms.join('').length < SEARCH_MIN_CHARS) return []
    const exactId = byCode.get(foldText(trimmed).replace(/\s+/g, ''))

    // Exact words and prefixes first; the typo allowance (the costly part) only when they leave room.
    let ranked = rank(find(terms, false), terms, exactId)
    const inCountry = countryMatches(terms, max)
    if (inCountry.length > 0) {
      const seen = new Set(ranked.map((r) => r.id))
      for (const id of inCountry) {
        if (seen.has(id)) continue
        const entry = entries[id] as AirportSearchEntry
        ranked.push({
          id,
          key: [1, 0, entry.specRank ?? Number.MAX_SAFE_INTEGER, TYPE_ORDER[entry.airport.type ?? 'medium']],
          score: 0,
        })
      }
    }
    if (ranked.filter((r) => r.key[1] === 0).length < FUZZY_BELOW && terms.some((term) => fuzziness(term) > 0)) {
      const seen = new Set(ranked.map((r) => r.id))
      ranked = ranked.concat(
        rank(
          find(terms, true).filter((r) => !seen.has(r.id)),
          terms,
          exactId,
        ),
      )
    }
    if (exactId !== undefined && !ranked.some((r) => r.id === exactId)) {
      ranked.push({ id: exactId, key: [0, 0, 0, 0], score: Infinity })
    }
    ranked.sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const d = (a.key[i] ?? 0) - (b.key[i] ?? 0)
        if (d !== 0) return d
      }
      return b.score - a.score || a.id - b.id
    })
    return ranked.slice(0, max).map((r) => r.id)
  }

  return {
    size: entries.length,
    search: (query, limit) => searchPositions(query, limit).map((id) => (entries[id] as AirportSearchEntry).airport),
  }
}
