import { data, useActionData } from 'react-router'
import { ContentHero, heroLinks } from '~/components/content-blocks'
import { FeaturedArticle, NewsCard } from '~/components/news-items'
import { NewsletterForm, type NewsletterResult } from '~/components/newsletter-form'
import { articles, newsCopy } from '~/content/news'
import { parseNewsletter } from '~/domain/forms/newsletter'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { subscribeToNewsletter } from '~/services/newsletter.server'
import { readFormBody } from '~/services/form-body.server'
import { hitRateLimit } from '~/services/rate-limit.server'
import { SectionHeading } from '~/ui/primitives'
import type { Route } from './+types/news'
import { cacheablePage } from '~/lib/page-cache'

export const meta = pageMeta('news')
export const headers = cacheablePage

/** The featured article's picture is the largest element of the page. */
export const links = () => (articles[0] ? heroLinks(articles[0].artKey) : [])

/** A newsletter form is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 4096

/**
 * Newsletter subscription (decisions §2): rate-limited per client, honeypot, validated by the same
 * schema as the browser, stored once per address with the time of consent. The address is never
 * logged. A repeated address gets the same answer as a new one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, lang, clientIp } = context
  const reply = (result: NewsletterResult, status = 200, headers?: HeadersInit) =>
    data<NewsletterResult>(result, { status, headers })

  try {
    const limit = await hitRateLimit(
      runtime.database.db,
      `newsletter:${clientIp}`,
      runtime.env.RATE_LIMIT_MAX,
      runtime.env.RATE_LIMIT_WINDOW_S,
    )
    if (!limit.allowed) {
      return reply({ status: 'error', error: 'rateLimited' }, 429, { 'Retry-After': String(limit.retryAfterS) })
    }
    // Too large, or not a well-formed form: refused as invalid (never read to the end).
    const form = await readFormBody(request, MAX_BODY_BYTES)
    if (!form) return reply({ status: 'error', error: 'invalid' }, 400)
    const parsed = parseNewsletter(Object.fromEntries(form))
    // A robot filled the hidden field: answer as usual, store nothing.
    if (parsed.trap) return reply({ status: 'ok' })
    if (!parsed.ok) return reply({ status: 'error', error: parsed.error }, 400)
    // Double opt-in: stored as pending, a confirmation e-mail queued (decision 025).
    const { created } = await subscribeToNewsletter(
      runtime.database.db,
      { email: parsed.email, language: lang, clientIp },
      { siteUrl: runtime.env.SITE_URL, secret: runtime.env.SESSION_SECRET },
    )
    if (created) runtime.outbox.notify()
    runtime.logger.info({ created, lang }, 'newsletter subscription')
    return reply({ status: 'ok' })
  } catch (error) {
    runtime.logger.error({ err: error }, 'newsletter subscription failed')
    return reply({ status: 'error', error: 'failure' }, 503)
  }
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
