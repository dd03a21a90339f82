import { useId } from 'react'
import { Link } from 'react-router'
import { fleetCopy } from '~/content/fleet'
import type { Aircraft } from '~/domain/estimator/types'
import { formatNumber, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { CardEstimator } from './card-estimator'

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
    <article aria-labelledby={nameId} className="reveal border border-line bg-night/70" data-testid={`fleet-card-${aircraft.id}`}>
      <div className="grid lg:grid-cols-[5fr_6fr]">
        <div className="flex flex-col border-b border-line p-6 md:p-8 lg:border-r lg:border-b-0">
          <div className="relative flex items-center justify-center bg-[radial-gradient(ellipse_at_center,rgba(201,169,106,0.10),transparent_70%)]">
            <img
              src={aircraft.image}
              alt={t.imageAlt[aircraft.id] ?? name}
              width={FLEET_IMAGE_WIDTH}
              height={FLEET_IMAGE_HEIGHT}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="h-auto w-full"
            />
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-line pt-6" aria-label={t.specs.label}>
            {specs.map((spec) => (
              <div key={spec.label}>
                <dt className="text-[0.7rem] uppercase tracking-[0.18em] text-mist">{spec.label}</dt>
                <dd className="mt-1 font-display text-xl text-ivory">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="flex flex-col p-6 md:p-8">
          <h3 id={nameId} className="text-3xl md:text-4xl">
            {name}
          </h3>
          <div className="hairline mt-5" />
          <p className="mt-5 text-parchment">{aircraft.description[lang]}</p>
          <div className="mt-7 grid gap-7 sm:grid-cols-2">
            <div>
              <h4 className="eyebrow !font-sans">{t.highlights}</h4>
              <ul className="mt-3 space-y-2 text-sm text-parchment">
                {aircraft.features[lang].map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <span aria-hidden="true" className="mt-[0.6em] h-px w-3 shrink-0 bg-gold" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="eyebrow !font-sans">{t.onBoard}</h4>
              <ul className="mt-3 space-y-2 text-sm text-parchment">
                {t.services.map((service) => (
                  <li key={service} className="flex gap-2.5">
                    <span aria-hidden="true" className="mt-[0.6em] h-px w-3 shrink-0 bg-gold" />
                    {service}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="mt-auto flex flex-wrap gap-3 pt-8">
            <Link
              to={`/contact?${new URLSearchParams({ aircraft: name }).toString()}`}
              className="btn btn-gold no-underline"
              aria-label={t.takeOffLabel(name)}
            >
              {t.takeOff}
            </Link>
            <Link
              to={`/contact?${new URLSearchParams({ info: name }).toString()}`}
              className="btn btn-outline no-underline"
              aria-label={t.moreInfoLabel(name)}
            >
              {t.moreInfo}
            </Link>
          </div>
        </div>
      </div>

      <div className="border-t border-line bg-midnight/50 p-6 md:p-8">
        <h4 className="mb-5 font-display text-2xl text-ivory">{t.estimatorTitle(name)}</h4>
        <CardEstimator aircraft={aircraft} label={t.estimatorTitle(name)} />
      </div>
    </article>
  )
}
