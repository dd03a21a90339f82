import { getAircraft } from '~/domain/aircraft'
import type { DraftLeg, OfferAirport, OfferContent, OfferDraft, OfferLeg, OfferOption } from './offer-model'
import { optionCo2, optionLines, totalOf, type PricedLeg } from './offer-pricing'
import { zonedTimeToUtc } from './offer-times'

/**
 * A version's document from the desk's draft (docs/product.md §11): airports resolved, times in UTC,
 * every option's lines, total and CO₂ computed; and its canonical text, the exact string whose
 * SHA-256 the acceptance records. Pure.
 */

/** An airport resolved by the server (world airport table, time zone of its position). */
export interface ResolvedAirport extends OfferAirport {
  lat: number
  lon: number
}

export interface VersionMeta {
  reference: string
  version: number
  issuedAt: Date
  termsVersion: string
  /** The day the operators' legality was checked (YYYY-MM-DD): printed for an option from a quote. */
  checkedOn?: string
}

export function resolvedLeg(leg: DraftLeg, from: ResolvedAirport, to: ResolvedAirport, distanceKm: number): OfferLeg {
  const departure = zonedTimeToUtc(leg.date, leg.time, from.timeZone)
  const airport = (a: ResolvedAirport): OfferAirport => ({
    code: a.code,
    name: a.name,
    city: a.city,
    ...(a.cityFr ? { cityFr: a.cityFr } : {}),
    countryCode: a.countryCode,
    timeZone: a.timeZone,
  })
  return {
    from: airport(from),
    to: airport(to),
    departureLocal: `${leg.date}T${leg.time}`,
    departureUtc: new Date(departure).toISOString(),
    arrivalUtc: new Date(departure + leg.blockMinutes * 60_000).toISOString(),
    blockMinutes: leg.blockMinutes,
    distanceKm: Math.round(distanceKm),
  }
}

/**
 * The document of a version. `airports(code)` resolves a leg's end (the caller checked every one);
 * `distanceKm(a, b)` is the great-circle distance between two of them.
 */
export function buildOfferContent(
  draft: OfferDraft,
  airports: (code: string) => ResolvedAirport,
  distanceKm: (a: ResolvedAirport, b: ResolvedAirport) => number,
  meta: VersionMeta,
): OfferContent {
  const priced: PricedLeg[] = []
  const legs = draft.legs.map((leg) => {
    const from = airports(leg.from)
    const to = airports(leg.to)
    const km = distanceKm(from, to)
    priced.push({
      fromCode: from.code,
      toCode: to.code,
      fromCountry: from.countryCode,
      toCountry: to.countryCode,
      distanceKm: km,
      blockMinutes: leg.blockMinutes,
    })
    return resolvedLeg(leg, from, to, km)
  })
  const options: OfferOption[] = draft.options.map((option, i) => {
    const lines = optionLines(option, priced, draft.passengers)
    const fleet = option.aircraftId ? getAircraft(option.aircraftId) : undefined
    return {
      number: i + 1,
      aircraft: { id: fleet?.id ?? null, name: fleet?.name ?? option.aircraftName },
      operator: option.operator,
      registration: option.registration || null,
      seats: option.seats,
      lines,
      totalEur: totalOf(lines),
      co2: optionCo2(option, priced, draft.passengers),
      // The carrier's facts only: the cost and the margin never enter the client's document.
      ...(option.source && meta.checkedOn
        ? {
            operatedBy: {
              name: option.source.carrier,
              aocNumber: option.source.aocNumber,
              authority: option.source.aocAuthority,
              checkedOn: meta.checkedOn,
            },
          }
        : {}),
    }
  })
  return {
    reference: meta.reference,
    version: meta.version,
    language: draft.language,
    clientName: draft.clientName,
    passengers: draft.passengers,
    currency: 'EUR',
    issuedAt: meta.issuedAt.toISOString(),
    expiresAt: new Date(meta.issuedAt.getTime() + draft.validityHours * 3_600_000).toISOString(),
    termsVersion: meta.termsVersion,
    message: draft.message,
    legs,
    options,
  }
}

/** JSON with every object's keys in code-point order, no spaces: one text per document, whoever writes it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: not a finite number')
    return JSON.stringify(value ?? null)
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}
