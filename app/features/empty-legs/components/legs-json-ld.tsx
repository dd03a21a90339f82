import { useNonce } from '~/lib/nonce'
import type { PublicLeg } from './leg-card'

/**
 * The list for search engines (schema.org JSON-LD): an `ItemList` of `Flight`s, each with its
 * airports (IATA codes) and, when priced, its `Offer` (EUR, excluding tax, valid to the window's last day).
 */
export function LegsJsonLd({ legs, url, name }: { legs: readonly PublicLeg[]; url: string; name: string }) {
  const nonce = useNonce()
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: legs.length,
    itemListElement: legs.map((leg, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Flight',
        name: `${leg.from.city} → ${leg.to.city}`,
        departureAirport: { '@type': 'Airport', iataCode: leg.from.code, name: leg.from.name },
        arrivalAirport: { '@type': 'Airport', iataCode: leg.to.code, name: leg.to.name },
        departureTime: leg.earliest,
        ...(leg.priceEur !== null
          ? {
              offers: {
                '@type': 'Offer',
                price: leg.priceEur,
                priceCurrency: 'EUR',
                validThrough: leg.latest,
                availability: 'https://schema.org/InStock',
              },
            }
          : {}),
      },
    })),
  }
  // `<` is escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
