import { articles } from '~/content/news'
import { FLEET_SEATS, otherPromises, statesPromise, wrongSeatRanges, type Finding } from '../support/one-voice'
import { expect, gotoIn, test } from './fixtures'
import { publicRoutes } from './routes'

/**
 * Decision 026: one voice over every page, in both languages, as rendered: one quote
 * promise ("dans l'heure" / "within the hour") and, for each family of jets, the passenger range
 * of the fleet's own aircraft. Reads each page's visible text and its form options.
 */
const paths = [...new Set(publicRoutes.map((r) => r.path)), ...articles.map((a) => `/news/${a.slug}`)]

// The text is the server's: no need to wait for each page to hydrate.
test.use({ javaScriptEnabled: false })

for (const lang of ['fr', 'en'] as const) {
  test(`one quote promise and one set of passenger ranges on every page (${lang})`, async ({ page }) => {
    test.setTimeout(180_000)
    const promises: Finding[] = []
    const ranges: Finding[] = []
    const promising: string[] = []
    for (const path of paths) {
      await gotoIn(page, path, lang)
      const lines = await page.evaluate(() =>
        [document.body.innerText, ...[...document.querySelectorAll('option')].map((o) => o.textContent ?? '')]
          .join('\n')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      )
      promises.push(...otherPromises(path, lines))
      ranges.push(...wrongSeatRanges(path, lines))
      if (statesPromise(lines)) promising.push(path)
    }
    expect(promises, 'a quote promise other than the house’s').toEqual([])
    expect(ranges, `passenger ranges other than the fleet’s ${JSON.stringify(FLEET_SEATS)}`).toEqual([])
    // The pages that sell a flight all state it.
    expect(promising).toEqual(expect.arrayContaining(['/', '/services', '/services/courtier-aviation', '/quote-form']))
  })
}
