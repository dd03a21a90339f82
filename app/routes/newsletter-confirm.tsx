import { NewsletterLinkPage } from '~/components/newsletter-link-form'
import { newsletterPagesCopy } from '~/content/newsletter-pages'
import { rootDataOf } from '~/lib/seo'
import { formAction } from '~/services/form-submission.server'
import { newsletterConfirmFormSpec, readNewsletterToken } from '~/services/newsletter.server'
import type { Route } from './+types/newsletter-confirm'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newsletterPagesCopy[rootDataOf(matches).lang].metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

/**
 * The confirmation link of the double opt-in opens this page; it changes nothing (a mail scanner
 * follows links): the reader's button confirms, a POST through the one form handler.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token, valid: readNewsletterToken(context.runtime.env.SESSION_SECRET, 'confirm', token) !== undefined }
}

export function action(args: Route.ActionArgs) {
  return formAction(args, newsletterConfirmFormSpec(args.context.runtime))
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose="confirm" token={loaderData.token} valid={loaderData.valid} />
}
