import { useEffect, useRef } from 'react'
import { telHref, whatsappHref } from '~/config/house'
import { contactCopy } from '~/content/contact'
import { CONTACT_AIRCRAFT_OPTIONS, NO_AIRCRAFT, type ContactAircraftOption } from '~/domain/forms/contact-values'
import type { RequestConfirmation } from '~/features/requests/domain/request-confirmation'
import { formatEuros, formatIsoDate, formatNumber, formatParisTime, parisWeekdayIfOtherDay } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useOperatorConfig } from '~/lib/use-operator-config'

/**
 * The answer to a sent flight request, in place of the form (docs/product.md §7;
 * docs/decisions/037-request-confirmation.md): its reference, the request as understood, by when
 * an adviser calls, and the house's call and WhatsApp buttons. Server-rendered after a post
 * without JavaScript; with JavaScript its heading takes the focus when it appears.
 */
export function RequestConfirmationPanel({
  confirmation,
  focusOnMount,
  onAnother,
}: {
  /** Absent after a robot's post (honeypot): the panel thanks without a reference. */
  confirmation: RequestConfirmation | undefined
  focusOnMount: boolean
  /** "Make another request": with JavaScript, the empty form again; without, a link to the page. */
  onAnother?: () => void
}) {
  const { lang } = useLanguage()
  const t = useCopy(contactCopy).form
  const c = t.confirmation
  const site = useOperatorConfig()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusOnMount) return
    const heading = headingRef.current
    heading?.focus()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' })
  }, [focusOnMount])

  const aircraft =
    confirmation && confirmation.aircraft !== NO_AIRCRAFT
      ? (CONTACT_AIRCRAFT_OPTIONS as readonly string[]).includes(confirmation.aircraft)
        ? t.aircraftOptions[confirmation.aircraft as ContactAircraftOption]
        : confirmation.aircraft
      : null
  const whatsapp = site.whatsapp ?? site.phone
  const rows: Array<[string, string]> = confirmation
    ? [
        [c.route, `${confirmation.departure} → ${confirmation.destination}`],
        [c.date, formatIsoDate(lang, confirmation.date)],
        [c.pax, formatNumber(lang, confirmation.pax)],
        ...(aircraft ? [[c.aircraft, aircraft] as [string, string]] : []),
        ...(confirmation.est !== undefined
          ? [[c.estimate, formatEuros(lang, confirmation.est)] as [string, string]]
          : []),
        [c.reachOn, [confirmation.phone, confirmation.email].filter(Boolean).join(' · ')],
      ]
    : []

  return (
    <section
      aria-labelledby="request-confirmation-title"
      className="border border-gold/40 bg-night/70 p-6 md:p-10"
      data-testid="request-confirmation"
    >
      <p className="eyebrow">{c.eyebrow}</p>
      <h2
        id="request-confirmation-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-3xl break-words focus:outline-none md:text-4xl"
      >
        {confirmation ? c.title(confirmation.firstName) : t.success}
      </h2>

      {confirmation ? (
        <>
          <div className="mt-6 border-l-2 border-gold pl-4">
            <p className="text-sm text-mist">{c.referenceLabel}</p>
            <p className="mt-1 font-display text-2xl tracking-[0.08em] text-gold-light" data-testid="request-reference">
              {confirmation.reference}
            </p>
            <p className="mt-1 text-sm text-mist">{c.referenceNote}</p>
          </div>

          <h3 className="mt-8 text-xl">{c.recapTitle}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-mist">{label}</dt>
                <dd className="text-parchment [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-8 text-xl">{c.callTitle}</h3>
          <p className="mt-2 text-parchment" data-testid="request-call-by">
            {c.callBy(
              formatParisTime(lang, confirmation.callBy),
              parisWeekdayIfOtherDay(lang, confirmation.callBy, confirmation.receivedAt),
            )}
          </p>
        </>
      ) : null}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={telHref(site.phone)} className="btn btn-gold no-underline">
          {c.callNow} <span className="sr-only">{site.phone}</span>
        </a>
        <a
          href={whatsappHref(whatsapp)}
          className="btn btn-outline no-underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          {c.whatsapp}
        </a>
      </div>
      {onAnother ? (
        <button type="button" onClick={onAnother} className="mt-6 text-sm text-gold-light underline">
          {c.another}
        </button>
      ) : null}
    </section>
  )
}
