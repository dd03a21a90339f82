import type { Locator, Page } from '@playwright/test'
import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { displayedPrice } from '~/domain/broker-price'
import { formatUnit } from '~/i18n/format'
import {
  apiEstimate,
  openHydrated,
  expectedFigures,
  expectFieldError,
  isoDaysAhead,
  languages,
  pickAirport,
  type Lang,
} from './estimator-helpers'
import { expect, expectNoAxeViolations, test } from './fixtures'

function simulator(page: Page): Locator {
  return page.locator('#flight-simulator')
}

async function expectFigures(result: Locator, lang: Lang, api: Awaited<ReturnType<typeof apiEstimate>>) {
  const e = expectedFigures(lang, api)
  await expect(result.getByTestId('block-time')).toHaveText(e.blockTime)
  await expect(result.getByTestId('cruise-time')).toHaveText(e.cruiseTime)
  await expect(result.getByTestId('distance')).toHaveText(e.distance)
  await expect(result.getByTestId('altitude')).toHaveText(e.altitude)
  await expect(result.getByTestId('fuel-stops')).toHaveText(e.fuelStops)
  await expect(result.getByTestId('ground-speed')).toHaveText(e.groundSpeed)
  await expect(result.getByTestId('wind-value')).toHaveText(e.wind)
  await expect(result.getByTestId('turbulence')).toHaveText(e.turbulence)
  await expect(result.getByTestId('price-operator')).toHaveText(e.operator)
  await expect(result.getByTestId('price-fees')).toHaveText(e.fees)
  await expect(result.getByTestId('price-commission')).toHaveText(e.commission)
  await expect(result.getByTestId('price-total')).toHaveText(e.total)
  await expect(result.getByTestId('price-range')).toHaveText(e.priceRange)
}

for (const lang of languages) {
  const t = estimatorCopy[lang]

  test.describe(`flight simulator in ${lang}`, () => {
    test('defaults: LBG → DXB, a week ahead (minimum today), 12:00, 8 passengers, Falcon 7X, one way', async ({
      page,
    }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      await expect(sim.getByRole('heading', { level: 2, name: t.simulator.title })).toBeVisible()
      await expect(sim.getByRole('combobox', { name: t.airport.departure })).toHaveValue('LBG')
      await expect(sim.getByRole('combobox', { name: t.airport.arrival })).toHaveValue('DXB')
      await expect(sim.getByLabel(t.form.date)).toHaveValue(isoDaysAhead(7))
      await expect(sim.getByLabel(t.form.date)).toHaveAttribute('min', isoDaysAhead(0))
      await expect(sim.getByLabel(t.form.time)).toHaveValue('12:00')
      await expect(sim.getByLabel(t.form.passengers)).toHaveValue('8')
      await expect(sim.getByLabel(t.form.aircraft)).toHaveValue('falcon7x')
      await expect(sim.getByRole('radio', { name: t.form.oneway })).toBeChecked()
    })

    test('one way: every figure equals the API answer; the map, weather and attribution are shown', async ({
      page,
    }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const date = isoDaysAhead(5)
      await sim.getByLabel(t.form.date).fill(date)
      await sim.getByLabel(t.form.time).fill('09:00')
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const result = sim.getByTestId('simulator-result')
      await expect(result).toBeVisible()

      const api = await apiEstimate(page.request, {
        from: 'LBG',
        to: 'DXB',
        aircraft: 'falcon7x',
        date,
        time: '09:00',
        pax: 8,
        lang,
      })
      expect(api.conservative).toBe(false)
      await expectFigures(result, lang, api)
      await expect(result.getByTestId('wind-label')).toHaveText(new RegExp(`^${t.result.windLabels[api.windLabel]}`))
      await expect(result.getByTestId('conservative-banner')).toHaveCount(0)
      await expect(result.getByText(t.simulator.notice)).toBeVisible()

      const departure = result.getByTestId('weather-departure')
      const w = api.weather.departure!
      await expect(departure).toContainText(
        t.result.tempRange(formatUnit(lang, w.tempMinC, 'celsius'), formatUnit(lang, w.tempMaxC, 'celsius')),
      )
      await expect(departure).toContainText(formatUnit(lang, w.gustKmh, 'kilometer-per-hour'))
      await expect(departure).toContainText(formatUnit(lang, w.precipMm, 'millimeter', 1))

      const map = result.getByTestId('route-map')
      await expect(map.getByRole('img', { name: t.simulator.map.title('Paris (LBG)', 'Dubai (DXB)') })).toBeVisible()
      await expect(map.getByTestId('route-airport')).toHaveCount(2)
      await expect(map.getByTestId('route-stop')).toHaveCount(0)
      await expect(map).toContainText(t.simulator.map.noStop)

      const attribution = result.getByRole('link', { name: t.simulator.attribution })
      await expect(attribution).toHaveAttribute('href', 'https://open-meteo.com/')
    })

    test('round trip with another aircraft: the figures equal the API answer; fuel stops on the map', async ({
      page,
    }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const date = isoDaysAhead(4)
      await pickAirport(page, sim.getByRole('combobox', { name: t.airport.arrival }), 'tok', 'HND')
      await sim.getByLabel(t.form.aircraft).selectOption('cl350')
      await sim.getByLabel(t.form.date).fill(date)
      await sim.getByLabel(t.form.passengers).fill('6')
      await sim.getByText(t.form.roundtrip, { exact: true }).click()
      await expect(sim.getByRole('radio', { name: t.form.roundtrip })).toBeChecked()
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const result = sim.getByTestId('simulator-result')
      await expect(result).toBeVisible()

      const api = await apiEstimate(page.request, {
        from: 'LBG',
        to: 'HND',
        aircraft: 'cl350',
        date,
        pax: 6,
        trip: 'roundtrip',
        lang,
      })
      expect(api.fuelStops).toBeGreaterThan(0)
      await expectFigures(result, lang, api)
      await expect(result).toContainText(t.form.roundtrip)
      await expect(result.getByTestId('route-stop')).toHaveCount(api.fuelStops)
      await expect(result.getByTestId('route-map')).toContainText(t.simulator.map.legendStop)
    })

    test('the passengers are bounded by the chosen aircraft', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const pax = sim.getByLabel(t.form.passengers)
      await sim.getByLabel(t.form.aircraft).selectOption('cj1')
      await expect(pax).toHaveValue('6')
      await expect(pax).toHaveAttribute('max', '6')
      await pax.fill('')
      await pax.blur()
      await expect(pax).toHaveValue('1')
    })

    test('unknown and identical airports, and a past date, give their messages at their field', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const arrival = sim.getByRole('combobox', { name: t.airport.arrival })
      await arrival.fill('QQQ')
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expectFieldError(sim, arrival, estimateErrorCopy[lang].AIRPORT_UNKNOWN)
      await arrival.fill('LBG')
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expectFieldError(sim, arrival, estimateErrorCopy[lang].SAME_AIRPORTS)
      await arrival.fill('DXB')
      const date = sim.getByLabel(t.form.date)
      await date.fill(isoDaysAhead(-1)) // before the minimum, today
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expectFieldError(sim, date, estimateErrorCopy[lang].DATE_INVALID)
      await arrival.fill('')
      await expect(sim.getByRole('button', { name: t.form.calculateSimulator })).toBeDisabled()
    })

    test('keyboard only: type, browse all matches (8 at most), pick with Enter, run with Enter', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const departure = sim.getByRole('combobox', { name: t.airport.departure })
      await departure.focus()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('lon')
      const list = page.locator(`[id="${await departure.getAttribute('aria-controls')}"]`)
      // The simulator shows every match (8 at most): London's four airports, Toulon, Barcelona...
      // (the server's search answers: the same count as the API gives)
      const api = (await (await page.request.get(`/api/airports?q=lon&lang=${lang}`)).json()) as { airports: unknown[] }
      await expect(list.getByRole('option')).toHaveCount(Math.min(8, api.airports.length))
      await expect(list.getByRole('option').first()).toContainText('London')
      await page.keyboard.press('Backspace')
      await page.keyboard.press('Backspace') // "l": below 2 characters, closed
      await expect(departure).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.type('in') // "lin": Milan Linate, Berlin, ...
      await expect(departure).toHaveAttribute('aria-expanded', 'true')
      const count = await list.getByRole('option').count()
      expect(count).toBeGreaterThan(1)
      expect(count).toBeLessThanOrEqual(8)
      await page.keyboard.press('ArrowUp') // wraps to the last option
      await expect(list.getByRole('option').nth(count - 1)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      const first = list.getByRole('option').first()
      await expect(first).toHaveAttribute('aria-selected', 'true')
      const code = (await first.innerText()).slice(0, 3)
      await page.keyboard.press('Enter')
      await expect(departure).toHaveValue(code)
      await expect(departure).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('Enter') // the list is closed: Enter submits the form
      await expect(sim.getByTestId('simulator-result')).toContainText(code)
    })

    test('adding the estimate fills the request: query, form in view, toast', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const date = isoDaysAhead(3)
      await sim.getByLabel(t.form.date).fill(date)
      await sim.getByLabel(t.form.passengers).fill('7')
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expect(sim.getByTestId('simulator-result')).toBeVisible()
      const api = await apiEstimate(page.request, { from: 'LBG', to: 'DXB', aircraft: 'falcon7x', date, pax: 7, lang })

      await sim.getByRole('button', { name: t.simulator.addToRequest }).click()
      await expect(page.getByText(t.simulator.added)).toBeVisible()
      // The total as the screen shows it (docs/decisions/048-broker-prices.md).
      const shownTotal = displayedPrice(api.pricing, api.conservative, api.aircraft.category).totalEur
      await expect.poll(() => new URL(page.url()).searchParams.get('est')).toBe(String(shownTotal))
      const params = new URL(page.url()).searchParams
      expect(params.get('from')).toBe('LBG')
      expect(params.get('to')).toBe('DXB')
      expect(params.get('date')).toBe(date)
      expect(params.get('aircraft')).toBe('Falcon 7X')
      expect(params.get('passengers')).toBe('7')
      const form = page.locator('main form:not([data-estimator-form])').first()
      await expect(form).toBeInViewport()
      // The correspondence form re-applies its prefill from the new query.
      await expect(form.locator('input[name="departure"]')).toHaveValue('LBG')
      await expect(form.locator('input[name="destination"]')).toHaveValue('DXB')
      await expect(form.locator('input[name="date"]')).toHaveValue(date)
    })

    test('axe finds no violation with a result displayed', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expect(sim.getByTestId('route-map')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
