import { expect, gotoIn, test } from './fixtures'

/**
 * The scroll reveal (app.css): cards and sections rise as they enter the viewport, and stay still
 * for visitors who ask for reduced motion. The other tests run with reduced motion
 * (playwright.config.ts); these look at both preferences.
 */
const animationName = (el: Element) => getComputedStyle(el).animationName
/** How far the element is moved down by its transform, in px. */
const lift = (el: Element) => new DOMMatrix(getComputedStyle(el).transform).m42

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('fleet cards rise as they enter the viewport, and a card’s estimator still opens on a click', async ({
    page,
  }) => {
    await gotoIn(page, '/fleet', 'en')
    const card = page.getByTestId('fleet-card-g650')
    expect(await card.evaluate(animationName)).toBe('herra-rise')
    // Below the fold the card waits 2.5rem lower; scrolled into view, it has risen into place.
    expect(await card.evaluate(lift)).toBe(40)
    const summary = card.getByTestId('card-estimator').locator('summary')
    await summary.scrollIntoViewIfNeeded()
    await expect.poll(() => card.evaluate(lift)).toBe(0)
    await summary.click()
    await expect(card.locator('form[data-estimator-form] input[type="date"]')).not.toHaveValue('')
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing rises', async ({ page }) => {
    await gotoIn(page, '/fleet', 'en')
    for (const id of ['fleet-card-cj1', 'fleet-card-g650']) {
      const card = page.getByTestId(id)
      expect(await card.evaluate(animationName)).toBe('none')
      expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    }
  })
})
