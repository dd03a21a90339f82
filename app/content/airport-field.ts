import { defineCopy } from '~/i18n/define-copy'

/** Copy of the airport field and its suggestion list: every form that asks for an airport (docs/product.md §8). */
export interface AirportFieldCopy {
  departure: string
  arrival: string
  placeholder: string
  hint: string
  listLabel: string
  /** Announced to screen readers when the list changes (count already formatted). */
  announce: (count: number, formatted: string) => string
  noMatch: string
  selected: (name: string, place: string) => string
}

export const airportFieldCopy = defineCopy<AirportFieldCopy>({
  fr: {
    departure: 'Départ',
    arrival: 'Arrivée',
    placeholder: 'Ville, aéroport ou code',
    hint: 'Saisissez au moins 2 caractères ou un code IATA.',
    listLabel: 'Aéroports proposés',
    announce: (count, n) =>
      count === 0
        ? 'Aucun aéroport ne correspond.'
        : `${n} aéroport${count > 1 ? 's' : ''} proposé${count > 1 ? 's' : ''}. Flèches haut et bas pour parcourir, Entrée pour choisir.`,
    noMatch: 'Aucun aéroport ne correspond.',
    selected: (name, place) => `${name} — ${place}`,
  },
  en: {
    departure: 'Departure',
    arrival: 'Arrival',
    placeholder: 'City, airport or code',
    hint: 'Type at least 2 characters or an IATA code.',
    listLabel: 'Suggested airports',
    announce: (count, n) =>
      count === 0
        ? 'No matching airport.'
        : `${n} airport${count > 1 ? 's' : ''} suggested. Use the up and down arrows to browse, Enter to choose.`,
    noMatch: 'No matching airport.',
    selected: (name, place) => `${name} — ${place}`,
  },
})
