import { Link, useLoaderData } from 'react-router'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { FiguresTable } from '~/features/desk/components/figures-table'
import { InboxFilters } from '~/features/desk/components/inbox-filters'
import { InboxList } from '~/features/desk/components/inbox-list'
import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { inboxSearch, parseInboxFilters } from '~/desk-kit/domain/desk-model'
import { parseQueueView, withView } from '~/features/desk/domain/queue'
import { useCopy } from '~/i18n/language-context'
import { deskFigures, listQueue } from '~/features/desk/services/inbox.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { BookingQueuePanel } from '~/features/bookings/components/booking-queue-panel'
import { bookingQueue } from '~/features/bookings/services/booking-queue.server'
import { OfferFiguresRow } from '~/features/offer/components/offer-figures'
import { offerFigures } from '~/features/offer/services/offer-figures.server'
import { ExpiriesBanner } from '~/features/operators/components/expiries-banner'
import { expiringSoon } from '~/features/operators/services/operators-store.server'
import { today } from '~/features/operators/services/rfq-rows.server'
import { GarQueue } from '~/features/trips/components/gar-panel'
import { garQueue } from '~/features/trips/services/gar.server'
import { useLanguage } from '~/i18n/language-context'
import type { Route } from './+types/desk-inbox'

export const meta = deskMeta((t) => t.inbox.title)
export const headers = deskHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  const url = new URL(request.url)
  const { before: _b, after: _a, ...base } = parseInboxFilters(url.searchParams, runtime.env.STAFF_EMAILS)
  const view = parseQueueView(url.searchParams)
  const filters = { ...base, hideNewsletter: !view.newsletter }
  const [page, figures, offers, expiries, bookings, gar] = await Promise.all([
    listQueue(runtime.database.db, filters, view),
    deskFigures(runtime.database.db),
    offerFigures(runtime.database.db),
    expiringSoon(runtime.database.db, today()),
    bookingQueue(runtime.database.db),
    // The UK GAR to file (docs/product.md §18): red when its window closes within 6 h.
    garQueue(runtime.database.db),
  ])
  const search = inboxSearch(base)
  return {
    now: new Date().toISOString(),
    staffList: runtime.env.STAFF_EMAILS,
    filters: base,
    view,
    rawQ: url.searchParams.get('q') ?? '',
    items: page.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      receivedAt: r.receivedAt.toISOString(),
      fullName: r.fullName,
      email: r.email,
      departure: r.departure,
      destination: r.destination,
      aircraft: r.aircraft,
      status: r.status,
      owner: r.owner,
      erased: r.erased,
      mail: r.mail,
      flightDate: r.flightDate,
      passengers: r.passengers,
    })),
    olderHref: page.more ? `/desk${withView(search, { ...view, page: view.page + 1 })}` : null,
    newerHref: view.page > 1 ? `/desk${withView(search, { ...view, page: view.page - 1 })}` : null,
    /** The queue in the other order (the flight-date column's heading links to it), from page 1. */
    sortHref: `/desk${withView(search, { ...view, sort: view.sort === 'flight' ? 'received' : 'flight', page: 1 })}`,
    csvHref: `/desk/export.csv${withView(search, { newsletter: view.newsletter })}`,
    figures,
    offerFigures: offers,
    expiries,
    // Bookings by payment state, "unpaid, first leg within 48 h" first (docs/product.md §17).
    bookings,
    gar: gar.map((g) => ({ ...g, ...g.window })),
  }
}

export default function DeskInbox() {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  const d = useLoaderData<typeof loader>()
  const { lang } = useLanguage()
  return (
    <div className="space-y-6">
      <h1 className="sr-only">{t.inbox.title}</h1>
      {/* The alarms (expiring operators, unpaid bookings, GAR windows) lead the queue; a search shows its results first. */}
      {d.rawQ.trim() === '' ? (
        <>
          <ExpiriesBanner expiries={d.expiries} />
          {d.bookings.length > 0 ? <BookingQueuePanel bookings={d.bookings} /> : null}
          <GarQueue lang={lang} items={d.gar} />
        </>
      ) : null}
      {/* The queue first (docs/decisions/057-desk-queue.md): its search and order, then the requests. */}
      <section aria-labelledby="desk-filters" className="border border-line/80 bg-night/60 p-4 md:p-6">
        <h2 id="desk-filters" className="font-display text-2xl">
          {t.inbox.title}
        </h2>
        <InboxFilters
          key={d.csvHref + d.view.sort}
          filters={d.filters}
          view={d.view}
          q={d.rawQ}
          staffList={d.staffList}
        />
      </section>

      <InboxList items={d.items} now={d.now} sort={d.view.sort} sortHref={d.sortHref} />

      <nav aria-label={t.inbox.pages} className="flex justify-between gap-4">
        {d.newerHref ? (
          <Link to={d.newerHref} className="btn btn-outline no-underline" rel="prev">
            ← {q.previous}
          </Link>
        ) : (
          <span />
        )}
        {d.olderHref ? (
          <Link to={d.olderHref} className="btn btn-outline no-underline" rel="next">
            {q.next} →
          </Link>
        ) : null}
      </nav>

      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-mist">
        <p className="hidden md:block">{t.inbox.shortcuts}</p>
        <a
          href={d.csvHref}
          className="text-gold underline decoration-gold/50 underline-offset-4 hover:text-gold-light"
          download
        >
          {t.inbox.exportCsv}
        </a>
      </div>

      <details className="border border-line/80 bg-night/40" data-testid="desk-figures">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm text-gold md:px-6">
          {q.figuresSummary}
        </summary>
        <div className="space-y-6 p-2 md:p-4">
          <FiguresTable figures={d.figures} />
          <OfferFiguresRow figures={d.offerFigures} />
        </div>
      </details>
    </div>
  )
}
