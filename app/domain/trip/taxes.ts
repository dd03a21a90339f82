import { CAPITAL_AIRPORTS } from './capital-airports'

/**
 * French passenger tax on business aviation (TSBA, since 1 March 2025) and VAT, for the legs that
 * depart from France (docs/product.md §10). Countries are ISO 3166-1 alpha-2 codes. Pure.
 */

export type TsbaBand = 'europe' | 'intermediate' | 'long'

/** TSBA per passenger for business jets, by band of the arrival country, in euros. */
export const TSBA_EUR: Readonly<Record<TsbaBand, number>> = { europe: 420, intermediate: 1015, long: 2100 }

/** VAT on a flight within France (both ends in France); international transport is exempt. */
export const DOMESTIC_VAT_RATE = 0.1

/** Distances from Paris-CDG that set the bands (the arrival country's capital's main airport). */
export const EUROPE_BAND_MAX_KM = 1000
export const LONG_BAND_MIN_KM = 5500

/** The European Economic Area: the 27 member states of the EU, Iceland, Liechtenstein and Norway. */
export const EEA: ReadonlySet<string> = new Set(
  ['AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE', 'IS LI NO'].join(' ').split(' '),
)

/**
 * Countries the law names in the first band beside the EEA because their capital's main airport lies
 * less than 1,000 km from Paris-CDG, or because they have no airport of their own (the Vatican, whose
 * Rome airport lies a little beyond): the United Kingdom, Switzerland, Andorra, Monaco, San Marino,
 * the Vatican, Jersey, Guernsey and the Isle of Man.
 */
export const NEAR_EUROPE: ReadonlySet<string> = new Set(['GB', 'CH', 'AD', 'MC', 'SM', 'VA', 'JE', 'GG', 'IM'])

export interface Tsba {
  band: TsbaBand
  perPassengerEur: number
  passengers: number
  totalEur: number
}

export interface Taxes {
  /** `null` when the leg does not depart from France (or the trip pays it on another leg). */
  tsba: Tsba | null
  vatRate: number
  vatEur: number
}

/** The band of a flight from France to `arrivalCountry`. */
export function tsbaBandOf(arrivalCountry: string): TsbaBand {
  const country = arrivalCountry.toUpperCase()
  if (country === 'FR' || EEA.has(country) || NEAR_EUROPE.has(country)) return 'europe'
  const capital = CAPITAL_AIRPORTS[country]
  // Every country of the world airport table has a capital airport (a test checks it); an unknown
  // code gets the middle band rather than none.
  if (!capital) return 'intermediate'
  const km = capital[2]
  if (km < EUROPE_BAND_MAX_KM) return 'europe'
  return km > LONG_BAND_MIN_KM ? 'long' : 'intermediate'
}

function tsbaOf(arrivalCountry: string, pax: number): Tsba {
  const band = tsbaBandOf(arrivalCountry)
  const perPassengerEur = TSBA_EUR[band]
  return { band, perPassengerEur, passengers: pax, totalEur: perPassengerEur * pax }
}

function vatOf(from: string, to: string, totalHT: number): Pick<Taxes, 'vatRate' | 'vatEur'> {
  const domestic = from.toUpperCase() === 'FR' && to.toUpperCase() === 'FR'
  const vatRate = domestic ? DOMESTIC_VAT_RATE : 0
  return { vatRate, vatEur: Math.round(totalHT * vatRate) }
}

export interface TaxInput {
  /** Country of the departure airport. */
  from: string
  /** Country of the arrival airport. */
  to: string
  pax: number
  /** The leg's (or the round trip's) price excluding tax, unrounded (the high figure when conservative). */
  totalHT: number
}

/** Taxes of one leg: the TSBA when it departs from France, VAT when both ends are in France. */
export function legTaxes({ from, to, pax, totalHT }: TaxInput): Taxes {
  return {
    tsba: from.toUpperCase() === 'FR' ? tsbaOf(to, pax) : null,
    ...vatOf(from, to, totalHT),
  }
}

/**
 * Taxes of a round trip `from` → `to` → `from` priced as one: the TSBA once per passenger, on the leg
 * that departs from France — the outbound leg of a trip from France (banded by `to`), the return leg of
 * a trip from abroad to France (banded by `from`); VAT on the whole when both ends are in France.
 */
export function roundTripTaxes({ from, to, pax, totalHT }: TaxInput): Taxes {
  const tsba = from.toUpperCase() === 'FR' ? tsbaOf(to, pax) : to.toUpperCase() === 'FR' ? tsbaOf(from, pax) : null
  return { tsba, ...vatOf(from, to, totalHT) }
}

/**
 * The price with taxes, in whole euros: the price excluding tax as shown (whole euros), plus the VAT
 * and the TSBA lines, so the figures shown add up exactly.
 */
export function totalWithTaxesEur(totalHT: number, taxes: Taxes): number {
  return Math.round(totalHT) + taxes.vatEur + (taxes.tsba?.totalEur ?? 0)
}
