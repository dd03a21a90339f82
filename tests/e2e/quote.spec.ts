import type { Locator, Page } from '@playwright/test'
import { contactCopy } from '~/content/contact'
import { leadErrorCopy } from '~/content/lead-messages'
import { pageCopy } from '~/content/pages'
import { quoteCopy } from '~/features/requests/content/quote'
import { testSite } from '../support/site-fixture'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { mailTo, uniqueClient } from './leads-helpers'

/**
 * The quote page asks with THE request form of /contact (docs/decisions/036-one-request-form.md):
 * its own heading and reply promise, the "write to us" link beside the form. The form's rules
 * and confirmation on both pages: request-form.spec.ts.
 */

const languages = ['fr', 'en'] as const

function form(page: Page): Locator {
  return page.locator('form[aria-labelledby="contact-form-title"]')
}

for (const lang of languages) {
  const t = quoteCopy[lang]

  test.describe(`quote request (${lang})`, () => {
    test('the page: heading, reply promise, the one request form, write-to-us link; axe clean', async ({ page }) => {
      await gotoIn(page, '/quote-form', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].quote.title)
      await expect(form(page)).toContainText(t.promise)
      for (const [name, label] of Object.entries(contactCopy[lang].form.labels)) {
        const hint = name === 'email' || name === 'phone' ? ` ${contactCopy[lang].form.reachHint}` : ''
        await expect(form(page).locator(`[name="${name}"]`)).toHaveAccessibleName(`${label}${hint}`)
      }
      // The route uses the estimator's airport search.
      await expect(form(page).getByRole('combobox', { name: contactCopy[lang].form.labels.departure })).toBeVisible()

      const mailto = page.getByRole('link', { name: t.mail.link })
      const href = await mailto.getAttribute('href')
      expect(href?.split('?')[0]).toBe(`mailto:${testSite.contactEmail}`)
      const url = new URL(href!)
      expect(url.searchParams.get('subject')).toBe(t.mail.subject)
      expect(url.searchParams.get('body')).toBe(t.mail.body)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('quote request without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of languages) {
    test(`the plain form post works (${lang}): errors keep the values, the confirmation is rendered`, async ({
      page,
      allowedConsoleErrors,
    }) => {
      allowedConsoleErrors.push(/status of 400/)
      const c = contactCopy[lang].form
      await gotoIn(page, '/quote-form', lang)
      const client = uniqueClient('QuoteNoJs')
      await form(page).locator('[name="firstName"]').fill('Jean')
      await form(page).locator('[name="lastName"]').fill(client.lastName)
      await form(page).getByRole('button', { name: c.submit }).click()
      await expect(page.getByTestId('contact-form-error')).toHaveText(leadErrorCopy[lang].form.required)
      await expect(form(page).locator('[name="lastName"]')).toHaveValue(client.lastName)

      await form(page).locator('[name="email"]').fill(client.email)
      await form(page).locator('[name="departure"]').fill('LBG')
      await form(page).locator('[name="destination"]').fill('NCE')
      await form(page).locator('[name="date"]').fill('2026-06-10')
      await form(page).locator('[name="pax"]').fill('4')
      await form(page).locator('input[name="consent"]').check()
      await form(page).getByRole('button', { name: c.submit }).click()
      const panel = page.getByTestId('request-confirmation')
      await expect(panel.getByRole('heading', { name: c.confirmation.title('Jean') })).toBeVisible()
      await expect(panel.getByTestId('request-reference')).toHaveText(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)
      const mail = await mailTo(client.email)
      expect(mail.subject).toBe('Demande de vol — LBG → NCE, 10/06/2026, 4 pax')
    })
  }
})
