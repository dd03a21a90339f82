import { Link } from 'react-router'
import { formatIsoDate } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { operatorsCopy } from '../content/operators-copy'

/** AOCs, TCOs and insurances expiring within 30 days (or expired), at the top of the desk (docs/product.md §14). */
export function ExpiriesBanner({
  expiries,
}: {
  expiries: ReadonlyArray<{
    operatorId: string
    name: string
    what: 'aoc' | 'tco' | 'insurance'
    on: string
    days: number
  }>
}) {
  const t = useCopy(operatorsCopy).expiries
  const { lang } = useLanguage()
  if (expiries.length === 0) return null
  return (
    <section
      aria-labelledby="desk-expiries"
      className="border border-danger/60 bg-danger/10 p-4 md:p-6"
      data-testid="desk-expiries"
    >
      <h2 id="desk-expiries" className="font-display text-xl text-ivory">
        {t.title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {expiries.map((e) => (
          <li key={`${e.operatorId}-${e.what}`}>
            <Link to={`/desk/operators/${e.operatorId}`} className="text-gold">
              {e.name}
            </Link>{' '}
            <span className="text-parchment">
              — {t.what[e.what]}{' '}
              {e.days < 0 ? t.expired(formatIsoDate(lang, e.on)) : t.soon(formatIsoDate(lang, e.on), e.days)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
