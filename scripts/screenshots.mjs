// Screenshots of every page, at 390 px and 1440 px, in both languages, plus the interactive states
// (an estimate on /fleet and /contact, the club gate, the club page with the application modal open),
// for a person to look at. Expects a fresh build (`npm run build`). Writes PNG files to
// test-results/screenshots/ (ignored by git). Use: `node scripts/screenshots.mjs [fr|en ...]`.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { BENCH_SECRETS, startServer } from '../bench/lib.mjs'
import { startFakeOpenMeteo } from '../tests/support/fake-open-meteo.mjs'
import { CHROMIUM_ARGS } from '../tests/support/test-browser.mjs'

const PAGES = [
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
  '/contact',
  '/contact/club-herra',
  '/herra',
  '/herra/membre',
  '/news',
  '/news/global-7500-paris-dubai',
  '/member-login',
  '/legal',
  '/privacy',
  '/club-herra-private',
  '/page-inconnue',
]
const WIDTHS = [390, 1440]
const languages = process.argv.slice(2).length ? process.argv.slice(2) : ['fr', 'en']
const out = 'test-results/screenshots'
mkdirSync(out, { recursive: true })

const weather = await startFakeOpenMeteo()
const server = await startServer({
  port: 4821,
  env: { OPEN_METEO_URL: weather.url, RATE_LIMIT_MAX: '1000', GATE_RATE_LIMIT_MAX: '1000' },
})
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
const name = (lang, width, label) =>
  `${out}/${lang}-${width}-${label.replace(/^\//, '').replace(/\//g, '_') || 'home'}.png`
/** Scrolls down the page so that lazy pictures load, then back to the top. */
async function loadLazyImages(page) {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
}
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

try {
  for (const lang of languages) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}?lang=${lang}`, { waitUntil: 'networkidle' })
        await loadLazyImages(page)
        await page.screenshot({ path: name(lang, width, path), fullPage: true })
      }

      // An estimate on the fleet page (the Falcon 7X card) and in the contact page's simulator.
      await page.goto(`${server.url}/fleet?lang=${lang}`, { waitUntil: 'networkidle' })
      const card = page.locator('[data-testid="fleet-card-falcon7x"]')
      await card.locator('input[role="combobox"]').nth(1).fill('DXB')
      await card.locator('[role="option"]').first().click()
      await card.locator('input[type="date"]').fill(tomorrow)
      await card.locator('button[type="submit"]').click()
      await card.locator('[data-testid="card-result"]').waitFor()
      await card.scrollIntoViewIfNeeded()
      await card.screenshot({ path: name(lang, width, 'fleet-card-result') })

      await page.goto(`${server.url}/contact?lang=${lang}`, { waitUntil: 'networkidle' })
      const sim = page.locator('#flight-simulator')
      await sim.locator('input[type="date"]').fill(tomorrow)
      await sim.locator('button[type="submit"]').click()
      await sim.locator('[data-testid="simulator-result"]').waitFor()
      await sim.locator('[data-testid="route-arc"]').waitFor()
      await sim.screenshot({ path: name(lang, width, 'contact-simulator-result') })

      // The club: the gate with a wrong code, then the private page with the application modal open.
      await page.goto(`${server.url}/club-herra-private?lang=${lang}`, { waitUntil: 'networkidle' })
      await page.locator('input[name="code"]').fill('WRONG-CODE')
      await page.locator('main button[type="submit"]').click()
      await page.locator('[data-testid="gate-error"]').waitFor()
      await page.screenshot({ path: name(lang, width, 'club-gate-error'), fullPage: true })
      await page.locator('input[name="code"]').fill(BENCH_SECRETS.CLUB_ACCESS_CODE)
      await page.locator('main button[type="submit"]').click()
      await page.waitForURL('**/club-herra-content')
      await page.screenshot({ path: name(lang, width, 'club-content'), fullPage: true })
      await page.locator('main button[aria-haspopup="dialog"]').first().click()
      await page.locator('[data-testid="club-application-dialog"]').waitFor()
      await page.screenshot({ path: name(lang, width, 'club-content-modal') })
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
  weather.close()
}
console.log(`screenshots in ${out}/`)
