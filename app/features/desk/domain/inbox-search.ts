/**
 * What the desk's search box understands (docs/product.md §8; docs/decisions/107-desk-search.md),
 * beyond names, e-mails and airports: the reference the client was given ("HERRA-R-B57D-A2F8",
 * whole or any 4 to 8 of its characters, any case, with or without dashes) and a phone number
 * (its digits only, so "06 12 34 56 78" finds "+33 6 12 34 56 78"). Pure; the SQL of the inbox
 * (inbox.server.ts) applies the same rules, and `matchesSearch` states them for the tests.
 */

/** A phone search needs this many digits (fewer would match half the inbox). */
export const PHONE_SEARCH_MIN_DIGITS = 6

export interface SearchTerms {
  /** The text as typed, lower case (names, e-mails, airports). */
  text: string
  /** 4 to 8 hexadecimal digits of a reference, upper case, or null. */
  reference: string | null
  /** The digits of a phone number, without the leading zeros of a national prefix, or null. */
  phoneDigits: string | null
}

const REFERENCE = /^(?:herra-?r-?)?([0-9a-f]{4}-?[0-9a-f]{0,4})$/i
const PHONE = /^\+?[\d\s().-]+$/

export function searchTermsOf(query: string): SearchTerms {
  const text = query.trim().toLowerCase()
  const match = REFERENCE.exec(text)
  const hex = match ? match[1]!.replace('-', '').toUpperCase() : null
  const reference = hex && hex.length >= 4 && hex.length <= 8 ? hex : null
  let phoneDigits: string | null = null
  if (PHONE.test(text)) {
    const digits = text.replace(/\D/g, '').replace(/^0+/, '')
    if (digits.length >= PHONE_SEARCH_MIN_DIGITS) phoneDigits = digits
  }
  return { text, reference, phoneDigits }
}

/** The eight hexadecimal digits of a request's reference: the first eight of its id. */
export function referenceDigitsOf(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase()
}

/** Whether a request answers a search, by its reference or its phone (the text part is the index's). */
export function matchesSearch(terms: SearchTerms, request: { id: string; phone: string | null }): boolean {
  if (terms.reference && referenceDigitsOf(request.id).includes(terms.reference)) return true
  if (terms.phoneDigits && (request.phone ?? '').replace(/\D/g, '').includes(terms.phoneDigits)) return true
  return false
}
