import { aircraftCo2, co2Of, sumCo2 } from '~/domain/trip/co2'
import { legTaxes } from '~/domain/trip/taxes'
import type { DraftOption, OfferLine, OfferOption, TsbaBandCode } from './offer-model'

/**
 * The price lines of an option (docs/product.md §10 and §11): the charter price excluding tax, the
 * French passenger tax (TSBA) and VAT computed leg by leg by the rules of `app/domain/trip/taxes.ts`
 * (each replaceable by the desk, with a reason), the desk's own lines, the total; and its CO₂
 * (`app/domain/trip/co2.ts`). Pure.
 */

/** What the taxes need of a leg: the countries of its ends, its length and block time. */
export interface PricedLeg {
  fromCountry: string
  toCountry: string
  /** The airports' codes: a return to the first leg's start makes a round trip. */
  fromCode: string
  toCode: string
  distanceKm: number
  blockMinutes: number
}

/** A round trip: two legs, the second the first reversed (the TSBA is paid once, docs/product.md §10). */
export function isRoundTrip(legs: readonly PricedLeg[]): boolean {
  return legs.length === 2 && legs[0]!.fromCode === legs[1]!.toCode && legs[0]!.toCode === legs[1]!.fromCode
}

/**
 * The charter price spread over the legs by distance: VAT applies to the domestic legs only, each
 * on its share (an option has one price for the whole trip). Whole euros; the shares add up.
 */
export function priceShares(charterEur: number, legs: readonly PricedLeg[]): number[] {
  const total = legs.reduce((sum, leg) => sum + leg.distanceKm, 0)
  if (legs.length === 0) return []
  if (total <= 0) return legs.map((_, i) => (i === 0 ? charterEur : 0))
  const shares = legs.map((leg) => Math.round((charterEur * leg.distanceKm) / total))
  shares[shares.length - 1]! += charterEur - shares.reduce((sum, share) => sum + share, 0)
  return shares
}

export interface ComputedTaxes {
  tsba: { totalEur: number; parts: Array<{ band: TsbaBandCode; passengers: number; perPassengerEur: number }> }
  vat: { totalEur: number; rate: number }
}

/** The TSBA and VAT of a trip at `charterEur` for `passengers`, as the rules compute them. */
export function computeTaxes(charterEur: number, legs: readonly PricedLeg[], passengers: number): ComputedTaxes {
  const shares = priceShares(charterEur, legs)
  const roundTrip = isRoundTrip(legs)
  const parts: ComputedTaxes['tsba']['parts'] = []
  let vatEur = 0
  let rate = 0
  let tsbaPaid = false
  legs.forEach((leg, i) => {
    const taxes = legTaxes({ from: leg.fromCountry, to: leg.toCountry, pax: passengers, totalHT: shares[i]! })
    // A round trip pays the TSBA on the leg that leaves France, once.
    if (taxes.tsba && !(roundTrip && tsbaPaid)) {
      tsbaPaid = true
      const same = parts.find((p) => p.band === taxes.tsba!.band)
      if (same) same.passengers += passengers
      else parts.push({ band: taxes.tsba.band, passengers, perPassengerEur: taxes.tsba.perPassengerEur })
    }
    vatEur += taxes.vatEur
    rate = Math.max(rate, taxes.vatRate)
  })
  return {
    tsba: { totalEur: parts.reduce((sum, p) => sum + p.passengers * p.perPassengerEur, 0), parts },
    vat: { totalEur: vatEur, rate },
  }
}

/** The lines of an option: charter, TSBA and VAT when due (or replaced), then the desk's lines. */
export function optionLines(option: DraftOption, legs: readonly PricedLeg[], passengers: number): OfferLine[] {
  const taxes = computeTaxes(option.charterEur, legs, passengers)
  const lines: OfferLine[] = [{ kind: 'charter', amountEur: option.charterEur }]
  if (taxes.tsba.totalEur > 0 || option.tsbaOverride) {
    lines.push({
      kind: 'tsba',
      amountEur: option.tsbaOverride?.amountEur ?? taxes.tsba.totalEur,
      parts: taxes.tsba.parts,
      computedEur: taxes.tsba.totalEur,
      reason: option.tsbaOverride?.reason ?? null,
    })
  }
  if (taxes.vat.totalEur > 0 || option.vatOverride) {
    lines.push({
      kind: 'vat',
      amountEur: option.vatOverride?.amountEur ?? taxes.vat.totalEur,
      rate: taxes.vat.rate,
      computedEur: taxes.vat.totalEur,
      reason: option.vatOverride?.reason ?? null,
    })
  }
  for (const line of option.lines) lines.push({ kind: 'other', label: line.label, amountEur: line.amountEur })
  return lines
}

/** The option's CO₂ over every leg: the fleet's burn figure, or the one the desk gave for another type. */
export function optionCo2(option: DraftOption, legs: readonly PricedLeg[], passengers: number): OfferOption['co2'] {
  const perLeg = legs.map((leg) => {
    const hours = leg.blockMinutes / 60
    return aircraftCo2(option.aircraftId, hours, passengers) ?? co2Of(hours, option.burnGalPerHour ?? 0, passengers)
  })
  const total = sumCo2(perLeg)
  return { kg: total.kg, perPassengerKg: total.perPassengerKg, burnGalPerHour: total.burnGalPerHour }
}

export function totalOf(lines: readonly OfferLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountEur, 0)
}
