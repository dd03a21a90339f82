import { redirect } from 'react-router'
import { ContactForm } from '~/features/requests/components/contact-form'
import { PageHero } from '~/components/page-hero'
import { QuoteMailAlternative } from '~/features/requests/components/quote-request-form'
import { quoteCopy } from '~/features/requests/content/quote'
import { legQuotePrefill } from '~/features/empty-legs/services/leg-quote.server'
import { useCopy } from '~/i18n/language-context'
import { cacheablePageWithToken } from '~/lib/page-cache-policy'
import { pageMeta } from '~/lib/seo'
import { contactFormAction, requestFormPageData } from '~/features/requests/services/form-actions.server'
import type { Route } from './+types/quote-form'

export const meta = pageMeta('quote')

/**
 * The quote page asks with THE request form of /contact: the same fields, rules, handler and
 * confirmation (docs/decisions/036-one-request-form.md). A fresh idempotency key per page view.
 * `?leg=<id>` ("Request this leg" of /empty-legs, docs/product.md §12): the form says which leg the
 * request is for and posts its id; the route, the first day and the leg's line arrive in the query
 * the form already reads its prefill from (from, to, date, info).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const legId = url.searchParams.get('leg')
  const leg = legId ? await legQuotePrefill(context.runtime, legId, context.lang) : null
  if (leg && !url.searchParams.has('from')) {
    const query = new URLSearchParams(url.search)
    query.set('from', leg.prefill.departure)
    query.set('to', leg.prefill.destination)
    query.set('date', leg.prefill.departureDate)
    throw redirect(`${url.pathname}?${query.toString()}`)
  }
  return requestFormPageData({ emptyLeg: leg ? { id: leg.id, label: leg.label } : null })
}

export const headers = cacheablePageWithToken

/** The plain form post (no JavaScript); with JavaScript the form calls POST /api/send-contact (same handler). */
export function action(args: Route.ActionArgs) {
  return contactFormAction(args, 'flight')
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCopy(quoteCopy)
  return (
    <>
      <PageHero page="quote" />
      <section
        id="request"
        className="container-luxe grid scroll-mt-24 items-start gap-10 py-16 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <ContactForm
          topic="flight"
          idempotencyKey={loaderData.idempotencyKey}
          constraint={loaderData.constraint}
          result={actionData}
          promise={t.promise}
          emptyLeg={loaderData.emptyLeg ?? undefined}
        />
        <QuoteMailAlternative />
      </section>
    </>
  )
}
