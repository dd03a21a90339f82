import { Link, useLoaderData } from 'react-router'
import { AuditDetails } from '~/components/desk/audit-details'
import { formatWhen } from '~/components/desk/desk-format'
import { deskHeaders, deskMeta } from '~/components/desk/desk-meta'
import { deskCopy } from '~/content/desk'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { listAudit } from '~/services/desk/audit.server'
import { requireStaff } from '~/services/desk/staff-auth.server'
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
  const { lang } = useLanguage()
  const { entries, olderHref } = useLoaderData<typeof loader>()
  const c = t.audit.columns
  return (
    <div className="space-y-6">
      <h1 className="text-4xl">{t.audit.title}</h1>
      <p className="text-parchment">{t.audit.intro}</p>
      {entries.length === 0 ? (
        <p className="text-parchment">{t.audit.empty}</p>
      ) : (
        <div
          className="overflow-x-auto border border-line/80 bg-night/60"
          role="region"
          aria-label={t.audit.title}
          // A scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[44rem] text-sm" data-testid="audit-log">
            <thead>
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
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-line/50 align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-mist">{formatWhen(lang, e.at)}</td>
                  <td className="px-3 py-2 text-parchment">{e.actor}</td>
                  <td className="px-3 py-2 text-ivory">
                    {t.audit.actions[e.action]} <AuditDetails action={e.action} details={e.details} />
                  </td>
                  <td className="px-3 py-2">
                    {e.leadId ? (
                      <Link
                        to={`/desk/requests/${e.leadId}`}
                        className="font-mono text-xs text-gold underline decoration-gold/40 underline-offset-4"
                      >
                        {e.leadId.slice(0, 8)}
                      </Link>
                    ) : (
                      <span className="text-mist">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {olderHref ? (
        <Link to={olderHref} className="btn btn-outline no-underline">
          {t.audit.older} →
        </Link>
      ) : null}
    </div>
  )
}
