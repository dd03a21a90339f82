import { Link } from 'react-router'
import { FLEET_IMAGE_HEIGHT, FLEET_IMAGE_WIDTH, FleetCard } from '~/features/estimator/components/fleet-card'
import { PageHero } from '~/components/page-hero'
import { fleetCopy } from '~/content/fleet'
import { AIRCRAFT, getAircraft } from '~/domain/aircraft'
import type { AircraftCategory } from '~/domain/estimator/types'
import { formatDuration } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { cacheablePage } from '~/lib/page-cache-policy'

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

      <nav aria-label={t.groupNav} className="container-luxe pt-10 md:pt-14">
        <ul className="grid grid-cols-3 border border-line">
          {CATEGORIES.map((category) => (
            <li key={category} className="border-line not-first:border-l">
              <a
                href={`#fleet-${category}`}
                className="flex h-full flex-col items-center justify-center gap-1 px-2 py-3 text-center no-underline transition-colors hover:bg-gold/10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-light"
              >
                <span className="text-[0.72rem] uppercase tracking-[0.16em] text-ivory">
                  {t.groups[category].title}
                </span>
                <span className="text-xs text-mist">
                  {t.groupCount(AIRCRAFT.filter((a) => a.category === category).length)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`fleet-${category}`} className="container-luxe pt-12 md:pt-24">
          <div className="max-w-2xl">
            <h2 id={`fleet-${category}`} className="scroll-mt-28 text-4xl md:text-5xl">
              {t.groups[category].title}
            </h2>
            <p className="mt-4 text-mist">{t.groups[category].intro}</p>
          </div>
          <div className="mt-6 space-y-6 md:mt-10 md:space-y-10">
            {AIRCRAFT.filter((a) => a.category === category).map((aircraft) => (
              <FleetCard key={aircraft.id} aircraft={aircraft} eager={aircraft.id === first} />
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="fleet-destinations" className="container-luxe pt-16 md:pt-32">
        <p className="eyebrow">{t.destinations.eyebrow}</p>
        <h2 id="fleet-destinations" className="mt-4 text-4xl md:text-5xl">
          {t.destinations.title}
        </h2>
        <p className="mt-4 max-w-2xl text-mist">{t.destinations.intro}</p>
        <ul className="mt-8 grid gap-px border border-line bg-line md:mt-10 md:grid-cols-3">
          {t.destinations.routes.map((route) => (
            <li
              key={`${route.to}-${route.aircraft}`}
              className="reveal grid grid-cols-[1fr_auto] items-baseline gap-x-4 bg-night px-5 py-4 md:block md:p-8"
            >
              <p className="font-display text-2xl text-ivory md:text-3xl">
                {route.from} <span className="text-gold">→</span> {route.to}
              </p>
              <p className="sr-only md:not-sr-only md:mt-6 md:block md:text-[0.7rem] md:uppercase md:tracking-[0.18em] md:text-mist">
                {t.destinations.duration}
              </p>
              <p className="row-span-2 self-center font-display text-3xl text-gold-light md:mt-1 md:text-4xl">
                {formatDuration(lang, route.hours)}
              </p>
              <p className="col-start-1 mt-1 text-sm text-parchment md:mt-2">{t.destinations.on(route.aircraft)}</p>
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
