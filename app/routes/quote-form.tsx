import { getZodConstraint } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { ContactForm } from '~/components/contact-form'
import { PageHero } from '~/components/page-hero'
import { QuoteMailAlternative } from '~/components/quote-form'
import { quoteCopy } from '~/content/quote'
import { contactSchema } from '~/domain/forms/contact'
import { useCopy } from '~/i18n/language-context'
import { cacheablePageWithToken, pageToken } from '~/lib/page-cache'
import { pageMeta } from '~/lib/seo'
import { contactFormAction } from '~/services/leads/form-actions.server'
import type { Route } from './+types/quote-form'

export const meta = pageMeta('quote')

/**
 * The quote page asks with THE request form of /contact: the same fields, rules, handler and
 * confirmation (docs/decisions/036-one-request-form.md). A fresh idempotency key per page view.
 */
export function loader() {
  const idempotencyKey = crypto.randomUUID()
  return data(
    { idempotencyKey, constraint: { ...getZodConstraint(contactSchema) } },
    { headers: pageToken(idempotencyKey) },
  )
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
        />
        <QuoteMailAlternative />
      </section>
    </>
  )
}
