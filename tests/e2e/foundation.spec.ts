import { commonCopy } from '~/content/common'
import { pageCopy } from '~/content/pages'
import { yearInParis } from '~/i18n/format'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { publicRoutes } from './routes'

const languages = ['fr', 'en'] as const

for (const lang of languages) {
  test.describe(`every route in ${lang}`, () => {
    for (const { path, page } of publicRoutes) {
      test(`${path} answers 200 with its heading, chrome and no axe violation`, async ({ page: browser }) => {
        const response = await gotoIn(browser, path, lang)
        expect(response?.status()).toBe(200)
        await expect(browser.locator('html')).toHaveAttribute('lang', lang)
        await expect(browser.getByRole('heading', { level: 1 }).first()).toHaveText(pageCopy[lang][page].title)
        const t = commonCopy[lang]
        if (path === '/member-login') {
          await expect(browser.locator('header')).toHaveCount(0)
          await expect(browser.locator('footer')).toHaveCount(0)
        } else {
          await expect(browser.getByRole('banner')).toBeVisible()
          // The copyright runs from the house's first year to this one, by the clock.
          await expect(browser.getByRole('contentinfo')).toContainText(`© 2024–${yearInParis(Date.now())}`)
          await expect(browser.getByRole('contentinfo')).toContainText('EASA')
          await expect(browser.getByRole('contentinfo').getByRole('link', { name: t.footer.legal })).toHaveAttribute(
            'href',
            '/legal',
          )
          await expect(browser.getByRole('contentinfo').getByRole('link', { name: t.footer.privacy })).toHaveAttribute(
            'href',
            '/privacy',
          )
        }
        await expectNoAxeViolations(browser)
      })
    }
  })
}

test.describe('404', () => {
  for (const lang of languages) {
    test(`unknown path in ${lang}: status 404, spec texts, path logged`, async ({ page, allowedConsoleErrors }) => {
      allowedConsoleErrors.push(/status of 404/)
      const logged: string[] = []
      page.on('console', (m) => logged.push(m.text()))
      const response = await gotoIn(page, '/no-such-page/here', lang)
      expect(response?.status()).toBe(404)
      const t = commonCopy[lang].notFound
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(page.getByText(t.text)).toBeVisible()
      await expect.poll(() => logged.some((l) => l.includes('/no-such-page/here'))).toBe(true)
      await page.getByRole('link', { name: t.back }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].home.title)
    })
  }
})

test('the current route is highlighted in the header', async ({ page }) => {
  await page.goto('/fleet?lang=en')
  const nav = page.getByRole('navigation', { name: commonCopy.en.nav.label })
  await expect(nav.getByRole('link', { name: 'Fleet' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page')
})

test('switching language changes the text and survives a reload (localStorage and first paint)', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.fr.about.title)
  await page.getByTestId('lang-en').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.en.about.title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(pageCopy.en.about.metaTitle)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN')

  // The server's first paint is already English (no flash of French).
  const html = await (await page.request.get('/about')).text()
  expect(html).toContain('<html lang="en"')
  expect(html).toContain(pageCopy.en.about.title)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.en.about.title)

  await page.getByTestId('lang-fr').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.fr.about.title)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('FR')
})

test('a language switch after a client-side navigation is never undone by the old language', async ({ page }) => {
  // Every write of the language cookie, in order.
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    const writes: string[] = []
    Object.assign(window, { __langWrites: writes })
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get!.call(document) as string,
      set: (value: string) => {
        if (value.startsWith('lang=')) writes.push(value.split(';')[0]!)
        cookie.set!.call(document, value)
      },
    })
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/?lang=en')
  await page.getByRole('banner').getByRole('link', { name: 'Fleet', exact: true }).first().click()
  await expect(page).toHaveURL(/\/fleet$/)
  const langWrites = () => page.evaluate(() => (window as unknown as { __langWrites: string[] }).__langWrites)
  const before = (await langWrites()).length
  await page.getByRole('banner').getByTestId('lang-fr').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.fr.fleet.title)
  // The switch wrote French once; English was not written back while the French page loaded.
  const writes = await langWrites()
  expect(writes.slice(before)).toEqual(['lang=fr'])
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('FR')
})

test('a returning visitor whose cookie is gone gets the language kept in localStorage', async ({ page, context }) => {
  await page.goto('/services?lang=en')
  // The earlier visit is over once the page has stored the choice (after hydration): only then is the cookie lost.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('EN')
  await context.clearCookies()
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.en.services.title)
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('duplicates the links, closes on a link or a language pick, and works by keyboard', async ({ page }) => {
    await page.goto('/?lang=en')
    const t = commonCopy.en
    const toggle = page.getByRole('button', { name: t.menu.open })
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(menu).toBeVisible()
    for (const name of ['About', 'Services', 'Fleet', 'Club', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Fleet', exact: true }).click()
    await expect(page).toHaveURL(/\/fleet$/)
    await expect(menu).toBeHidden()

    // Language pick closes it too.
    await page.getByRole('button', { name: t.menu.open }).click()
    await menu.getByTestId('lang-fr').click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.fr.fleet.title)

    // Keyboard: focus the toggle, open with Enter, focus lands in the menu, Escape closes and returns focus.
    const frToggle = page.getByRole('button', { name: commonCopy.fr.menu.open })
    await frToggle.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: commonCopy.fr.menu.open })).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const { path, page } of publicRoutes) {
    test(`${path} carries its content in the server HTML`, async ({ page: browser }) => {
      await browser.goto(`${path}?lang=en`)
      await expect(browser.getByRole('heading', { level: 1 }).first()).toHaveText(pageCopy.en[page].title)
    })
  }
})

for (const lang of languages) {
  test(`the desktop header keeps every label on one line, within the page's column, at 1280, 1440 and 1920 px (${lang})`, async ({
    page,
  }) => {
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      await gotoIn(page, '/', lang)
      const banner = page.getByRole('banner')
      const labels = banner
        .getByRole('navigation')
        .getByRole('link')
        .or(banner.locator('a.btn'))
        .filter({ visible: true })
      expect(await labels.count()).toBeGreaterThan(6)
      for (const label of await labels.all()) {
        // The lines its text is laid out on: the distinct tops of its text's boxes.
        const lines = await label.evaluate((el) => {
          const range = document.createRange()
          range.selectNodeContents(el)
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
        })
        expect(lines, `${await label.innerText()} at ${width} px`).toBe(1)
      }
      // And the last control ends within the header's content box (the page's column).
      const { end, column } = await banner.evaluate((el) => {
        const row = el.firstElementChild as HTMLElement
        const shown = [...row.children].filter((c) => getComputedStyle(c).display !== 'none')
        return {
          end: Math.max(...shown.map((c) => c.getBoundingClientRect().right)),
          column: row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight),
        }
      })
      expect(end, `header row at ${width} px`).toBeLessThanOrEqual(column + 1)
    }
  })
}

test('navigation scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/?lang=en')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
  await expect(page).toHaveURL(/\/legal$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('health check touches the database', async ({ request }) => {
  const res = await request.get('/healthz')
  expect(res.status()).toBe(200)
  // The database decides the status; the details tell the weather breaker's state and the log's drops.
  expect(await res.json()).toMatchObject({ ok: true, database: 'pglite', weather: { breaker: { state: 'closed' } } })
})
