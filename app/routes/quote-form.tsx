import { PageHero } from '~/components/page-hero'
import { QuoteForm, QuoteMailAlternative } from '~/components/quote-form'
import { pageMeta } from '~/lib/seo'
import { quoteFormAction } from '~/services/leads/form-actions.server'
import type { Route } from './+types/quote-form'

export const meta = pageMeta('quote')

/** A fresh idempotency key per page view (and after each submission): a repeated post is stored once. */
export function loader() {
  return { idempotencyKey: crypto.randomUUID() }
}

export function action(args: Route.ActionArgs) {
  return quoteFormAction(args)
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page="quote" />
      <section className="container-luxe grid items-start gap-10 py-16 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <QuoteForm idempotencyKey={loaderData.idempotencyKey} result={actionData} />
        <QuoteMailAlternative />
      </section>
    </>
  )
}
