import countries from 'i18n-iso-countries'

/**
 * Country codes of travel documents: the form's lists take ISO 3166-1 alpha-2 codes (their names
 * said by `Intl.DisplayNames` in the page's language), the GAR prints the three-letter codes of
 * ICAO 9303 (GBR, FRA). The code table is `i18n-iso-countries`' (no names loaded). Pure.
 */

/** ISO 3166-1 alpha-2 → alpha-3; the code itself if unknown. */
export function alpha3(code: string): string {
  return countries.alpha2ToAlpha3(code) ?? code
}

let codes: string[] | undefined

/** Every ISO 3166-1 alpha-2 code, sorted. */
export function countryCodes(): readonly string[] {
  codes ??= Object.keys(countries.getAlpha2Codes()).sort()
  return codes
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code)
}
