import type { Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { deskCopy } from '~/desk-kit/content/desk'
import { offerConfirmCopy } from '~/features/offer/content/offer-confirm-copy'
import { offerDeskCopy } from '~/features/offer/content/offer-desk-copy'
import { expect, expectNoAxeViolations } from './fixtures'
import { mailsFor, nthMailFor } from './desk-helpers'
import type { CaughtMail } from './leads-helpers'
import { isoDaysAhead } from './estimator-helpers'

/**
 * The flight date of the offers the specs prepare: about three weeks ahead of today, as a client
 * books one (the offer's validity and the booking's payment schedule follow the days left).
 */
export const FLIGHT_DATE = isoDaysAhead(20)

/** Opens a request's page from the inbox, found by the client's address. */
export async function openRequest(page: Page, email: string, base = '') {
  await page.goto(`${base}/desk?q=${encodeURIComponent(email)}`)
  await page.locator('a[data-lead]').first().click()
  await expect(page).toHaveURL(/\/desk\/requests\//)
}

/** One option of the editor, filled as a broker does. */
export interface OptionInput {
  aircraft: string
  name?: string
  burn?: string
  operator: string
  registration?: string
  seats: string
  charter: string
  line?: { label: string; amount: string }
}

/** Prepares an offer with the given options from the request's page; returns the offer page's URL. */
export async function prepareOffer(
  page: Page,
  input: { language: 'fr' | 'en'; date: string; time: string; options: OptionInput[]; deskLang?: 'fr' | 'en' },
): Promise<string> {
  const t = offerDeskCopy[input.deskLang ?? 'fr']
  await page.getByRole('link', { name: t.list.prepare }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newTitle)
  await expectNoAxeViolations(page)
  const form = page.locator('form#offer-editor')
  await form.locator('[name="language"]').selectOption(input.language)
  await form.locator('[name="legs[0].date"]').fill(input.date)
  await form.locator('[name="legs[0].time"]').fill(input.time)
  for (const [i, option] of input.options.entries()) {
    if (i > 0) await form.getByRole('button', { name: t.editor.addOption }).click()
    const at = (field: string) => form.locator(`[name="options[${i}].${field}"]`)
    await at('aircraft').selectOption(option.aircraft)
    if (option.name) await at('aircraftName').fill(option.name)
    if (option.burn) await at('burn').fill(option.burn)
    await at('operator').fill(option.operator)
    if (option.registration) await at('registration').fill(option.registration)
    await at('seats').fill(option.seats)
    await at('charter').fill(option.charter)
    if (option.line) {
      await form.getByRole('button', { name: t.editor.addLine }).nth(i).click()
      await form.locator(`[name="options[${i}].lines[0].label"]`).fill(option.line.label)
      await form.locator(`[name="options[${i}].lines[0].amount"]`).fill(option.line.amount)
    }
  }
  await form.getByRole('button', { name: t.editor.save }).click()
  await expect(page).toHaveURL(/\/desk\/offers\/[0-9a-f-]{36}$/)
  return page.url()
}

/**
 * Sends (or re-issues) the offer from its desk page through its confirmation step (decision 108):
 * "Review before sending", then "Confirm and send"; waits for the desk's confirmation.
 */
export async function sendOffer(page: Page, version: number, deskLang: 'fr' | 'en' = 'fr') {
  const t = offerDeskCopy[deskLang].send
  const c = offerConfirmCopy[deskLang]
  await page.getByRole('link', { name: c.review }).click()
  await expect(page.getByTestId('offer-send-confirmation')).toBeVisible()
  await page.getByRole('button', { name: c.confirm(version) }).click()
  await expect(page.getByText(t.sent(version))).toBeVisible()
}

/** The link of the n-th offer e-mail to a client. */
export async function offerLinkIn(email: string, n: number): Promise<{ mail: CaughtMail; link: string }> {
  const mail = await nthMailFor(email, n)
  const match = mail.text.match(/https?:\/\/[^\s]+\/offer\/[A-Za-z0-9_-]{43}(\?lang=en)?/)
  if (!match) throw new Error(`no offer link in: ${mail.text}`)
  return { mail, link: match[0] }
}

/** The text of a PDF (pdf.js, as a reader's search sees it), spaces folded. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  const parts: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const items = (await (await document.getPage(n)).getTextContent()).items as Array<{ str: string }>
    parts.push(items.map((i) => i.str).join(' '))
  }
  await document.destroy()
  return parts.join(' ').replace(/\s+/g, ' ')
}

/** The attachments of a caught e-mail. */
export async function attachmentsOf(mail: CaughtMail) {
  return (await simpleParser(mail.raw)).attachments
}

export async function mailCount(email: string) {
  return (await mailsFor(email)).length
}

export const desk = deskCopy.fr
