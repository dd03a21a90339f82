import { Link } from 'react-router'
import { FLEET_IMAGE_HEIGHT, FLEET_IMAGE_WIDTH, FleetCard } from '~/components/estimator/fleet-card'
import { PageHero } from '~/components/page-hero'
import { fleetCopy } from '~/content/fleet'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import type { AircraftCategory } from '~/domain/estimator/types'
import { formatDuration } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache'

export const meta = pageMeta('fleet')
export const headers = cacheablePage

const CATEGORIES: readonly AircraftCategory[] = ['light', 'midsize', 'heavy']
const HERO_AIRCRAFT = getAircraft('g7500') ?? AIRCRAFT[AIRCRAFT.length - 1]!

export default function Page() {
  const t = useCopy(fleetCopy)
  const { lang } = useLanguage()
  const first = AIRCRAFT[0]?.id
  return (
    <>
      <PageHero page="fleet">
        <Link to="/contact" className="btn btn-gold no-underline">
          {t.heroQuote}
        </Link>
        <Link to="/contact#flight-simulator" className="btn btn-outline no-underline">
          {t.heroSimulate}
        </Link>
        {/* Decorative: the flagship drawn at the fleet's common scale, on the hero's right. */}
        <img
          src={HERO_AIRCRAFT.image}
          alt=""
          width={FLEET_IMAGE_WIDTH}
          height={FLEET_IMAGE_HEIGHT}
          className="pointer-events-none absolute top-1/2 right-0 hidden w-[40%] max-w-[36rem] -translate-y-[30%] opacity-90 xl:block"
        />
      </PageHero>

      {CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`fleet-${category}`} className="container-luxe pt-20 md:pt-28">
          <div className="max-w-2xl">
            <h2 id={`fleet-${category}`} className="text-4xl md:text-5xl">
              {t.groups[category].title}
            </h2>
            <p className="mt-4 text-mist">{t.groups[category].intro}</p>
          </div>
          <div className="mt-10 space-y-10">
            {AIRCRAFT.filter((a) => a.category === category).map((aircraft) => (
              <FleetCard key={aircraft.id} aircraft={aircraft} eager={aircraft.id === first} />
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="fleet-destinations" className="container-luxe pt-24 md:pt-32">
        <p className="eyebrow">{t.destinations.eyebrow}</p>
        <h2 id="fleet-destinations" className="mt-4 text-4xl md:text-5xl">
          {t.destinations.title}
        </h2>
        <p className="mt-4 max-w-2xl text-mist">{t.destinations.intro}</p>
        <ul className="mt-10 grid gap-px border border-line bg-line md:grid-cols-3">
          {t.destinations.routes.map((route) => (
            <li key={`${route.to}-${route.aircraft}`} className="reveal bg-night p-8">
              <p className="font-display text-3xl text-ivory">
                {route.from} <span className="text-gold">→</span> {route.to}
              </p>
              <p className="mt-6 text-[0.7rem] uppercase tracking-[0.18em] text-mist">{t.destinations.duration}</p>
              <p className="mt-1 font-display text-4xl text-gold-light">{formatDuration(lang, route.hours)}</p>
              <p className="mt-2 text-sm text-parchment">{t.destinations.on(route.aircraft)}</p>
            </li>
          ))}
        </ul>
        <Link to="/contact" className="btn btn-outline mt-10 no-underline">
          {t.destinations.plan}
        </Link>
      </section>
    </>
  )
}
