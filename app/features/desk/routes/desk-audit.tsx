import { Link, useLoaderData } from 'react-router'
import { AuditDetails } from '~/features/desk/components/audit-details'
import { formatWhen } from '~/desk-kit/components/desk-format'
import { deskHeaders, deskMeta } from '~/desk-kit/components/desk-meta'
import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { listAudit } from '~/desk-kit/services/audit.server'
import { requireStaff } from '~/desk-kit/services/staff-auth.server'
import type { Route } from './+types/desk-audit'

export const meta = deskMeta((t) => t.audit.title)
export const headers = deskHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.runtime, request)
  const before = Number(new URL(request.url).searchParams.get('before'))
  const { entries, more } = await listAudit(context.runtime.database.db, {
    beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
    limit: 100,
  })
  const last = entries[entries.length - 1]
  return {
    entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    olderHref: more && last ? `/desk/audit?before=${last.id}` : null,
  }
}

export default function DeskAudit() {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  const { lang } = useLanguage()
  const { entries, olderHref } = useLoaderData<typeof loader>()
  const c = t.audit.columns
  // A table from 768 px; below, each entry is a card whose cells carry their label (data-label).
  const cell =
    'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 py-1 before:text-xs before:uppercase before:tracking-[0.12em] before:text-mist before:content-[attr(data-label)] md:table-cell md:px-3 md:py-2 md:before:content-none'
  return (
    <div className="space-y-6">
      <h1 className="text-4xl">{t.audit.title}</h1>
      <p className="text-parchment">{t.audit.intro}</p>
      {entries.length === 0 ? (
        <p className="text-parchment">{t.audit.empty}</p>
      ) : (
        <table className="w-full text-sm md:border md:border-line/80 md:bg-night/60" data-testid="audit-log">
          <caption className="sr-only">{t.audit.title}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-line/80 text-left text-xs uppercase tracking-[0.14em] text-mist">
              <th scope="col" className="px-3 py-2 font-normal">
                {c.at}
              </th>
              <th scope="col" className="px-3 py-2 font-normal">
                {c.actor}
              </th>
              <th scope="col" className="px-3 py-2 font-normal">
                {c.action}
              </th>
              <th scope="col" className="px-3 py-2 font-normal">
                {c.record}
              </th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {entries.map((e) => (
              <tr
                key={e.id}
                data-audit={e.id}
                className="mb-3 block border border-line/70 bg-night/60 p-3 md:mb-0 md:table-row md:border-0 md:border-b md:border-line/50 md:bg-transparent md:p-0 md:align-top"
              >
                <td data-label={c.at} className={`${cell} text-mist md:whitespace-nowrap`}>
                  {formatWhen(lang, e.at)}
                </td>
                <td data-label={c.actor} className={`${cell} break-all text-parchment`}>
                  {e.actor}
                </td>
                <td data-label={c.action} className={`${cell} text-ivory`}>
                  <span>
                    {t.audit.actions[e.action]} <AuditDetails action={e.action} details={e.details} />
                  </span>
                </td>
                <td data-label={c.record} className={cell}>
                  {e.leadId ? (
                    <Link
                      to={`/desk/requests/${e.leadId}`}
                      className="break-words text-gold underline decoration-gold/40 underline-offset-4"
                    >
                      {e.leadName ?? q.audit.erased}
                    </Link>
                  ) : (
                    <span className="text-mist">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {olderHref ? (
        <Link to={olderHref} className="btn btn-outline no-underline">
          {t.audit.older} →
        </Link>
      ) : null}
    </div>
  )
}
