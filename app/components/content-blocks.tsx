/**
 * The building blocks of the content pages (hero, numbered blocks, picture-and-text, cards,
 * editorial sections, closing invitation), in one module so a page loads them in one request.
 */
import { useId, type ReactNode } from 'react'
import { Link, type LinkDescriptor } from 'react-router'
import { art, artAlt, type ArtKey } from '~/content/art'
import { fixedPageLanguage, pageCopy, type PageKey } from '~/content/pages'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { ArtImage, roman } from '~/ui/primitives'

/** The hero picture is the largest thing on screen: fetch it first (the route's `links` export). */
export function heroLinks(key: ArtKey): LinkDescriptor[] {
  return [{ rel: 'preload', as: 'image', href: art[key].src, fetchPriority: 'high' } as LinkDescriptor]
}

/**
 * The opening of a content page: eyebrow, heading (the page's h1 from `content/pages.ts`),
 * introduction, actions and, when given, its picture — full-bleed behind the text (`backdrop`,
 * the home page) or framed beside it like a print (`split`). On the pages fixed to one language
 * (docs/product.md §2) only the text carries that `lang`; the buttons and the picture follow the visitor's.
 */
export function ContentHero({
  page,
  artKey,
  actions,
  variant = 'split',
  footnote,
  aside,
}: {
  page: PageKey
  artKey?: ArtKey
  actions?: ReactNode
  variant?: 'split' | 'backdrop'
  footnote?: ReactNode
  /** Beside the text on a wide screen, under it on a phone (the home page's estimator). */
  aside?: ReactNode
}) {
  const { lang } = useLanguage()
  const alt = useCopy(artAlt)
  const copy = pageCopy[lang][page]
  const fixed = fixedPageLanguage[page]
  const textLang = fixed && fixed !== lang ? fixed : undefined

  const text = (
    <div lang={textLang}>
      {copy.eyebrow ? <p className="eyebrow">{copy.eyebrow}</p> : null}
      <h1
        className={
          variant === 'backdrop'
            ? 'mt-6 max-w-3xl text-[2.9rem] leading-[1.02] sm:text-6xl lg:max-w-[36rem] lg:text-[5.25rem]'
            : 'mt-5 max-w-3xl text-4xl leading-[1.06] md:text-[3.6rem]'
        }
      >
        {copy.title}
      </h1>
      <div className="hairline mt-8" />
      <p className="mt-8 max-w-xl text-[1.05rem] leading-relaxed text-parchment md:text-lg">{copy.intro}</p>
    </div>
  )
  const buttons = actions ? <div className="mt-10 flex flex-wrap gap-4">{actions}</div> : null

  if (variant === 'backdrop' && artKey) {
    // Small screens: the picture as a band above the text. Large screens: full-bleed behind it,
    // the horizon low on the right, the text on the darker sky to the left.
    return (
      <section className="relative isolate flex flex-col overflow-hidden border-b border-line/60 lg:min-h-[min(48rem,calc(100svh-4.5rem))] lg:justify-center">
        <div className="relative h-[46svh] min-h-72 lg:absolute lg:inset-0 lg:-z-20 lg:h-auto">
          <ArtImage
            art={art[artKey]}
            alt={alt[artKey]}
            priority
            className="h-full w-full object-cover object-[64%_60%] lg:object-[60%_72%]"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[linear-gradient(0deg,var(--color-midnight)_0%,transparent_45%)] lg:bg-[linear-gradient(90deg,rgba(7,9,13,0.88)_0%,rgba(7,9,13,0.55)_42%,transparent_68%),linear-gradient(0deg,rgba(7,9,13,0.85)_0%,transparent_26%)]"
          />
        </div>
        {aside ? (
          <div className="container-luxe relative -mt-16 grid gap-12 pb-16 lg:mt-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,31rem)] lg:items-center lg:gap-14 lg:py-14 fade-in">
            <div>
              {text}
              {buttons}
              {footnote}
            </div>
            {aside}
          </div>
        ) : (
          <div className="container-luxe relative -mt-16 pb-16 lg:mt-0 lg:py-28 fade-in">
            {text}
            {buttons}
            {footnote}
          </div>
        )}
      </section>
    )
  }

  return (
    <section className="relative overflow-hidden border-b border-line/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,169,106,0.14),transparent_55%)]"
      />
      <div className="container-luxe relative grid items-center gap-14 py-16 md:py-24 lg:grid-cols-12 lg:gap-16 fade-in">
        <div className={artKey ? 'lg:col-span-7' : 'lg:col-span-9'}>
          {text}
          {buttons}
          {footnote}
        </div>
        {artKey ? (
          <div className="lg:col-span-5">
            <div className="relative border border-line/80 p-2.5 md:p-3">
              <ArtImage art={art[artKey]} alt={alt[artKey]} priority className="block h-auto w-full" />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute -right-3 -bottom-3 h-16 w-16 border-r border-b border-gold/60"
              />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** The last word of a page: a framed, centred invitation with its buttons. */
export function ClosingCta({
  eyebrow,
  title,
  text,
  actions,
}: {
  eyebrow?: string
  title: string
  text?: string
  actions: ReactNode
}) {
  return (
    <section aria-labelledby="closing-title" className="container-luxe py-20 md:py-28">
      <div className="reveal relative border border-line/80 px-6 py-16 text-center md:px-16 md:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(201,169,106,0.1),transparent_65%)]"
        />
        <div className="relative">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id="closing-title" className="mx-auto mt-5 max-w-3xl text-3xl leading-[1.12] md:text-5xl">
            {title}
          </h2>
          {text ? <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-parchment">{text}</p> : null}
          <div className="mt-10 flex flex-wrap justify-center gap-4">{actions}</div>
        </div>
      </div>
    </section>
  )
}

export interface NumberedItem {
  title: string
  text: string
}

/** Blocks numbered in Roman numerals under a fine rule: values, commitments, steps. */
export function NumberedBlocks({ items, columns = 3 }: { items: readonly NumberedItem[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' }[columns]
  return (
    <ol className={`grid gap-x-10 gap-y-14 ${grid}`}>
      {items.map((item, i) => (
        <li key={item.title} className="reveal border-t border-line pt-8">
          <p aria-hidden="true" className="font-display text-2xl text-gold italic">
            {roman(i + 1)}.
          </p>
          <h3 className="mt-4 text-2xl md:text-[1.7rem]">{item.title}</h3>
          <p className="mt-4 leading-relaxed text-mist">{item.text}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * A picture and a text side by side (stacked on small screens), the picture framed like a print.
 * `textLang` marks text that stays in one language whatever the switch says (docs/product.md §2).
 */
export function FeatureSplit({
  artKey,
  eyebrow,
  title,
  children,
  reverse = false,
  textLang,
  id,
}: {
  artKey: ArtKey
  eyebrow?: string
  title: string
  children: ReactNode
  reverse?: boolean
  textLang?: string
  id?: string
}) {
  const alt = useCopy(artAlt)
  const asset = art[artKey]
  const portrait = asset.height > asset.width
  return (
    <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-20">
      <figure className={`reveal ${portrait ? 'lg:col-span-5' : 'lg:col-span-6'} ${reverse ? 'lg:order-2' : ''}`}>
        <div className={`border border-line/80 p-2.5 md:p-3 ${portrait ? 'mx-auto max-w-md' : ''}`}>
          <ArtImage art={asset} alt={alt[artKey]} className="block h-auto w-full" />
        </div>
      </figure>
      <div className={`${portrait ? 'lg:col-span-7' : 'lg:col-span-6'} ${reverse ? 'lg:order-1' : ''}`} lang={textLang}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className={`${eyebrow ? 'mt-5' : ''} text-3xl leading-[1.12] md:text-[2.6rem]`}>
          {title}
        </h2>
        <div className="hairline mt-7" />
        <div className="mt-7 space-y-5 leading-relaxed text-parchment">{children}</div>
      </div>
    </div>
  )
}

export interface KeyFigure {
  value: string
  label: string
}

/** A quiet row of figures between hairlines (24/7, 200+ destinations, …). */
export function KeyFigures({ items, label }: { items: readonly KeyFigure[]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-line/60 bg-night/60">
      <dl className="container-luxe grid grid-cols-2 gap-y-10 py-12 md:grid-cols-4 md:py-14">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse items-center gap-2 px-2 text-center md:border-l md:border-line md:first:border-l-0"
          >
            <dt className="text-[0.72rem] uppercase tracking-[0.22em] text-mist">{item.label}</dt>
            <dd className="font-display text-4xl text-gold-light md:text-[2.8rem]">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export interface LinkCard {
  to: string
  title: string
  text: string
  cta: string
  artKey?: ArtKey
  eyebrow?: string
}

/**
 * Cards that each lead to a page. The whole card is one link (its name is the title, the
 * call to action is part of it), with a fine frame that warms to gold on hover and focus.
 */
export function LinkCards({ cards, columns = 2 }: { cards: readonly LinkCard[]; columns?: 2 | 3 | 4 }) {
  const alt = useCopy(artAlt)
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' }[columns]
  return (
    <ul className={`grid gap-6 md:gap-8 ${grid}`}>
      {cards.map((card) => (
        <li key={card.to} className="reveal">
          <CardLink card={card} alt={card.artKey ? alt[card.artKey] : ''} />
        </li>
      ))}
    </ul>
  )
}

/** The link is named by its title and described by its text; the picture keeps its description. */
function CardLink({ card, alt }: { card: LinkCard; alt: string }) {
  const titleId = useId()
  const textId = useId()
  return (
    <Link
      to={card.to}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="group flex h-full flex-col border border-line/80 bg-night/40 p-3 no-underline transition-colors duration-300 hover:border-gold/70 focus-visible:border-gold"
    >
      {card.artKey ? (
        <span className="block overflow-hidden">
          <ArtImage
            art={art[card.artKey]}
            alt={alt}
            className="block aspect-[3/2] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
          />
        </span>
      ) : null}
      <span className="flex flex-1 flex-col px-4 pt-7 pb-5 md:px-6">
        {card.eyebrow ? <span className="eyebrow">{card.eyebrow}</span> : null}
        <span
          id={titleId}
          className={`${card.eyebrow ? 'mt-3' : ''} font-display text-[1.75rem] leading-tight text-ivory`}
        >
          {card.title}
        </span>
        <span id={textId} className="mt-4 flex-1 leading-relaxed text-mist">
          {card.text}
        </span>
        <span className="mt-7 inline-flex items-center gap-3 text-[0.75rem] uppercase tracking-[0.2em] text-gold group-hover:text-gold-light">
          {card.cta}
          <svg
            viewBox="0 0 28 10"
            width="28"
            height="10"
            aria-hidden="true"
            className="transition-transform duration-300 group-hover:translate-x-1"
          >
            <path d="M0 5h26M22 1l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1" />
          </svg>
        </span>
      </span>
    </Link>
  )
}

export interface TextSection {
  title: string
  paragraphs: readonly string[]
  points?: readonly string[]
}

/**
 * Editorial sections: the numbered title on the left, the text on the right (stacked on small
 * screens). Used by the service pages, whose substance is their text.
 */
export function TextSections({ sections, textLang }: { sections: readonly TextSection[]; textLang?: string }) {
  return (
    <div className="divide-y divide-line/70 border-y border-line/70" lang={textLang}>
      {sections.map((section, i) => (
        <section key={section.title} className="reveal grid gap-6 py-14 md:py-16 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p aria-hidden="true" className="font-display text-xl text-gold italic">
              {roman(i + 1)}.
            </p>
            <h2 className="mt-3 text-3xl leading-[1.12] md:text-[2.3rem]">{section.title}</h2>
          </div>
          <div className="space-y-5 leading-relaxed text-parchment lg:col-span-7">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.points ? (
              <ul className="mt-2 space-y-3 border-l border-gold/40 pl-6 text-mist">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  )
}
