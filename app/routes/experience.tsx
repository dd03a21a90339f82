import { ClosingCta, ContentHero, FeatureSplit, heroLinks, NumberedBlocks } from '~/components/content-blocks'
import { art, artAlt, type ArtKey } from '~/content/art'
import { experienceCopy } from '~/content/experience'
import { useCopy } from '~/i18n/language-context'
import { pageMeta } from '~/lib/seo'
import { ArtImage, ButtonLink, SectionHeading } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'

export const meta = pageMeta('experience')
export const headers = cacheablePage
export const links = () => heroLinks('wingWindow')

/** The four lifestyle pictures, in the order of the gallery's captions. */
const galleryArt: readonly ArtKey[] = ['heroDusk', 'cabin', 'champagne', 'helicopter']

export default function Experience() {
  const t = useCopy(experienceCopy)
  const alt = useCopy(artAlt)
  return (
    <>
      <ContentHero page="experience" artKey="wingWindow" />

      <section aria-labelledby="excellence-title" className="container-luxe py-24 md:py-32">
        <FeatureSplit
          id="excellence-title"
          artKey="parisSkyline"
          eyebrow={t.excellence.eyebrow}
          title={t.excellence.title}
        >
          {t.excellence.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </FeatureSplit>
      </section>

      <section aria-labelledby="tailored-title" className="border-y border-line/60 bg-night/50 py-24 md:py-32">
        <div className="container-luxe">
          <SectionHeading
            id="tailored-title"
            eyebrow={t.tailored.eyebrow}
            title={t.tailored.title}
            intro={t.tailored.intro}
          />
          <div className="mt-16">
            <NumberedBlocks items={t.tailored.steps} />
          </div>
        </div>
      </section>

      <section aria-labelledby="gallery-title" className="container-luxe py-24 md:py-32">
        <SectionHeading id="gallery-title" eyebrow={t.gallery.eyebrow} title={t.gallery.title} />
        <ul className="mt-16 grid gap-x-8 gap-y-14 sm:grid-cols-2">
          {t.gallery.items.map((item, i) => {
            const key = galleryArt[i] ?? 'heroDusk'
            return (
              <li key={item.title} className={`reveal ${i % 2 === 1 ? 'sm:mt-24' : ''}`}>
                <figure>
                  <div className="overflow-hidden border border-line/80 p-2.5">
                    <ArtImage art={art[key]} alt={alt[key]} className="block h-auto w-full" />
                  </div>
                  <figcaption className="mt-6">
                    <span className="block font-display text-2xl text-ivory md:text-3xl">{item.title}</span>
                    <span className="mt-2 block max-w-md text-mist">{item.text}</span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </section>

      <section
        aria-labelledby="club-title"
        className="relative overflow-hidden border-y border-line/60 bg-night/60 py-24 md:py-28"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_left,rgba(201,169,106,0.12),transparent_60%)]"
        />
        <div className="container-luxe relative grid items-end gap-10 lg:grid-cols-12">
          <div className="lg:col-span-8">
            <SectionHeading id="club-title" eyebrow={t.club.eyebrow} title={t.club.title} intro={t.club.text} />
          </div>
          <div className="lg:col-span-4 lg:text-right">
            <ButtonLink to="/herra" variant="outline">
              {t.club.link}
            </ButtonLink>
          </div>
        </div>
      </section>

      <ClosingCta
        eyebrow={t.closing.eyebrow}
        title={t.closing.title}
        text={t.closing.text}
        actions={
          <>
            <ButtonLink to="/fleet">{t.closing.fleet}</ButtonLink>
            <ButtonLink to="/member-login" variant="outline">
              {t.closing.member}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
