import { ClosingCta, ContentHero, heroLinks, NumberedBlocks } from '~/components/content-blocks'
import { serviceActionsCopy } from '~/content/services'
import { privateFlightsCopy } from '~/content/services-private-flights'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ButtonLink, SectionHeading } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('privateFlights')
export const headers = cacheablePage
export const links = () => heroLinks('cabin')

export default function PrivateFlights() {
  const t = useCopy(privateFlightsCopy)
  const actions = useCopy(serviceActionsCopy)
  return (
    <>
      <ContentHero
        page="privateFlights"
        artKey="cabin"
        actions={<ButtonLink to="/contact">{actions.quote}</ButtonLink>}
      />

      <section aria-labelledby="pillars-title" className="container-luxe py-24 md:py-32">
        <SectionHeading id="pillars-title" eyebrow={t.pillars.eyebrow} title={t.pillars.title} />
        <div className="mt-16">
          <NumberedBlocks items={t.pillars.items} columns={2} />
        </div>
      </section>

      <section aria-labelledby="fleet-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe">
          <SectionHeading id="fleet-title" eyebrow={t.fleet.eyebrow} title={t.fleet.title} intro={t.fleet.intro} />
          <ul className="mt-16 grid gap-px border border-line/80 bg-line/80 sm:grid-cols-2 xl:grid-cols-4">
            {t.fleet.groups.map((group) => (
              <li key={group.name} className="reveal flex flex-col bg-midnight p-8 md:p-10">
                <h3 className="text-2xl md:text-[1.7rem]">{group.name}</h3>
                <p className="mt-6 flex items-baseline gap-3">
                  <span className="font-display text-4xl text-gold-light">{group.seats}</span>
                  <span className="text-xs tracking-[0.2em] text-mist uppercase">{t.fleet.seatsLabel}</span>
                </p>
                <p className="mt-5 leading-relaxed text-mist">{group.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="included-title" className="container-luxe grid gap-12 py-24 md:py-32 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <SectionHeading id="included-title" eyebrow={t.services.eyebrow} title={t.services.title} />
        </div>
        <ul className="divide-y divide-line/70 border-y border-line/70 lg:col-span-7">
          {t.services.items.map((item) => (
            <li key={item} className="flex gap-5 py-5 text-parchment">
              <span aria-hidden="true" className="mt-3 h-px w-6 shrink-0 bg-gold" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe">
          <SectionHeading id="why-title" eyebrow={t.why.eyebrow} title={t.why.title} />
          <div className="mt-16">
            <NumberedBlocks items={t.why.items} />
          </div>
        </div>
      </section>

      <ClosingCta
        eyebrow={t.closing.eyebrow}
        title={t.closing.title}
        text={t.closing.text}
        actions={
          <>
            <ButtonLink to="/contact">{actions.quote}</ButtonLink>
            <ButtonLink to="/fleet" variant="outline">
              {actions.fleet}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
