import type { ReactNode } from 'react'
import { newsletterPagesCopy } from '~/features/newsletter/content/newsletter-pages'
import { useCopy } from '~/i18n/language-context'
import { ButtonLink } from '~/ui/primitives'

/** The frame of the newsletter's confirmation and unsubscribe pages. */
export function NewsletterNotice({ title, children }: { title: string; children: ReactNode }) {
  const t = useCopy(newsletterPagesCopy)
  return (
    <section className="container-luxe flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 className="mt-5 text-4xl md:text-5xl">{title}</h1>
      <div className="hairline mt-7" />
      <div className="mt-7 max-w-xl text-lg leading-relaxed text-parchment">{children}</div>
      <ButtonLink to="/news" variant="text" className="mt-10">
        {t.news}
      </ButtonLink>
    </section>
  )
}
