import type { MouseEvent } from 'react'
import {
  ClosingCta,
  ContentHero,
  FeatureSplit,
  heroLinks,
  KeyFigures,
  NumberedBlocks,
} from '~/components/content-blocks'
import { HOME_ESTIMATOR_ID, HomeEstimator } from '~/features/estimator/components/home-estimator'
import { OrganizationJsonLd } from '~/components/organization-json-ld'
import { fleetChoices } from '~/domain/aircraft'
import { art, artAlt } from '~/content/art'
import { homeCopy } from '~/content/home'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ArtImage, ButtonLink, SectionHeading } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'
import type { Route } from './+types/home'

export const meta = pageMeta('home')

/** The fleet's names and seats for the hero estimator's list (data, not JavaScript). */
export function loader() {
  return { fleet: fleetChoices() }
}
export const headers = cacheablePage
export const links = () => heroLinks('heroDusk')

/** The estimator comes into view (smoothly unless reduced motion is asked) with its first field focused. */
function focusEstimator(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(HOME_ESTIMATOR_ID)
  const field = section?.querySelector<HTMLInputElement>('input[name="from"]')
  if (!section || !field) return
  event.preventDefault()
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' })
  field.focus({ preventScroll: true })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useCopy(homeCopy)
  const alt = useCopy(artAlt)
  return (
    <>
      <OrganizationJsonLd />
      <ContentHero
        page="home"
        artKey="heroDusk"
        variant="backdrop"
        aside={<HomeEstimator fleet={loaderData.fleet} />}
        actions={
          <>
            {/* "Book a private flight" leads to the estimator beside (under, on a phone) the text. */}
            <a href={`#${HOME_ESTIMATOR_ID}`} className="btn btn-gold no-underline" onClick={focusEstimator}>
              {t.hero.primary}
            </a>
            <ButtonLink to="/member-login" variant="outline">
              {t.hero.secondary}
            </ButtonLink>
          </>
        }
        footnote={<p className="mt-10 max-w-xl font-display text-lg text-mist italic">{t.hero.note}</p>}
      />

      <KeyFigures label={t.figures.label} items={t.figures.items} />

      <section aria-labelledby="values-title" className="container-luxe py-24 md:py-32">
        <SectionHeading id="values-title" eyebrow={t.values.eyebrow} title={t.values.title} intro={t.values.intro} />
        <div className="mt-16 md:mt-20">
          <NumberedBlocks items={t.values.items} />
        </div>
      </section>

      <section aria-labelledby="experience-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe">
          <FeatureSplit id="experience-title" artKey="cabin" eyebrow={t.experience.eyebrow} title={t.experience.title}>
            {t.experience.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <div className="pt-4">
              <ButtonLink to="/experience" variant="text">
                {t.experience.link}
              </ButtonLink>
            </div>
          </FeatureSplit>
        </div>
      </section>

      <section aria-labelledby="offices-title" className="container-luxe py-24 md:py-32">
        <SectionHeading
          id="offices-title"
          eyebrow={t.offices.eyebrow}
          title={t.offices.title}
          intro={t.offices.intro}
        />
        <div className="mt-16 grid gap-10 md:grid-cols-2 md:gap-8">
          {(['paris', 'dubai'] as const).map((key) => {
            const office = t.offices[key]
            const artKey = key === 'paris' ? 'parisSkyline' : 'dubaiSkyline'
            return (
              <figure key={key} className="reveal">
                <div className="border border-line/80 p-2.5 md:p-3">
                  <ArtImage art={art[artKey]} alt={alt[artKey]} className="block h-auto w-full" />
                </div>
                <figcaption className="mt-6">
                  <span className="block font-display text-3xl text-ivory">{office.name}</span>
                  <span className="mt-2 block max-w-md text-mist">{office.text}</span>
                </figcaption>
              </figure>
            )
          })}
        </div>
        <div className="mt-12">
          <ButtonLink to="/about" variant="text">
            {t.offices.link}
          </ButtonLink>
        </div>
      </section>

      <ClosingCta
        eyebrow={t.closing.eyebrow}
        title={t.closing.title}
        text={t.closing.text}
        actions={
          <>
            <ButtonLink to="/member-login">{t.closing.member}</ButtonLink>
            <ButtonLink to="/fleet" variant="outline">
              {t.closing.fleet}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
