import type { Locator, Page } from '@playwright/test'
import { leadErrorCopy } from '~/content/lead-messages'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { pageCopy } from '~/content/pages'
import { quoteCopy } from '~/content/quote'
import { formatEuros } from '~/i18n/format'
import { testSite } from '../support/site-fixture'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { caughtMail, mailTo, uniqueClient } from './leads-helpers'

const languages = ['fr', 'en'] as const
type Lang = (typeof languages)[number]

function form(page: Page): Locator {
  return page.locator('form[aria-labelledby="quote-form-title"]')
}

/** A field by its name; labels are checked in the first test. */
function field(page: Page, _lang: Lang, name: keyof (typeof quoteCopy)['fr']['labels']): Locator {
  return form(page).locator(`[name="${name}"]`)
}

for (const lang of languages) {
  const t = quoteCopy[lang]
  const errors = leadErrorCopy[lang].form

  test.describe(`quote request (${lang})`, () => {
    test('the page: heading, options of docs/product.md, passengers 1–19 labelled, write-to-us link; axe clean', async ({
      page,
    }) => {
      await gotoIn(page, '/quote-form', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].quote.title)
      await expect(form(page)).toContainText(t.promise)
      for (const [name, label] of Object.entries(t.labels)) {
        const optional = name === 'returnDate' || name === 'budget' ? ` ${t.optional}` : ''
        await expect(form(page).locator(`[name="${name}"]`)).toHaveAccessibleName(`${label}${optional}`)
      }

      const passengers = field(page, lang, 'passengers').locator('option')
      await expect(passengers).toHaveCount(19)
      await expect(passengers.first()).toHaveText(`1 ${t.passenger.one}`)
      await expect(passengers.nth(1)).toHaveText(`2 ${t.passenger.other}`)
      await expect(passengers.last()).toHaveText(`19 ${t.passenger.other}`)

      const aircraft = field(page, lang, 'aircraftType').locator('option')
      await expect(aircraft).toHaveText([t.choose, ...Object.values(t.aircraftTypes)])
      const budget = field(page, lang, 'budget').locator('option')
      await expect(budget).toHaveCount(6)
      await expect(budget.nth(1)).toHaveText(`${formatEuros(lang, 10_000)} – ${formatEuros(lang, 25_000)}`)
      await expect(budget.nth(4)).toHaveText(t.budget.above(formatEuros(lang, 100_000)))

      const mailto = page.getByRole('link', { name: t.mail.link })
      const href = await mailto.getAttribute('href')
      expect(href?.split('?')[0]).toBe(`mailto:${testSite.contactEmail}`)
      const url = new URL(href!)
      expect(url.searchParams.get('subject')).toBe(t.mail.subject)
      expect(url.searchParams.get('body')).toBe(t.mail.body)
      await expectNoAxeViolations(page)
    })

    test('a full request is stored and mailed; the form resets with the success message and toast', async ({
      page,
    }) => {
      await gotoIn(page, '/quote-form', lang)
      const client = uniqueClient('Martin')
      await field(page, lang, 'firstName').fill('Jean')
      await field(page, lang, 'lastName').fill(client.lastName)
      await field(page, lang, 'email').fill(client.email)
      await field(page, lang, 'phone').fill('+33 6 00 00 00 00')
      await field(page, lang, 'departure').fill('Paris Le Bourget')
      await field(page, lang, 'destination').fill('Nice')
      await field(page, lang, 'departureDate').fill('2026-06-10')
      await field(page, lang, 'returnDate').fill('2026-06-14')
      await field(page, lang, 'passengers').selectOption('4')
      await field(page, lang, 'aircraftType').selectOption('helicopter')
      await field(page, lang, 'budget').selectOption('25k-50k')
      await field(page, lang, 'specialRequests').fill('Champagne <b>rosé</b> à bord')
      await form(page).getByRole('button', { name: t.submit }).click()

      await expect(form(page).getByText(t.success)).toBeVisible()
      await expect(page.getByText(t.toast.successTitle)).toBeVisible()
      await expect(field(page, lang, 'lastName')).toHaveValue('')

      const mail = await mailTo(client.email)
      expect(mail.subject).toBe('Demande de devis — Paris Le Bourget → Nice, 10/06/2026, 4 pax')
      for (const value of [
        'Jean',
        client.lastName,
        '+33 6 00 00 00 00',
        '10 juin 2026',
        '14 juin 2026',
        'Hélicoptère',
        'Champagne <b>rosé</b> à bord',
      ]) {
        expect(mail.text).toContain(value)
      }
      expect(mail.text).toMatch(/25\s000\s€\s–\s50\s000\s€/)
      expect(mail.html).toContain('Champagne &lt;b&gt;rosé&lt;/b&gt; à bord')
    })

    test('first name, last name and e-mail are enforced; dates are checked', async ({ page }) => {
      const posts: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(r.url())
      })
      await gotoIn(page, '/quote-form', lang)
      const submit = form(page).getByRole('button', { name: t.submit })
      const message = page.getByTestId('quote-form-error')
      await submit.click()
      await expect(message).toHaveText(errors.required)
      await expect(field(page, lang, 'firstName')).toBeFocused()

      await field(page, lang, 'firstName').fill('Jean')
      await field(page, lang, 'lastName').fill('Martin')
      await field(page, lang, 'email').fill('jean@')
      await submit.click()
      await expect(message).toHaveText(errors.email)

      await field(page, lang, 'email').fill('jean@example.com')
      await field(page, lang, 'departureDate').fill('2026-06-10')
      await field(page, lang, 'returnDate').fill('2026-06-01')
      await submit.click()
      await expect(message).toHaveText(errors.dateOrder)
      await expectNoAxeViolations(page)
      expect(posts).toEqual([])
    })

    test('a filled honeypot sends nothing', async ({ page }) => {
      const posts: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(r.url())
      })
      await gotoIn(page, '/quote-form', lang)
      const client = uniqueClient('QuoteRobot')
      await field(page, lang, 'firstName').fill('Robot')
      await field(page, lang, 'lastName').fill(client.lastName)
      await field(page, lang, 'email').fill(client.email)
      await form(page)
        .locator(`input[name="${HONEYPOT_FIELD}"]`)
        .evaluate((input: HTMLInputElement) => {
          input.value = 'ACME'
        })
      await form(page).getByRole('button', { name: t.submit }).click()
      await page.waitForTimeout(2500)
      expect(posts).toEqual([])
      await expect(form(page).getByText(t.success)).toHaveCount(0)
      expect((await caughtMail()).some((m) => m.replyTo.includes(client.email))).toBe(false)
    })
  })
}

test.describe('quote request without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of languages) {
    test(`the plain form post works (${lang})`, async ({ page, allowedConsoleErrors }) => {
      allowedConsoleErrors.push(/status of 400/)
      const t = quoteCopy[lang]
      await gotoIn(page, '/quote-form', lang)
      const client = uniqueClient('QuoteNoJs')
      await field(page, lang, 'firstName').fill('Jean')
      await field(page, lang, 'lastName').fill(client.lastName)
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page.getByTestId('quote-form-error')).toHaveText(leadErrorCopy[lang].form.required)
      await expect(field(page, lang, 'lastName')).toHaveValue(client.lastName)

      await field(page, lang, 'email').fill(client.email)
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page.getByText(t.success)).toBeVisible()
      const mail = await mailTo(client.email)
      expect(mail.subject).toBe(`Demande de devis — Jean ${client.lastName}, 1 pax`)
    })
  }
})
