import { useActionData } from 'react-router'
import { ContentHero, heroLinks } from '~/components/content-blocks'
import { FeaturedArticle, NewsCard } from '~/components/news-items'
import { NewsletterForm } from '~/features/newsletter/components/newsletter-form'
import { articles, newsCopy } from '~/content/news'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { formAction } from '~/services/form-submission.server'
import { newsletterFormSpec } from '~/features/newsletter/services/newsletter.server'
import { SectionHeading } from '~/ui/primitives'
import type { Route } from './+types/news'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('news')
export const headers = cacheablePage

/** The featured article's picture is the largest element of the page. */
export const links = () => (articles[0] ? heroLinks(articles[0].artKey) : [])

/**
 * Newsletter subscription (docs/product.md §7) through the one form handler: rate-limited per client,
 * honeypot, validated by the same schema as the browser, stored once per address with the time of
 * consent. The address is never logged. A repeated address gets the same answer as a new one.
 */
export function action(args: Route.ActionArgs) {
  const { context } = args
  return formAction(args, newsletterFormSpec(context.runtime, { lang: context.lang, clientIp: context.clientIp }))
}

export default function News() {
  const t = useCopy(newsCopy)
  const actionData = useActionData<typeof action>()
  const [featured, ...others] = articles
  return (
    <>
      <ContentHero page="news" />

      {featured ? (
        <section aria-label={t.featured} className="container-luxe pt-20 md:pt-28">
          <FeaturedArticle article={featured} />
        </section>
      ) : null}

      <section aria-labelledby="latest-title" className="container-luxe py-24 md:py-32">
        <SectionHeading id="latest-title" eyebrow={t.headline.eyebrow} title={t.headline.title} />
        <ul className="mt-14 grid gap-8 md:grid-cols-2 md:gap-10">
          {others.map((article) => (
            <li key={article.slug}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <div className="container-luxe pb-8">
        <NewsletterForm serverResult={actionData} />
      </div>
    </>
  )
}
