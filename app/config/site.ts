/**
 * Every operator fact of HERRA in one typed module (decisions.md §1).
 * The defaults are obvious placeholders: e-mail on the reserved example.com domain,
 * phone numbers in the +33 1 99 00 xx xx range reserved for fiction.
 * The operator replaces them here without touching any page.
 */
export interface Office {
  city: { fr: string; en: string }
  street: string
  postalCode: string
  locality: string
  country: { fr: string; en: string }
  countryCode: string
  phone: string
  email: string
}

export const site = {
  brand: 'HERRA',
  brandLong: 'HERRA Aviation',
  clubName: 'Club HERRA',
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
      phone: '+33 1 99 00 00 02',
      email: 'dubai@example.com',
    },
  } satisfies Record<string, Office>,
  contactEmail: 'contact@example.com',
  privacyEmail: 'privacy@example.com',
  phone: '+33 1 99 00 00 01',
  /** Version of the privacy policy whose consent is recorded with each request. */
  privacyPolicyVersion: '2024-01',
  copyrightYear: 2024,
  certifications: ['EASA', 'FAA', 'DGAC'] as const,
} as const

export type Site = typeof site

/** `tel:` href from a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
