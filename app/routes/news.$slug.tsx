import { data, Link } from 'react-router'
import { ArticleMeta, NewsCard } from '~/components/news-items'
import { art, artAlt } from '~/content/art'
import { articleBodies } from '~/content/news-articles'
import { articles, findArticle, newsCopy, type ArticleFacts } from '~/content/news'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useNonce } from '~/lib/nonce'
import { rootDataOf, seoTags } from '~/lib/seo'
import { ArtImage, ButtonLink } from '~/ui/primitives'
import { cacheablePage } from '~/lib/page-cache-policy'
import type { Route } from './+types/news.$slug'

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug)
  if (!article) throw data(null, { status: 404 })
  return { slug: article.slug }
}

export const headers = cacheablePage

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const { lang, siteUrl } = rootDataOf(matches)
  const article = findArticle(loaderData?.slug)
  if (!article) return [{ title: 'HERRA' }]
  const text = newsCopy[lang].articles[article.slug]
  return [
    ...seoTags({
      lang,
      siteUrl,
      pathname: location.pathname,
      title: `${text.title} — HERRA`,
      description: text.excerpt,
    }),
    { property: 'article:published_time', content: article.date },
  ]
}

function ArticleJsonLd({ article }: { article: ArticleFacts }) {
  const nonce = useNonce()
  const { lang } = useLanguage()
  const t = useCopy(newsCopy)
  const text = t.articles[article.slug]
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: text.title,
    description: text.excerpt,
    datePublished: article.date,
    inLanguage: lang === 'fr' ? 'fr-FR' : 'en-GB',
    image: [art[article.artKey].src],
    author: { '@type': 'Organization', name: 'HERRA' },
    publisher: { '@type': 'Organization', name: 'HERRA' },
  }
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const t = useCopy(newsCopy)
  const bodies = useCopy(articleBodies)
  const alt = useCopy(artAlt)
  const article = findArticle(loaderData.slug)
  if (!article) return null
  const text = { ...t.articles[article.slug], ...bodies[article.slug] }
  const others = articles.filter((a) => a.slug !== article.slug).slice(0, 3)
  return (
    <>
      <ArticleJsonLd article={article} />
      <article>
        <header className="relative overflow-hidden border-b border-line/60">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(201,169,106,0.14),transparent_55%)]"
          />
          <div className="container-luxe relative py-14 md:py-20 fade-in">
            <nav aria-label={t.breadcrumb}>
              <ol className="flex flex-wrap items-center gap-2 text-xs tracking-[0.18em] uppercase">
                <li>
                  <Link to="/news" className="text-mist no-underline hover:text-gold-light">
                    {t.back}
                  </Link>
                </li>
                <li aria-hidden="true" className="text-gold">
                  /
                </li>
                <li className="text-gold">{t.categories[article.category]}</li>
              </ol>
            </nav>
            <h1 className="mt-8 max-w-4xl text-4xl leading-[1.08] md:text-[3.5rem]">{text.title}</h1>
            <ArticleMeta article={article} className="mt-8" />
          </div>
        </header>

        <div className="container-luxe py-14 md:py-20">
          <div className="mx-auto max-w-5xl border border-line/80 p-2.5 md:p-3">
            <ArtImage art={art[article.artKey]} alt={alt[article.artKey]} priority className="block h-auto w-full" />
          </div>
          <div className="mx-auto mt-14 max-w-[44rem] md:mt-20">
            <p className="font-display text-2xl leading-snug text-ivory md:text-[1.9rem]">{text.lead}</p>
            <div className="hairline mt-10" />
            {text.body.map((section, i) => (
              <section key={section.heading ?? i} className="mt-10">
                {section.heading ? <h2 className="text-3xl leading-tight">{section.heading}</h2> : null}
                {section.paragraphs.map((p) => (
                  <p key={p} className="mt-5 text-[1.06rem] leading-[1.8] text-parchment">
                    {p}
                  </p>
                ))}
              </section>
            ))}
            <div className="mt-14 flex flex-wrap items-center gap-x-10 gap-y-6 border-t border-line/70 pt-10">
              <ButtonLink to={article.ctaTo}>{text.cta}</ButtonLink>
              <ButtonLink to="/news" variant="text">
                {t.back}
              </ButtonLink>
            </div>
          </div>
        </div>
      </article>

      <section aria-labelledby="more-title" className="border-t border-line/60 bg-night/40 py-20 md:py-28">
        <div className="container-luxe">
          <h2 id="more-title" className="text-3xl md:text-[2.4rem]">
            {t.more}
          </h2>
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <NewsCard article={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
