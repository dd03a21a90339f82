import { Link, useLoaderData } from 'react-router'
import { deskHeaders, deskPageMeta } from '~/desk-kit/components/desk-meta'
import { DeskPanel, StatusBadge } from '~/desk-kit/components/desk-ui'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import { legsDeskCopy } from '../content/legs-desk-copy'
import { legsCopy } from '../content/legs-copy'
import { priceOf, routeOf, windowOf } from '../content/legs-format'
import { aircraftLabel, dayIn, legState } from '../domain/leg-model'
import { listDeskLegs } from '../services/legs-store.server'
import type { Route } from './+types/desk-legs'

export const meta = deskPageMeta(legsDeskCopy, (t) => t.title)
export const headers = deskHeaders

/** The desk's empty legs (docs/product.md §12): every leg, newest first, its state; "publish" above. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  const today = dayIn(new Date())
  const legs = await listDeskLegs(context.runtime.database.db)
  return {
    legs: legs.map((leg) => ({
      id: leg.id,
      from: leg.from,
      to: leg.to,
      earliest: leg.earliest,
      latest: leg.latest,
      aircraft: aircraftLabel(leg),
      seats: leg.seats,
      priceEur: leg.priceEur,
      state: legState(leg, today),
      requests: leg.requests,
      alerted: leg.alerted,
    })),
  }
}

const STATE_TONE = { published: 'won', withdrawn: 'lost', passed: 'in_progress' } as const

export default function DeskLegs() {
  const t = useCopy(legsDeskCopy)
  const { lang } = useLanguage()
  const onRequest = legsCopy[lang].onRequest
  const { legs } = useLoaderData<typeof loader>()
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl">{t.title}</h1>
        <Link to="/desk/empty-legs/new" className="btn btn-gold min-h-11 px-6 no-underline">
          {t.newTitle}
        </Link>
      </div>
      <p className="mt-3 max-w-3xl text-parchment">{t.intro}</p>
      <DeskPanel title={t.list.title} id="legs-list-title" className="mt-6">
        {legs.length === 0 ? (
          <p className="text-parchment">{t.list.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-[0.14em] text-mist">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.route}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.window}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.aircraft}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.seats}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.price}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.state}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t.list.interest}
                  </th>
                </tr>
              </thead>
              <tbody>
                {legs.map((leg) => (
                  <tr key={leg.id} className="border-t border-line/60">
                    <td className="py-2 pr-4">
                      <Link to={`/desk/empty-legs/${leg.id}`} className="text-ivory">
                        {routeOf(lang, leg)}{' '}
                        <span className="text-mist">
                          ({leg.from.code} → {leg.to.code})
                        </span>
                      </Link>
                    </td>
                    <td className="py-2 pr-4">{windowOf(lang, leg.earliest, leg.latest)}</td>
                    <td className="py-2 pr-4">{leg.aircraft}</td>
                    <td className="py-2 pr-4">{leg.seats}</td>
                    <td className="py-2 pr-4">{priceOf(lang, leg.priceEur, onRequest)}</td>
                    <td className="py-2 pr-4">
                      <StatusBadge status={STATE_TONE[leg.state]} label={t.states[leg.state]} />
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{t.list.interestOf(leg.requests, leg.alerted)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DeskPanel>
    </div>
  )
}
