import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import { ContactBox } from '~/components/contact-box'
import { ContactForm } from '~/features/requests/components/contact-form'
import { FlightSimulator, type EstimatePrefill } from '~/features/estimator/components/flight-simulator'
import { PageHero } from '~/components/page-hero'
import { cacheablePageWithToken } from '~/lib/page-cache-policy'
import { pageMeta } from '~/lib/seo'
import { contactFormAction, requestFormPageData } from '~/features/requests/services/form-actions.server'
import type { Route } from './+types/contact'

export const meta = pageMeta('contact')

/** A fresh idempotency key per page view: a resubmitted form post is stored once. */
export function loader() {
  return requestFormPageData()
}

/** Cached like a page the same for everyone; each view gets its own key (decision 020). */
export const headers = cacheablePageWithToken

/** The plain form post (no JavaScript); with JavaScript the form calls POST /api/send-contact (same handler). */
export function action(args: Route.ActionArgs) {
  return contactFormAction(args, 'flight')
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams()
  const requestRef = useRef<HTMLElement>(null)
  // The simulator's estimate goes into the query, from which the request form applies its prefill,
  // and the form is brought into view.
  const addToRequest = (prefill: EstimatePrefill) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(prefill)) next.set(key, value)
        return next
      },
      { preventScrollReset: true, replace: true },
    )
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    requestRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  }
  return (
    <>
      <PageHero page="contact" />
      <section
        id="request"
        ref={requestRef}
        className="container-luxe grid scroll-mt-24 items-start gap-10 py-16 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <ContactForm
          topic="flight"
          idempotencyKey={loaderData.idempotencyKey}
          constraint={loaderData.constraint}
          result={actionData}
        />
        <ContactBox />
      </section>
      <section id="flight-simulator" className="container-luxe scroll-mt-24 pt-8 md:pt-12">
        <FlightSimulator onAddToRequest={addToRequest} />
      </section>
    </>
  )
}
