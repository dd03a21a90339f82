import { useRouteLoaderData } from 'react-router'
import { house } from '~/config/house'
import type { Office } from '~/config/operator-config'
import { homeCopy } from '~/content/home'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useNonce } from '~/lib/nonce'
import type { RootData } from '~/lib/seo'
import { useOperatorConfig } from '~/lib/use-operator-config'

function postalAddress(office: Office, lang: 'fr' | 'en') {
  return {
    '@type': 'PostalAddress',
    name: `${house.brand} ${office.city[lang]}`,
    streetAddress: office.street,
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressLocality: office.locality,
    addressCountry: office.countryCode,
    telephone: office.phone,
    email: office.email,
  }
}

/**
 * The organisation for search engines (schema.org JSON-LD): name, both offices, contact point.
 * A data block, but the CSP still wants the request's nonce on every <script>.
 */
export function OrganizationJsonLd() {
  const nonce = useNonce()
  const { lang } = useLanguage()
  const t = useCopy(homeCopy)
  const root = useRouteLoaderData<RootData>('root')
  const site = useOperatorConfig()
  const url = (root?.siteUrl ?? '').replace(/\/$/, '')
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}/#organization`,
    name: house.brand,
    alternateName: house.brandLong,
    url: `${url}/`,
    logo: `${url}/favicon.svg`,
    image: `${url}/og-image.png`,
    description: t.organization.description,
    email: site.contactEmail,
    telephone: site.phone,
    address: [postalAddress(site.offices.paris, lang), postalAddress(site.offices.dubai, lang)],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: t.organization.contactType,
        telephone: site.phone,
        email: site.contactEmail,
        availableLanguage: ['French', 'English'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
  }
  // `<` is escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
