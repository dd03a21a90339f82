import { Link } from 'react-router'
import { ContactBox } from '~/components/contact-box'
import { ContactForm } from '~/features/requests/components/contact-form'
import { PageHero } from '~/components/page-hero'
import { contactCopy } from '~/content/contact'
import { useCopy } from '~/i18n/language-context'
import { cacheablePageWithToken } from '~/lib/page-cache-policy'
import { pageMeta } from '~/lib/seo'
import { contactFormAction, requestFormPageData } from '~/features/requests/services/form-actions.server'
import type { Route } from './+types/contact.club-herra'

export const meta = pageMeta('contactClub')

export function loader() {
  return requestFormPageData()
}

/** Cached like a page the same for everyone; each view gets its own key (decision 020). */
export const headers = cacheablePageWithToken

export function action(args: Route.ActionArgs) {
  return contactFormAction(args, 'club')
}

/** The club's contact entry: a club-oriented introduction, then the same form and contact box. */
export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCopy(contactCopy).club
  return (
    <>
      <PageHero page="contactClub" />
      <section aria-labelledby="club-contact-title" className="container-luxe grid gap-10 pt-16 md:grid-cols-2 reveal">
        <div>
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="club-contact-title" className="mt-3 text-3xl md:text-4xl">
            {t.title}
          </h2>
          {t.paragraphs.map((p) => (
            <p key={p} className="mt-4 max-w-xl text-parchment">
              {p}
            </p>
          ))}
        </div>
        <div className="md:pt-10">
          <ul className="space-y-3 border-l border-gold/60 pl-6 text-mist">
            {t.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
          <Link to="/herra" className="btn btn-outline mt-8 no-underline">
            {t.discover}
          </Link>
        </div>
      </section>
      <section
        id="request"
        className="container-luxe grid scroll-mt-24 items-start gap-10 py-16 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <ContactForm
          topic="club"
          idempotencyKey={loaderData.idempotencyKey}
          constraint={loaderData.constraint}
          result={actionData}
        />
        <ContactBox />
      </section>
    </>
  )
}
