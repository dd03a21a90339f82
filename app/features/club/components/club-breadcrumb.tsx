import { Link } from 'react-router'
import { clubCopy } from '~/features/club/content/club'
import { useCopy } from '~/i18n/language-context'

/** Home / club / Become a Member (docs/product.md §2), the last item marked as the current page. */
export function ClubBreadcrumb() {
  const t = useCopy(clubCopy).membership
  const link = 'text-mist no-underline transition-colors hover:text-gold-light'
  const separator = (
    <span aria-hidden="true" className="text-gold/70">
      /
    </span>
  )
  return (
    <nav aria-label={t.breadcrumbLabel} className="border-b border-line/60">
      <ol className="container-luxe flex flex-wrap items-center gap-3 py-4 text-[0.72rem] uppercase tracking-[0.2em]">
        <li className="flex items-center gap-3">
          <Link to="/" className={link}>
            {t.home}
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-3">
          <Link to="/herra" className={link}>
            {t.club}
          </Link>
          {separator}
        </li>
        <li>
          <span aria-current="page" className="text-parchment">
            {t.current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
