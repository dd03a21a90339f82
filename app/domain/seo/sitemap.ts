/**
 * The sitemap and robots.txt, as pure text builders (no I/O): the resource routes feed them the
 * site's address and its public paths.
 */

/** Every public, indexable page (docs/product.md §2 route table), without the article pages. */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/experience',
  '/services',
  '/services/courtier-aviation',
  '/services/maison-vols-prives',
  '/services/vente-acquisition',
  '/services/solutions-sur-mesure',
  '/services/assistance-24-7',
  '/quote-form',
  '/fleet',
  '/empty-legs',
  '/contact',
  '/contact/club-herra',
  '/herra',
  '/herra/membre',
  '/herra-membership',
  '/news',
  '/legal',
  '/privacy',
] as const

/**
 * Pages kept out of search engines: the club's private area, the member login, the desk, the
 * newsletter's links, and the estimate answered by the server (its answer is the query's; each
 * visit asks the weather).
 */
export const PRIVATE_PATHS = [
  '/club-herra-content',
  '/club-herra-private',
  '/member-login',
  '/desk',
  '/newsletter/',
  '/estimate',
  // The empty-leg alerts' e-mailed links (confirm, unsubscribe).
  '/empty-legs/alert/',
] as const

export interface SitemapAlternate {
  /** `fr`, `en` or `x-default` */
  hreflang: string
  href: string
}

export interface SitemapEntry {
  loc: string
  alternates: readonly SitemapAlternate[]
  /** YYYY-MM-DD */
  lastmod?: string
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A sitemap with `xhtml:link` language alternates (one `<url>` per language version). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`  <url>`, `    <loc>${escapeXml(entry.loc)}</loc>`]
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`)
    for (const alt of entry.alternates) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`,
      )
    }
    lines.push(`  </url>`)
    return lines.join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything may be crawled except the private paths; the sitemap is announced. */
export function robotsTxt(siteUrl: string, disallow: readonly string[] = PRIVATE_PATHS): string {
  const base = siteUrl.replace(/\/$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
