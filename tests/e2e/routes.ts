import type { PageKey } from '~/content/pages'

/** Every public route of docs/product.md (§2) with the page whose heading it shows. */
export const publicRoutes: ReadonlyArray<{ path: string; page: PageKey }> = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/experience', page: 'experience' },
  { path: '/services', page: 'services' },
  { path: '/services/courtier-aviation', page: 'broker' },
  { path: '/services/maison-vols-prives', page: 'privateFlights' },
  { path: '/services/vente-acquisition', page: 'sales' },
  { path: '/services/solutions-sur-mesure', page: 'bespoke' },
  { path: '/services/assistance-24-7', page: 'assistance' },
  { path: '/quote-form', page: 'quote' },
  { path: '/fleet', page: 'fleet' },
  { path: '/contact', page: 'contact' },
  { path: '/contact/club-herra', page: 'contactClub' },
  { path: '/club-herra-private', page: 'clubGate' },
  { path: '/herra', page: 'club' },
  { path: '/herra/membre', page: 'membership' },
  { path: '/herra-membership', page: 'membership' },
  { path: '/news', page: 'news' },
  { path: '/member-login', page: 'memberLogin' },
  { path: '/legal', page: 'legal' },
  { path: '/privacy', page: 'privacy' },
]
