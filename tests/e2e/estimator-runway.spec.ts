import { estimatorCopy } from '~/features/estimator/content/estimator'
import { runwayRefusalCopy } from '~/features/estimator/content/runway-refusal'
import { fleetCopy } from '~/content/fleet'
import { isoDaysAhead, openCardEstimator, openHydrated, languages, pickAirport } from './estimator-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The estimators with the world's airports: the runway rule's refusal and its one-click
 * alternative, the `limited` notice, a city typed and left without picking, French place names.
 */
for (const lang of languages) {
  const t = estimatorCopy[lang]

  test.describe(`estimators and runways in ${lang}`, () => {
    test('Paris → Courchevel on a Citation CJ1+: the refusal, then a one-click alternative gives an estimate', async ({
      page,
      allowedConsoleErrors,
    }) => {
      allowedConsoleErrors.push(/status of 422/) // the browser logs the refused request itself
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-cj1')
      await openCardEstimator(card)
      await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'courchevel', 'CVF')
      await card.getByRole('button', { name: t.form.calculateCard }).click()
      const refusal = card.getByTestId('runway-refusal')
      await expect(refusal).toBeVisible()
      await expect(refusal).toContainText(runwayRefusalCopy[lang].title)
      await expect(refusal).toContainText('Courchevel')
      await expect(refusal).toContainText(
        lang === 'fr' ? 'n’accueille aucun jet de la flotte' : 'takes no jet of the fleet',
      )
      await expect(refusal).toContainText('(CMF)')
      await expectNoAxeViolations(page)

      const alternative = refusal.getByRole('button').first()
      await expect(alternative).toContainText(lang === 'fr' ? 'Arriver à' : 'Fly to')
      await alternative.click()
      const result = card.getByTestId('card-result')
      await expect(result).toBeVisible()
      await expect(result).toContainText(/LBG → (CMF|[A-Z]{3})/)
      await expect(card.getByTestId('runway-refusal')).toHaveCount(0)
      await expect(result.getByTestId('runway-lengths')).toContainText('LBG')
    })

    test('Teterboro on a G650 gives the estimate with a runway notice', async ({ page }) => {
      await openHydrated(page, '/fleet', lang)
      const card = page.getByTestId('fleet-card-g650')
      await openCardEstimator(card)
      await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'teterboro', 'TEB')
      await card.getByRole('button', { name: t.form.calculateCard }).click()
      const result = card.getByTestId('card-result')
      await expect(result).toBeVisible()
      const notice = result.getByTestId('runway-limited')
      await expect(notice).toContainText(t.result.runwayLimitedTitle)
      await expect(notice).toContainText('G650')
    })

    test('a city typed and left without picking takes its first airport', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = page.locator('#flight-simulator')
      const arrival = sim.getByRole('combobox', { name: t.airport.arrival })
      await arrival.fill(lang === 'fr' ? 'Genève' : 'Geneva')
      await page.keyboard.press('Tab')
      await expect(arrival).toHaveValue('GVA')
      await arrival.fill(lang === 'fr' ? 'Londres' : 'London')
      await page.keyboard.press('Tab') // leaves the field without picking
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const result = sim.getByTestId('simulator-result')
      await expect(result).toBeVisible()
      await expect(result.getByTestId('result-route')).toHaveText(lang === 'fr' ? 'Paris → Londres' : 'Paris → London')
    })

    test('a date past the forecast horizon says why the weather is missing, with no weather credit', async ({
      page,
    }) => {
      await openHydrated(page, '/contact', lang)
      const sim = page.locator('#flight-simulator')
      await sim.getByLabel(t.form.date).fill(isoDaysAhead(40))
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const result = sim.getByTestId('simulator-result')
      await expect(result.getByTestId('conservative-reason')).toHaveText(t.result.conservativeReason.horizon)
      await expect(result.getByRole('link', { name: t.simulator.attribution })).toHaveCount(0)
    })

    test('no match says so under the field', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = page.locator('#flight-simulator')
      const arrival = sim.getByRole('combobox', { name: t.airport.arrival })
      await arrival.fill('zzqqxx')
      await expect(sim.getByTestId('airport-no-match')).toHaveText(t.airport.noMatch)
      await expect(arrival).toHaveAttribute('aria-expanded', 'false')
    })

    test('French place names in French: Paris → Dubaï', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = page.locator('#flight-simulator')
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expect(sim.getByTestId('result-route')).toHaveText(lang === 'fr' ? 'Paris → Dubaï' : 'Paris → Dubai')
      await expect(sim.getByTestId('runway-lengths')).toContainText('DXB')
    })
  })
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the simulator shows the price summary right after the result heading, the figures after', async ({ page }) => {
    const t = estimatorCopy.fr
    await openHydrated(page, '/contact', 'fr')
    const sim = page.locator('#flight-simulator')
    await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
    const result = sim.getByTestId('simulator-result')
    await expect(result.getByTestId('price-total')).toBeVisible()
    const heading = (await result.getByRole('heading', { level: 3 }).boundingBox())!
    const total = (await result.getByTestId('price-total').boundingBox())!
    const add = (await result.getByRole('button', { name: t.simulator.addToRequest }).boundingBox())!
    const blockTime = (await result.getByTestId('block-time').boundingBox())!
    expect(total.y - heading.y).toBeLessThan(400)
    expect(add.y).toBeLessThan(blockTime.y)
    expect(total.y).toBeLessThan(blockTime.y)
  })

  test('the fleet page: group navigation, estimators one tap away, a short page', async ({ page }) => {
    const f = fleetCopy.en
    const t = estimatorCopy.en
    const chunks: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/assets/card-estimator')) chunks.push(r.url())
    })
    await openHydrated(page, '/fleet', 'en')
    const nav = page.getByRole('navigation', { name: f.groupNav })
    await expect(nav.getByRole('link')).toHaveCount(3)
    await nav.getByRole('link', { name: new RegExp(f.groups.heavy.title) }).click()
    await expect(page).toHaveURL(/#fleet-heavy$/)
    await expect(page.getByRole('heading', { level: 2, name: f.groups.heavy.title })).toBeInViewport()

    // No estimator (nor its code) before a tap; the disclosure sits right under each card's buttons.
    await expect(page.locator('form[data-estimator-form]')).toHaveCount(0)
    expect(chunks).toEqual([])
    // At most 9,100 px at 390 px (19,000 px with nine open estimators before; 9,000 px until the
    // footer, which repeats the main navigation, gained "Empty legs": docs/product.md §12).
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThanOrEqual(9_100)
    const card = page.getByTestId('fleet-card-phenom300')
    const summary = card.getByTestId('card-estimator').locator('summary')
    const takeOff = (await card.getByRole('link', { name: f.takeOffLabel('Phenom 300') }).boundingBox())!
    const open = (await summary.boundingBox())!
    expect(open.y - (takeOff.y + takeOff.height)).toBeLessThan(80)
    expect(open.height).toBeGreaterThanOrEqual(44) // a comfortable tap target
    await openCardEstimator(card)
    expect(chunks.length).toBeGreaterThan(0)
    await expect(card.getByRole('combobox', { name: t.airport.departure })).toHaveValue('LBG')
  })

  test('the card button keeps its width while calculating, with a spinner and aria-busy', async ({ page }) => {
    const t = estimatorCopy.fr
    await openHydrated(page, '/fleet', 'fr')
    const card = page.getByTestId('fleet-card-bravo')
    await openCardEstimator(card)
    await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'gen', 'GVA')
    const idle = card.getByRole('button', { name: t.form.calculateCard })
    const before = (await idle.boundingBox())!
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/estimate?**', async (route) => {
      await held
      await route.continue()
    })
    await idle.click()
    const busy = card.getByRole('button', { name: t.form.calculating })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(card.getByTestId('estimate-spinner')).toBeVisible()
    const during = (await busy.boundingBox())!
    expect(Math.abs(during.width - before.width)).toBeLessThan(1)
    expect(Math.abs(during.height - before.height)).toBeLessThan(1)
    release()
    await expect(card.getByTestId('card-result')).toBeVisible()
  })
})
