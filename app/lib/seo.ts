import type { MetaDescriptor } from 'react-router'
import type { OperatorConfig } from '~/config/operator-config'
import { placeholderOperatorConfig } from '~/config/operator-placeholders'
import { pageCopy, type PageKey } from '~/content/pages'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/language'

export interface RootData {
  lang: Language
  siteUrl: string
  /** The public anonymous token the browser sends with POST /api/send-contact (docs/product.md §5). */
  publicApiToken: string
  /** The operator's facts (SITE_CONFIG): public by nature (footer, legal notice). */
  site: OperatorConfig
  /** The year in Paris by the server's clock: the footer's copyright runs to it. */
  year: number
}

interface MetaArgsLike {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}

export function rootDataOf(matches: MetaArgsLike['matches']): RootData {
  const data = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  return (
    data ?? {
      lang: DEFAULT_LANGUAGE,
      siteUrl: '',
      publicApiToken: '',
      site: placeholderOperatorConfig,
      year: new Date().getFullYear(),
    }
  )
}

/** Absolute URL of a path in a language: French is the default (no parameter), English says `?lang=en`. */
export function localizedUrl(siteUrl: string, pathname: string, lang: Language): string {
  const base = `${siteUrl.replace(/\/$/, '')}${pathname}`
  return lang === DEFAULT_LANGUAGE ? base : `${base}?lang=${lang}`
}

export interface SeoInput {
  lang: Language
  siteUrl: string
  pathname: string
  title: string
  description: string
  noindex?: boolean
  image?: string
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card tags. */
export function seoTags(input: SeoInput): MetaDescriptor[] {
  const canonical = localizedUrl(input.siteUrl, input.pathname, input.lang)
  const image = `${input.siteUrl.replace(/\/$/, '')}${input.image ?? '/og-image.png'}`
  return [
    { title: input.title },
    { name: 'description', content: input.description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: localizedUrl(input.siteUrl, input.pathname, 'fr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: localizedUrl(input.siteUrl, input.pathname, 'en') },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: localizedUrl(input.siteUrl, input.pathname, 'fr'),
    },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'HERRA' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: input.lang === 'fr' ? 'fr_FR' : 'en_GB' },
    { property: 'og:locale:alternate', content: input.lang === 'fr' ? 'en_GB' : 'fr_FR' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ]
}

/** The `meta` export of a page whose title and description live in `content/pages.ts`. */
export function pageMeta(key: PageKey, options: { noindex?: boolean } = {}) {
  return ({ location, matches }: MetaArgsLike): MetaDescriptor[] => {
    const { lang, siteUrl } = rootDataOf(matches)
    const copy = pageCopy[lang][key]
    return seoTags({
      lang,
      siteUrl,
      pathname: location.pathname,
      title: copy.metaTitle,
      description: copy.metaDescription,
      noindex: options.noindex,
    })
  }
}
