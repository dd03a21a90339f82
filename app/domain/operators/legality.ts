import { EEA } from '~/domain/trip/taxes'

/**
 * Whether an operator may fly a trip the house sells (docs/product.md §14, decision 086): its Air
 * Operator Certificate, its EASA third-country authorisation (TCO) when it is a third-country
 * operator flying into or out of the EASA area, and its insurance valid through the day of the last
 * leg; the aircraft on its AOC; the operator absent from the EU Air Safety List. One pure rule,
 * shared by the operators' desk (the comparison) and the offer's send (which refuses while a
 * problem remains). Dates are calendar days, `YYYY-MM-DD`; `today` is the caller's.
 */

/** The EASA member states: the EU and EEA, and Switzerland. A TCO is needed from outside them. */
export const EASA_STATES: ReadonlySet<string> = new Set([...EEA, 'CH'])

export interface OperatorFacts {
  name: string
  /** ISO 3166-1 alpha-2. */
  country: string
  aocNumber: string
  aocExpiresOn: string
  tcoNumber: string | null
  tcoExpiresOn: string | null
  insuranceExpiresOn: string
  /** Registrations on the AOC (upper case). */
  registrations: readonly string[]
}

/** One entry of the EU Air Safety List: a carrier (by name and/or AOC), or every carrier of a State. */
export interface RestrictedEntry {
  name?: string
  aoc?: string
  /** Every carrier certified in this State (ISO alpha-2): Annex A's "all air carriers of …". */
  country?: string
}

export interface RestrictedList {
  /** The day the list was last brought up to date. */
  updatedOn: string
  source: string
  entries: readonly RestrictedEntry[]
}

export interface TripFacts {
  /** Countries (ISO alpha-2) of every leg's ends. */
  countries: readonly string[]
  /** The day of the last leg (local at its departure). */
  lastLegOn: string
  /** The aircraft the operator proposes; null when none is named yet. */
  registration: string | null
}

export type LegalityProblem =
  | { rule: 'aoc' | 'insurance' | 'tco'; kind: 'expired' | 'endsBeforeLastLeg'; on: string }
  | { rule: 'tco'; kind: 'missing' }
  | { rule: 'aircraft'; kind: 'notOnAoc'; registration: string }
  | { rule: 'restricted'; kind: 'listed'; by: 'name' | 'aoc' | 'country'; listUpdatedOn: string }

/** Letters and digits only, upper case, accents folded: "Air Zimbabwe (Pvt) Ltd." ~ "AIR ZIMBABWE PVT LTD". */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}

/** A registration as written on the AOC list: upper case, without spaces (`A6-ABC`). */
export function normalRegistration(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '')
}

/** Whether the operator needs an EASA TCO for this trip: from outside the EASA States, touching one. */
export function needsTco(operatorCountry: string, tripCountries: readonly string[]): boolean {
  if (EASA_STATES.has(operatorCountry.toUpperCase())) return false
  return tripCountries.some((c) => EASA_STATES.has(c.toUpperCase()))
}

/** How the operator stands on the list: by name, by AOC, by its State; null when absent. */
export function restrictedBy(
  operator: Pick<OperatorFacts, 'name' | 'aocNumber' | 'country'>,
  list: RestrictedList,
): 'name' | 'aoc' | 'country' | null {
  const name = foldName(operator.name)
  const aoc = foldName(operator.aocNumber)
  for (const entry of list.entries) {
    if (entry.name && foldName(entry.name) === name && name !== '') return 'name'
    if (entry.aoc && foldName(entry.aoc) === aoc && aoc !== '') return 'aoc'
    if (entry.country && !entry.name && !entry.aoc && entry.country.toUpperCase() === operator.country.toUpperCase())
      return 'country'
  }
  return null
}

function validity(rule: 'aoc' | 'insurance' | 'tco', expiresOn: string, today: string, lastLegOn: string) {
  if (expiresOn < today) return { rule, kind: 'expired', on: expiresOn } as const
  if (expiresOn < lastLegOn) return { rule, kind: 'endsBeforeLastLeg', on: expiresOn } as const
  return null
}

/** Every problem that forbids selling this operator for this trip today; empty when it may fly it. */
export function legalityProblems(
  operator: OperatorFacts,
  trip: TripFacts,
  list: RestrictedList,
  today: string,
): LegalityProblem[] {
  const problems: LegalityProblem[] = []
  const push = (p: LegalityProblem | null) => {
    if (p) problems.push(p)
  }
  push(validity('aoc', operator.aocExpiresOn, today, trip.lastLegOn))
  if (needsTco(operator.country, trip.countries)) {
    if (!operator.tcoNumber || !operator.tcoExpiresOn) problems.push({ rule: 'tco', kind: 'missing' })
    else push(validity('tco', operator.tcoExpiresOn, today, trip.lastLegOn))
  }
  push(validity('insurance', operator.insuranceExpiresOn, today, trip.lastLegOn))
  if (trip.registration !== null) {
    const registration = normalRegistration(trip.registration)
    if (!operator.registrations.map(normalRegistration).includes(registration))
      problems.push({ rule: 'aircraft', kind: 'notOnAoc', registration })
  }
  const by = restrictedBy(operator, list)
  if (by) problems.push({ rule: 'restricted', kind: 'listed', by, listUpdatedOn: list.updatedOn })
  return problems
}
