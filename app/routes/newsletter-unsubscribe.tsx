import { data, Form, useActionData, useSearchParams } from 'react-router'
import { NewsletterNotice } from '~/components/newsletter-notice'
import { newsletterPagesCopy } from '~/content/newsletter-pages'
import { useCopy } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { readFormBody } from '~/services/form-body.server'
import { readNewsletterToken, unsubscribeNewsletter } from '~/services/newsletter.server'
import { hitRateLimit } from '~/services/rate-limit.server'
import type { Route } from './+types/newsletter-unsubscribe'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newsletterPagesCopy[rootDataOf(matches).lang].metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return { valid: readNewsletterToken(context.runtime.env.SESSION_SECRET, 'unsubscribe', token) !== undefined }
}

/**
 * Unsubscribe: the page's button, and the one-click POST of mail programs (RFC 8058: the token in
 * the URL of List-Unsubscribe, a body `List-Unsubscribe=One-Click`). The GET never unsubscribes,
 * so a link scanner cannot do it for the reader.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime } = context
  try {
    const limit = await hitRateLimit(
      runtime.database.db,
      `newsletter-link:${context.clientIp}`,
      runtime.env.RATE_LIMIT_MAX * 3,
      runtime.env.RATE_LIMIT_WINDOW_S,
    )
    if (!limit.allowed)
      return data({ state: 'limited' as const }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterS) } })
    const form = await readFormBody(request, 1024)
    const token = form?.get('token') ?? new URL(request.url).searchParams.get('token')
    const state = await unsubscribeNewsletter(runtime.database.db, runtime.env.SESSION_SECRET, token)
    return data({ state }, { status: state === 'invalid' ? 400 : 200 })
  } catch (error) {
    runtime.logger.error({ err: error }, 'newsletter unsubscribe failed')
    return data({ state: 'unavailable' as const }, { status: 503 })
  }
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useCopy(newsletterPagesCopy)
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const state = actionData?.state
  if (state === 'unsubscribed') return <NewsletterNotice title={t.unsubscribedTitle}>{t.unsubscribed}</NewsletterNotice>
  if (state === 'invalid' || !loaderData.valid)
    return <NewsletterNotice title={t.invalidTitle}>{t.invalid}</NewsletterNotice>
  return (
    <NewsletterNotice title={t.unsubscribeTitle}>
      <p>{t.unsubscribeText}</p>
      {state === 'limited' || state === 'unavailable' ? (
        <p role="alert" className="mt-4 text-danger">
          {t[state]}
        </p>
      ) : null}
      <Form method="post" className="mt-8">
        <input type="hidden" name="token" value={params.get('token') ?? ''} />
        <button type="submit" className="btn btn-gold">
          {t.unsubscribeButton}
        </button>
      </Form>
    </NewsletterNotice>
  )
}
