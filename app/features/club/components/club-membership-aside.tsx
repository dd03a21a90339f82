import { Link } from 'react-router'
import { clubCopy } from '~/features/club/content/club'
import { useCopy } from '~/i18n/language-context'
import { ClubSeal } from './club-art'

/** Beside form A: what happens to an application. */
export function ClubMembershipAside() {
  const t = useCopy(clubCopy).membership.aside
  return (
    <aside aria-labelledby="club-aside-title" className="border-t border-gold/50 pt-8 lg:sticky lg:top-28">
      <ClubSeal size={48} />
      <p className="eyebrow mt-6">{t.eyebrow}</p>
      <h2 id="club-aside-title" className="mt-4 text-3xl">
        {t.title}
      </h2>
      <ul className="mt-8 space-y-7">
        {t.points.map((point) => (
          <li key={point.title}>
            <h3 className="font-sans text-sm font-medium tracking-wide text-parchment">{point.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-mist">{point.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-mist">
        {t.contactLead}{' '}
        <Link
          to="/contact/club-herra"
          className="text-gold-light underline decoration-gold/40 underline-offset-4 hover:decoration-gold-light"
        >
          {t.contactLink}
        </Link>
      </p>
    </aside>
  )
}
