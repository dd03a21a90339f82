import { useLoaderData } from 'react-router'
import { NewsletterNotice } from '~/components/newsletter-notice'
import { newsletterPagesCopy } from '~/content/newsletter-pages'
import { useCopy } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { confirmNewsletter } from '~/services/newsletter.server'
import { hitRateLimit } from '~/services/rate-limit.server'
import type { Route } from './+types/newsletter-confirm'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newsletterPagesCopy[rootDataOf(matches).lang].metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

/** The confirmation link of the double opt-in: following it subscribes the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime } = context
  try {
    const limit = await hitRateLimit(
      runtime.database.db,
      `newsletter-link:${context.clientIp}`,
      runtime.env.RATE_LIMIT_MAX * 3,
      runtime.env.RATE_LIMIT_WINDOW_S,
    )
    if (!limit.allowed) return { state: 'limited' as const }
    const token = new URL(request.url).searchParams.get('token')
    return { state: await confirmNewsletter(runtime.database.db, runtime.env.SESSION_SECRET, token) }
  } catch (error) {
    runtime.logger.error({ err: error }, 'newsletter confirmation failed')
    return { state: 'unavailable' as const }
  }
}

export default function NewsletterConfirm() {
  const t = useCopy(newsletterPagesCopy)
  const { state } = useLoaderData<typeof loader>()
  if (state === 'confirmed') return <NewsletterNotice title={t.confirmedTitle}>{t.confirmed}</NewsletterNotice>
  if (state === 'invalid') return <NewsletterNotice title={t.invalidTitle}>{t.invalid}</NewsletterNotice>
  return <NewsletterNotice title={t.invalidTitle}>{state === 'limited' ? t.limited : t.unavailable}</NewsletterNotice>
}
