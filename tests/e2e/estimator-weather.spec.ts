import { estimatorCopy } from '~/features/estimator/content/estimator'
import { roundBroker } from '~/domain/broker-price'
import { formatEuros, formatUnit } from '~/i18n/format'
import { E2E } from './env'
import { apiEstimate, openCardEstimator, openHydrated, isoDaysAhead, pickAirport } from './estimator-helpers'
import { expect, test } from './fixtures'

/**
 * The estimators when the weather provider fails. These tests switch the shared fake Open-Meteo
 * server into a fault mode, so they run in a Playwright project of their own (playwright.config.ts)
 * after every other test, one after the other, and put it back with /__reset.
 * Their routes and dates are used by no other test: the weather client caches successful answers.
 */
test.describe.configure({ mode: 'serial' })

const weather = `http://127.0.0.1:${E2E.weatherPort}`

async function setWeatherMode(mode: 'status503' | 'hang') {
  const response = await fetch(`${weather}/__mode/${mode}`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

test.afterEach(async () => {
  await fetch(`${weather}/__reset`, { method: 'POST' })
})

test('card estimator in French: conservative banner, 45 km/h wind, no-forecast notices', async ({ page }) => {
  await setWeatherMode('status503')
  const t = estimatorCopy.fr
  await openHydrated(page, '/fleet', 'fr')
  const card = page.getByTestId('fleet-card-challenger300')
  await openCardEstimator(card)
  await pickAirport(page, card.getByRole('combobox', { name: t.airport.arrival }), 'madr', 'MAD')
  await card.getByLabel(t.form.date).fill(isoDaysAhead(2))
  await card.getByRole('button', { name: t.form.calculateCard }).click()
  const result = card.getByTestId('card-result')
  await expect(result).toBeVisible()
  const banner = result.getByTestId('conservative-banner')
  await expect(banner).toContainText('Estimation sans données météo complètes')
  await expect(banner).toContainText('Prix indicatif, ajusté après briefing')
  // Why: the service did not answer (the date is inside the forecast window).
  await expect(banner).toContainText(t.result.conservativeReason.unavailable)
  // No weather figure shown: no Open-Meteo credit.
  await expect(result.getByRole('link', { name: t.simulator.attribution })).toHaveCount(0)
  await expect(result.getByTestId('wind-value')).toHaveText(formatUnit('fr', 45, 'kilometer-per-hour'))
  await expect(result.getByText('Pas de prévision disponible à cette date.')).toHaveCount(2)
  await expect(result.getByText(t.result.windUnavailable)).toBeVisible()
})

test('simulator in English: conservative banner, high price as total, light default turbulence', async ({ page }) => {
  await setWeatherMode('status503')
  const t = estimatorCopy.en
  const date = isoDaysAhead(2)
  await openHydrated(page, '/contact', 'en')
  const sim = page.locator('#flight-simulator')
  await pickAirport(page, sim.getByRole('combobox', { name: t.airport.departure }), 'nice', 'NCE')
  await pickAirport(page, sim.getByRole('combobox', { name: t.airport.arrival }), 'zur', 'ZRH')
  await sim.getByLabel(t.form.date).fill(date)
  await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
  const result = sim.getByTestId('simulator-result')
  await expect(result).toBeVisible()
  await expect(result.getByTestId('conservative-banner')).toContainText('Estimate without complete weather data')
  await expect(result.getByTestId('conservative-banner')).toContainText('Indicative price, adjusted after briefing')
  await expect(result.getByTestId('turbulence')).toHaveText(
    `${t.simulator.turbulenceClasses.light} ${t.simulator.turbulenceScore('15')}`,
  )
  await expect(result.getByTestId('wind-value')).toHaveText(formatUnit('en', 45, 'kilometer-per-hour'))
  await expect(result.getByText(t.result.noForecast)).toHaveCount(2)

  const api = await apiEstimate(page.request, {
    from: 'NCE',
    to: 'ZRH',
    aircraft: 'falcon7x',
    date,
    pax: 8,
    lang: 'en',
  })
  expect(api.conservative).toBe(true)
  expect(api.pricing.totalHT).toBe(api.pricing.highHT)
  // The high figure, rounded as a broker quotes it (docs/decisions/048-broker-prices.md).
  await expect(result.getByTestId('price-total')).toHaveText(formatEuros('en', roundBroker(api.pricing.highHT)))
  await expect(result.getByText(t.simulator.totalConservative)).toBeVisible()
  await expect(result.getByTestId('conservative-reason')).toHaveText(t.result.conservativeReason.unavailable)
  await expect(result.getByRole('link', { name: t.simulator.attribution })).toHaveCount(0)
})

test('a slow weather provider: the spinner shows until the conservative answer arrives', async ({ page }) => {
  await setWeatherMode('hang')
  const t = estimatorCopy.fr
  await openHydrated(page, '/contact', 'fr')
  const sim = page.locator('#flight-simulator')
  await pickAirport(page, sim.getByRole('combobox', { name: t.airport.arrival }), 'ibiz', 'IBZ')
  await sim.getByLabel(t.form.date).fill(isoDaysAhead(1))
  await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
  const busy = sim.getByRole('button', { name: t.form.calculating })
  await expect(busy).toBeDisabled()
  await expect(sim.getByTestId('estimate-spinner')).toBeVisible()
  await expect(sim.getByRole('status').filter({ hasText: t.form.calculating })).toHaveCount(1)
  // The server gives up on the weather after its timeout and answers in conservative mode.
  await expect(sim.getByTestId('simulator-result')).toBeVisible({ timeout: 15_000 })
  await expect(sim.getByTestId('estimate-spinner')).toHaveCount(0)
  await expect(sim.getByTestId('conservative-banner')).toBeVisible()
})

test('a provider that keeps failing: the breaker answers at once, and the screen says the provider is unavailable', async ({
  page,
}) => {
  await setWeatherMode('status503')
  // Failed requests in a row open the breaker (three; two estimates ask four).
  for (const to of ['OPO', 'LIS']) {
    const api = await apiEstimate(page.request, {
      from: 'BOD',
      to,
      aircraft: 'cj1',
      date: isoDaysAhead(5),
      pax: 2,
      lang: 'fr',
    })
    expect(api.conservative).toBe(true)
  }
  const t = estimatorCopy.fr
  await openHydrated(page, '/contact', 'fr')
  const sim = page.locator('#flight-simulator')
  await pickAirport(page, sim.getByRole('combobox', { name: t.airport.departure }), 'bord', 'BOD')
  await pickAirport(page, sim.getByRole('combobox', { name: t.airport.arrival }), 'sevil', 'SVQ')
  await sim.getByLabel(t.form.date).fill(isoDaysAhead(5))
  await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
  const result = sim.getByTestId('simulator-result')
  await expect(result.getByTestId('conservative-banner')).toContainText(t.result.conservativeTitle)
  await expect(result.getByTestId('conservative-reason')).toHaveText(t.result.conservativeReason.provider)
  await expect(result.getByRole('link', { name: t.simulator.attribution })).toHaveCount(0)
})
