import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { displayedPrice, type BreakdownRowKey } from '~/domain/broker-price'
import type { EstimateResult } from '~/domain/estimator/types'
import { formatDuration, formatEuros, formatNumber, formatUnit } from '~/i18n/format'
import { expect, gotoIn } from './fixtures'

export type Lang = 'fr' | 'en'
export const languages = ['fr', 'en'] as const

/** The local calendar date `days` from today, YYYY-MM-DD (the browser runs on this machine too). */
export function isoDaysAhead(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

export interface ApiQuery {
  from: string
  to: string
  aircraft: string
  date: string
  time?: string
  pax: number
  trip?: 'oneway' | 'roundtrip'
  lang: Lang
}

/**
 * Opens a page and waits until React has hydrated it: the estimators' date fields are filled with
 * the browser's date only then (before that, a change would be lost).
 */
export async function openHydrated(page: Page, path: string, lang: Lang) {
  await gotoIn(page, path, lang)
  const dates = page.locator('form[data-estimator-form] input[type="date"]')
  if ((await dates.count()) > 0) await expect(dates.first()).not.toHaveValue('')
}

/** Opens a fleet card's estimator (a disclosure whose code loads on first opening) and waits for it. */
export async function openCardEstimator(card: Locator) {
  await card.getByTestId('card-estimator').locator('summary').click()
  await expect(card.locator('form[data-estimator-form] input[type="date"]')).not.toHaveValue('')
}

/** Asks the API the same question the page asked. */
export async function apiEstimate(request: APIRequestContext, q: ApiQuery): Promise<EstimateResult> {
  const params = new URLSearchParams({
    from: q.from,
    to: q.to,
    aircraft: q.aircraft,
    date: q.date,
    time: q.time ?? '12:00',
    pax: String(q.pax),
    trip: q.trip ?? 'oneway',
    lang: q.lang,
  })
  const response = await request.get(`/api/estimate?${params.toString()}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as EstimateResult
}

/** Types into an airport combobox and picks the option of `code` with the keyboard. */
/** A pattern that finds `text` as it is written (its dots and brackets too). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/**
 * An estimate refused for a field's value says so at that field (docs/decisions/109-errors-at-the-field.md):
 * the field is marked invalid and described by the message shown under it, and the message is the
 * form's only one.
 */
export async function expectFieldError(form: Locator, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByTestId('field-error')).toHaveText(message)
  await expect(field).toHaveAccessibleDescription(containing(message))
  await expect(form.getByRole('alert')).toHaveCount(0)
}

export async function pickAirport(page: Page, combobox: Locator, search: string, code: string) {
  await combobox.fill(search)
  await expect(combobox).toHaveAttribute('aria-expanded', 'true')
  const listId = await combobox.getAttribute('aria-controls')
  const options = page.locator(`[id="${listId}"] [role="option"]`)
  const count = await options.count()
  for (let i = 0; i < count; i++) {
    await combobox.press('ArrowDown')
    const active = await combobox.getAttribute('aria-activedescendant')
    if ((await page.locator(`[id="${active}"]`).innerText()).includes(code)) {
      await combobox.press('Enter')
      await expect(combobox).toHaveValue(code)
      return
    }
  }
  throw new Error(`no option ${code} for "${search}"`)
}

/** The figures the card and the simulator show, formatted as the page must format them. */
export function expectedFigures(lang: Lang, r: EstimateResult) {
  const t = estimatorCopy[lang]
  // Prices are shown rounded as a broker quotes them, the rows adding up to the total shown.
  const shown = displayedPrice(r.pricing, r.conservative, r.aircraft.category)
  const row = (key: BreakdownRowKey) => formatEuros(lang, shown.rows.find((x) => x.key === key)?.amountEur ?? 0)
  return {
    blockTime: formatDuration(lang, r.blockTimeHours),
    cruiseTime: formatDuration(lang, r.cruiseTimeHours),
    distance: formatUnit(lang, r.distanceKm, 'kilometer'),
    fuelStops: r.fuelStops === 0 ? t.result.nonStop : t.result.stops(r.fuelStops, formatNumber(lang, r.fuelStops)),
    priceRange: t.result.range(formatEuros(lang, shown.lowEur), formatEuros(lang, shown.highEur)),
    operator: row('operator'),
    fees: row('fees'),
    commission: row('service'),
    total: formatEuros(lang, shown.totalEur),
    altitude: t.simulator.flightLevel(String(r.cruiseLevel), formatNumber(lang, r.hpa)),
    wind: r.conservative
      ? formatUnit(lang, 45, 'kilometer-per-hour')
      : formatUnit(lang, r.avgWindSpeedKmh, 'kilometer-per-hour'),
    groundSpeed: formatUnit(lang, r.groundSpeedKmh, 'kilometer-per-hour'),
    turbulence: `${t.simulator.turbulenceClasses[r.turbulence.class]} ${t.simulator.turbulenceScore(formatNumber(lang, r.turbulence.score))}`,
  }
}
