import { NewsletterLinkPage } from '~/components/newsletter-link-form'
import { newsletterPagesCopy } from '~/content/newsletter-pages'
import { rootDataOf } from '~/lib/seo'
import { formAction } from '~/services/form-submission.server'
import { newsletterUnsubscribeFormSpec, readNewsletterToken } from '~/services/newsletter.server'
import type { Route } from './+types/newsletter-unsubscribe'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newsletterPagesCopy[rootDataOf(matches).lang].metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token, valid: readNewsletterToken(context.runtime.env.SESSION_SECRET, 'unsubscribe', token) !== undefined }
}

/**
 * Unsubscribe, through the one form handler: the page's button, and the one-click POST of mail
 * programs (RFC 8058, the token in the URL). The GET never unsubscribes.
 */
export function action(args: Route.ActionArgs) {
  const urlToken = new URL(args.request.url).searchParams.get('token')
  return formAction(args, newsletterUnsubscribeFormSpec(args.context.runtime, urlToken))
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose="unsubscribe" token={loaderData.token} valid={loaderData.valid} />
}
