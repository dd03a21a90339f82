import type { Locator, Page } from '@playwright/test'
import { contactCopy } from '~/content/contact'
import { leadErrorCopy } from '~/content/lead-messages'
import { testSite } from '../support/site-fixture'
import { E2E } from './env'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { mailTo, uniqueClient } from './leads-helpers'

/**
 * THE request form (docs/product.md §7; docs/decisions/036-one-request-form.md, 037): one set of
 * rules on /contact and /quote-form, the route with the airport search, and the confirmation panel
 * with its reference — in both languages, on a phone (390 px) and a desktop (1440 px).
 */

const languages = ['fr', 'en'] as const
const pages = ['/contact', '/quote-form'] as const
const widths = [390, 1440] as const

function form(page: Page): Locator {
  return page.locator('form[aria-labelledby="contact-form-title"]')
}

for (const lang of languages) {
  const t = contactCopy[lang].form
  const errors = leadErrorCopy[lang]
  for (const width of widths) {
    for (const path of pages) {
      test(`${path} (${lang}, ${width} px): the one rule set, the airport search, the confirmation panel`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        await gotoIn(page, path, lang)
        const f = form(page)
        const submit = f.getByRole('button', { name: t.submit })
        const message = page.getByTestId('contact-form-error')

        // Empty: the required fields say so under themselves; e-mail and phone ask for one of the two.
        await submit.click()
        await expect(message).toHaveText(errors.form.required)
        for (const name of ['firstName', 'lastName', 'departure', 'destination', 'date', 'pax']) {
          await expect(f.locator(`[name="${name}"]`), name).toHaveAttribute('aria-invalid', 'true')
        }
        await expect(f.getByText(errors.form.reachable)).toHaveCount(2)
        // Optional: the aircraft and the message.
        await expect(f.locator('[name="aircraft"]')).not.toHaveAttribute('aria-invalid', 'true')
        await expect(f.locator('[name="message"]')).not.toHaveAttribute('aria-invalid', 'true')

        const client = uniqueClient('OneForm')
        await f.locator('[name="firstName"]').fill('Camille')
        await f.locator('[name="lastName"]').fill(client.lastName)
        await f.locator('[name="email"]').fill(client.email)
        // The route with the estimator's airport search: typed, then picked with the keyboard.
        const departure = f.getByRole('combobox', { name: t.labels.departure })
        await departure.fill('LBG')
        await expect(page.getByRole('option').first()).toBeVisible()
        await departure.press('ArrowDown')
        await departure.press('Enter')
        await expect(departure).toHaveValue('LBG')
        const destination = f.getByRole('combobox', { name: t.labels.destination })
        await destination.fill('NCE')
        await expect(page.getByRole('option').first()).toBeVisible()
        await destination.press('ArrowDown')
        await destination.press('Enter')
        await expect(destination).toHaveValue('NCE')
        await f.locator('[name="date"]').fill('2026-09-18')
        await f.locator('[name="pax"]').fill('3')
        await f.locator('input[name="consent"]').check()
        await submit.click()

        // The panel in place of the form, its heading focused and in view, with the reference.
        const panel = page.getByTestId('request-confirmation')
        const heading = panel.getByRole('heading', { name: t.confirmation.title('Camille') })
        await expect(heading).toBeFocused()
        await expect(heading).toBeInViewport()
        await expect(f).toHaveCount(0)
        const reference = (await panel.getByTestId('request-reference').textContent()) ?? ''
        expect(reference).toMatch(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)
        await expect(panel).toContainText('LBG → NCE')
        await expect(panel).toContainText(client.email)
        await expect(panel.getByTestId('request-call-by')).toContainText(
          lang === 'fr' ? 'heure de Paris' : 'Paris time',
        )
        await expect(panel.getByRole('link', { name: new RegExp(`^${t.confirmation.callNow}`) })).toHaveAttribute(
          'href',
          `tel:${testSite.phone.replace(/[^+\d]/g, '')}`,
        )
        await expect(panel.getByRole('link', { name: t.confirmation.whatsapp })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/\d+$/,
        )
        // Nothing sticks out of the page on a phone.
        const box = await panel.boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(width)
        await expectNoAxeViolations(page)
        if (path === '/contact')
          await panel.screenshot({ path: `test-results/e2e-${E2E.port}/request-confirmation-${lang}-${width}.png` })

        // The reference is the stored request's: the notification carries it.
        const mail = await mailTo(client.email)
        expect(mail.text).toContain(reference)

        // Another request: the empty form again.
        await panel.getByRole('button', { name: t.confirmation.another }).click()
        await expect(form(page).locator('[name="firstName"]')).toHaveValue('')
      })
    }
  }
}
