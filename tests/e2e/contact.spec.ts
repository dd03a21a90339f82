import type { Locator, Page } from '@playwright/test'
import { contactCopy } from '~/content/contact'
import { leadErrorCopy } from '~/content/lead-messages'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { pageCopy } from '~/content/pages'
import { formatEuros } from '~/i18n/format'
import { testSite } from '../support/site-fixture'
import { E2E } from './env'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { caughtMail, countRequests, mailTo, uniqueClient } from './leads-helpers'

const languages = ['fr', 'en'] as const
type Lang = (typeof languages)[number]

const ESTIMATOR_LINK = '/contact?from=LBG&to=DXB&date=2026-12-01&aircraft=Falcon%207X&passengers=6&est=123456'

function form(page: Page): Locator {
  return page.locator('form[aria-labelledby="contact-form-title"]')
}

/** A field by its name; its label is checked once per page in the accessibility test below. */
function field(page: Page, _lang: Lang, name: keyof (typeof contactCopy)['fr']['form']['labels']): Locator {
  return form(page).locator(`[name="${name}"]`)
}

async function fillPerson(
  page: Page,
  lang: Lang,
  client: { lastName: string; email: string },
  message = 'Vol aller simple, départ vers 11 h.',
) {
  await field(page, lang, 'firstName').fill('Camille')
  await field(page, lang, 'lastName').fill(client.lastName)
  await field(page, lang, 'email').fill(client.email)
  await field(page, lang, 'phone').fill('+33 6 12 34 56 78')
  await field(page, lang, 'message').fill(message)
  await form(page).locator('input[name="consent"]').check()
}

async function fillRoute(page: Page, lang: Lang) {
  await field(page, lang, 'departure').fill('CDG')
  await field(page, lang, 'destination').fill('NCE')
  await field(page, lang, 'date').fill('2026-07-14')
  await field(page, lang, 'pax').fill('4')
}

for (const lang of languages) {
  const t = contactCopy[lang].form
  const errors = leadErrorCopy[lang].form

  test.describe(`contact (${lang})`, () => {
    test('a request from the estimator link is sent with the product’s call and arrives at the desk', async ({
      page,
    }) => {
      await gotoIn(page, ESTIMATOR_LINK, lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].contact.title)

      // Prefilled from the query, the estimate shown in the page's language, excluding tax.
      await expect(field(page, lang, 'departure')).toHaveValue('LBG')
      await expect(field(page, lang, 'destination')).toHaveValue('DXB')
      await expect(field(page, lang, 'date')).toHaveValue('2026-12-01')
      await expect(field(page, lang, 'pax')).toHaveValue('6')
      await expect(field(page, lang, 'aircraft')).toHaveValue('Falcon 7X')
      const estimate = page.getByTestId('contact-estimate')
      await expect(estimate).toContainText(formatEuros(lang, 123456))
      await expect(estimate).toContainText(t.estimate.excludingTax)

      const client = uniqueClient('Durand')
      await fillPerson(page, lang, client, 'Bonjour <script>alert("x")</script> — deux bagages chacun.')

      const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/send-contact') && r.method() === 'POST')
      await form(page).getByRole('button', { name: t.submit }).click()
      const request = await requestPromise
      expect(request.headers()['authorization']).toBe(`Bearer ${E2E.publicToken}`)
      expect(request.headers()['content-type']).toContain('application/json')
      expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{16,}$/)
      expect(request.postDataJSON()).toMatchObject({
        firstName: 'Camille',
        lastName: client.lastName,
        email: client.email,
        phone: '+33 6 12 34 56 78',
        departure: 'LBG',
        destination: 'DXB',
        date: '2026-12-01',
        pax: 6,
        aircraft: 'Falcon 7X',
        consent: true,
        company: '',
        est: 123456,
      })

      // Success: the confirmation panel in place of the form, its heading focused, with the reference.
      const panel = page.getByTestId('request-confirmation')
      await expect(panel.getByRole('heading', { name: t.confirmation.title('Camille') })).toBeFocused()
      await expect(form(page)).toHaveCount(0)
      const reference = (await panel.getByTestId('request-reference').textContent()) ?? ''
      expect(reference).toMatch(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)
      await expect(panel).toContainText('LBG → DXB')
      await expect(panel).toContainText(formatEuros(lang, 123456))

      const mail = await mailTo(client.email)
      expect(mail.text).toContain(reference)
      expect(mail.to).toEqual(['desk@example.com'])
      expect(mail.subject).toBe('Demande de vol — LBG → DXB, 01/12/2026, 6 pax')
      for (const value of [
        'Camille',
        client.lastName,
        client.email,
        '+33 6 12 34 56 78',
        'LBG',
        'DXB',
        '1 décembre 2026',
        'Falcon 7X',
        lang === 'fr' ? 'Français' : 'Anglais',
      ]) {
        expect(mail.text).toContain(value)
      }
      expect(mail.text).toMatch(/123\s456\s€/)
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
      expect(mail.html).not.toContain('<script')
    })

    test('each validation message, and no request while the form is invalid', async ({ page }) => {
      const requests = countRequests(page, '/api/send-contact')
      await gotoIn(page, '/contact', lang)
      const submit = form(page).getByRole('button', { name: t.submit })
      const message = page.getByTestId('contact-form-error')

      await submit.click()
      await expect(message).toHaveText(errors.required)
      await expect(field(page, lang, 'firstName')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, lang, 'firstName')).toBeFocused()
      await expect(form(page).getByText(leadErrorCopy[lang].fieldRequired).first()).toBeVisible()

      const client = uniqueClient('Invalid')
      await fillPerson(page, lang, client)
      await fillRoute(page, lang)
      await form(page).locator('input[name="consent"]').uncheck()
      await submit.click()
      await expect(message).toHaveText(errors.consent)

      await form(page).locator('input[name="consent"]').check()
      await field(page, lang, 'email').fill('camille@')
      await submit.click()
      await expect(message).toHaveText(errors.email)
      await expect(field(page, lang, 'email')).toBeFocused()

      await field(page, lang, 'email').fill(client.email)
      await field(page, lang, 'pax').fill('25')
      await submit.click()
      await expect(message).toHaveText(errors.pax)

      await field(page, lang, 'pax').fill('19')
      await field(page, lang, 'phone').fill('joignable le soir')
      await submit.click()
      await expect(message).toHaveText(errors.phone)

      // An e-mail OR a phone number: either alone is enough, neither is said under both.
      await field(page, lang, 'phone').fill('')
      await field(page, lang, 'email').fill('')
      await submit.click()
      await expect(message).toHaveText(errors.reachable)
      await expect(field(page, lang, 'email')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, lang, 'phone')).toHaveAttribute('aria-invalid', 'true')
      await field(page, lang, 'phone').fill('+33 6 12 34 56 78')

      await field(page, lang, 'departure').fill('   ')
      await submit.click()
      await expect(message).toHaveText(errors.required)
      await expectNoAxeViolations(page)
      expect(requests.count).toBe(0)
    })

    test('a filled honeypot sends no request and stores nothing', async ({ page }) => {
      const requests = countRequests(page, '/api/send-contact')
      await gotoIn(page, '/contact', lang)
      const client = uniqueClient('Robot')
      await fillPerson(page, lang, client)
      await fillRoute(page, lang)
      await form(page)
        .locator(`input[name="${HONEYPOT_FIELD}"]`)
        .evaluate((input: HTMLInputElement) => {
          input.value = 'ACME Robots'
        })
      await form(page).getByRole('button', { name: t.submit }).click()
      await page.waitForTimeout(1500)
      expect(requests.count).toBe(0)
      await expect(form(page).getByText(t.success)).toHaveCount(0)
      await expect(page.getByTestId('contact-form-error')).toHaveCount(0)
      // Every stored request is mailed within a second or two: none came.
      await page.waitForTimeout(1500)
      expect((await caughtMail()).some((m) => m.replyTo.includes(client.email))).toBe(false)
    })

    test('a failure of the server shows the product’s message with the contact address, and an error toast', async ({
      page,
      allowedConsoleErrors,
    }) => {
      allowedConsoleErrors.push(/status of 429/)
      await gotoIn(page, '/contact', lang)
      // Use up this visitor's allowance (same address as the page: the context's X-Forwarded-For).
      for (let i = 0; i < Number(E2E.serverEnv.RATE_LIMIT_MAX); i++) {
        const res = await page.request.post('/api/send-contact', {
          headers: { Authorization: `Bearer ${E2E.publicToken}` },
          data: { firstName: '' },
        })
        expect(res.status()).toBe(400)
      }
      const client = uniqueClient('Limited')
      await fillPerson(page, lang, client)
      await fillRoute(page, lang)
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(form(page).getByText(t.failure(testSite.contactEmail))).toBeVisible()
      await expect(page.getByText(t.toast.errorTitle)).toBeVisible()
      // What was typed is kept, so the visitor can try again.
      await expect(field(page, lang, 'lastName')).toHaveValue(client.lastName)
    })

    test('the prefill follows the query when it changes on the page (simulator)', async ({ page }) => {
      await gotoIn(page, '/contact?from=LBG&to=DXB', lang)
      await field(page, lang, 'firstName').fill('Camille')
      await expect(page.getByTestId('contact-estimate')).toHaveCount(0)
      // Client-side navigation, as setSearchParams does.
      await page.evaluate((search) => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
          .__reactRouterDataRouter
        return router.navigate(search)
      }, `/contact?from=LBG&to=GVA&date=2026-09-10&passengers=3&aircraft=g650&est=45678&lang=${lang}`)
      await expect(field(page, lang, 'destination')).toHaveValue('GVA')
      await expect(field(page, lang, 'pax')).toHaveValue('3')
      await expect(field(page, lang, 'aircraft')).toHaveValue('G650')
      await expect(page.getByTestId('contact-estimate')).toContainText(formatEuros(lang, 45678))
      await expect(field(page, lang, 'firstName')).toHaveValue('Camille')
    })

    test('info=<aircraft> asks for information about it', async ({ page }) => {
      await gotoIn(page, '/contact?info=Global%207500', lang)
      await expect(field(page, lang, 'aircraft')).toHaveValue('Global 7500')
      await expect(field(page, lang, 'message')).toHaveValue(t.infoMessage('Global 7500'))
    })

    test('/contact/club-herra: club introduction, same form, contact box; axe clean', async ({ page }) => {
      await gotoIn(page, '/contact/club-herra', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[lang].contactClub.title)
      await expect(page.getByRole('heading', { name: contactCopy[lang].club.title })).toBeVisible()
      await expect(page.getByRole('complementary', { name: contactCopy[lang].box.title })).toContainText(
        testSite.offices.paris.phone,
      )
      await expect(page.getByRole('complementary', { name: contactCopy[lang].box.title })).toContainText(
        testSite.offices.dubai.email,
      )
      await expectNoAxeViolations(page)

      const client = uniqueClient('Club')
      await fillPerson(page, lang, client)
      await fillRoute(page, lang)
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page.getByTestId('request-reference')).toHaveText(/^HERRA-R-/)
      const mail = await mailTo(client.email)
      expect(mail.subject).toBe('Contact Club HERRA — CDG → NCE, 14/07/2026, 4 pax')
      expect(mail.text).toContain('Contact Club HERRA')
    })

    test('/contact is axe clean, with the contact box of both offices and labelled fields', async ({ page }) => {
      await gotoIn(page, ESTIMATOR_LINK, lang)
      for (const [name, label] of Object.entries(t.labels)) {
        // E-mail and phone say in their label that either one is enough.
        const expected = name === 'email' || name === 'phone' ? `${label} ${t.reachHint}` : label
        await expect(form(page).locator(`[name="${name}"]`)).toHaveAccessibleName(expected)
      }
      const box = page.getByRole('complementary', { name: contactCopy[lang].box.title })
      await expect(box).toContainText(contactCopy[lang].box.headquarters)
      await expect(box).toContainText(testSite.offices.paris.email)
      await expect(box).toContainText(contactCopy[lang].box.dubai)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of languages) {
    test(`the plain form post works (${lang}): errors keep the values, success is shown and mailed`, async ({
      page,
      allowedConsoleErrors,
    }) => {
      allowedConsoleErrors.push(/status of 400/)
      const t = contactCopy[lang].form
      await gotoIn(page, ESTIMATOR_LINK, lang)
      const client = uniqueClient('NoJs')
      await fillPerson(page, lang, client)
      await form(page).locator('input[name="consent"]').uncheck()
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(page.getByTestId('contact-form-error')).toHaveText(leadErrorCopy[lang].form.consent)
      await expect(field(page, lang, 'lastName')).toHaveValue(client.lastName)
      await expect(field(page, lang, 'departure')).toHaveValue('LBG')

      await form(page).locator('input[name="consent"]').check()
      await form(page).getByRole('button', { name: t.submit }).click()
      // The server renders the confirmation in place of the form: reference, recap, call-back, buttons.
      const panel = page.getByTestId('request-confirmation')
      await expect(panel.getByRole('heading', { name: t.confirmation.title('Camille') })).toBeVisible()
      await expect(panel.getByTestId('request-reference')).toHaveText(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)
      await expect(panel).toContainText('LBG → DXB')
      await expect(panel.getByRole('link', { name: t.confirmation.whatsapp })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+$/,
      )
      await expect(form(page)).toHaveCount(0)
      const mail = await mailTo(client.email)
      expect(mail.subject).toBe('Demande de vol — LBG → DXB, 01/12/2026, 6 pax')
      expect(mail.text).toMatch(/123\s456\s€/)
    })
  }
})
