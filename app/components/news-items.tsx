import { useId } from 'react'
import { Link } from 'react-router'
import { art, artAlt } from '~/content/art'
import { newsCopy, type ArticleFacts } from '~/content/news'
import { formatIsoDate, formatUnit } from '~/i18n/format'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { ArtImage } from '~/ui/primitives'

export function articlePath(article: ArticleFacts): string {
  return `/news/${article.slug}`
}

/** Category, date (through Intl) and reading time of an article. */
export function ArticleMeta({ article, className = '' }: { article: ArticleFacts; className?: string }) {
  const t = useCopy(newsCopy)
  const { lang } = useLanguage()
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs tracking-[0.16em] text-mist uppercase ${className}`}
    >
      <time dateTime={article.date}>{formatIsoDate(lang, article.date)}</time>
      <span aria-hidden="true" className="text-gold">
        ·
      </span>
      <span>{t.readTime(formatUnit(lang, article.readMinutes, 'minute'))}</span>
    </p>
  )
}

/** 'À la Une': the newest article, large, with its picture (the page's largest element: fetched first). */
export function FeaturedArticle({ article }: { article: ArticleFacts }) {
  const t = useCopy(newsCopy)
  const alt = useCopy(artAlt)
  const text = t.articles[article.slug]
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16"
      data-testid="featured-article"
    >
      <div className="lg:col-span-7">
        <div className="border border-line/80 p-2.5 md:p-3">
          <ArtImage art={art[article.artKey]} alt={alt[article.artKey]} priority className="block h-auto w-full" />
        </div>
      </div>
      <div className="lg:col-span-5">
        <p className="flex flex-wrap items-center gap-4">
          <span className="border border-gold/70 px-3 py-1 text-[0.7rem] tracking-[0.24em] text-gold uppercase">
            {t.featured}
          </span>
          <span className="eyebrow">{t.categories[article.category]}</span>
        </p>
        <h2 id={titleId} className="mt-6 text-3xl leading-[1.12] md:text-[2.6rem]">
          {text.title}
        </h2>
        <ArticleMeta article={article} className="mt-6" />
        <div className="hairline mt-7" />
        <p className="mt-7 leading-relaxed text-parchment">{text.excerpt}</p>
        <Link to={articlePath(article)} className="btn btn-gold mt-10 no-underline" aria-describedby={titleId}>
          {t.readFull}
        </Link>
      </div>
    </article>
  )
}

/** A news card: picture, category, title, excerpt, date, reading time and 'Lire la suite'. */
export function NewsCard({ article, headingLevel = 3 }: { article: ArticleFacts; headingLevel?: 2 | 3 }) {
  const t = useCopy(newsCopy)
  const alt = useCopy(artAlt)
  const text = t.articles[article.slug]
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={titleId}
      className="reveal flex h-full flex-col border border-line/80 bg-night/40 p-3"
      data-testid="news-card"
    >
      <div className="overflow-hidden">
        <ArtImage
          art={art[article.artKey]}
          alt={alt[article.artKey]}
          className="block aspect-[3/2] h-auto w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col px-3 pt-7 pb-4 md:px-4">
        <p className="eyebrow">{t.categories[article.category]}</p>
        <Heading id={titleId} className="mt-3 text-2xl leading-snug">
          {text.title}
        </Heading>
        <p className="mt-4 flex-1 leading-relaxed text-mist">{text.excerpt}</p>
        <ArticleMeta article={article} className="mt-6" />
        <Link
          to={articlePath(article)}
          aria-describedby={titleId}
          className="group mt-6 inline-flex items-center gap-3 self-start text-[0.75rem] tracking-[0.2em] text-gold uppercase no-underline hover:text-gold-light"
        >
          {t.readMore}
          <svg
            viewBox="0 0 28 10"
            width="28"
            height="10"
            aria-hidden="true"
            className="transition-transform duration-300 group-hover:translate-x-1"
          >
            <path d="M0 5h26M22 1l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1" />
          </svg>
        </Link>
      </div>
    </article>
  )
}
