import type { Page } from '@playwright/test'
import { contactCopy } from '~/content/contact'
import { addDays, utcIsoDate } from '~/domain/dates'
import { offerCopy } from '~/features/offer/content/offer-copy'
import { offerConfirmCopy } from '~/features/offer/content/offer-confirm-copy'
import { offerDeskCopy } from '~/features/offer/content/offer-desk-copy'
import { money } from '~/features/offer/content/offer-format'
import { operatorsCopy } from '~/features/operators/content/operators-copy'
import { rfqCopy } from '~/features/operators/content/rfq-copy'
import { formatIsoDate } from '~/i18n/format'
import { E2E } from './env'
import { expect as baseExpect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { mailsFor, nthMailFor, signIn } from './desk-helpers'
import { mailTo, uniqueClient } from './leads-helpers'
import { desk, offerLinkIn, openRequest, pdfText, sendOffer } from './offer-helpers'

/**
 * Operators and sourcing, end to end (docs/product.md §14), on the production build with the real
 * SMTP catcher: a Paris–Dubai request; two operators added in the desk; an RFQ to each, read from
 * the catcher — the Dubai operator's in English, the French one's in French; the first quotes from a
 * 390-px-wide page, the second declines; the comparison shows both beside HERRA's estimate; an
 * option with a 12 % margin; a send refused while the operator's insurance has expired, with the
 * reason; renewed, sent; the client's page and PDF show the sell price and the operating carrier,
 * never the cost or the margin.
 */
test.describe.configure({ timeout: 720_000 })
/** Each step waits for what the server answers, however busy the machine (no elapsed time is asserted). */
const expect = baseExpect.configure({ timeout: 30_000 })

const today = utcIsoDate(new Date())
const tripDay = addDays(today, 20)
const t = operatorsCopy.fr

async function sendRequest(page: Page, client: { lastName: string; email: string }) {
  await page.goto('/contact?lang=fr')
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  await form.locator('[name="firstName"]').fill('Camille')
  await form.locator('[name="lastName"]').fill(client.lastName)
  await form.locator('[name="email"]').fill(client.email)
  await form.locator('[name="phone"]').fill('+33 6 12 34 56 78')
  await form.locator('[name="departure"]').fill('LBG')
  await form.locator('[name="destination"]').fill('DXB')
  await form.locator('[name="date"]').fill(tripDay)
  await form.locator('[name="pax"]').fill('4')
  await form.locator('[name="message"]').fill('Paris–Dubaï ce soir, quatre passagers.')
  await form.locator('input[name="consent"]').check()
  await form.getByRole('button', { name: contactCopy.fr.form.submit }).click()
  await mailTo(client.email)
}

interface OperatorInput {
  name: string
  country: string
  aoc: string
  authority: string
  tco?: string
  email: string
  language: 'fr' | 'en'
  aircraft: { registration: string; type: string; seats: string; base: string }
}

async function addOperator(page: Page, o: OperatorInput): Promise<string> {
  await page.goto('/desk/operators')
  const form = page.locator('form#operator-editor')
  await form.locator('[name="name"]').fill(o.name)
  await form.locator('[name="country"]').fill(o.country)
  await form.locator('[name="language"]').selectOption(o.language)
  await form.locator('[name="aocNumber"]').fill(o.aoc)
  await form.locator('[name="aocAuthority"]').fill(o.authority)
  await form.locator('[name="aocExpiresOn"]').fill(addDays(today, 400))
  if (o.tco) {
    await form.locator('[name="tcoNumber"]').fill(o.tco)
    await form.locator('[name="tcoExpiresOn"]').fill(addDays(today, 300))
  }
  await form.locator('[name="insurer"]').fill('Gulf Insurance Re')
  await form.locator('[name="insuranceExpiresOn"]').fill(addDays(today, 200))
  await form.locator('[name="liability"]').fill('500 000 000')
  await form.locator('[name="quoteEmails"]').fill(o.email)
  await form.getByRole('button', { name: t.editor.add }).click()
  await expect(page).toHaveURL(/\/desk\/operators\/[0-9a-f-]{36}$/)
  const aircraft = page.locator('form#aircraft-editor')
  await aircraft.locator('[name="registration"]').fill(o.aircraft.registration)
  await aircraft.locator('[name="aircraft"]').selectOption(o.aircraft.type)
  await aircraft.locator('[name="seats"]').fill(o.aircraft.seats)
  await aircraft.locator('[name="year"]').fill('2019')
  await aircraft.locator('[name="base"]').fill(o.aircraft.base)
  await aircraft.getByRole('button', { name: t.aircraft.add }).click()
  await expect(page.getByTestId('operator-aircraft')).toContainText(o.aircraft.registration)
  return page.url()
}

async function setInsurance(page: Page, operatorUrl: string, date: string) {
  await page.goto(operatorUrl)
  const form = page.locator('form#operator-editor')
  await form.locator('[name="insuranceExpiresOn"]').fill(date)
  await form.getByRole('button', { name: t.editor.save }).click()
  await expect(form.getByText(t.editor.saved)).toBeVisible()
}

/** Letters and digits only: an amount however it is formatted ("56 650,50 €" → "5665050"). */
const digitsOf = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '')

test('a Paris–Dubai request sourced from two operators, quoted, compared, sold with a margin and the carrier named', async ({
  page,
  browser,
}) => {
  const client = uniqueClient('Sourcing')
  const id = client.lastName.split('-')[1]!
  const dubai: OperatorInput = {
    name: `Desert Falcon Aviation ${id}`,
    country: 'AE',
    aoc: `AE-AOC-${id}`,
    authority: 'GCAA',
    tco: `TCO-ARE-${id}`,
    email: `quotes-${id}@desertfalcon.example`,
    language: 'en',
    aircraft: { registration: 'A6-DFA', type: 'g650', seats: '14', base: 'DWC' },
  }
  const paris: OperatorInput = {
    name: `Riviera Jet Services ${id}`,
    country: 'FR',
    aoc: `FR.AOC.${id}`,
    authority: 'DGAC',
    email: `cotation-${id}@rivierajet.example`,
    language: 'fr',
    aircraft: { registration: 'F-HRJS', type: 'falcon7x', seats: '12', base: 'LBG' },
  }

  await sendRequest(page, client)
  await signIn(page, E2E.staff[0], 'fr')
  const dubaiUrl = await addOperator(page, dubai)
  await addOperator(page, paris)
  await expectNoAxeViolations(page)

  // The RFQs: both operators are suggested (seats ≥ 4), the one based at Le Bourget first.
  await openRequest(page, client.email)
  const panel = page.getByTestId('rfq-panel')
  const suggested = panel.locator('label').filter({ hasText: id })
  await expect(suggested.first()).toContainText(paris.name)
  await panel.getByRole('checkbox', { name: new RegExp(dubai.name) }).check()
  await panel.getByRole('checkbox', { name: new RegExp(paris.name) }).check()
  await panel.getByRole('button', { name: t.rfq.send }).click()
  await expect(panel.getByText(t.rfq.sent(2, 0))).toBeVisible()
  await expectNoAxeViolations(page)

  // The e-mails, each in its operator's language, with no client identity.
  const dubaiMail = await nthMailFor(dubai.email, 1)
  const parisMail = await nthMailFor(paris.email, 1)
  expect(dubaiMail.subject).toContain('HERRA request for quotation')
  expect(parisMail.subject).toContain('Demande de cotation HERRA')
  for (const mail of [dubaiMail, parisMail]) {
    expect(mail.text).toContain('LBG → DXB')
    expect(`${mail.text}${mail.html}`).not.toMatch(new RegExp(`${client.lastName}|${client.email}|12 34 56 78`))
  }
  const rfqLink = (text: string) => text.match(/https?:\/\/[^\s]+\/rfq\/[A-Za-z0-9_-]{43}(\?lang=en)?/)![0]

  // The Dubai operator answers in English from a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
  const op = await phone.newPage()
  const opened = await waitForHydration(op, await op.goto(rfqLink(dubaiMail.text)))
  expect(opened?.status()).toBe(200)
  expect(opened!.headers()['cache-control']).toContain('no-store')
  expect(opened!.headers()['referrer-policy']).toBe('no-referrer')
  const en = rfqCopy.en
  await expect(op.getByRole('heading', { level: 1 })).toHaveText(en.title)
  await expect(op.getByTestId('rfq-leg')).toContainText('LBG → DXB')
  await expect(op.getByTestId('rfq-passengers')).toHaveText('4')
  expect(await op.content()).not.toMatch(new RegExp(`${client.lastName}|${client.email}|Camille|12 34 56 78`))
  await expectNoAxeViolations(op)
  const quote = op.locator('form#rfq-quote')
  await expect(quote.locator('[name="registration"]')).toHaveValue('A6-DFA')
  await quote.locator('[name="charter"]').fill('48,500')
  await quote.locator('[name="positioning"]').fill('6,000')
  await quote.locator('[name="fees"]').fill('2,150.50')
  await op.screenshot({ path: 'test-results/operators-rfq-answer-390.png', fullPage: true })
  await quote.getByRole('button', { name: en.answer.button }).click()
  await expect(op.getByTestId('rfq-saved')).toHaveText(en.answer.saved(1))
  const scroll = await op.evaluate(() => document.documentElement.scrollWidth)
  expect(scroll).toBeLessThanOrEqual(390)
  await phone.close()

  // The French operator declines (its link opens in French).
  const fr = rfqCopy.fr
  await page.goto(rfqLink(parisMail.text))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.title)
  const decline = page.locator('form#rfq-decline')
  await decline.locator('[name="reason"]').selectOption('no_aircraft')
  await decline.getByRole('button', { name: fr.decline.button }).click()
  await expect(page.getByTestId('rfq-saved')).toHaveText(fr.decline.saved)

  // The comparison: both, beside HERRA's estimate, with the Dubai operator's legality.
  await openRequest(page, client.email)
  const compare = page.getByTestId('rfq-compare')
  await expect(page.getByTestId('house-estimate')).toContainText('Estimation HERRA')
  const quoted = compare.locator(`[data-rfq="${dubai.name}"]`)
  await expect(quoted).toContainText(t.compare.states.answered)
  await expect(quoted.getByTestId('rfq-total')).toHaveText(money('fr', 56_650.5))
  await expect(quoted.getByTestId('rfq-deviation')).toBeVisible()
  await expect(quoted.getByTestId('rfq-legality')).toContainText(t.compare.legal)
  await expect(compare.locator(`[data-rfq="${paris.name}"]`)).toContainText(fr.decline.reasons.no_aircraft)
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.getByTestId('rfq-compare').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/operators-comparison-1440.png', fullPage: true })
  await expectNoAxeViolations(page)

  // An option from the quote with a 12 % margin: the offer's editor, the source beside it.
  await quoted.locator('[name="margin"]').fill('12')
  await quoted.getByRole('button', { name: t.compare.build }).click()
  await expect(page).toHaveURL(/\/desk\/offers\/[0-9a-f-]{36}$/)
  const offerUrl = page.url()
  await expect(page.getByTestId('option-source')).toContainText(dubai.name)
  const sell = Math.ceil((5_665_050 * 1.12) / 100)
  const editor = page.locator('form#offer-editor')
  await expect(editor.locator('[name="options[0].charter"]')).toHaveValue(String(sell))
  await editor.locator('[name="legs[0].time"]').fill('23:00')
  await editor.getByRole('button', { name: offerDeskCopy.fr.editor.save }).click()
  await expect(page.getByTestId('option-source')).toContainText(dubai.name)

  // The operator's insurance has expired: the send is refused, and says which and why.
  const yesterday = addDays(today, -1)
  await setInsurance(page, dubaiUrl, yesterday)
  await page.goto(offerUrl)
  await page.getByRole('link', { name: offerConfirmCopy.fr.review }).click()
  await page.getByRole('button', { name: offerConfirmCopy.fr.confirm(1) }).click()
  await expect(page.getByText(offerDeskCopy.fr.send.illegal)).toBeVisible()
  await expect(page.getByTestId('offer-send-refused')).toContainText(
    `L’assurance a expiré le ${formatIsoDate('fr', yesterday, 'medium')}`,
  )
  expect((await mailsFor(client.email)).filter((m) => m.text.includes('/offer/'))).toHaveLength(0)

  // Renewed: sent.
  await setInsurance(page, dubaiUrl, addDays(today, 365))
  await page.goto(offerUrl)
  await sendOffer(page, 1)

  // The client's page, HTML and PDF: the sell price and the carrier, never the cost or the margin.
  const { link } = await offerLinkIn(client.email, 1)
  const clientPage = await page.request.get(link)
  const html = await clientPage.text()
  const operated = offerCopy.fr.operatedBy(dubai.name, dubai.aoc, 'GCAA', formatIsoDate('fr', today))
  await page.goto(link)
  await expect(page.getByTestId('operated-by')).toHaveText(operated)
  await expect(page.getByTestId('option-1-total')).toBeVisible()
  expect(digitsOf(html)).toContain(digitsOf(money('fr', sell)))
  const pdf = await page.request.get(`${link}/pdf`)
  const pdfBody = await pdfText(await pdf.body())
  expect(pdfBody).toContain(`Vol opéré par ${dubai.name}, AOC ${dubai.aoc} (GCAA), vérifié le`)
  expect(digitsOf(pdfBody)).toContain(digitsOf(money('fr', sell)))
  // Neither the operator's cost (56,650.50 €: 48,500 + 6,000 + 2,150.50) nor the margin (6,798.06 €).
  expect(html).not.toMatch(/costCents|"margin"|answerId|operatorId/)
  expect(pdfBody).not.toMatch(/marge|margin|coût|cost/i)
  for (const text of [html, pdfBody]) {
    const digits = digitsOf(text)
    for (const secret of ['5665050', '56650', '56651', '48500', '679806']) expect(digits, secret).not.toContain(secret)
  }
  await page.goto(`${link}?lang=en`)
  await expect(page.getByTestId('operated-by')).toContainText(
    `Operated by ${dubai.name}, AOC ${dubai.aoc} (GCAA), checked on`,
  )

  // The operators' figures and the audit log.
  // (The client's page in English stored that language: back to French.)
  await page.goto('/desk/operators?lang=fr')
  await expect(page.locator(`[data-operator="${dubai.name}"]`).getByTestId('operator-figures')).toContainText(
    t.list.answerRate(1, 1),
  )
  await expect(page.locator(`[data-operator="${paris.name}"]`).getByTestId('operator-figures')).toContainText(
    t.list.answerRate(1, 1),
  )
  await openRequest(page, client.email)
  const history = page.getByTestId('lead-history')
  for (const action of ['rfq_send', 'rfq_open', 'rfq_answer', 'rfq_decline', 'rfq_option'] as const)
    await expect(history).toContainText(desk.audit.actions[action])
})
