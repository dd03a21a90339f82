import { NewsletterLinkPage } from '~/features/newsletter/components/newsletter-link-form'
import { newsletterPagesCopy } from '~/features/newsletter/content/newsletter-pages'
import { rootDataOf } from '~/lib/seo'
import { linkPageAction, linkPageData } from '~/services/link-forms.server'
import {
  newsletterConfirmFormSpec,
  newsletterUnsubscribeFormSpec,
  readNewsletterToken,
} from '~/features/newsletter/services/newsletter.server'
import type { Route } from './+types/newsletter-link'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newsletterPagesCopy[rootDataOf(matches).lang].metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

/** The two links of the newsletter's e-mails, /newsletter/confirm and /newsletter/unsubscribe (app/services/link-forms.server.ts). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const secret = context.runtime.env.SESSION_SECRET
  return linkPageData(
    request,
    params.link,
    (purpose, token) => readNewsletterToken(secret, purpose, token) !== undefined,
  )
}

export function action(args: Route.ActionArgs) {
  return linkPageAction(args, { confirm: newsletterConfirmFormSpec, unsubscribe: newsletterUnsubscribeFormSpec })
}

export default function NewsletterLink({ loaderData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose={loaderData.purpose} token={loaderData.token} valid={loaderData.valid} />
}
