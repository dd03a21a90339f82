import { randomInt } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test: its own client address (X-Forwarded-For, trusted in e2e) so rate limits apply per
 * test as per visitor, and a browser console that must stay free of errors (CSP violations included).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
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

/** axe with the WCAG 2.1 A and AA rules. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
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
