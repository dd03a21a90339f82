import { ContactBox } from '~/components/contact-box'
import { ContactForm } from '~/components/contact-form'
import { FlightSimulator } from '~/components/estimator/flight-simulator'
import { PageHero } from '~/components/page-hero'
import { constraintsOf } from '~/domain/forms/constraints'
import { contactSchema } from '~/domain/forms/contact'
import { pageMeta } from '~/lib/seo'
import { contactFormAction } from '~/services/leads/form-actions.server'
import type { Route } from './+types/contact'

export const meta = pageMeta('contact')

/** A fresh idempotency key per page view: a resubmitted form post is stored once. */
export function loader() {
  return { idempotencyKey: crypto.randomUUID(), constraints: constraintsOf(contactSchema) }
}

/** The plain form post (no JavaScript); with JavaScript the form calls POST /api/send-contact (same handler). */
export function action(args: Route.ActionArgs) {
  return contactFormAction(args, 'flight')
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero page="contact" />
      <section className="container-luxe grid items-start gap-10 py-16 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactForm
          topic="flight"
          idempotencyKey={loaderData.idempotencyKey}
          constraints={loaderData.constraints}
          result={actionData}
        />
        <ContactBox />
      </section>
      <section id="flight-simulator" className="container-luxe scroll-mt-24 pt-8 md:pt-12">
        <FlightSimulator />
      </section>
    </>
  )
}
