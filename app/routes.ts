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
  route('estimate', 'features/estimator/routes/estimate.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('contact/club-herra', 'routes/contact.club-herra.tsx'),
  route('club-herra-private', 'features/club/routes/club-herra-private.tsx'),
  route('club-herra-content', 'features/club/routes/club-herra-content.tsx'),
  route('herra', 'features/club/routes/herra.tsx'),
  route('herra/membre', 'features/club/routes/herra-membership.tsx', { id: 'herra-membre' }),
  route('herra-membership', 'features/club/routes/herra-membership.tsx', { id: 'herra-membership' }),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news.$slug.tsx'),
  route('member-login', 'features/club/routes/member-login.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('club-herra-exit', 'features/club/routes/club-herra-exit.ts'),
  // The brokerage desk: staff only, noindex, out of the sitemap, robots-disallowed.
  route('desk/sign-in', 'routes/desk/desk-sign-in.tsx'),
  route('desk/sign-in/verify', 'routes/desk/desk-sign-in-verify.tsx'),
  route('desk/sign-out', 'routes/desk/desk-sign-out.ts'),
  route('desk/export.csv', 'features/desk/routes/desk-export-csv.ts'),
  route('desk/privacy/export', 'features/desk/routes/desk-privacy-export.ts'),
  // The UK General Aviation Report of a booking's leg (docs/product.md §18): staff only, audited.
  route('desk/bookings/:id/gar.csv', 'features/trips/routes/desk-gar-csv.ts'),
  route('desk', 'routes/desk/desk.tsx', [
    index('routes/desk/desk-inbox.tsx'),
    route('requests/:id', 'routes/desk/desk-request.tsx'),
    // A reply template in its editor, then sent (docs/product.md §9).
    route('requests/:id/reply/:template', 'features/desk/routes/desk-reply.tsx'),
    route('profile', 'routes/desk/desk-profile.tsx'),
    route('outbox', 'features/desk/routes/desk-outbox.tsx'),
    route('privacy', 'features/desk/routes/desk-privacy.tsx'),
    route('audit', 'features/desk/routes/desk-audit.tsx'),
    // The offer (docs/product.md §11): prepared from a request, then edited, sent, withdrawn.
    route('requests/:id/offers/new', 'routes/desk/desk-offer-new.tsx'),
    route('offers/:offerId', 'features/offer/routes/desk-offer.tsx'),
    // Empty legs (docs/product.md §12): published, edited, withdrawn by the desk.
    route('empty-legs', 'features/empty-legs/routes/desk-legs.tsx'),
    route('empty-legs/new', 'features/empty-legs/routes/desk-leg-new.tsx'),
    route('empty-legs/:legId', 'features/empty-legs/routes/desk-leg.tsx'),
    // Operators and sourcing (docs/product.md §14): the operators, their AOC, insurance and aircraft.
    route('operators', 'features/operators/routes/desk-operators.tsx'),
    route('operators/:operatorId', 'features/operators/routes/desk-operator.tsx'),
    // Bookings (docs/product.md §17): payment state, statements, payments by hand, invoices.
    route('bookings', 'features/bookings/routes/desk-bookings.tsx'),
    route('bookings/:bookingId', 'features/bookings/routes/desk-booking.tsx'),
    // A booking's trip (docs/product.md §18): GAR, trip details, passengers (every read audited).
    route('bookings/:id/trip', 'features/trips/routes/desk-trip.tsx'),
  ]),
  route('desk/invoices/:file', 'features/bookings/routes/desk-invoice-pdf.ts'),
  // The client's offer: private, by its link's token (never logged, never indexed).
  route('offer/:token', 'features/offer/routes/offer-page.tsx'),
  route('offer/:token/pdf', 'features/offer/routes/offer-pdf.ts'),
  // An operator's request for quotation: private, by its link's token (never logged, never indexed).
  route('rfq/:token', 'features/operators/routes/rfq-page.tsx'),
  // The client's booking (docs/product.md §17): private, by its link's token, like the offer.
  route('booking/:token', 'features/bookings/routes/booking-page.tsx'),
  route('booking/:token/invoices/:file', 'features/bookings/routes/booking-invoice-pdf.ts'),
  // Passengers and the trip sheet (docs/product.md §18): private, by their links' tokens.
  route('booking/:token/passengers', 'features/trips/routes/booking-passengers.tsx'),
  route('trip/:token', 'features/trips/routes/trip-sheet.tsx'),
  route('trip/:token/calendar.ics', 'features/trips/routes/trip-calendar.ts'),
  route('trip/:token/pdf', 'features/trips/routes/trip-pdf.ts'),
  // The newsletter's e-mailed links (confirm, unsubscribe): one page, its button posts.
  route('newsletter/:link', 'features/newsletter/routes/newsletter-link.tsx'),
  // Empty legs (docs/product.md §12): the public list and the alert e-mails' links.
  route('empty-legs', 'features/empty-legs/routes/empty-legs.tsx'),
  route('empty-legs/alert/:link', 'features/empty-legs/routes/alert-link.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
