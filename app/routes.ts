import { index, route, type RouteConfig } from '@react-router/dev/routes'

/** Every route of the product's route table (§2), plus the 24/7 assistance page (docs/product.md §1). */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('experience', 'routes/experience.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/courtier-aviation', 'routes/services.courtier-aviation.tsx'),
  route('services/maison-vols-prives', 'routes/services.maison-vols-prives.tsx'),
  route('services/vente-acquisition', 'routes/services.vente-acquisition.tsx'),
  route('services/solutions-sur-mesure', 'routes/services.solutions-sur-mesure.tsx'),
  route('services/assistance-24-7', 'routes/services.assistance-24-7.tsx'),
  route('quote-form', 'routes/quote-form.tsx'),
  route('fleet', 'routes/fleet.tsx'),
  // The home page's estimator answered by the server (no JavaScript, or a shared link).
  route('estimate', 'routes/estimate.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('contact/club-herra', 'routes/contact.club-herra.tsx'),
  route('club-herra-private', 'routes/club-herra-private.tsx'),
  route('club-herra-content', 'routes/club-herra-content.tsx'),
  route('herra', 'routes/herra.tsx'),
  route('herra/membre', 'routes/herra-membership.tsx', { id: 'herra-membre' }),
  route('herra-membership', 'routes/herra-membership.tsx', { id: 'herra-membership' }),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news.$slug.tsx'),
  route('member-login', 'routes/member-login.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('club-herra-exit', 'routes/club-herra-exit.ts'),
  // The brokerage desk: staff only, noindex, out of the sitemap, robots-disallowed.
  route('desk/sign-in', 'routes/desk-sign-in.tsx'),
  route('desk/sign-in/verify', 'routes/desk-sign-in-verify.tsx'),
  route('desk/sign-out', 'routes/desk-sign-out.ts'),
  route('desk/export.csv', 'routes/desk-export-csv.ts'),
  route('desk/privacy/export', 'routes/desk-privacy-export.ts'),
  route('desk', 'routes/desk.tsx', [
    index('routes/desk-inbox.tsx'),
    route('requests/:id', 'routes/desk-request.tsx'),
    route('outbox', 'routes/desk-outbox.tsx'),
    route('privacy', 'routes/desk-privacy.tsx'),
    route('audit', 'routes/desk-audit.tsx'),
    // The offer (docs/product.md §11): prepared from a request, then edited, sent, withdrawn.
    route('requests/:id/offers/new', 'features/offer/routes/desk-offer-new.tsx'),
    route('offers/:offerId', 'features/offer/routes/desk-offer.tsx'),
    // Empty legs (docs/product.md §12): published, edited, withdrawn by the desk.
    route('empty-legs', 'features/empty-legs/routes/desk-legs.tsx'),
    route('empty-legs/new', 'features/empty-legs/routes/desk-leg-new.tsx'),
    route('empty-legs/:legId', 'features/empty-legs/routes/desk-leg.tsx'),
  ]),
  // The client's offer: private, by its link's token (never logged, never indexed).
  route('offer/:token', 'features/offer/routes/offer-page.tsx'),
  route('offer/:token/pdf', 'features/offer/routes/offer-pdf.ts'),
  // The newsletter's e-mailed links (confirm, unsubscribe): one page, its button posts.
  route('newsletter/:link', 'routes/newsletter-link.tsx'),
  // Empty legs (docs/product.md §12): the public list and the alert e-mails' links.
  route('empty-legs', 'features/empty-legs/routes/empty-legs.tsx'),
  route('empty-legs/alert/:link', 'features/empty-legs/routes/alert-link.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
