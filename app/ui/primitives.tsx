/**
 * HERRA's design primitives in one module (one request for every content page): pictures at
 * their displayed size, button links, section headings, Roman numerals.
 */
import { type ReactNode } from 'react'
import { Link } from 'react-router'

const numerals = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const

/** I, II, III… for the numbered blocks (1 to 10). */
export function roman(n: number): string {
  return numerals[n - 1] ?? String(n)
}

/**
 * A picture at its displayed size, with its intrinsic width and height so nothing shifts while it
 * loads. Only the hero picture is eager (and high priority); every other one waits until it is near.
 */
export interface ArtSource {
  src: string
  width: number
  height: number
}

export function ArtImage({
  art,
  alt,
  priority = false,
  className = '',
  sizes,
}: {
  art: ArtSource
  alt: string
  priority?: boolean
  className?: string
  sizes?: string
}) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}

type Variant = 'gold' | 'outline' | 'text'

const classes: Record<Variant, string> = {
  gold: 'btn btn-gold no-underline',
  outline: 'btn btn-outline no-underline',
  text: 'group inline-flex items-center gap-3 text-[0.78rem] uppercase tracking-[0.2em] text-gold no-underline hover:text-gold-light',
}

function Arrow() {
  return (
    <svg
      viewBox="0 0 28 10"
      width="28"
      height="10"
      aria-hidden="true"
      className="transition-transform duration-300 group-hover:translate-x-1"
    >
      <path d="M0 5h26M22 1l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1" />
    </svg>
  )
}

/** An internal link drawn as a button (gold, outline) or as a quiet text link with a fine arrow. */
export function ButtonLink({
  to,
  variant = 'gold',
  children,
  className = '',
  lang,
}: {
  to: string
  variant?: Variant
  children: ReactNode
  className?: string
  lang?: string
}) {
  return (
    <Link to={to} className={`${classes[variant]} ${className}`} lang={lang}>
      {children}
      {variant === 'text' ? <Arrow /> : null}
    </Link>
  )
}

/** The same look for a link that leaves the app (mailto:, tel:). */
export function ButtonAnchor({
  href,
  variant = 'gold',
  children,
  className = '',
  lang,
}: {
  href: string
  variant?: Variant
  children: ReactNode
  className?: string
  lang?: string
}) {
  return (
    <a href={href} className={`${classes[variant]} ${className}`} lang={lang}>
      {children}
      {variant === 'text' ? <Arrow /> : null}
    </a>
  )
}

/** Eyebrow, serif title and a fine gold rule: the opening of every section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'left',
  id,
  level = 2,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  align?: 'left' | 'center'
  id?: string
  level?: 2 | 3
}) {
  const centered = align === 'center'
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={`${eyebrow ? 'mt-5' : ''} text-3xl leading-[1.12] md:text-[2.75rem]`}>
        {title}
      </Heading>
      <div
        className={`hairline mt-7 ${centered ? 'mx-auto bg-[linear-gradient(90deg,transparent,var(--color-gold),transparent)]' : ''}`}
      />
      {intro ? <div className="mt-7 text-lg leading-relaxed text-parchment">{intro}</div> : null}
    </div>
  )
}
