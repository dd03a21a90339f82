import { offerConfirmCopy } from '~/features/offer/content/offer-confirm-copy'
import { offerCopy } from '~/features/offer/content/offer-copy'
import { offerDeskCopy } from '~/features/offer/content/offer-desk-copy'
import { money } from '~/features/offer/content/offer-format'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { mailsFor, sendContactAsVisitor, signIn } from './desk-helpers'
import { uniqueClient } from './leads-helpers'
import {
  attachmentsOf,
  desk,
  offerLinkIn,
  openRequest,
  pdfText,
  prepareOffer,
  sendOffer,
  type OptionInput,
  FLIGHT_DATE,
} from './offer-helpers'
import { isoDaysAhead } from './estimator-helpers'

/** The re-issued offer's flight, two days after the first. */
const LATER_FLIGHT_DATE = isoDaysAhead(22)

/**
 * The offer, end to end (docs/product.md §11), on the production build with the real SMTP catcher:
 * a visitor's request, a staff member's offer with two options, the client's e-mail, page, PDF and
 * acceptance, the request won, the confirmation with the PDF attached, the audit log.
 */
test.describe.configure({ timeout: 120_000 })

const OPTIONS: OptionInput[] = [
  { aircraft: 'cl350', operator: 'Société Aérienne Élysée', registration: 'F-HELY', seats: '9', charter: '24 500' },
  {
    aircraft: 'other',
    name: 'Legacy 650',
    burn: '290',
    operator: 'Air Bréguet',
    seats: '13',
    charter: '21000',
    line: { label: 'Champagne à bord', amount: '450' },
  },
]
// LBG → NCE, 4 passengers: TSBA 4 × 420 € and VAT 10 % of the charter price on each option.
const TOTALS = [24_500 + 1_680 + 2_450, 21_000 + 1_680 + 2_100 + 450]

test('a request becomes a signed acceptance: offer with two options, e-mail, page, PDF, accept, won (French)', async ({
  page,
}) => {
  const client = uniqueClient('Offre')
  const t = offerCopy.fr
  await sendContactAsVisitor(page, client, { from: 'LBG', to: 'NCE' })
  await signIn(page, E2E.staff[0], 'fr')
  await openRequest(page, client.email)
  await expectNoAxeViolations(page)

  await prepareOffer(page, { language: 'fr', date: FLIGHT_DATE, time: '11:00', options: OPTIONS })
  await expect(page.getByTestId('offer-state')).toHaveText(offerDeskCopy.fr.states.draft)
  const preview = page.getByTestId('offer-preview')
  await expect(preview.getByTestId('option-1-total')).toHaveText(money('fr', TOTALS[0]!))
  await expect(preview.getByTestId('option-2-total')).toHaveText(money('fr', TOTALS[1]!))
  await expectNoAxeViolations(page)
  const reference = (await preview.getByRole('heading', { level: 2 }).first().textContent())!.trim()
  expect(reference).toMatch(/^HERRA-\d{4}-\d{4}$/)

  // Sending without the confirmation step is refused by the server (decision 108): nothing goes.
  const offerUrl = page.url()
  const direct = await page.request.post(`${offerUrl}?intent=send`, {
    form: { versions: '0' },
    headers: { Origin: E2E.baseUrl },
  })
  expect(direct.status()).toBe(400)
  await page.reload()
  await expect(page.getByTestId('offer-state')).toHaveText(offerDeskCopy.fr.states.draft)
  expect(await mailsFor(client.email)).toEqual([])

  // The confirmation step: the recipient and each option's total, then "Confirmer et envoyer".
  const c = offerConfirmCopy.fr
  await page.getByRole('link', { name: c.review }).click()
  const confirmation = page.getByTestId('offer-send-confirmation')
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByTestId('offer-confirm-to')).toHaveText(client.email)
  await expect(confirmation.getByTestId('offer-confirm-total')).toHaveText([
    money('fr', TOTALS[0]!),
    money('fr', TOTALS[1]!),
  ])
  await expectNoAxeViolations(page)
  await confirmation.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/seams-offer-confirmation.png', fullPage: false })
  await confirmation.getByRole('button', { name: c.confirm(1) }).click()
  await expect(page.getByText(offerDeskCopy.fr.send.sent(1))).toBeVisible()
  await expect(page.getByTestId('offer-state')).toHaveText(offerDeskCopy.fr.states.sent)
  const { mail, link } = await offerLinkIn(client.email, 1)
  expect(mail.subject).toBe(t.mail.sent.subject(reference))
  expect(link).not.toContain('lang=')

  // The client's page: private headers, the offer as previewed.
  const response = await page.goto(link)
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['cache-control']).toBe('no-store')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-robots-tag']).toContain('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference)
  await expect(page.getByText(t.preparedFor(`Camille ${client.lastName}`))).toBeVisible()
  await expect(page.getByTestId('option-1-total')).toHaveText(money('fr', TOTALS[0]!))
  await expect(page.getByTestId('option-2-total')).toHaveText(money('fr', TOTALS[1]!))
  await expect(page.getByText(/UTC/).first()).toBeVisible()
  await expectNoAxeViolations(page)

  // The PDF: the same offer, as text.
  const pdf = await page.request.get(`${link}/pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(await pdf.body())
  for (const expected of [reference, `Camille ${client.lastName}`, 'Société Aérienne Élysée', 'Champagne à bord'])
    expect(text).toContain(expected)

  // A phone-width look.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/offer-phone-fr.png', fullPage: true })
  await page.screenshot({ path: 'test-results/offer-phone-fr-top.png' })

  // Accept: a refusal first (no terms), then the real thing.
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: t.accept.title }) })
  await form.getByRole('radio', { name: new RegExp(`${t.option(2)} · Legacy 650`) }).check()
  await form.getByLabel(t.accept.fullName).fill(`Camille ${client.lastName}`)
  await form.getByRole('button', { name: t.accept.button }).click()
  await expect(form.getByText(t.accept.errors.terms)).toBeVisible()
  await form.getByLabel(t.accept.terms).check()
  await form.getByRole('button', { name: t.accept.button }).click()
  await expect(page.getByRole('heading', { name: t.accepted.title })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: t.accepted.title })).toContainText(
    `Option 2 acceptée par Camille ${client.lastName}`,
  )
  await expectNoAxeViolations(page)

  // The confirmation, with the accepted offer attached.
  await expect
    .poll(async () => (await mailsFor(client.email)).some((m) => m.subject === t.mail.confirmation.subject(reference)))
    .toBe(true)
  const mails = await mailsFor(client.email)
  const confirmationMail = mails.find((m) => m.subject === t.mail.confirmation.subject(reference))!
  expect(confirmationMail).toBeTruthy()
  const [attachment] = await attachmentsOf(confirmationMail)
  expect(attachment?.contentType).toBe('application/pdf')
  expect(attachment?.filename).toBe(`${reference}.pdf`)
  const attached = await pdfText(attachment!.content)
  expect(attached).toContain(reference)
  expect(attached).toContain(`Camille ${client.lastName}`)

  // The desk: request won, the acceptance and every action in the history.
  await openRequest(page, client.email)
  await expect(page.getByText(desk.statuses.won).first()).toBeVisible()
  await expect(page.getByTestId('lead-offers')).toContainText(offerDeskCopy.fr.states.accepted)
  // The won request says what was won: the option, its aircraft, its total.
  await expect(page.getByTestId('lead-offer-won')).toHaveText(
    `${reference} · ${offerConfirmCopy.fr.won(2, 'Legacy 650', money('fr', TOTALS[1]!))}`,
  )
  const history = page.getByTestId('lead-history')
  for (const action of ['offer_create', 'offer_send', 'offer_view', 'offer_accept'] as const)
    await expect(history).toContainText(desk.audit.actions[action])
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByTestId('offer-acceptance')).toContainText(`Camille ${client.lastName}`)
  await expectNoAxeViolations(page)
})

test('in English: a re-issued offer retires the old link; the new one is accepted, and twice answers the same', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The retired link's page is answered 410 Gone: the browser reports the status.
  allowedConsoleErrors.push(/status of 410/)
  const client = uniqueClient('Offer')
  const t = offerCopy.en
  await sendContactAsVisitor(page, client, { from: 'LBG', to: 'GVA' })
  await signIn(page, E2E.staff[1], 'en')
  await openRequest(page, client.email)
  await prepareOffer(page, { language: 'en', date: LATER_FLIGHT_DATE, time: '09:30', options: OPTIONS, deskLang: 'en' })
  await sendOffer(page, 1, 'en')
  const first = await offerLinkIn(client.email, 1)
  expect(first.link).toContain('?lang=en')
  expect(first.mail.subject).toMatch(/^Your HERRA offer HERRA-/)
  await sendOffer(page, 2, 'en')
  const second = await offerLinkIn(client.email, 2)
  expect(second.link).not.toBe(first.link)

  // The old link says a newer version exists, and what to do.
  const old = await page.goto(first.link)
  expect(old?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.refusal.superseded.title)
  await expect(page.getByText(/call us on/)).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await page.request.get(`${first.link.replace('?lang=en', '')}/pdf`)).status()).toBe(410)

  // The new one, in English; the language switch turns it French and back.
  await page.goto(second.link)
  await expect(page.getByRole('heading', { name: t.accept.title })).toBeVisible()
  await page.getByTestId('lang-fr').first().click()
  await expect(page.getByRole('heading', { name: offerCopy.fr.accept.title })).toBeVisible()
  await page.getByTestId('lang-en').first().click()
  await expect(page.getByRole('heading', { name: t.accept.title })).toBeVisible()
  await expectNoAxeViolations(page)

  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: t.accept.title }) })
  await form.getByRole('radio', { name: new RegExp(`${t.option(1)} · Challenger 350`) }).check()
  await form.getByLabel(t.accept.fullName).fill(`Camille ${client.lastName}`)
  await form.getByLabel(t.accept.terms).check()
  await form.getByRole('button', { name: t.accept.button }).click()
  await expect(page.getByRole('heading', { name: t.accepted.title })).toBeVisible({ timeout: 30_000 })

  // A second acceptance (another tab, a double submit) answers the same.
  const again = await page.request.post(second.link.replace('?lang=en', ''), {
    form: { option: '2', fullName: 'Someone Else', terms: 'on' },
    headers: { Origin: E2E.baseUrl },
  })
  expect(again.status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: t.accepted.title })).toContainText(
    `Option 1 accepted by Camille ${client.lastName}`,
  )
})

test('a forged or truncated link is a 404', async ({ page, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/404/)
  for (const token of ['A'.repeat(43), 'short', `${'B'.repeat(42)}`]) {
    const response = await page.goto(`/offer/${token}`)
    expect(response?.status()).toBe(404)
    expect((await page.request.get(`/offer/${token}/pdf`)).status()).toBe(404)
  }
})
