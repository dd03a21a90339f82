import type { OperatorConfig } from './operator-config'

// Kept apart from operator-config.ts, whose zod schema must not reach a browser bundle (zod probes
// `new Function` at start, which the site's CSP refuses): the pages import these placeholders, the
// server's loader imports both (docs/decisions/058-names-and-module-map.md).

/**
 * The development default: obvious placeholders (reserved example.com addresses, the
 * +33 1 99 00 range reserved for fiction in France, a Dubai number of zeros, "(à compléter)").
 * Production refuses to start with any of them.
 */
export const placeholderOperatorConfig: OperatorConfig = {
  legal: {
    tradingName: 'HERRA',
    form: { fr: 'Entreprise individuelle', en: 'Sole trader (entreprise individuelle)' },
    owner: 'Nom du dirigeant (à compléter)',
    siren: '000 000 000',
    siret: '000 000 000 00000',
    rcs: 'RCS Paris 000 000 000',
    vat: 'FR00 000000000',
    activityCode: '70.22Z',
    publicationDirector: 'Nom du dirigeant (à compléter)',
  },
  host: {
    name: 'Hébergeur (à compléter)',
    address: 'Adresse de l’hébergeur (à compléter)',
    website: 'https://example.com',
  },
  offices: {
    paris: {
      city: { fr: 'Paris', en: 'Paris' },
      street: '1 avenue de l’Exemple',
      postalCode: '75008',
      locality: 'Paris',
      country: { fr: 'France', en: 'France' },
      countryCode: 'FR',
      phone: '+33 1 99 00 00 01',
      email: 'contact@example.com',
    },
    dubai: {
      city: { fr: 'Dubaï', en: 'Dubai' },
      street: 'Office 0, Example Tower, DIFC',
      postalCode: '',
      locality: 'Dubai',
      country: { fr: 'Émirats arabes unis', en: 'United Arab Emirates' },
      countryCode: 'AE',
      phone: '+971 4 000 0000',
      email: 'dubai@example.com',
    },
  },
  contactEmail: 'contact@example.com',
  privacyEmail: 'privacy@example.com',
  phone: '+33 1 99 00 00 01',
  bank: {
    holder: 'HERRA',
    bankName: 'Banque (à compléter)',
    iban: 'FR76 0000 0000 0000 0000 0000 097',
    bic: 'XXXXFRPP',
  },
}
