import { Link, useLoaderData } from 'react-router'
import { deskHeaders, deskMeta } from '~/components/desk/desk-meta'
import { FiguresTable } from '~/components/desk/figures-table'
import { InboxFilters } from '~/components/desk/inbox-filters'
import { InboxList } from '~/components/desk/inbox-list'
import { deskCopy } from '~/content/desk'
import { inboxSearch, parseInboxFilters } from '~/domain/desk/desk-model'
import { useCopy } from '~/i18n/language-context'
import { deskFigures, listInbox } from '~/services/desk/inbox.server'
import { requireStaff } from '~/services/desk/staff-auth.server'
import { OfferFiguresRow } from '~/features/offer/components/offer-figures'
import { offerFigures } from '~/features/offer/services/offer-figures.server'
import type { Route } from './+types/desk-inbox'

export const meta = deskMeta((t) => t.inbox.title)
export const headers = deskHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context
  await requireStaff(runtime, request)
  const url = new URL(request.url)
  const filters = parseInboxFilters(url.searchParams, runtime.env.STAFF_EMAILS)
  const [page, figures, offers] = await Promise.all([
    listInbox(runtime.database.db, filters),
    deskFigures(runtime.database.db),
    offerFigures(runtime.database.db),
  ])
  const { before: _b, after: _a, ...base } = filters
  return {
    now: new Date().toISOString(),
    staffList: runtime.env.STAFF_EMAILS,
    filters: base,
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
    })),
    olderHref: page.older ? inboxSearch({ ...base, before: page.older }) : null,
    newerHref: page.newer ? inboxSearch({ ...base, after: page.newer }) : null,
    csvHref: `/desk/export.csv${inboxSearch(base)}`,
    figures,
    offerFigures: offers,
  }
}

export default function DeskInbox() {
  const t = useCopy(deskCopy)
  const d = useLoaderData<typeof loader>()
  return (
    <div className="space-y-8">
      <h1 className="sr-only">{t.inbox.title}</h1>
      <FiguresTable figures={d.figures} />
      <OfferFiguresRow figures={d.offerFigures} />

      <section aria-labelledby="desk-filters" className="border border-line/80 bg-night/60 p-4 md:p-6">
        <h2 id="desk-filters" className="font-display text-2xl">
          {t.inbox.title}
        </h2>
        <InboxFilters key={d.csvHref} filters={d.filters} q={d.rawQ} staffList={d.staffList} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-xs text-mist">
          <p>{t.inbox.shortcuts}</p>
          <a
            href={d.csvHref}
            className="text-gold underline decoration-gold/50 underline-offset-4 hover:text-gold-light"
            download
          >
            {t.inbox.exportCsv}
          </a>
        </div>
      </section>

      <InboxList items={d.items} now={d.now} />

      <nav aria-label={t.inbox.pages} className="flex justify-between gap-4">
        {d.newerHref ? (
          <Link to={d.newerHref} className="btn btn-outline no-underline" rel="prev">
            ← {t.inbox.newer}
          </Link>
        ) : (
          <span />
        )}
        {d.olderHref ? (
          <Link to={d.olderHref} className="btn btn-outline no-underline" rel="next">
            {t.inbox.older} →
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
