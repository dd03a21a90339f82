import { PageHero } from '~/components/page-hero'
import { QuoteForm, QuoteMailAlternative } from '~/components/quote-form'
import { legQuotePrefill } from '~/features/empty-legs/services/leg-quote.server'
import { pageMeta } from '~/lib/seo'
import { quoteFormAction } from '~/services/leads/form-actions.server'
import type { Route } from './+types/quote-form'

export const meta = pageMeta('quote')

/**
 * A fresh idempotency key per page view (and after each submission): a repeated post is stored once.
 * `?leg=<id>` ("Request this leg" of /empty-legs, docs/product.md §12): the form prefilled with the leg.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const legId = new URL(request.url).searchParams.get('leg')
  const leg = legId ? await legQuotePrefill(context.runtime, legId, context.lang) : null
  return { idempotencyKey: crypto.randomUUID(), leg }
}

export function action(args: Route.ActionArgs) {
  return quoteFormAction(args)
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const leg = loaderData.leg
  return (
    <>
      <PageHero page="quote" />
      <section className="container-luxe grid items-start gap-10 py-16 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <QuoteForm
          idempotencyKey={loaderData.idempotencyKey}
          result={actionData}
          prefill={leg?.prefill}
          emptyLeg={leg ? { id: leg.id, label: leg.label } : undefined}
        />
        <QuoteMailAlternative />
      </section>
    </>
  )
}
