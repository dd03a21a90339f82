import { Link } from 'react-router'
import { clubCopy } from '~/features/club/content/club'
import { pageCopy } from '~/content/pages'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { ClubDoor, ClubSeal } from './club-art'

const numerals = ['I', 'II', 'III', 'IV'] as const
const textLink =
  'text-sm text-gold-light underline decoration-gold/40 underline-offset-4 transition-colors hover:decoration-gold-light'

/** /herra (docs/product.md §2): hero, heritage, the four benefits, the philosophy quote, joining. */
export function ClubPresentation() {
  const { lang } = useLanguage()
  const intro = pageCopy[lang].club
  const t = useCopy(clubCopy).presentation

  return (
    <>
      <section className="relative overflow-hidden border-b border-line/60">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_75%_20%,rgba(201,169,106,0.17),transparent_58%)]"
        />
        <div className="container-luxe relative grid items-end gap-12 py-20 md:py-28 lg:grid-cols-12">
          <div className="fade-in lg:col-span-7">
            {intro.eyebrow ? <p className="eyebrow">{intro.eyebrow}</p> : null}
            <h1 className="mt-5 text-5xl md:text-7xl">{intro.title}</h1>
            <div className="hairline mt-8" />
            <p className="mt-8 max-w-xl text-lg leading-relaxed text-parchment">{intro.intro}</p>
            <p className="mt-6 text-[0.72rem] uppercase tracking-[0.26em] text-mist">{t.heroNote}</p>
            <div className="mt-10 flex flex-wrap gap-4">
              {/* The application first: members have their area in the header too. */}
              <Link to="/herra/membre" className="btn btn-gold no-underline">
                {t.heroSecondary}
              </Link>
              <Link to="/member-login" className="btn btn-outline no-underline">
                {t.heroCta}
              </Link>
            </div>
          </div>
          <div className="hidden justify-center lg:col-span-5 lg:flex">
            <ClubDoor className="h-[26rem] w-auto opacity-80" />
          </div>
        </div>
      </section>

      <section aria-labelledby="club-heritage-title" className="container-luxe reveal py-24 md:py-32">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <p className="eyebrow">{t.heritage.eyebrow}</p>
            <h2 id="club-heritage-title" className="mt-5 text-4xl md:text-5xl">
              {t.heritage.title}
            </h2>
          </div>
          <div className="space-y-6 text-lg leading-relaxed text-parchment lg:col-span-6 lg:col-start-7">
            {t.heritage.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="mt-20 grid border-y border-line sm:grid-cols-3">
          {t.heritage.figures.map((figure, index) => (
            <div
              key={figure.label}
              className={`flex flex-col-reverse items-center px-6 py-10 text-center ${index > 0 ? 'border-t border-line sm:border-l sm:border-t-0' : ''}`}
            >
              <dt className="mt-3 text-[0.7rem] uppercase tracking-[0.22em] text-mist">{figure.label}</dt>
              <dd className="font-display text-5xl leading-none text-gold-light">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="club-benefits-title" className="border-y border-line/60 bg-night">
        <div className="container-luxe reveal py-24 md:py-32">
          <div className="max-w-2xl">
            <p className="eyebrow">{t.benefits.eyebrow}</p>
            <h2 id="club-benefits-title" className="mt-5 text-4xl md:text-5xl">
              {t.benefits.title}
            </h2>
            <p className="mt-6 text-parchment">{t.benefits.intro}</p>
          </div>
          <ul className="mt-16 grid gap-px border border-line bg-line md:grid-cols-2 xl:grid-cols-4">
            {t.benefits.items.map((item, index) => (
              <li key={item.key} className="flex flex-col bg-night p-8 md:p-10">
                <span aria-hidden="true" className="font-display text-3xl text-gold/80">
                  {numerals[index]}
                </span>
                <h3 className="mt-8 text-2xl">{item.title}</h3>
                <p className="mt-4 text-sm leading-relaxed text-mist">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={t.philosophy.eyebrow} className="container-luxe reveal py-28 md:py-40">
        <figure className="mx-auto max-w-4xl text-center">
          <p className="eyebrow">{t.philosophy.eyebrow}</p>
          <blockquote className="mt-10">
            <p className="font-display text-4xl italic leading-tight text-ivory md:text-6xl">
              <span aria-hidden="true" className="text-gold">
                {t.philosophy.quoteOpen}
              </span>
              {t.philosophy.quote}
              <span aria-hidden="true" className="text-gold">
                {t.philosophy.quoteClose}
              </span>
            </p>
          </blockquote>
          <figcaption className="mt-10 text-[0.72rem] uppercase tracking-[0.3em] text-mist">
            <span aria-hidden="true" className="mr-3 inline-block h-px w-8 align-middle bg-gold" />
            {t.philosophy.attribution}
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="club-join-title" className="relative overflow-hidden border-t border-line/60">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom,rgba(201,169,106,0.12),transparent_60%)]"
        />
        <div className="container-luxe reveal relative py-24 text-center md:py-32">
          <ClubSeal className="mx-auto" size={64} />
          <p className="eyebrow mt-8">{t.join.eyebrow}</p>
          <h2 id="club-join-title" className="mt-5 text-4xl md:text-5xl">
            {t.join.title}
          </h2>
          <p className="mx-auto mt-6 max-w-2xl text-parchment">{t.join.text}</p>
          <div className="mt-12 flex flex-wrap justify-center gap-4">
            <Link to="/herra/membre" className="btn btn-gold no-underline">
              {t.join.applyLink}
            </Link>
            <Link to="/member-login" className="btn btn-outline no-underline">
              {t.join.joinLink}
            </Link>
          </div>
          <nav aria-label={t.join.moreLabel} className="mt-14">
            <ul className="flex flex-wrap justify-center gap-x-10 gap-y-4">
              <li>
                <Link to="/contact" className={textLink}>
                  {t.join.contactLink}
                </Link>
              </li>
              <li>
                <Link to="/about" className={textLink}>
                  {t.join.aboutLink}
                </Link>
              </li>
              <li>
                <span className="text-sm text-mist">{t.join.privateLead} </span>
                <Link to="/club-herra-private" className={textLink}>
                  {t.join.privateLink}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </section>
    </>
  )
}
