import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { valueInWords, type QueueSort } from '~/features/desk/domain/queue'
import { formatIsoDate, formatNumber } from '~/i18n/format'
import type { InboxItem } from '~/features/desk/domain/inbox-row'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { formatAge, formatWhen } from '~/desk-kit/components/desk-format'
import { StatusBadge } from '~/desk-kit/components/desk-ui'

export type { InboxItem }

/** Statuses still open: nobody's request among these is waiting to be taken. */
const WAITING = new Set(['new', 'in_progress', 'quoted'])

const MAIL_TONE = {
  pending: 'text-gold-light',
  sent: 'text-success',
  failed: 'text-danger',
  none: 'text-mist',
} as const

/**
 * The queue's rows: a table on a wide screen, labelled stacked cards below 768 px (same markup:
 * each cell's label is its `data-label`, shown before it on a phone; the name comes first there).
 * The flight-date heading links to the queue in that order (a plain link: no JavaScript). Keyboard:
 * "/" goes to the search, "j" / "k" to the next / previous request, Enter opens it.
 */
export function InboxList({
  items,
  now,
  sort,
  sortHref,
}: {
  items: InboxItem[]
  now: string
  sort: QueueSort
  sortHref: string
}) {
  const t = useCopy(deskCopy)
  const q = useCopy(deskQueueCopy)
  const { lang } = useLanguage()
  const tableRef = useRef<HTMLTableElement>(null)

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      if (event.key === '/') {
        const search = document.getElementById('desk-search')
        if (search) {
          event.preventDefault()
          search.focus()
        }
        return
      }
      if (event.key !== 'j' && event.key !== 'k') return
      const links = Array.from(tableRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-lead]') ?? [])
      if (links.length === 0) return
      const index = links.indexOf(document.activeElement as HTMLAnchorElement)
      const next = event.key === 'j' ? Math.min(links.length - 1, index + 1) : Math.max(0, index < 0 ? 0 : index - 1)
      event.preventDefault()
      links[next]?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  if (items.length === 0) return <p className="border border-line/80 bg-night/60 p-6 text-parchment">{t.inbox.empty}</p>
  const c = t.inbox.columns
  // Below 768 px a cell is a row of its card: its label (data-label) in the first column, its value in the second.
  const cell =
    'grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 px-0 py-1 before:text-xs before:uppercase before:tracking-[0.12em] before:text-mist before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:align-top md:before:content-none'
  const words = { options: q.options, none: '—', yes: q.yes, no: q.no }
  return (
    <table ref={tableRef} className="w-full text-sm">
      <caption className="sr-only">{t.inbox.title}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-line/80 text-left text-xs uppercase tracking-[0.14em] text-mist">
          <th scope="col" className="px-3 py-2 font-normal">
            {c.received}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {c.kind}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {c.name}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {c.route}
          </th>
          <th scope="col" className="px-3 py-2 font-normal" aria-sort={sort === 'flight' ? 'ascending' : undefined}>
            <Link
              to={sortHref}
              className="text-mist underline decoration-gold/40 underline-offset-4 hover:text-gold-light"
              title={sort === 'flight' ? q.sortByReceived : q.sortByFlight}
              data-testid="sort-flight"
            >
              {q.columns.flightDate}
              {sort === 'flight' ? ' ↑' : ''}
              <span className="sr-only"> — {sort === 'flight' ? q.sortByReceived : q.sortByFlight}</span>
            </Link>
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {q.columns.passengers}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {c.status}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {c.owner}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {c.mail}
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {items.map((item) => {
          const route = [
            item.departure && item.destination ? `${item.departure} → ${item.destination}` : null,
            item.aircraft && valueInWords('aircraft', item.aircraft, words) !== words.none
              ? valueInWords('aircraft', item.aircraft, words)
              : null,
          ]
            .filter(Boolean)
            .join(' · ')
          return (
            <tr
              key={item.id}
              data-request={item.id}
              className="mb-3 flex flex-col border border-line/70 bg-night/60 p-3 md:mb-0 md:table-row md:border-0 md:border-b md:bg-transparent md:p-0 md:hover:bg-night/70"
            >
              <td data-label={c.received} className={`${cell} text-mist`}>
                <time dateTime={item.receivedAt} title={formatWhen(lang, item.receivedAt)}>
                  {formatAge(lang, item.receivedAt, now)}
                </time>
              </td>
              <td data-label={c.kind} className={`${cell} text-parchment`}>
                {t.kinds[item.kind]}
              </td>
              <td data-label={c.name} className={`${cell} order-first md:order-none`}>
                <Link
                  to={`/desk/requests/${item.id}`}
                  data-lead
                  className="text-ivory underline decoration-gold/40 underline-offset-4 hover:text-gold-light"
                >
                  {item.erased ? t.inbox.erased : item.fullName || item.email}
                </Link>
                {item.fullName && !item.erased ? (
                  <span className="col-start-2 block break-all text-xs text-mist">{item.email}</span>
                ) : null}
              </td>
              <td data-label={c.route} className={`${cell} text-parchment`}>
                {route || '—'}
              </td>
              <td data-label={q.columns.flightDate} className={`${cell} text-ivory md:whitespace-nowrap`}>
                {item.flightDate ? (
                  <time dateTime={item.flightDate}>{formatIsoDate(lang, item.flightDate, 'medium')}</time>
                ) : (
                  <span className="text-mist">{q.noDate}</span>
                )}
              </td>
              <td data-label={q.columns.passengers} className={`${cell} text-ivory`}>
                {item.passengers === null ? <span className="text-mist">—</span> : formatNumber(lang, item.passengers)}
              </td>
              <td data-label={c.status} className={cell}>
                <span>
                  <StatusBadge status={item.status} label={t.statuses[item.status]} />
                </span>
              </td>
              <td data-label={c.owner} className={`${cell} text-parchment`}>
                {item.owner ? (
                  <span className="break-all">{item.owner}</span>
                ) : WAITING.has(item.status) ? (
                  <span className="text-gold-light">{q.waiting}</span>
                ) : (
                  <span className="text-mist">—</span>
                )}
              </td>
              <td data-label={c.mail} className={`${cell} ${MAIL_TONE[item.mail]}`}>
                {t.mail[item.mail]}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
