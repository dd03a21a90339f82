import type { Locator } from '@playwright/test'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { homeCopy } from '~/content/home'
import { getAircraft } from '~/domain/aircraft'
import { displayedPrice } from '~/domain/broker-price'
import { formatDuration, formatEuros } from '~/i18n/format'
import { apiEstimate, isoDaysAhead, languages, pickAirport } from './estimator-helpers'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'

/**
 * The estimate on the home page (docs/decisions/049-home-estimate-and-advice.md): the hero's form
 * answers in place, the answer comes into view with the focus on its heading; the code loads at the
 * first interaction and nothing moves when it does or when the answer comes; without JavaScript the
 * form lands on /estimate, answered by the server.
 */

/** Where an element stands in the document (not the viewport): what a layout shift moves. */
async function documentBox(locator: Locator) {
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect()
    return {
      x: Math.round(r.left + window.scrollX),
      y: Math.round(r.top + window.scrollY),
      width: Math.round(r.width),
      height: Math.round(r.height),
    }
  })
}

for (const width of [390, 1440] as const) {
  test.describe(`home estimate at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    for (const lang of languages) {
      const t = homeCopy[lang].estimator
      const e = estimatorCopy[lang]

      test(`answers in place with the price in view and the heading focused (${lang})`, async ({ page }) => {
        await gotoIn(page, '/', lang)
        const form = page.getByTestId('home-estimator')
        // "Book a private flight" leads to the estimator and puts the cursor in its first field.
        await page.getByRole('link', { name: homeCopy[lang].hero.primary }).click()
        await expect(form).toHaveAttribute('data-live', 'true')
        const departure = form.getByRole('combobox', { name: t.departure })
        await expect(departure).toBeFocused()
        await expect(departure).toBeInViewport()

        await pickAirport(page, departure, 'Le Bourget', 'LBG')
        await pickAirport(page, form.getByRole('combobox', { name: t.arrival }), 'Nice', 'NCE')
        const date = isoDaysAhead(5)
        await form.getByLabel(t.date, { exact: true }).fill(date)
        await form.getByLabel(t.passengers, { exact: true }).fill('3')
        await expect(form.getByLabel(t.aircraft, { exact: true })).toHaveValue('') // suggested
        // What follows the hero (the key figures), and the form: where they stand before the answer.
        const below = page.locator('main > section').nth(1)
        const belowBefore = await documentBox(below)
        const fieldBefore = await documentBox(form.locator('form'))
        await form.getByRole('button', { name: t.submit }).click()

        const result = form.getByTestId('home-result')
        const heading = result.getByRole('heading', { level: 3 })
        await expect(heading).toBeFocused()
        await expect(heading).toBeInViewport()
        const price = result.getByTestId('home-price')
        await expect(price).toBeInViewport()
        expect(page.url()).toMatch(/\/(\?lang=\w+)?$/) // answered in place, no navigation

        // The smallest aircraft that seats three and flies Paris–Nice non-stop: the Citation CJ1+.
        const api = await apiEstimate(page.request, { from: 'LBG', to: 'NCE', aircraft: 'cj1', date, pax: 3, lang })
        const shown = displayedPrice(api.pricing, api.conservative, api.aircraft.category)
        await expect(price).toHaveText(t.estimate(formatEuros(lang, shown.totalEur)))
        await expect(result.getByTestId('home-range')).toHaveText(
          t.range(formatEuros(lang, shown.lowEur), formatEuros(lang, shown.highEur)),
        )
        await expect(result.getByTestId('home-block-time')).toHaveText(formatDuration(lang, api.blockTimeHours))
        await expect(result.getByTestId('home-aircraft')).toHaveText('Citation CJ1+')
        await expect(result.getByText(t.aircraftSuggested, { exact: true })).toBeVisible()
        await expect(result).toContainText(e.result.nonStop)

        // Nothing moved: the form, and what follows the hero, stand where they stood.
        expect(await documentBox(form.locator('form'))).toEqual(fieldBefore)
        expect(await documentBox(below)).toEqual(belowBefore)

        // One next step: the request form, prefilled with the estimate.
        const request = result.getByRole('link', { name: t.request })
        const href = new URL((await request.getAttribute('href'))!, 'http://x')
        expect(href.pathname).toBe('/contact')
        expect(Object.fromEntries(href.searchParams)).toEqual({
          from: 'LBG',
          to: 'NCE',
          date,
          aircraft: 'Citation CJ1+',
          passengers: '3',
          est: String(shown.totalEur),
        })
        await expectNoAxeViolations(page)
      })
    }
  })
}

for (const lang of languages) {
  const t = homeCopy[lang].estimator

  test(`the code loads at the first interaction, keeping what was typed, the focus and the layout (${lang})`, async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await gotoIn(page, '/', lang)
    const form = page.getByTestId('home-estimator')
    await page.waitForLoadState('networkidle')
    // Not before: the page loads without the combobox and the estimate call.
    expect(scripts.filter((url) => /home-estimator-live|airport-combobox|use-estimator-form/.test(url))).toEqual([])
    await expect(form).not.toHaveAttribute('data-live', 'true')

    const before = await documentBox(form)
    const field = form.getByLabel(t.arrival, { exact: true })
    await field.click()
    await page.keyboard.type('Gen')
    await expect(form).toHaveAttribute('data-live', 'true')
    expect(scripts.some((url) => /home-estimator-live/.test(url))).toBe(true)
    const combobox = form.getByRole('combobox', { name: t.arrival })
    await expect(combobox).toBeFocused()
    await page.keyboard.type('ève')
    await expect(combobox).toHaveValue('Genève')
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(await documentBox(form)).toEqual(before)
  })

  test(`an estimate asked before the code has loaded is answered once it has (${lang})`, async ({ page }) => {
    await gotoIn(page, '/', lang)
    const form = page.getByTestId('home-estimator')
    // Typed as plain text (the suggestion list is not there yet) and sent with Enter.
    await form.getByLabel(t.departure, { exact: true }).fill('LBG')
    await form.getByLabel(t.arrival, { exact: true }).fill('Genève')
    await form.getByLabel(t.arrival, { exact: true }).press('Enter')
    const result = form.getByTestId('home-result')
    await expect(result).toBeVisible()
    await expect(result.getByRole('heading', { level: 3 })).toContainText('LBG → GVA')
  })
}

for (const lang of languages) {
  const t = homeCopy[lang].estimator
  test(`the /estimate page: the answer, a switch as a link, the hero's form again; no axe violation (${lang})`, async ({
    page,
  }) => {
    const date = isoDaysAhead(6)
    // Paris–New York in a Challenger 300: one stop, so the page offers a non-stop aircraft.
    await gotoIn(page, `/estimate?from=LBG&to=JFK&date=${date}&pax=6&aircraft=challenger300`, lang)
    const result = page.getByTestId('home-result')
    await expect(result.getByTestId('home-aircraft')).toHaveText('Challenger 300')
    await expect(result.getByTestId('fuel-stop-names')).toBeVisible()
    const link = result.getByTestId('aircraft-alternatives').getByRole('link').first()
    const target = new URL((await link.getAttribute('href'))!, 'http://x')
    expect(target.pathname).toBe('/estimate')
    expect(target.searchParams.get('from')).toBe('LBG')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.formLabel)
    await expectNoAxeViolations(page)
    await link.click()
    await expect(page.getByTestId('home-result').getByTestId('home-aircraft')).toHaveText(
      getAircraft(target.searchParams.get('aircraft') ?? '')!.name,
    )
    await expect(page.getByTestId('home-result')).toContainText(estimatorCopy[lang].result.nonStop)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of languages) {
    const t = homeCopy[lang].estimator
    test(`the hero's form lands on /estimate, answered by the server (${lang})`, async ({ page }) => {
      await gotoIn(page, '/', lang)
      const form = page.getByTestId('home-estimator')
      await form.getByLabel(t.departure, { exact: true }).fill('Le Bourget')
      await form.getByLabel(t.arrival, { exact: true }).fill('Genève')
      await form.getByLabel(t.passengers, { exact: true }).fill('4')
      await form.getByRole('button', { name: t.submit }).click()
      await expect(page).toHaveURL(/\/estimate\?/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.formLabel)
      const result = page.getByTestId('home-result')
      await expect(result.getByRole('heading', { level: 3 })).toContainText('LBG → GVA')
      await expect(result.getByTestId('home-price')).toContainText(t.estimate('').trim())
      await expect(result.getByTestId('home-aircraft')).toContainText('Citation CJ1+')
      // The form keeps the trip, resolved to its airports, for another try.
      await expect(page.getByTestId('home-estimator').getByLabel(t.departure, { exact: true })).toHaveValue('LBG')
      await expect(page.getByTestId('home-estimator').getByLabel(t.arrival, { exact: true })).toHaveValue('GVA')
      const href = new URL((await result.getByRole('link', { name: t.request }).getAttribute('href'))!, 'http://x')
      expect(href.searchParams.get('from')).toBe('LBG')
      expect(href.searchParams.get('aircraft')).toBe('Citation CJ1+')
    })
  }
})

test.describe('one price from the home page to the request (decision 105)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the figure the home estimate shows is the figure the request form attaches, in the same words', async ({
    page,
  }) => {
    const lang = 'fr'
    const t = homeCopy[lang].estimator
    await gotoIn(page, '/', lang)
    const form = page.getByTestId('home-estimator')
    // The first gesture loads the form's code (decision 070).
    await page.getByRole('link', { name: homeCopy[lang].hero.primary }).click()
    await expect(form).toHaveAttribute('data-live', 'true')
    await pickAirport(page, form.getByRole('combobox', { name: t.departure }), 'Le Bourget', 'LBG')
    await pickAirport(page, form.getByRole('combobox', { name: t.arrival }), 'Dubai', 'DXB')
    await form.getByLabel(t.date, { exact: true }).fill(isoDaysAhead(6))
    await form.getByLabel(t.passengers, { exact: true }).fill('8')
    await form.getByRole('button', { name: t.submit }).click()
    const price = form.getByTestId('home-result').getByTestId('home-price')
    await expect(price).toBeVisible()
    const shown = (await price.textContent())!.trim()
    // "108 000 € HT": the figure, then "HT".
    expect(shown).toMatch(/^[\d\u202f\u00a0 ]+\u00a0€ HT$/)

    await form.getByRole('link', { name: t.request }).click()
    await expect(page).toHaveURL(/\/contact\?/)
    const attached = page.getByTestId('contact-estimate')
    await expect(attached).toBeVisible()
    await expect(attached.locator('p').nth(1)).toHaveText(shown)
  })
})
