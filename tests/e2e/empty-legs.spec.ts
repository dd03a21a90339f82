import { legsCopy } from '~/features/empty-legs/content/legs-copy'
import { legsDeskCopy } from '~/features/empty-legs/content/legs-desk-copy'
import { contactCopy } from '~/content/contact'
import { formatEuros } from '~/i18n/format'
import { linkIn, mailsFor, nthMailFor, signIn } from './desk-helpers'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { uniqueClient } from './leads-helpers'
import { openRequest } from './offer-helpers'

/**
 * Empty legs end to end (docs/product.md §12): a visitor asks for alerts Paris → Nice and confirms;
 * staff publish Le Bourget → Nice (seeing who it reaches); the leg is on /empty-legs in both
 * languages; the subscriber receives one alert with the unsubscribe headers; a second leg the same
 * day sends no second e-mail; unsubscribe works from the link; "Request this leg" reaches the desk
 * tied to the leg; axe clean; phone-width screenshots kept in test-results.
 */

const fr = legsCopy.fr
const en = legsCopy.en
const deskT = legsDeskCopy.fr

function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test.describe.configure({ mode: 'serial' })

test('alerts, publishing, the public list in both languages, one e-mail a day, unsubscribe, Request this leg', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const visitor = uniqueClient('legs')

  // 1. The list, empty at first: it says so and offers the alert.
  await gotoIn(page, '/empty-legs', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.title)
  await expect(page.getByTestId('legs-empty')).toContainText(fr.empty.title)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('empty-legs-empty-phone.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  // 2. The alert: Paris → Nice, confirmed from its e-mail.
  const alertForm = page.locator('#alert form')
  await alertForm.locator('[name="email"]').fill(visitor.email)
  await alertForm.locator('[name="from"]').fill('Paris')
  await alertForm.locator('[name="to"]').fill('Nice')
  await alertForm.getByRole('button', { name: fr.alert.button }).click()
  await expect(page.getByRole('status').filter({ hasText: fr.alert.sent })).toBeVisible()
  const confirmMail = await nthMailFor(visitor.email, 1)
  expect(confirmMail.subject).toBe(fr.mail.confirmSubject)
  await page.goto(linkIn(confirmMail, '/empty-legs/alert/confirm'))
  await page.getByRole('button', { name: fr.links.confirmButton }).click()
  await expect(page.getByRole('status')).toHaveText(fr.links.confirmed)

  // 3. Staff publish Le Bourget → Nice, seeing first that it reaches one subscriber.
  await signIn(page)
  await page.goto('/desk/empty-legs/new')
  const editor = page.locator('#leg-editor')
  await editor.locator('input[name="from"]').fill('LBG')
  await editor.locator('input[name="to"]').fill('NCE')
  await editor.locator('[name="earliest"]').fill(isoInDays(2))
  await editor.locator('[name="latest"]').fill(isoInDays(3))
  await editor.locator('[name="aircraft"]').selectOption('phenom300')
  await editor.locator('[name="seats"]').fill('7')
  await editor.locator('[name="price"]').fill('9500')
  await editor.locator('[name="noteFr"]').fill('Départ à l’heure de votre choix')
  await editor.locator('[name="noteEn"]').fill('Departure at the time you choose')
  await editor.getByRole('button', { name: deskT.editor.reachButton }).click()
  await expect(page.getByTestId('leg-reach')).toHaveText(deskT.editor.reach(1))
  await expect(page.locator('#leg-editor [name="price"]')).toHaveValue('9500')
  // The broker publishes from a phone too: the form in one column, axe clean.
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('desk-leg-new-phone.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.locator('#leg-editor').getByRole('button', { name: deskT.editor.publish }).click()
  await expect(page).toHaveURL(/\/desk\/empty-legs\/[0-9a-f-]{36}\?published=1$/)
  await expect(page.getByText(deskT.editor.published(1))).toBeVisible()
  await expectNoAxeViolations(page)

  // 4. On /empty-legs in both languages.
  await gotoIn(page, '/empty-legs', 'fr')
  const card = page.getByTestId('empty-leg').filter({ hasText: 'LBG' })
  await expect(card.getByRole('heading')).toHaveText('Paris → Nice')
  await expect(card.getByTestId('leg-price')).toContainText(formatEuros('fr', 9500))
  await expect(card).toContainText('Départ à l’heure de votre choix')
  await expect(card).toContainText('t CO₂ par passager')
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('empty-legs-fr-phone.png'), fullPage: true })
  await gotoIn(page, '/empty-legs', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
  const cardEn = page.getByTestId('empty-leg').filter({ hasText: 'LBG' })
  await expect(cardEn.getByTestId('leg-price')).toContainText(formatEuros('en', 9500))
  await expect(cardEn).toContainText('Departure at the time you choose')
  await expect(cardEn.getByRole('link', { name: en.requestLabel('Paris → Nice') })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('empty-legs-en-phone.png'), fullPage: true })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  // 5. One alert, with the one-click unsubscribe headers.
  const alert = await nthMailFor(visitor.email, 2)
  expect(alert.subject).toBe(fr.mail.alertSubject(1))
  expect(alert.text).toContain('Paris → Nice (LBG → NCE)')
  expect(alert.raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/empty-legs\/alert\/unsubscribe\?token=/m)
  expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

  // 6. A second leg the same day: no second e-mail before the next day's digest.
  await page.goto('/desk/empty-legs/new?lang=fr')
  await editor.locator('input[name="from"]').fill('CDG')
  await editor.locator('input[name="to"]').fill('NCE')
  await editor.locator('[name="earliest"]').fill(isoInDays(5))
  await editor.locator('[name="latest"]').fill(isoInDays(5))
  await editor.locator('[name="aircraft"]').selectOption('cl350')
  await editor.locator('[name="seats"]').fill('9')
  await page.locator('#leg-editor').getByRole('button', { name: deskT.editor.publish }).click()
  await expect(page).toHaveURL(/published=1$/)
  await page.waitForTimeout(3_000)
  expect(await mailsFor(visitor.email)).toHaveLength(2)

  // 7. Unsubscribe from the alert's link.
  await page.goto(linkIn(alert, '/empty-legs/alert/unsubscribe'))
  await page.getByRole('button', { name: fr.links.unsubscribeButton }).click()
  await expect(page.getByRole('status')).toHaveText(fr.links.unsubscribed)

  // 8. "Request this leg" → the quote form prefilled → the desk, tied to the leg.
  const client = uniqueClient('legreq')
  await gotoIn(page, '/empty-legs', 'fr')
  await page
    .getByTestId('empty-leg')
    .filter({ hasText: 'LBG' })
    .getByRole('link', { name: fr.requestLabel('Paris → Nice') })
    .click()
  await expect(page).toHaveURL(/\/quote-form\?leg=/)
  // The one request form (docs/decisions/036-one-request-form.md), prefilled with the leg and saying which it is.
  await expect(page.getByTestId('request-empty-leg')).toContainText('Paris → Nice (LBG → NCE)')
  const quote = page.locator('form[aria-labelledby="contact-form-title"]')
  await expect(quote.locator('[name="departure"]')).toHaveValue('LBG')
  await expect(quote.locator('[name="destination"]')).toHaveValue('NCE')
  await expect(quote.locator('[name="date"]')).toHaveValue(isoInDays(2))
  await quote.locator('[name="firstName"]').fill('Léa')
  await quote.locator('[name="lastName"]').fill(client.lastName)
  await quote.locator('[name="email"]').fill(client.email)
  await quote.locator('[name="pax"]').fill('2')
  await quote.locator('input[name="consent"]').check()
  await quote.getByRole('button', { name: contactCopy.fr.form.submit }).click()
  await expect(page.getByTestId('request-confirmation')).toBeVisible()
  await openRequest(page, client.email)
  await expect(page.getByTestId('lead-leg')).toContainText('Paris → Nice (LBG → NCE)')
  await expectNoAxeViolations(page)
  // The desk's list: the leg with its request.
  await page.goto('/desk/empty-legs?lang=fr')
  await expect(page.getByRole('row').filter({ hasText: 'LBG → NCE' })).toContainText('1 demande ·')
  await expectNoAxeViolations(page)
})

test('in the main navigation and the sitemap, with its own title and description in each language', async ({
  page,
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain('/empty-legs</loc>')
  expect(xml).toContain('/empty-legs?lang=en</loc>')
  for (const lang of ['fr', 'en'] as const) {
    await gotoIn(page, '/', lang)
    await page
      .getByRole('navigation', { name: lang === 'fr' ? 'Navigation principale' : 'Main navigation' })
      .getByRole('link', { name: legsCopy[lang].nav })
      .first()
      .click()
    await expect(page).toHaveURL(/\/empty-legs/)
    await expect(page).toHaveTitle(legsCopy[lang].metaTitle)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', legsCopy[lang].metaDescription)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the country filters and the alert form work as plain forms', async ({ page }) => {
    const visitor = uniqueClient('legs-nojs')
    await gotoIn(page, '/empty-legs', 'en')
    await page.getByLabel(en.filters.from).selectOption('FR')
    await page.getByLabel(en.filters.to).selectOption('FR')
    await page.getByRole('button', { name: en.filters.apply }).click()
    await expect(page).toHaveURL(/from=FR&to=FR/)
    await expect(page.getByTestId('empty-leg').first()).toBeVisible()
    // The alert starts from the list's filters.
    const alertForm = page.locator('#alert form')
    await expect(alertForm.locator('[name="from"]')).toHaveValue('France')
    await expect(alertForm.locator('[name="to"]')).toHaveValue('France')
    await alertForm.locator('[name="email"]').fill(visitor.email)
    await alertForm.locator('[name="to"]').fill('Genève')
    await alertForm.locator('[name="radius"]').fill('80')
    await alertForm.getByRole('button', { name: en.alert.button }).click()
    await expect(page.getByRole('status').filter({ hasText: en.alert.sent })).toBeVisible()
    const mail = await nthMailFor(visitor.email, 1)
    expect(mail.subject).toBe(en.mail.confirmSubject)
    expect(mail.text).toContain('France → Geneva (within 80 km)')
  })
})
