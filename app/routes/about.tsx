import { ClosingCta, ContentHero, FeatureSplit, heroLinks, NumberedBlocks } from '~/components/content-blocks'
import { aboutCopy } from '~/content/about'
import { art, artAlt, type ArtKey } from '~/content/art'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ArtImage, ButtonLink, SectionHeading } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'
import { useOperatorConfig } from '~/lib/use-operator-config'

export const meta = pageMeta('about')
export const headers = cacheablePage
export const links = () => heroLinks('parisFacade')

const locations: ReadonlyArray<{ key: 'paris' | 'dubai' | 'world'; artKey: ArtKey }> = [
  { key: 'paris', artKey: 'parisSkyline' },
  { key: 'dubai', artKey: 'dubaiSkyline' },
  { key: 'world', artKey: 'worldRoutes' },
]

export default function About() {
  const t = useCopy(aboutCopy)
  const alt = useCopy(artAlt)
  const { lang } = useLanguage()
  const site = useOperatorConfig()
  return (
    <>
      <ContentHero page="about" artKey="parisFacade" />

      <section aria-labelledby="story-title" className="container-luxe grid gap-12 py-24 md:py-32 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <SectionHeading id="story-title" eyebrow={t.story.eyebrow} title={t.story.title} />
        </div>
        <div className="space-y-6 text-lg leading-relaxed text-parchment lg:col-span-7 lg:pt-14">
          {t.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="locations-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe">
          <SectionHeading
            id="locations-title"
            eyebrow={t.locations.eyebrow}
            title={t.locations.title}
            intro={t.locations.intro}
          />
          <ul className="mt-16 grid gap-12 md:grid-cols-3 md:gap-8">
            {locations.map(({ key, artKey }) => {
              const place = t.locations[key]
              const office = key === 'world' ? undefined : site.offices[key]
              return (
                <li key={key} className="reveal">
                  <div className="border border-line/80 p-2.5">
                    <ArtImage art={art[artKey]} alt={alt[artKey]} className="block h-auto w-full" />
                  </div>
                  <p className="eyebrow mt-7">{place.role}</p>
                  <h3 className="mt-3 text-3xl">{place.name}</h3>
                  <p className="mt-4 leading-relaxed text-mist">{place.text}</p>
                  {office ? (
                    <address className="mt-5 border-l border-gold/40 pl-4 text-sm leading-relaxed text-parchment not-italic">
                      {office.street}
                      <br />
                      {[office.postalCode, office.locality].filter(Boolean).join(' ')}, {office.country[lang]}
                    </address>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="art-of-living-title" className="container-luxe py-24 md:py-32">
        <FeatureSplit
          id="art-of-living-title"
          artKey="champagne"
          eyebrow={t.artOfLiving.eyebrow}
          title={t.artOfLiving.title}
          reverse
        >
          {t.artOfLiving.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </FeatureSplit>
      </section>

      <section aria-labelledby="founders-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe grid gap-14 lg:grid-cols-12">
          <div className="lg:col-span-6">
            <SectionHeading id="founders-title" eyebrow={t.founders.eyebrow} title={t.founders.title} />
            <div className="mt-8 space-y-5 leading-relaxed text-parchment">
              {t.founders.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <figure className="reveal flex flex-col justify-center lg:col-span-5 lg:col-start-8">
            <blockquote className="font-display text-3xl leading-snug text-ivory italic md:text-[2.4rem]">
              <p>{t.founders.quote}</p>
            </blockquote>
            <figcaption className="mt-8 text-xs tracking-[0.24em] text-gold uppercase">
              {t.founders.quoteAuthor}
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="values-title" className="container-luxe py-24 md:py-32">
        <SectionHeading id="values-title" eyebrow={t.values.eyebrow} title={t.values.title} />
        <div className="mt-16">
          <NumberedBlocks items={t.values.items} columns={4} />
        </div>
      </section>

      <ClosingCta
        eyebrow={t.closing.eyebrow}
        title={t.closing.title}
        text={t.closing.text}
        actions={
          <>
            <ButtonLink to="/services/solutions-sur-mesure">{t.closing.bespoke}</ButtonLink>
            <ButtonLink to="/services" variant="outline">
              {t.closing.services}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
