import type { Page } from '@playwright/test'
import type { AirportSuggestion } from '~/components/airport/airport-search-client'
import { airportFieldCopy } from '~/content/airport-field'
import { commonCopy } from '~/content/common'
import { homeCopy } from '~/content/home'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { countryName } from '~/i18n/place-format'
import { legsCopy } from '~/features/empty-legs/content/legs-copy'
import { offerCopy } from '~/features/offer/content/offer-copy'
import { linkIn, nthMailFor, sendContactAsVisitor, signIn } from './desk-helpers'
import { E2E } from './env'
import { pickAirport } from './estimator-helpers'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { uniqueClient } from './leads-helpers'
import { openRequest, prepareOffer, sendOffer, FLIGHT_DATE } from './offer-helpers'

/**
 * The first tap always works (docs/decisions/100-the-first-tap-answers.md): pages start their
 * JavaScript at the first interaction (decision 070), and these tests make NO gesture before their
 * own first tap or key (the `untouched` fixture). Where the scripts are held (`holdScripts`), what
 * the test does first certainly happens before they run.
 */

// Pages loaded cold, scripts held: room for a busy host.
test.describe.configure({ timeout: 120_000 })

const languages = ['fr', 'en'] as const
const shots = (name: string) => `test-results/first-tap/${name}.png`
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

for (const lang of languages) {
  const t = homeCopy[lang].estimator

  test(`home, phone: the departure field tapped and typed in first shows suggestions (${lang})`, async ({
    untouched,
  }) => {
    const { page, release } = await untouched({ holdScripts: true })
    await page.goto(`/?lang=${lang}`, { waitUntil: 'load' })
    const field = page.getByTestId('home-estimator').getByLabel(t.departure, { exact: true })
    await field.tap()
    await page.keyboard.type('nic', { delay: 60 })
    await notHydrated(page)
    release()
    const list = page.getByTestId('home-estimator').getByRole('listbox')
    await expect(list.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    await expect(list).toContainText('NCE')
    await expect(page.getByTestId('home-estimator').getByRole('combobox', { name: t.departure })).toHaveValue('nic')
    await page.screenshot({ path: shots(`home-departure-phone-${lang}`) })
  })

  for (const how of ['keyboard', 'tap'] as const) {
    test(`home, phone: "nic" typed before the scripts shows Nice at once; picked by ${how}, the estimate asks for it once they run (${lang})`, async ({
      untouched,
    }) => {
      // The bootstrap answers the first letters itself (docs/decisions/123-the-first-letters-answered.md).
      const a = airportFieldCopy[lang]
      const { page, release } = await untouched({ holdScripts: true })
      await page.goto(`/?lang=${lang}`, { waitUntil: 'load' })
      const form = page.getByTestId('home-estimator')
      const field = form.getByLabel(t.departure, { exact: true })
      await field.tap()
      await page.keyboard.type('nic', { delay: 60 })
      const list = page.getByRole('listbox', { name: `${a.listLabel} — ${t.departure}` })
      const nice = list.getByRole('option').filter({ hasText: 'NCE' })
      await expect(nice).toBeVisible()
      await expect(nice).toContainText('Nice')
      await expect(page.getByRole('combobox', { name: t.departure })).toHaveAttribute('aria-expanded', 'true')
      await notHydrated(page)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: shots(`home-early-list-${how}-${lang}`) })

      if (how === 'tap') await nice.tap()
      else {
        const options = await list.getByRole('option').count()
        for (let i = 0; i < options; i++) {
          await page.keyboard.press('ArrowDown')
          if ((await list.locator('[aria-selected="true"]').innerText()).includes('NCE')) break
        }
        await expect(list.locator('[aria-selected="true"]')).toContainText('NCE')
        await page.keyboard.press('Enter')
      }
      await expect(field).toHaveValue('NCE')
      await expect(list).toBeHidden()
      // The hint names the airport, as the combobox does once picked.
      const answer = await page.request.get(`/api/airports?q=NCE&lang=${lang}`)
      const nce = ((await answer.json()) as { airports: AirportSuggestion[] }).airports.find((x) => x.code === 'NCE')!
      const chosen = a.selected(nce.name, `${nce.city}, ${countryName(lang, nce.countryCode)}`)
      await expect(form).toContainText(chosen)
      await notHydrated(page)
      await page.screenshot({ path: shots(`home-early-picked-${how}-${lang}`) })

      const estimates: URL[] = []
      page.on('request', (r) => {
        if (r.url().includes('/api/estimate')) estimates.push(new URL(r.url()))
      })
      release()
      await hydrated(page)
      await expect(form).toHaveAttribute('data-live', 'true')
      const departure = form.getByRole('combobox', { name: t.departure })
      await expect(departure).toHaveValue('NCE')
      await expect(form.getByRole('listbox')).toBeHidden()
      await expect(form).toContainText(chosen)
      await pickAirport(page, form.getByRole('combobox', { name: t.arrival }), 'Le Bourget', 'LBG')
      await form.getByRole('button', { name: t.submit }).tap()
      await expect(form.getByTestId('home-result').getByTestId('home-price')).toBeVisible({ timeout: 30_000 })
      expect(estimates.map((u) => [u.searchParams.get('from'), u.searchParams.get('to')])).toEqual([['NCE', 'LBG']])
      await page.screenshot({ path: shots(`home-early-estimate-${how}-${lang}`) })
    })
  }

  test(`home, 1440 px: the departure field clicked and typed in first shows suggestions (${lang})`, async ({
    untouched,
  }) => {
    // Not held: the scripts load while the visitor types, as on a real visit.
    const { page } = await untouched({ phone: false })
    await page.goto(`/?lang=${lang}`, { waitUntil: 'load' })
    const form = page.getByTestId('home-estimator')
    await form.getByLabel(t.departure, { exact: true }).click()
    await page.keyboard.type('nic', { delay: 60 })
    await expect(form.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    await expect(form.getByRole('listbox')).toContainText('NCE')
  })

  test(`phone menu: the first tap opens it without the scripts; once they run, Escape closes it (${lang})`, async ({
    untouched,
  }) => {
    test.setTimeout(90_000)
    const c = commonCopy[lang]
    const { page, release } = await untouched({ holdScripts: true })
    await page.goto(`/?lang=${lang}`, { waitUntil: 'load' })
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: c.menu.open }).tap()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: c.nav.fleet, exact: true })).toBeVisible()
    await notHydrated(page)
    await page.screenshot({ path: shots(`menu-before-scripts-${lang}`) })
    release()
    await hydrated(page)
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: c.menu.close })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: c.menu.open })).toBeFocused()
  })

  test(`contact: the simulation run before the scripts waits for them and answers once, in place (${lang})`, async ({
    untouched,
  }) => {
    const e = estimatorCopy[lang]
    const { page, release } = await untouched({ holdScripts: true })
    await page.goto(`/contact?lang=${lang}`, { waitUntil: 'load' })
    const sim = page.locator('#flight-simulator')
    const estimates: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/estimate')) estimates.push(r.url())
    })
    await sim.getByRole('button', { name: e.form.calculateSimulator }).tap()
    await notHydrated(page)
    expect(new URL(page.url()).search).toBe(`?lang=${lang}`)
    release()
    await hydrated(page)
    await expect(sim.getByTestId('simulator-result')).toBeVisible({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe('/contact')
    expect(estimates).toHaveLength(1)
    await page.screenshot({ path: shots(`simulation-${lang}`) })
  })
}

test('fleet: a card’s estimator opens at the first tap, without the scripts', async ({ untouched }) => {
  const { page } = await untouched({ holdScripts: true })
  await page.goto('/fleet?lang=fr', { waitUntil: 'load' })
  const disclosure = page.getByTestId('card-estimator').first()
  await disclosure.locator('summary').tap()
  await expect(disclosure).toHaveAttribute('open', '')
  await notHydrated(page)
})

test.describe('private pages post their own forms before the scripts run (an offer sends no referrer)', () => {
  test.describe.configure({ timeout: 240_000 })

  for (const lang of languages) {
    test(`the alert confirmation (${lang})`, async ({ page, untouched }) => {
      const t = legsCopy[lang]
      const visitor = uniqueClient('tap')
      await gotoIn(page, '/empty-legs', lang)
      const alertForm = page.locator('#alert form')
      await alertForm.locator('[name="email"]').fill(visitor.email)
      await alertForm.locator('[name="from"]').fill('Paris')
      await alertForm.locator('[name="to"]').fill('Nice')
      await alertForm.getByRole('button', { name: t.alert.button }).click()
      await expect(page.getByRole('status').filter({ hasText: t.alert.sent })).toBeVisible()
      const confirmLink = linkIn(await nthMailFor(visitor.email, 1, 60_000), '/empty-legs/alert/confirm')
      // The phone is a new visitor (no language cookie): the link in the e-mail's language.
      const link = confirmLink.includes('lang=') ? confirmLink : `${confirmLink}&lang=${lang}`

      const { page: phone } = await untouched({ holdScripts: true })
      await phone.goto(link, { waitUntil: 'load' })
      await phone.getByRole('button', { name: t.links.confirmButton }).tap()
      await expect(phone.getByRole('status')).toHaveText(t.links.confirmed)
      await phone.screenshot({ path: shots(`alert-confirmed-${lang}`) })
    })

    test(`the offer acceptance (${lang})`, async ({ page, untouched }) => {
      const t = offerCopy[lang]
      const client = uniqueClient('TapOffer')
      await sendContactAsVisitor(page, client, { from: 'LBG', to: 'NCE' })
      await signIn(page, E2E.staff[lang === 'fr' ? 0 : 1], 'fr')
      await openRequest(page, client.email)
      await prepareOffer(page, {
        language: lang,
        date: FLIGHT_DATE,
        time: '11:00',
        options: [{ aircraft: 'cl350', operator: 'Société Aérienne Élysée', seats: '9', charter: '24 500' }],
      })
      await sendOffer(page, 1)
      const mail = await nthMailFor(client.email, 1, 60_000) // the offer (slow hosts: a minute)
      const link = /https?:\/\/[^\s]+\/offer\/[A-Za-z0-9_-]{43}(\?lang=en)?/.exec(mail.text)![0]

      const { page: phone } = await untouched({ holdScripts: true })
      const response = await phone.goto(link, { waitUntil: 'load' })
      expect(response?.headers()['referrer-policy']).toBe('no-referrer')
      const form = phone.locator('form').filter({ has: phone.getByRole('heading', { name: t.accept.title }) })
      await form.getByLabel(t.accept.fullName).tap()
      await form.getByLabel(t.accept.fullName).fill(`Camille ${client.lastName}`)
      await form.getByRole('radio').first().check()
      await form.getByLabel(t.accept.terms).check()
      await form.getByRole('button', { name: t.accept.button }).tap()
      await expect(phone.getByRole('heading', { name: t.accepted.title })).toBeVisible({ timeout: 30_000 })
      await phone.screenshot({ path: shots(`offer-accepted-${lang}`) })
    })
  }
})
