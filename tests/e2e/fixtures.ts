import { randomInt } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test'

/**
 * Every test: its own client address (X-Forwarded-For, trusted in e2e) so rate limits apply per
 * test as per visitor, and a browser console that must stay free of errors (CSP violations included).
 */
/** A page opened by `untouched`: nothing done to it yet; `release` lets its held scripts load. */
export interface UntouchedPage {
  page: Page
  /** Lets the page's entry module load (when opened with `holdScripts`). */
  release: () => void
}

export const test = base.extend<{
  allowedConsoleErrors: RegExp[]
  consoleErrors: string[]
  untouched: (options?: { phone?: boolean; holdScripts?: boolean }) => Promise<UntouchedPage>
}>({
  /**
   * `goto` and `reload` return once the page is hydrated: scripts start at the visitor's first
   * interaction (decision 070), which `goto` makes, and a test then uses the page as hydrated.
   * Tests of what a visitor does before hydration wait on their own terms (early-input.spec.ts).
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => waitForHydration(page, await goto(...args))
      page.reload = async (...args) => waitForHydration(page, await reload(...args))
    }
    await use(page)
  },
  /**
   * A page whose `goto` makes NO gesture and does not wait for hydration: the test's own first tap or
   * key is the visitor's first interaction (docs/decisions/100-the-first-tap-answers.md). In a context
   * of its own (a phone by default: 390 px, touch), sharing the test's client address; with
   * `holdScripts` the page's entry module waits for `release()`, so what the test does first
   * certainly happens before the scripts run.
   */
  untouched: async ({ browser, baseURL, extraHTTPHeaders, consoleErrors }, use, testInfo) => {
    const contexts: BrowserContext[] = []
    await use(async ({ phone = true, holdScripts = false } = {}) => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders,
        reducedMotion: 'reduce',
        ...(phone
          ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
          : { viewport: { width: 1440, height: 900 } }),
      })
      contexts.push(context)
      const page = await context.newPage()
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text())
      })
      page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`))
      let release = () => {}
      if (holdScripts) {
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
          await held
          await route.continue()
        })
      }
      return { page, release }
    })
    // A failed first tap: what the visitor saw, kept beside the test's results.
    if (testInfo.status !== testInfo.expectedStatus)
      for (const [i, page] of contexts.flatMap((c) => c.pages()).entries())
        await page.screenshot({ path: testInfo.outputPath(`untouched-${i}.png`) }).catch(() => undefined)
    for (const context of contexts) await context.close()
  },
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` })
  },
  /** A test that expects a console error (a 404 document, say) pushes its pattern here. */
  allowedConsoleErrors: async ({}, use) => {
    await use([])
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      // A CSP violation is not always a console error (a probe caught in a try, say): report each.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`),
        )
      })
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
      await use(errors)
      const unexpected = errors.filter((e) => !allowedConsoleErrors.some((p) => p.test(e)))
      expect(unexpected, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * After a navigation to one of the site's pages, does what a visitor's first gesture does (a key
 * press: the page's JavaScript starts at the first interaction, decision 070) and waits until React
 * has taken the page over.
 */
export async function waitForHydration(page: Page, response: Response | null): Promise<Response | null> {
  const html = response?.headers()['content-type']?.includes('text/html')
  if (html && (await page.locator('script#herra-entry').count()) > 0) {
    await startScripts(page)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  }
  return response
}

/** The first gesture of a visitor who has not touched anything yet: Shift pressed and released. */
export async function startScripts(page: Page) {
  await page.keyboard.press('Shift')
}

/**
 * axe with the WCAG 2.1 A and AA rules. In axe's own run in the page (`setLegacyMode`): the site has no
 * frames, and the default run finishes in a blank page opened for each check, which doubled its time.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze()
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }))
  expect(summary, 'axe violations').toEqual([])
}

/** Opens a page in a language through `?lang=` (which also stores the choice). */
export async function gotoIn(page: Page, path: string, lang: 'fr' | 'en') {
  const sep = path.includes('?') ? '&' : '?'
  return page.goto(`${path}${sep}lang=${lang}`)
}
