import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { fleetCopy } from '~/content/fleet'
import { pageCopy } from '~/content/pages'
import { AIRCRAFT } from '~/domain/aircraft'
import {
  apiEstimate,
  openCardEstimator,
  openHydrated,
  expectedFigures,
  expectFieldError,
  isoDaysAhead,
  languages,
  pickAirport,
} from './estimator-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

for (const lang of languages) {
  const t = estimatorCopy[lang]
  const f = fleetCopy[lang]

  test.describe(`fleet page in ${lang}`, () => {
    test('groups the nine aircraft with their specifications, images, services and buttons', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].fleet.title)
      for (const category of ['light', 'midsize', 'heavy'] as const) {
        await expect(page.getByRole('heading', { level: 2, name: f.groups[category].title })).toBeVisible()
      }
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: f.heroQuote })).toHaveAttribute('href', '/contact')
      await expect(main.getByRole('link', { name: f.heroSimulate })).toHaveAttribute('href', /^\/contact/)
      await expect(page.locator('article')).toHaveCount(AIRCRAFT.length)
      for (const aircraft of AIRCRAFT) {
        const card = page.getByTestId(`fleet-card-${aircraft.id}`)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(aircraft.name)
        const image = card.getByRole('img', { name: f.imageAlt[aircraft.id] })
        await expect(image).toHaveAttribute('src', aircraft.image)
        await expect(image).toHaveAttribute('width', '720')
        await expect(card.getByText(aircraft.description[lang])).toBeVisible()
        for (const service of f.services) await expect(card.getByText(service)).toBeVisible()
        const takeOff = new URL(
          (await card.getByRole('link', { name: f.takeOffLabel(aircraft.name) }).getAttribute('href'))!,
          'http://x',
        )
        expect(takeOff.pathname).toBe('/contact')
        expect(takeOff.searchParams.get('aircraft')).toBe(aircraft.name)
        const info = new URL(
          (await card.getByRole('link', { name: f.moreInfoLabel(aircraft.name) }).getAttribute('href'))!,
          'http://x',
        )
        expect(info.searchParams.get('info')).toBe(aircraft.name)
      }
      // Images below the fold are lazy; every image file is served.
      await expect(page.getByTestId('fleet-card-g650').getByRole('img')).toHaveAttribute('loading', 'lazy')
      for (const aircraft of AIRCRAFT) {
        const response = await page.request.get(aircraft.image)
        expect(response.status(), aircraft.image).toBe(200)
        expect(response.headers()['content-type']).toContain('image/svg+xml')
      }
      await expect(main.getByRole('link', { name: f.destinations.plan })).toHaveAttribute('href', '/contact')
      for (const route of f.destinations.routes)
        await expect(page.getByText(f.destinations.on(route.aircraft), { exact: true })).toBeVisible()
    })

    test('a full card estimate shows the API figures, then requests the flight on /contact', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-falcon7x')
      await openCardEstimator(card)
      const departure = card.getByRole('combobox', { name: t.airport.departure })
      const arrival = card.getByRole('combobox', { name: t.airport.arrival })
      const date = isoDaysAhead(6)
      await expect(departure).toHaveValue('LBG')
      await expect(card.getByLabel(t.form.passengers)).toHaveValue('4')
      const calculate = card.getByRole('button', { name: t.form.calculateCard })
      await expect(calculate).toBeDisabled() // arrival empty
      await pickAirport(page, arrival, 'dub', 'DXB')
      await card.getByLabel(t.form.date).fill(date)
      await card.getByLabel(t.form.passengers).fill('5')
      await expect(calculate).toBeEnabled()
      await calculate.click()

      const result = card.getByTestId('card-result')
      await expect(result).toBeVisible()
      const api = await apiEstimate(page.request, { from: 'LBG', to: 'DXB', aircraft: 'falcon7x', date, pax: 5, lang })
      const e = expectedFigures(lang, api)
      await expect(result.getByTestId('block-time')).toHaveText(e.blockTime)
      await expect(result.getByTestId('distance')).toHaveText(e.distance)
      await expect(result.getByTestId('fuel-stops')).toHaveText(e.fuelStops)
      await expect(result.getByTestId('price-range')).toHaveText(e.priceRange)
      await expect(result.getByTestId('wind-value')).toHaveText(e.wind)
      await expect(result.getByTestId('conservative-banner')).toHaveCount(0)
      await expect(result.getByText(t.result.quotePromise)).toBeVisible()

      await result.getByRole('link', { name: t.result.requestFlight }).click()
      await expect(page).toHaveURL(/\/contact\?/)
      const url = new URL(page.url())
      expect(Object.fromEntries(url.searchParams)).toEqual({
        from: 'LBG',
        to: 'DXB',
        date,
        aircraft: 'Falcon 7X',
        passengers: '5',
      })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].contact.title)
    })

    test('unknown and identical airports give the product’s messages at the arrival field', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-cj1')
      await openCardEstimator(card)
      const arrival = card.getByRole('combobox', { name: t.airport.arrival })
      const calculate = card.getByRole('button', { name: t.form.calculateCard })
      await arrival.fill('XYZ')
      await calculate.click()
      await expectFieldError(card, arrival, estimateErrorCopy[lang].AIRPORT_UNKNOWN)
      await expect(arrival).toBeFocused()

      await arrival.fill('lbg')
      await calculate.click()
      await expectFieldError(card, arrival, estimateErrorCopy[lang].SAME_AIRPORTS)
    })

    test('the passengers field keeps to 1..aircraft capacity; empty becomes 1', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-cj1')
      await openCardEstimator(card)
      const pax = card.getByLabel(t.form.passengers)
      await expect(pax).toHaveAttribute('max', '6')
      await pax.fill('40')
      await pax.blur()
      await expect(pax).toHaveValue('6')
      await pax.fill('')
      await pax.blur()
      await expect(pax).toHaveValue('1')
    })

    test('the suggestion list works with the keyboard alone and shows 4 matches at most', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-phenom300')
      await openCardEstimator(card)
      const arrival = card.getByRole('combobox', { name: t.airport.arrival })
      await arrival.focus()
      await page.keyboard.type('p')
      await expect(arrival).toHaveAttribute('aria-expanded', 'false') // 2 characters needed
      await page.keyboard.type('a') // "pa": Paris, Palma, Palm Beach, Pays Basque, São Paulo...
      await expect(arrival).toHaveAttribute('aria-expanded', 'true')
      const list = page.locator(`[id="${await arrival.getAttribute('aria-controls')}"]`)
      await expect(list).toHaveAttribute('role', 'listbox')
      await expect(list.getByRole('option')).toHaveCount(4)
      await expect(card.getByRole('status').filter({ hasText: /4/ })).toHaveCount(1)

      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      const second = list.getByRole('option').nth(1)
      await expect(second).toHaveAttribute('aria-selected', 'true')
      await expect(arrival).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
      await page.keyboard.press('ArrowUp')
      await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Escape')
      await expect(arrival).toHaveAttribute('aria-expanded', 'false')

      await page.keyboard.press('ArrowDown') // reopens on the first option
      await expect(arrival).toHaveAttribute('aria-expanded', 'true')
      const code = (await list.getByRole('option').first().innerText()).slice(0, 3)
      await page.keyboard.press('Enter')
      await expect(arrival).toHaveValue(code)
      await expect(arrival).toHaveAttribute('aria-expanded', 'false')
      await expect(arrival).toBeFocused()

      // Departure: typed, then Tab away: the list closes 200 ms after the blur.
      const departure = card.getByRole('combobox', { name: t.airport.departure })
      await departure.fill('gen')
      await expect(departure).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(departure).toHaveAttribute('aria-expanded', 'false')
    })

    test('calculating: spinner, disabled button; a new calculation clears the previous error', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-bravo')
      await openCardEstimator(card)
      const arrival = card.getByRole('combobox', { name: t.airport.arrival })
      await arrival.fill('LBG')
      await card.getByRole('button', { name: t.form.calculateCard }).click()
      await expectFieldError(card, arrival, estimateErrorCopy[lang].SAME_AIRPORTS)

      // Hold the API answer (a slow route) to look at the calculating state.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/estimate?**', async (route) => {
        await held
        await route.continue()
      })
      await pickAirport(page, arrival, 'gen', 'GVA')
      await card.getByRole('button', { name: t.form.calculateCard }).click()
      const busy = card.getByRole('button', { name: t.form.calculating })
      await expect(busy).toBeDisabled()
      await expect(busy).toHaveAttribute('aria-busy', 'true')
      await expect(card.getByTestId('estimate-spinner')).toBeVisible()
      await expect(card.getByTestId('field-error')).toHaveCount(0)
      await expect(arrival).not.toHaveAttribute('aria-invalid', 'true')
      await expect(card.getByTestId('card-result')).toHaveCount(0)
      release()
      await expect(card.getByTestId('card-result')).toBeVisible()
      await expect(card.getByTestId('estimate-spinner')).toHaveCount(0)
      await expect(card.getByRole('button', { name: t.form.calculateCard })).toBeEnabled()
    })

    test('axe finds no violation with a result displayed', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-cl350')
      await openCardEstimator(card)
      await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'nice', 'NCE')
      await card.getByRole('button', { name: t.form.calculateCard }).click()
      await expect(card.getByTestId('card-result')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
