import type { Locator, Page } from '@playwright/test'
import { commonCopy } from '~/content/common'
import { estimateAdviceCopy } from '~/features/estimator/content/estimate-advice'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { fleetCopy } from '~/content/fleet'
import { getAircraft } from '~/domain/aircraft'
import { roundBroker } from '~/domain/broker-price'
import type { EstimateAdvice } from '~/domain/estimator/advice'
import { formatEuros } from '~/i18n/format'
import { apiEstimate, isoDaysAhead, languages, openCardEstimator, openHydrated, pickAirport } from './estimator-helpers'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'

/**
 * What the estimate screens show beyond the figures: a breakdown whose rows add up to the total as
 * displayed (docs/decisions/048-broker-prices.md), the advice — the named fuel stop and a one-tap
 * switch to another aircraft (docs/decisions/049-home-estimate-and-advice.md) —, fleet-card fields
 * that stay inside their card, and a mobile menu with 44 px rows and a call button.
 */

/** "110 000 €", "€110,000" → 110000. */
function euros(text: string): number {
  const digits = text.replace(/[^\d]/g, '')
  if (!digits) throw new Error(`no amount in "${text}"`)
  return Number(digits)
}

function simulator(page: Page): Locator {
  return page.locator('#flight-simulator')
}

async function runSimulation(
  page: Page,
  options: { to?: [string, string]; aircraft?: string; pax?: string; date: string },
) {
  const sim = simulator(page)
  if (options.to) await pickAirport(page, sim.getByRole('combobox').nth(1), options.to[0], options.to[1])
  if (options.aircraft) await sim.locator('select[name="aircraft"]').selectOption(options.aircraft)
  if (options.pax) await sim.locator('input[name="pax"]').fill(options.pax)
  await sim.locator('input[name="date"]').fill(options.date)
  await sim.locator('button[type="submit"]').click()
  const result = sim.getByTestId('simulator-result')
  await expect(result).toBeVisible()
  return result
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    for (const lang of languages) {
      const t = estimatorCopy[lang]
      const a = estimateAdviceCopy[lang]

      test(`conservative breakdown: the weather margin is a row, and the rows add up to the total shown (${lang})`, async ({
        page,
      }) => {
        await openHydrated(page, '/contact', lang)
        // 30 days ahead: beyond the forecast horizon, so the estimate is conservative (total = high figure).
        const result = await runSimulation(page, { date: isoDaysAhead(30) })
        const heading = result.getByRole('heading', { name: t.simulator.resultHeading })
        await expect(heading).toBeFocused()
        await expect(heading).toBeInViewport()
        const summary = result.getByTestId('price-summary')
        await expect(summary.getByText(t.simulator.totalConservative)).toBeVisible()
        const rows = summary.getByTestId('price-breakdown').locator('dd')
        await expect(rows).toHaveCount(4)
        await expect(summary.getByText(a.rows.weatherMargin)).toBeVisible()
        await expect(summary.getByText(a.rows.service)).toBeVisible()
        const amounts = (await rows.allInnerTexts()).map(euros)
        const total = euros(await summary.getByTestId('price-total').innerText())
        expect(amounts.reduce((sum, x) => sum + x, 0)).toBe(total)
        // The total is the range's high figure, both as shown.
        const range = (await summary.getByTestId('price-range').innerText()).split(/–/).map(euros)
        expect(range[1]).toBe(total)
        // Rounded as a broker quotes: to 500 € from 20,000 €, 1,000 € from 100,000 €.
        for (const amount of [total, ...amounts]) expect(amount % (total >= 100_000 ? 1000 : 500)).toBe(0)
      })

      test(`a long route: the fuel stop is named, and a one-tap switch estimates it non-stop (${lang})`, async ({
        page,
      }) => {
        await openHydrated(page, '/contact', lang)
        const date = isoDaysAhead(5)
        const result = await runSimulation(page, { to: ['JFK', 'JFK'], aircraft: 'challenger300', pax: '6', date })
        const api = (await apiEstimate(page.request, {
          from: 'LBG',
          to: 'JFK',
          aircraft: 'challenger300',
          date,
          pax: 6,
          lang,
        })) as Awaited<ReturnType<typeof apiEstimate>> & { advice: EstimateAdvice }
        expect(api.fuelStops).toBe(1)
        const stop = api.advice.fuelStops[0]!
        await expect(result.getByTestId('fuel-stop-names')).toHaveText(
          a.fuelStops(1, a.stopPlace(stop.city, stop.code)),
        )

        const switches = result.getByTestId('aircraft-alternatives').getByRole('button')
        const nonStop = api.advice.alternatives.find((x) => x.nonStop)!
        const label = a.alternative({
          aircraft: getAircraft(nonStop.aircraft)!.name,
          nonStop: true,
          stops: 0,
          price: formatEuros(lang, roundBroker(nonStop.totalHT)),
        })
        await expect(switches.first()).toHaveAccessibleName(label)
        await switches.first().click()
        // Estimated again with that aircraft: the form says so, and the result flies non-stop.
        await expect(simulator(page).locator('select[name="aircraft"]')).toHaveValue(nonStop.aircraft)
        await expect(result.getByTestId('fuel-stops')).toHaveText(t.result.nonStop)
        await expect(result).toContainText(getAircraft(nonStop.aircraft)!.name)
        await expect(result.getByRole('heading', { name: t.simulator.resultHeading })).toBeFocused()
        await expectNoAxeViolations(page)
      })

      test(`a fleet card's fields and button stay inside the card with a long place picked (${lang})`, async ({
        page,
      }) => {
        await openHydrated(page, '/fleet', lang)
        const card = page.getByTestId('fleet-card-phenom300')
        await openCardEstimator(card)
        await pickAirport(page, card.getByRole('combobox', { name: t.airport.departure }), 'Pointe-a-Pitre', 'PTP')
        await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'Keflavik', 'KEF')
        const box = (await card.boundingBox())!
        const parts = card.locator('form[data-estimator-form]').locator('input, button[type="submit"], p')
        const count = await parts.count()
        expect(count).toBeGreaterThan(5)
        for (let i = 0; i < count; i++) {
          const part = parts.nth(i)
          if (!(await part.isVisible())) continue
          const b = (await part.boundingBox())!
          const name = (await part.getAttribute('name')) ?? (await part.innerText()).slice(0, 40)
          expect(b.x, `${name} starts inside the card`).toBeGreaterThanOrEqual(box.x)
          expect(b.x + b.width, `${name} ends inside the card`).toBeLessThanOrEqual(box.x + box.width + 0.5)
        }
        // The picked place is shown whole (it wraps), not cut.
        await expect(card.getByText(/Keflavik/).first()).toBeVisible()
      })
    }
  })
}

for (const lang of languages) {
  const c = commonCopy[lang]
  const f = fleetCopy[lang]

  test(`fleet card: the one-tap switch re-estimates the card's trip with the other aircraft (${lang})`, async ({
    page,
  }) => {
    await openHydrated(page, '/fleet', lang)
    const t = estimatorCopy[lang]
    const card = page.getByTestId('fleet-card-cj1')
    await openCardEstimator(card)
    // Paris–Cairo, 3,210 km: beyond the CJ1+ without a stop, within the Phenom 300.
    await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'Cairo', 'CAI')
    await card.getByLabel(t.form.date).fill(isoDaysAhead(4))
    await card.getByRole('button', { name: t.form.calculateCard }).click()
    const result = card.getByTestId('card-result')
    await expect(result.getByTestId('fuel-stops')).not.toHaveText(t.result.nonStop)
    await expect(result.getByRole('heading', { name: t.result.heading })).toBeFocused()
    const alternative = result.getByTestId('aircraft-alternatives').getByRole('button').first()
    await expect(alternative).toHaveAttribute('data-aircraft', 'phenom300')
    await alternative.click()
    await expect(result.getByTestId('fuel-stops')).toHaveText(t.result.nonStop)
    await expect(result).toContainText(t.result.withAircraft('Phenom 300'))
    // The card's own buttons say what they do.
    await expect(card.getByRole('link', { name: f.takeOffLabel('Citation CJ1+') })).toHaveText(f.takeOff)
  })

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test(`rows of 44 px at least and a call button (${lang})`, async ({ page }) => {
      await gotoIn(page, '/', lang)
      await page.getByRole('button', { name: c.menu.open }).click()
      const menu = page.getByTestId('mobile-menu')
      await expect(menu).toBeVisible()
      const targets = menu.locator('a, button')
      const count = await targets.count()
      expect(count).toBeGreaterThanOrEqual(9)
      for (let i = 0; i < count; i++) {
        const box = (await targets.nth(i).boundingBox())!
        expect(box.height, await targets.nth(i).innerText()).toBeGreaterThanOrEqual(44)
        expect(box.width, await targets.nth(i).innerText()).toBeGreaterThanOrEqual(44)
      }
      const call = menu.getByTestId('menu-call')
      await expect(call).toHaveText(c.menu.call)
      await expect(call).toHaveAttribute('href', /^tel:\+\d+$/)
      await expect(menu.getByRole('link', { name: c.memberButton })).toHaveAttribute('href', '/member-login')
      await expectNoAxeViolations(page)
    })
  })
}
