import { describe, expect, it } from 'vitest'
import { escapeXml, PRIVATE_PATHS, PUBLIC_PATHS, robotsTxt, sitemapXml } from './sitemap'

describe('sitemap', () => {
  it('lists each entry with its language alternates', () => {
    const xml = sitemapXml([
      {
        loc: 'https://herra.example/about',
        lastmod: '2024-12-20',
        alternates: [
          { hreflang: 'fr', href: 'https://herra.example/about' },
          { hreflang: 'en', href: 'https://herra.example/about?lang=en' },
          { hreflang: 'x-default', href: 'https://herra.example/about' },
        ],
      },
    ])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
    expect(xml).toContain('<loc>https://herra.example/about</loc>')
    expect(xml).toContain('<lastmod>2024-12-20</lastmod>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://herra.example/about?lang=en"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://herra.example/about"/>')
    expect(xml.trim().endsWith('</urlset>')).toBe(true)
  })

  it('escapes what XML forbids', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;')
    expect(sitemapXml([{ loc: 'https://x.example/?a=1&lang=en', alternates: [] }])).toContain(
      '<loc>https://x.example/?a=1&amp;lang=en</loc>',
    )
  })

  it('keeps the private pages out of the public list', () => {
    for (const path of PRIVATE_PATHS) expect(PUBLIC_PATHS).not.toContain(path)
    expect(PUBLIC_PATHS).toContain('/')
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length)
  })
})

describe('robots.txt', () => {
  it('disallows the private pages and points to the sitemap', () => {
    expect(robotsTxt('https://herra.example/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /club-herra-content',
        'Disallow: /club-herra-private',
        'Disallow: /member-login',
        'Disallow: /desk',
        'Disallow: /newsletter/',
        'Disallow: /estimate',
        'Disallow: /empty-legs/alert/',
        '',
        'Sitemap: https://herra.example/sitemap.xml',
        '',
      ].join('\n'),
    )
  })
})
