import { articles } from '~/content/news'
import { PUBLIC_PATHS, sitemapXml, type SitemapEntry } from '~/domain/seo/sitemap'
import { LANGUAGES, type Language } from '~/i18n/language'
import { localizedUrl } from '~/lib/seo'
import type { Route } from './+types/sitemap[.]xml'

/** Every public page and article, once per language, each with its fr / en / x-default alternates. */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.runtime.env.SITE_URL
  const pages: Array<{ path: string; lastmod?: string }> = [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/news/${article.slug}`, lastmod: article.date })),
  ]
  const entries: SitemapEntry[] = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((lang) => ({ hreflang: lang, href: localizedUrl(siteUrl, path, lang) })),
      { hreflang: 'x-default', href: localizedUrl(siteUrl, path, 'fr') },
    ]
    return LANGUAGES.map((lang: Language) => ({ loc: localizedUrl(siteUrl, path, lang), alternates, lastmod }))
  })
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
