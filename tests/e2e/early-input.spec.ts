import type { BrowserContext, Page } from '@playwright/test'
import { clubCopy } from '~/features/club/content/club'
import { contactCopy } from '~/content/contact'
import { estimatorCopy } from '~/features/estimator/content/estimator'
import { expect, test } from './fixtures'
import { mailTo, uniqueClient } from './leads-helpers'

/**
 * What a visitor types while the page is painted but its JavaScript not yet running (it starts
 * after the first paint, decision 011) is kept when React takes the page over, and sent.
 * The JavaScript is held back by the test until the fields are filled.
 */

/** A page whose entry script waits for `release()`; it is opened without waiting for hydration. */
async function pageWithHeldScripts(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage()
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return { page, release }
}

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test('the access code typed before hydration is kept, upper-cased, and checked by the server', async ({ context }) => {
  const gate = clubCopy.en.gate
  const { page, release } = await pageWithHeldScripts(context)
  await open(page, '/club-herra-private?lang=en')
  await page.getByLabel(gate.label).fill('not-the-code')
  release()
  await hydrated(page)
  await expect(page.getByLabel(gate.label)).toHaveValue('NOT-THE-CODE')
  await page.getByRole('button', { name: gate.submit, exact: true }).click()
  await expect(page.getByTestId('gate-error')).toHaveText(gate.errors.invalid)
})

test('a contact request typed before hydration is sent whole and reaches the desk', async ({ context }) => {
  const t = contactCopy.en.form
  const client = uniqueClient('Early')
  const { page, release } = await pageWithHeldScripts(context)
  await open(page, '/contact?lang=en')
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  const field = (name: string) => form.locator(`[name="${name}"]`)
  await field('firstName').fill('Hélène')
  await field('lastName').fill(client.lastName)
  await field('email').fill(client.email)
  await field('phone').fill('+971 4 555 0100')
  await field('pax').fill('5')
  await field('aircraft').selectOption('heavy')
  await field('message').fill('Paris – Dubaï, retour le 3.')
  await field('consent').check()
  release()
  await hydrated(page)

  // The form's state holds them: a later change elsewhere does not put the old values back.
  await field('departure').fill('LBG')
  await field('destination').fill('DXB')
  await field('date').fill('2027-01-15')
  await expect(field('firstName')).toHaveValue('Hélène')
  await expect(field('aircraft')).toHaveValue('heavy')
  await expect(field('consent')).toBeChecked()

  const request = page.waitForRequest((r) => r.url().endsWith('/api/send-contact') && r.method() === 'POST')
  await form.getByRole('button', { name: t.submit }).click()
  expect((await request).postDataJSON()).toMatchObject({
    firstName: 'Hélène',
    lastName: client.lastName,
    email: client.email,
    phone: '+971 4 555 0100',
    pax: 5,
    aircraft: 'heavy',
    message: 'Paris – Dubaï, retour le 3.',
    consent: true,
  })
  // The confirmation panel takes the form's place (docs/decisions/037-request-confirmation.md).
  await expect(page.getByRole('heading', { name: t.confirmation.title('Hélène') })).toBeFocused()
  await expect(page.getByTestId('request-reference')).toHaveText(/^HERRA-R-/)
  const mail = await mailTo(client.email)
  expect(mail.text).toContain('Hélène')
})

test('an airport typed in the simulator before hydration becomes its search', async ({ context }) => {
  const { page, release } = await pageWithHeldScripts(context)
  await open(page, '/contact?lang=en')
  const arrival = page.getByRole('combobox', { name: estimatorCopy.en.airport.arrival })
  await arrival.fill('Gene')
  release()
  await hydrated(page)
  await expect(arrival).toHaveValue('Gene')
  await expect(page.getByRole('option', { name: /Geneva/ }).first()).toBeVisible()
})
