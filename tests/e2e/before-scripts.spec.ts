import { commonCopy } from '~/content/common'
import { pageCopy } from '~/content/pages'
import { expect, startScripts, test } from './fixtures'

/**
 * The page before its JavaScript: painted, no script loaded until the visitor's first gesture, then
 * hydrated (decisions 011, 070). Run in the full browser, as every spec about the page before its
 * scripts (playwright.config.ts, decision 126).
 */
test.describe('the page before its JavaScript (decisions 011, 070)', () => {
  test('paints and loads no script until the first gesture, then hydrates', async ({ context }) => {
    // A page of the context, not the fixture's: its `goto` would make the first gesture itself.
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    const response = await page.goto('/services?lang=en', { waitUntil: 'networkidle' })
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('type="application/x-herra-module"')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.en.services.title)
    expect(scripts).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    await startScripts(page)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(scripts.some((url) => url.includes('/entry.client'))).toBe(true)
    // Hydrated: the next page comes by client-side navigation, without a document request.
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url())
    })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
    await expect(page).toHaveURL(/\/legal$/)
    expect(documents).toEqual([])
    await page.close()
  })

  test('a tap on the menu button before the scripts run opens the menu once they have', async ({ context }) => {
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/?lang=fr', { waitUntil: 'networkidle' })
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('button', { name: commonCopy.fr.menu.open }).click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.close()
  })
})
