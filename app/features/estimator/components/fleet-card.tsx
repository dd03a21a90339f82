import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { fleetCopy } from '~/content/fleet'
import type { Aircraft } from '~/domain/estimator/types'
import { formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'

/** The card's estimator costs no JavaScript until its disclosure is opened. */
const CardEstimator = lazy(() => import('./card-estimator'))

/** Intrinsic size of the fleet illustrations (public/images/fleet/<id>.svg share one scale: 20 px per metre). */
export const FLEET_IMAGE_WIDTH = 720
export const FLEET_IMAGE_HEIGHT = 240

/**
 * One aircraft of the fleet page: illustration, name, description, specifications, highlights,
 * the four on-board services, the 'take off' and 'more info' buttons and the embedded estimator.
 */
export function FleetCard({ aircraft, eager = false }: { aircraft: Aircraft; eager?: boolean }) {
  const t = useCopy(fleetCopy)
  const { lang } = useLanguage()
  const nameId = useId()
  const name = aircraft.name
  const specs = [
    { label: t.specs.passengers, value: t.specs.paxUpTo(formatNumber(lang, aircraft.pax)) },
    { label: t.specs.range, value: formatUnit(lang, aircraft.range_km, 'kilometer') },
    { label: t.specs.cruiseSpeed, value: formatUnit(lang, aircraft.cruise_kmh, 'kilometer-per-hour') },
    { label: t.specs.runway, value: formatUnit(lang, aircraft.req_runway_m, 'meter') },
  ]
  return (
    <article
      aria-labelledby={nameId}
      className="reveal border border-line bg-night/70"
      data-testid={`fleet-card-${aircraft.id}`}
    >
      <div className="grid lg:grid-cols-[5fr_6fr]">
        <div className="flex flex-col border-b border-line p-5 md:p-8 lg:border-r lg:border-b-0">
          <div className="relative flex items-center justify-center bg-[radial-gradient(ellipse_at_center,rgba(201,169,106,0.10),transparent_70%)]">
            <img
              src={aircraft.image}
              alt={t.imageAlt[aircraft.id] ?? name}
              width={FLEET_IMAGE_WIDTH}
              height={FLEET_IMAGE_HEIGHT}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="h-auto w-3/5 sm:w-4/5 md:w-full"
            />
          </div>
          <dl
            className="mt-4 grid grid-cols-2 gap-x-5 gap-y-3 border-t border-line pt-4 md:mt-6 md:gap-y-5 md:pt-6"
            aria-label={t.specs.label}
          >
            {specs.map((spec) => (
              <div key={spec.label}>
                <dt className="text-[0.62rem] uppercase tracking-[0.14em] text-mist md:text-[0.7rem] md:tracking-[0.18em]">
                  {spec.label}
                </dt>
                <dd className="mt-0.5 font-display text-lg text-ivory md:mt-1 md:text-xl">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="flex flex-col p-5 md:p-8">
          <h3 id={nameId} className="text-3xl md:text-4xl">
            {name}
          </h3>
          <div className="hairline mt-3 md:mt-5" />
          <p className="mt-3 text-sm text-parchment md:mt-5 md:text-base">{aircraft.description[lang]}</p>
          {/* On a phone the lists fold away behind a summary; from md up they are always open. */}
          <details className="group/features mt-4 md:mt-7 md:[&::details-content]:[content-visibility:visible]">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 border-y border-line py-3 text-[0.72rem] uppercase tracking-[0.16em] text-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-light md:hidden [&::-webkit-details-marker]:hidden">
              {t.detailsSummary}
              <svg
                aria-hidden="true"
                viewBox="0 0 12 8"
                className="h-2 w-3 shrink-0 transition-transform group-open/features:rotate-180"
              >
                <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
              </svg>
            </summary>
            <div className="grid gap-4 pt-4 sm:grid-cols-2 md:gap-7 md:pt-0">
              <FeatureList title={t.highlights} items={aircraft.features[lang]} />
              <FeatureList title={t.onBoard} items={t.services} />
            </div>
          </details>
          <div className="mt-auto grid grid-cols-[auto_1fr] gap-3 pt-5 sm:flex sm:flex-wrap md:pt-8">
            <Link
              to={`/contact?${new URLSearchParams({ aircraft: name }).toString()}`}
              className="btn btn-gold no-underline max-sm:!px-3 max-sm:!text-[0.7rem] max-sm:!tracking-[0.1em]"
              aria-label={t.takeOffLabel(name)}
            >
              {t.takeOff}
            </Link>
            <Link
              to={`/contact?${new URLSearchParams({ info: name }).toString()}`}
              className="btn btn-outline no-underline max-sm:!px-3 max-sm:!text-[0.7rem] max-sm:!tracking-[0.1em]"
              aria-label={t.moreInfoLabel(name)}
            >
              {t.moreInfo}
            </Link>
          </div>
        </div>
      </div>

      <EstimatorDisclosure aircraft={aircraft} />
    </article>
  )
}

/**
 * A short list: on a phone its items run on as one paragraph (separated by gold dashes), from a
 * wider screen one per line.
 */
function FeatureList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="eyebrow !font-sans !text-[0.65rem] md:!text-[0.72rem]">{title}</h4>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-[0.8rem] leading-snug text-parchment md:mt-3 md:block md:space-y-2 md:text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-baseline gap-2 md:gap-2.5">
            <span aria-hidden="true" className="h-px w-2.5 shrink-0 translate-y-[-0.3em] bg-gold md:w-3" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The card's estimator, one tap away: a native disclosure that opens in place (with or without
 * JavaScript); the estimator's code loads when it is first opened.
 */
function EstimatorDisclosure({ aircraft }: { aircraft: Aircraft }) {
  const t = useCopy(fleetCopy)
  const [opened, setOpened] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)
  // Opened before hydration (scripts start after the first paint): load it now.
  useEffect(() => {
    if (ref.current?.open) setOpened(true)
  }, [])
  const title = t.estimatorTitle(aircraft.name)
  return (
    <details
      ref={ref}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
      className="group border-t border-line bg-midnight/50"
      data-testid="card-estimator"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-display text-xl text-ivory transition-colors hover:text-gold-light focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-light md:px-8 md:text-2xl [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 12 8"
          className="h-2.5 w-3.5 shrink-0 text-gold transition-transform group-open:rotate-180"
        >
          <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      </summary>
      <div className="px-6 pb-6 md:px-8 md:pb-8">
        {opened ? (
          <Suspense fallback={<p className="text-sm text-mist">{t.estimatorLoading}</p>}>
            <CardEstimator aircraft={aircraft} label={title} />
          </Suspense>
        ) : (
          <p className="text-sm text-mist">{t.estimatorLoading}</p>
        )}
      </div>
    </details>
  )
}
