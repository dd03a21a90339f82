import type { ReactNode } from 'react'
import { fixedPageLanguage, pageCopy, type PageKey } from '~/content/pages'
import { useLanguage } from '~/i18n/language-context'

/**
 * The heading and introduction of a page, from `content/pages.ts`. Pages fixed to one
 * language (docs/product.md §2) are marked with `lang` so screen readers pronounce them correctly.
 */
export function PageHero({ page, children }: { page: PageKey; children?: ReactNode }) {
  const { lang } = useLanguage()
  const copy = pageCopy[lang][page]
  const fixed = fixedPageLanguage[page]
  return (
    <section
      className="relative overflow-hidden border-b border-line/60"
      lang={fixed && fixed !== lang ? fixed : undefined}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,169,106,0.16),transparent_55%)]"
      />
      <div className="container-luxe relative py-14 md:py-28 fade-in">
        {copy.eyebrow ? <p className="eyebrow">{copy.eyebrow}</p> : null}
        <h1 className="mt-5 max-w-4xl text-4xl md:text-6xl">{copy.title}</h1>
        <div className="hairline mt-8" />
        <p className="mt-8 max-w-2xl text-lg text-parchment">{copy.intro}</p>
        {children ? <div className="mt-10 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  )
}
