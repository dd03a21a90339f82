import type { Locator, Page } from '@playwright/test'
import { displayedPrice, tripPriceAsShown } from '~/domain/broker-price'
import { airspaceAdjective, estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { contactCopy } from '~/content/contact'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { tripCopy } from '~/features/estimator/content/trip'
import type { EstimateResult } from '~/domain/estimator/types'
import type { TripTotal } from '~/domain/trip/trip-legs'
import { formatEuros, formatNumber, formatUnit } from '~/i18n/format'
import { apiEstimate, languages, openHydrated, pickAirport, type Lang } from './estimator-helpers'
import { formatTonnesValue } from '~/features/estimator/components/trip-format'
import { signIn } from './desk-helpers'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { uniqueClient } from './leads-helpers'
import { openRequest } from './offer-helpers'

const simulator = (page: Page): Locator => page.locator('#flight-simulator')

/** What to type to find an airport (its code, unless the field already holds it). */
const SEARCH: Record<string, string> = { LBG: 'Bourget' }

/** Fills the simulator's own fields: airports, passengers, aircraft. */
async function fillSimulator(page: Page, lang: Lang, q: { from: string; to: string; pax: number; aircraft: string }) {
  const t = estimatorCopy[lang]
  const sim = simulator(page)
  const form = sim.locator('form[data-estimator-form]')
  await pickAirport(page, form.getByRole('combobox', { name: t.airport.departure }), SEARCH[q.from] ?? q.from, q.from)
  await pickAirport(page, form.getByRole('combobox', { name: t.airport.arrival }), q.to, q.to)
  await form.getByLabel(t.form.aircraft).selectOption(q.aircraft)
  await form.getByLabel(t.form.passengers).fill(String(q.pax))
}

for (const lang of languages) {
  const t = estimatorCopy[lang]
  const trip = tripCopy[lang]

  test.describe(`the real trip in ${lang}`, () => {
    test('Paris → Tokyo on a G650: the map draws the detour around Russia and names it', async ({ page, request }) => {
      await openHydrated(page, '/contact', lang)
      await fillSimulator(page, lang, { from: 'CDG', to: 'HND', pax: 6, aircraft: 'g650' })
      const sim = simulator(page)
      const date = await sim.locator('form[data-estimator-form]').getByLabel(t.form.date).inputValue()
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const result = sim.getByTestId('simulator-result')
      await expect(result).toBeVisible()

      const api = await apiEstimate(request, { from: 'CDG', to: 'HND', aircraft: 'g650', pax: 6, date, lang })
      expect(api.route.avoided).toEqual(['RU'])
      const extra = Math.round((api.route.flownKm - api.route.greatCircleKm) / 10) * 10
      const avoids = trip.route.avoids([airspaceAdjective[lang].RU!], formatUnit(lang, extra, 'kilometer'))
      await expect(result.getByTestId('route-avoids')).toContainText(avoids)
      await expect(result.getByTestId('distance')).toHaveText(formatUnit(lang, api.distanceKm, 'kilometer'))
      const map = result.getByTestId('route-map')
      await expect(map.getByTestId('route-great-circle')).toHaveCount(1)
      await expect(map.getByTestId('route-arc')).toHaveCount(1)
      await expect(map.locator('figcaption')).toContainText(avoids)
      await expect(map.locator('figcaption')).toContainText(trip.route.flown)
      await expectNoAxeViolations(page)
    })

    test('Paris → New York for 6: the TSBA line (6 × 2 100 €), the total with taxes, what is not included, the CO₂', async ({
      page,
      request,
    }) => {
      await openHydrated(page, '/contact', lang)
      await fillSimulator(page, lang, { from: 'LBG', to: 'JFK', pax: 6, aircraft: 'g650' })
      const sim = simulator(page)
      const date = await sim.locator('form[data-estimator-form]').getByLabel(t.form.date).inputValue()
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const taxes = sim.getByTestId('tax-lines')
      await expect(taxes).toBeVisible()
      await expect(taxes).toContainText(trip.taxes.tsba(formatNumber(lang, 6), formatEuros(lang, 2100)))
      await expect(taxes.getByTestId('tax-tsba')).toHaveText(formatEuros(lang, 12_600))
      // The VAT line says why it is nil (docs/decisions/105-one-price.md).
      await expect(taxes.getByTestId('tax-vat-label')).toHaveText(trip.taxes.vat(formatUnit(lang, 0, 'percent'), false))
      await expect(taxes.getByTestId('tax-vat')).toHaveText(formatEuros(lang, 0))
      const api = await apiEstimate(request, { from: 'LBG', to: 'JFK', aircraft: 'g650', pax: 6, date, lang })
      // Over the total as shown (docs/decisions/048-broker-prices.md): no VAT on an international flight.
      const shownTotal = displayedPrice(api.pricing, api.conservative, api.aircraft.category).totalEur
      await expect(taxes.getByTestId('total-with-taxes')).toHaveText(formatEuros(lang, shownTotal + 12_600))
      await expect(taxes.getByTestId('not-included')).toHaveText(trip.taxes.notIncluded)
      const tonnes = trip.co2.tonnes(formatTonnesValue(lang, api.co2.kg))
      await expect(sim.getByTestId('co2-tonnes')).toHaveText(tonnes)
      await expect(sim.getByTestId('co2-line')).toContainText(trip.co2.method)
      await expect(sim.getByTestId('route-avoids')).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test('a three-leg trip built in the simulator: the legs table, the totals, and the request carrying every leg', async ({
      page,
      request,
    }) => {
      await openHydrated(page, '/contact', lang)
      await fillSimulator(page, lang, { from: 'LBG', to: 'NCE', pax: 4, aircraft: 'cl350' })
      const sim = simulator(page)
      const date = await sim.locator('form[data-estimator-form]').getByLabel(t.form.date).inputValue()

      await sim.getByRole('button', { name: trip.legs.add }).click()
      const legs = sim.getByTestId('trip-leg')
      await expect(legs).toHaveCount(1)
      // The new leg starts where the previous one lands, the next day at noon; its arrival has the focus.
      const second = legs.nth(0)
      await expect(second.getByRole('combobox', { name: t.airport.departure })).toHaveValue('NCE')
      await expect(second.getByRole('combobox', { name: t.airport.arrival })).toBeFocused()
      await expect(second.getByLabel(t.form.date)).toHaveValue(isoDaysAfter(date, 1))
      await pickAirport(page, second.getByRole('combobox', { name: t.airport.arrival }), 'GVA', 'GVA')

      await sim.getByRole('button', { name: trip.legs.add }).click()
      const third = legs.nth(1)
      await expect(third.getByRole('combobox', { name: t.airport.departure })).toHaveValue('GVA')
      await pickAirport(page, third.getByRole('combobox', { name: t.airport.arrival }), 'Bourget', 'LBG')
      await third.getByLabel(t.form.time).fill('18:30')
      await expect(sim.getByRole('status').filter({ hasText: trip.legs.count(3) })).toHaveCount(1)

      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      const result = sim.getByTestId('trip-result')
      await expect(result).toBeVisible()
      await expect(result.getByRole('heading', { name: trip.legs.resultHeading(3) })).toBeVisible()
      await expect(result.getByTestId('trip-table-leg')).toHaveCount(3)

      const day2 = isoDaysAfter(date, 1)
      const day3 = isoDaysAfter(date, 2)
      const legsQuery = [`LBG,NCE,${date},12:00`, `NCE,GVA,${day2},12:00`, `GVA,LBG,${day3},18:30`]
      const answer = await request.get(
        `/api/trip?aircraft=cl350&pax=4&lang=${lang}${legsQuery.map((l) => `&leg=${l}`).join('')}`,
      )
      expect(answer.status()).toBe(200)
      const body = (await answer.json()) as { legs: EstimateResult[]; total: TripTotal }
      // Prices as a broker shows them: each leg rounded, the trip the sum of its legs as shown, taxes exact.
      const shown = tripPriceAsShown(
        body.legs.map((leg) => ({
          pricing: leg.pricing,
          taxesEur: (leg.taxes.tsba?.totalEur ?? 0) + leg.taxes.vatEur,
        })),
      )
      expect(shown.totalWithTaxesEur - shown.totalEur).toBe(body.total.taxes.tsbaEur + body.total.taxes.vatEur)
      await expect(result.getByTestId('trip-total')).toHaveText(formatEuros(lang, shown.totalEur))
      await expect(result.getByTestId('trip-total-with-taxes')).toHaveText(formatEuros(lang, shown.totalWithTaxesEur))
      await expect(result.getByTestId('trip-table-total')).toContainText(
        `${formatEuros(lang, shown.lowEur)} – ${formatEuros(lang, shown.highEur)}`,
      )
      for (const [i, leg] of shown.legs.entries())
        await expect(result.getByTestId('trip-table-leg').nth(i)).toContainText(
          `${formatEuros(lang, leg.lowEur)} – ${formatEuros(lang, leg.highEur)}`,
        )
      await expectNoAxeViolations(page)

      // "Request this trip" carries every leg, the aircraft, the passengers and the estimate.
      await result.getByTestId('trip-request').click()
      await expect(page).toHaveURL(/\/contact\?.*leg=/)
      const url = new URL(page.url())
      expect(url.searchParams.getAll('leg')).toEqual(legsQuery)
      expect(url.searchParams.get('aircraft')).toBe('cl350')
      expect(url.searchParams.get('pax')).toBe('4')
      expect(url.searchParams.get('est')).toBe(String(shown.totalEur))

      // The request form says the trip leg by leg and sends it; the desk shows every leg.
      const c = contactCopy[lang].form
      const form = page.locator('form[aria-labelledby="contact-form-title"]')
      const tripNote = form.getByTestId('request-trip')
      await expect(tripNote.getByRole('listitem')).toHaveCount(3)
      await expect(tripNote).toContainText('NCE → GVA')
      await expect(form.locator('[name="departure"]')).toHaveValue('LBG')
      await expect(form.locator('[name="destination"]')).toHaveValue('NCE')
      const client = uniqueClient(`trip-${lang}`)
      await form.locator('[name="firstName"]').fill('Inès')
      await form.locator('[name="lastName"]').fill(client.lastName)
      await form.locator('[name="email"]').fill(client.email)
      await form.locator('input[name="consent"]').check()
      await form.getByRole('button', { name: c.submit }).click()
      await expect(page.getByTestId('request-confirmation')).toBeVisible()
      await expectNoAxeViolations(page)
      await signIn(page, E2E.tripStaff[lang], lang)
      await openRequest(page, client.email)
      const deskLegs = page.getByTestId('flight-legs').getByRole('listitem')
      await expect(deskLegs).toHaveCount(3)
      await expect(deskLegs.nth(0)).toContainText('LBG → NCE')
      await expect(deskLegs.nth(1)).toContainText('NCE → GVA')
      await expect(deskLegs.nth(2)).toContainText('GVA → LBG')
      await expectNoAxeViolations(page)
    })

    test('an airport in closed airspace is refused with the message of AIRSPACE_CLOSED', async ({
      page,
      allowedConsoleErrors,
    }) => {
      allowedConsoleErrors.push(/status of 422/) // the browser logs the refused request itself
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      const form = sim.locator('form[data-estimator-form]')
      await pickAirport(page, form.getByRole('combobox', { name: t.airport.arrival }), 'SVO', 'SVO')
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expect(sim.getByRole('alert')).toHaveText(estimateErrorCopy[lang].AIRSPACE_CLOSED)
      await expect(sim.getByTestId('simulator-result')).toHaveCount(0)
    })

    test('a leg can be removed; with none left the simulator estimates one way as before', async ({ page }) => {
      await openHydrated(page, '/contact', lang)
      const sim = simulator(page)
      await sim.getByRole('button', { name: trip.legs.add }).click()
      await expect(sim.getByTestId('trip-leg')).toHaveCount(1)
      await sim.getByRole('button', { name: trip.legs.remove(2) }).click()
      await expect(sim.getByTestId('trip-leg')).toHaveCount(0)
      await expect(sim.getByRole('button', { name: trip.legs.add })).toBeFocused()
      await sim.getByRole('button', { name: t.form.calculateSimulator }).click()
      await expect(sim.getByTestId('simulator-result')).toBeVisible()
      await expect(sim.getByTestId('trip-result')).toHaveCount(0)
    })
  })
}

function isoDaysAfter(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10)
}
