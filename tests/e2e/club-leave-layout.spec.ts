import type { Page } from '@playwright/test'
import { clubCopy } from '~/features/club/content/club'
import { clubPrivateCopy } from '~/features/club/content/club-private.server'
import { E2E } from './env'
import { expect, gotoIn, test } from './fixtures'

/**
 * 'Quitter' stays at the top right of the private club page while it scrolls, and
 * never covers what the visitor reads. Measured with bounding boxes at every scroll position, on
 * a phone (390 px) and a desktop (1440 px): no visible part of a heading, the statistics, the
 * privilege grid or the tier cards ever lies under the button. "Visible" is what is below the
 * opaque chrome at the top of the window (the site header and, since the fix, the private bar).
 */

interface Overlap {
  scrollY: number
  what: string
}

async function enterClub(page: Page, lang: 'fr' | 'en') {
  await gotoIn(page, '/club-herra-private', lang)
  await page.getByLabel(clubCopy[lang].gate.label).fill(E2E.clubCode)
  await page.getByRole('button', { name: clubCopy[lang].gate.submit, exact: true }).click()
  await expect(page).toHaveURL(/\/club-herra-content$/)
}

/** Scrolls the whole page step by step; at each step, what the button covers. */
function overlapsWhileScrolling(page: Page): Promise<Overlap[]> {
  return page.evaluate(async () => {
    document.documentElement.style.scrollBehavior = 'auto'
    const button = document.querySelector<HTMLElement>('[data-testid="club-leave"]')!
    const chrome = [
      document.querySelector('header'),
      document.querySelector('[data-testid="club-private-bar"]'),
    ].filter((el): el is HTMLElement => el !== null)
    const targets = [
      ...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3'),
      ...document.querySelectorAll<HTMLElement>(
        'main dl, section[aria-labelledby="club-privileges-title"] ul, section[aria-labelledby="club-tiers-title"] > ul',
      ),
    ]
    const found: { scrollY: number; what: string }[] = []
    const height = document.documentElement.scrollHeight
    for (let y = 0; y <= height; y += 60) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      const b = button.getBoundingClientRect()
      const chromeBottom = Math.max(...chrome.map((el) => el.getBoundingClientRect().bottom))
      for (const target of targets) {
        const r = target.getBoundingClientRect()
        // The part of the target a visitor can see: below the chrome, inside the window.
        const top = Math.max(r.top, chromeBottom)
        const bottom = Math.min(r.bottom, window.innerHeight)
        if (bottom <= top) continue
        const overlapX = Math.min(r.right, b.right) - Math.max(r.left, b.left)
        const overlapY = Math.min(bottom, b.bottom) - Math.max(top, b.top)
        if (overlapX > 0 && overlapY > 0) {
          found.push({
            scrollY: window.scrollY,
            what: `${target.tagName.toLowerCase()} “${(target.textContent ?? '').trim().slice(0, 40)}”`,
          })
        }
      }
    }
    return found
  })
}

for (const width of [390, 1440]) {
  for (const lang of ['fr', 'en'] as const) {
    test(`'${clubPrivateCopy[lang].leave}' never covers a heading or the privilege grid at ${width} px (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await enterClub(page, lang)
      const leave = page.getByRole('button', { name: clubPrivateCopy[lang].leaveLabel })
      await expect(leave).toBeVisible()

      expect(await overlapsWhileScrolling(page)).toEqual([])

      // Still at the top right after scrolling to the privilege grid: always one tap away.
      await page.locator('section[aria-labelledby="club-privileges-title"] ul').scrollIntoViewIfNeeded()
      const box = (await leave.boundingBox())!
      expect(box.x + box.width).toBeGreaterThan(width * 0.85)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThan(160)
      // The bar under the header is opaque: nothing shows through around the button.
      const background = await page
        .getByTestId('club-private-bar')
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(background).toMatch(/^rgb\(/)
    })
  }
}
