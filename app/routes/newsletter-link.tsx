import { data } from 'react-router'
import { NewsletterLinkPage } from '~/components/newsletter-link-form'
import { newsletterPagesCopy } from '~/content/newsletter-pages'
import { rootDataOf } from '~/lib/seo'
import { formAction } from '~/services/form-submission.server'
import {
  newsletterConfirmFormSpec,
  newsletterUnsubscribeFormSpec,
  readNewsletterToken,
} from '~/services/newsletter.server'
import type { Route } from './+types/newsletter-link'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: newsletterPagesCopy[rootDataOf(matches).lang].metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

/** The two links of the newsletter's e-mails: /newsletter/confirm and /newsletter/unsubscribe. */
function purposeOf(link: string | undefined): 'confirm' | 'unsubscribe' {
  if (link === 'confirm' || link === 'unsubscribe') return link
  throw data(null, { status: 404 })
}

/**
 * The page a link opens changes nothing (a mail scanner follows links): it checks the token's
 * signature and shows the reader's button.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const purpose = purposeOf(params.link)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const valid = readNewsletterToken(context.runtime.env.SESSION_SECRET, purpose, token) !== undefined
  return { purpose, token, valid }
}

/**
 * The button, through the one form handler: confirm (a link valid 7 days), or unsubscribe — also
 * the one-click POST of mail programs (RFC 8058, the token in the URL). GET never acts.
 */
export function action(args: Route.ActionArgs) {
  const { runtime } = args.context
  if (purposeOf(args.params.link) === 'confirm') return formAction(args, newsletterConfirmFormSpec(runtime))
  const urlToken = new URL(args.request.url).searchParams.get('token')
  return formAction(args, newsletterUnsubscribeFormSpec(runtime, urlToken))
}

export default function NewsletterLink({ loaderData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose={loaderData.purpose} token={loaderData.token} valid={loaderData.valid} />
}
