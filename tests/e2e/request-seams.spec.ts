import { contactCopy } from '~/content/contact'
import { deskCopy } from '~/desk-kit/content/desk'
import { leadReceiptCopy } from '~/content/lead-receipt'
import { homeCopy } from '~/content/home'
import { estimateErrorCopy } from '~/features/estimator/content/estimate-errors'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { tripCopy } from '~/features/estimator/content/trip'
import { E2E } from './env'
import { containing, openHydrated, pickAirport } from './estimator-helpers'
import { expect, gotoIn, test } from './fixtures'
import { receiptsFor, signIn } from './desk-helpers'
import { mailTo, uniqueClient } from './leads-helpers'

/**
 * A request's seams (docs/product.md §7, §8): the client's receipt by e-mail (decision 106), and the
 * desk finding the request by the reference the client was told to quote — whole or its last four
 * characters — and by phone number, digits only (decision 107).
 */

test('a request sends the client a receipt; the desk finds it by its reference suffix and by phone', async ({
  page,
}) => {
  test.slow()
  const client = uniqueClient('Recu')
  // A phone of its own, so the phone search finds this request alone.
  const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999))
  const phone = `+33 6 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`
  const t = contactCopy.fr.form
  await page.goto('/contact?lang=fr')
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  await form.locator('[name="firstName"]').fill('Camille')
  await form.locator('[name="lastName"]').fill(client.lastName)
  await form.locator('[name="email"]').fill(client.email)
  await form.locator('[name="phone"]').fill(phone)
  await form.locator('[name="departure"]').fill('LBG')
  await form.locator('[name="destination"]').fill('NCE')
  await form.locator('[name="date"]').fill('2026-07-14')
  await form.locator('[name="pax"]').fill('2')
  await form.locator('[name="message"]').fill('Aller simple.')
  await form.locator('input[name="consent"]').check()
  await form.getByRole('button', { name: t.submit }).click()
  const reference = (await page.getByTestId('request-reference').textContent())!.trim()
  expect(reference).toMatch(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)
  await mailTo(client.email)

  // The receipt: to the client, in French, with the reference and what happens next.
  await expect.poll(async () => (await receiptsFor(client.email)).length, { timeout: 15_000 }).toBe(1)
  const [receipt] = await receiptsFor(client.email)
  const r = leadReceiptCopy.fr
  expect(receipt!.subject).toBe(r.subject(reference))
  expect(receipt!.text).toContain(reference)
  expect(receipt!.text).toContain('LBG → NCE')
  expect(receipt!.text).toContain(r.nextHeading)
  expect(receipt!.text).toContain(r.offer)

  // The desk: the last four characters of the reference, in lower case, find it.
  await signIn(page, E2E.staff[0], 'fr')
  const d = deskCopy.fr
  const search = async (q: string) => {
    await page.getByLabel(d.inbox.search).fill(q)
    await page.getByRole('button', { name: d.inbox.apply }).click()
    return page.locator('tr[data-request]')
  }
  const bySuffix = await search(reference.slice(-4).toLowerCase())
  await expect(bySuffix.filter({ hasText: client.lastName })).toHaveCount(1)
  const whole = await search(reference)
  await expect(whole).toHaveCount(1)
  await expect(whole).toContainText(client.lastName)
  // The phone as a broker types it from a call: national format, other separators.
  const byPhone = await search(
    `06.${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}.${digits.slice(6, 8)}`,
  )
  await expect(byPhone).toHaveCount(1)
  await expect(byPhone).toContainText(client.lastName)
})

test.describe('errors at their field, on a phone (decision 109)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('an unknown arrival: the message is under it, and it is focused and in view', async ({ page }) => {
    const t = homeCopy.fr.estimator
    await gotoIn(page, '/', 'fr')
    const form = page.getByTestId('home-estimator')
    // The first gesture loads the form's code (decision 070).
    await page.getByRole('link', { name: homeCopy.fr.hero.primary }).click()
    await expect(form).toHaveAttribute('data-live', 'true')
    await pickAirport(page, form.getByRole('combobox', { name: t.departure }), 'Le Bourget', 'LBG')
    const arrival = form.getByRole('combobox', { name: t.arrival })
    // A place no airport answers to.
    await arrival.fill('Qqqqqq')
    await form.getByRole('button', { name: t.submit }).click()
    await expect(arrival).toBeFocused()
    await expect(arrival).toBeInViewport()
    await expect(arrival).toHaveAttribute('aria-invalid', 'true')
    const message = estimateErrorCopy.fr.AIRPORT_UNKNOWN
    await expect(form.getByTestId('field-error')).toHaveText(message)
    await expect(arrival).toHaveAccessibleDescription(containing(message))
    // Not in the answer box below.
    await expect(page.getByTestId('home-answer').getByText(message)).toHaveCount(0)
  })
})

test('the price panel: the price excl. VAT with a fair breakdown, then the taxes with TVA 0 % (vol international)', async ({
  page,
}) => {
  const e = estimatorCopy.fr
  await openHydrated(page, '/contact', 'fr')
  const sim = page.locator('#flight-simulator')
  const form = sim.locator('form[data-estimator-form]')
  await pickAirport(page, form.getByRole('combobox', { name: e.airport.departure }), 'Bourget', 'LBG')
  // The arrival is the simulator's default, Dubai (DXB).
  await expect(form.getByRole('combobox', { name: e.airport.arrival })).toHaveValue('DXB')
  await form.getByLabel(e.form.aircraft).selectOption('falcon7x')
  await form.getByLabel(e.form.passengers).fill('2')
  await sim.getByRole('button', { name: e.form.calculateSimulator }).click()
  const panel = sim.getByTestId('price-summary')
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('heading', { name: e.simulator.priceBreakdown })).toBeVisible()
  const euros = async (testId: string) => Number((await panel.getByTestId(testId).textContent())!.replace(/\D/g, ''))
  // HERRA's fee is not a line larger than the flight.
  expect(await euros('price-commission')).toBeLessThan(await euros('price-operator'))
  const taxes = panel.getByTestId('tax-lines')
  await expect(taxes.getByRole('heading', { name: tripCopy.fr.taxes.heading })).toBeVisible()
  await expect(taxes.getByTestId('tax-vat-label')).toHaveText('TVA 0\u00a0% (vol international)')
  await expect(taxes).toContainText(tripCopy.fr.taxes.totalWithTaxes)
  await panel.scrollIntoViewIfNeeded()
  await panel.screenshot({ path: 'test-results/seams-price-panel.png' })
})
