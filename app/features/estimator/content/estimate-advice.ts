import type { BreakdownRowKey } from '~/domain/broker-price'
import { defineCopy } from '~/i18n/define-copy'

/**
 * What the estimate screens (the hero's, the fleet cards', the simulator's) say beyond the figures:
 * the price breakdown's rows (docs/decisions/048-broker-prices.md) and the advice (docs/decisions/049-home-estimate-and-advice.md): the fuel stops named, and
 * another aircraft of the fleet offered with a one-tap switch.
 */
export interface EstimateAdviceCopy {
  /** The rows of the breakdown; the service row is the house's, never called a commission. */
  rows: Record<BreakdownRowKey, string>
  /** Why there is a weather margin, under its row. */
  weatherMarginHint: string
  /** "Fuel stop: Gander (YQX)" / "Fuel stops: …, …". */
  fuelStops: (count: number, places: string) => string
  /** One stop's place: "Gander (YQX)". */
  stopPlace: (city: string, code: string) => string
  /** Joins the places of several stops. */
  joinPlaces: (places: readonly string[]) => string
  alternativesTitle: string
  /** The one-tap switch: "Non-stop in a Phenom 300: €17,700 excl. VAT" (its estimate, like the headline). */
  alternative: (parts: { aircraft: string; nonStop: boolean; stops: number; price: string }) => string
}

export const estimateAdviceCopy = defineCopy<EstimateAdviceCopy>({
  fr: {
    rows: {
      operator: 'Vol : appareil, équipage et service à bord',
      fees: 'Redevances et frais d’escale',
      service: 'Honoraires HERRA',
      weatherMargin: 'Marge météo',
    },
    weatherMarginHint: 'Sans prévision météo, le prix retenu est le haut de la fourchette.',
    fuelStops: (count, places) => `${count > 1 ? 'Escales techniques' : 'Escale technique'} : ${places}`,
    stopPlace: (city, code) => `${city} (${code})`,
    joinPlaces: (places) => new Intl.ListFormat('fr-FR', { type: 'unit', style: 'short' }).format(places),
    alternativesTitle: 'Une autre option',
    alternative: ({ aircraft, nonStop, stops, price }) =>
      nonStop
        ? `Sans escale en ${aircraft} : ${price} HT`
        : `En ${aircraft} avec ${stops > 1 ? `${stops} escales` : 'une escale'} : ${price} HT`,
  },
  en: {
    rows: {
      operator: 'Flight: aircraft, crew and on-board service',
      fees: 'Airport and handling fees',
      service: 'HERRA fee',
      weatherMargin: 'Weather margin',
    },
    weatherMarginHint: 'Without a weather forecast, the price is the top of the range.',
    fuelStops: (count, places) => `${count > 1 ? 'Fuel stops' : 'Fuel stop'}: ${places}`,
    stopPlace: (city, code) => `${city} (${code})`,
    joinPlaces: (places) => new Intl.ListFormat('en-GB', { type: 'unit', style: 'short' }).format(places),
    alternativesTitle: 'Another option',
    alternative: ({ aircraft, nonStop, stops, price }) =>
      nonStop
        ? `Non-stop in a ${aircraft}: ${price} excl. VAT`
        : `In a ${aircraft} with ${stops > 1 ? `${stops} stops` : 'one stop'}: ${price} excl. VAT`,
  },
})
