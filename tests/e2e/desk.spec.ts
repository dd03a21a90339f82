import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import {
  askForLink,
  linkIn,
  mailsFor,
  nthMailFor,
  oneSignInAtATime,
  sendContactAsVisitor,
  signIn,
} from './desk-helpers'
import { uniqueClient } from './leads-helpers'

const t = deskCopy.fr
// The desk's tests change statuses and figures: one after the other.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

test('the desk is private: sign-in page for strangers, noindex, robots-disallowed, absent from the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto('/desk')
  await expect(page).toHaveURL(/\/desk\/sign-in$/)
  expect(response?.headers()['x-robots-tag']).toContain('noindex')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /desk')
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/desk')
  // Data requests are refused too, not only the pages.
  const data = await request.get('/desk/export.csv', { maxRedirects: 0 })
  expect(data.status()).toBe(302)
  await expectNoAxeViolations(page)
})

test('an unknown address gets the same screen and no e-mail; a used or forged link is refused', async ({
  page,
  allowedConsoleErrors,
}) => {
  // A refused link is answered 400, which the browser reports.
  allowedConsoleErrors.push(/status of 400/)
  const stranger = `stranger-${Date.now()}@example.com`
  const unknownText = await askForLink(page, stranger)
  // The SMTP catcher is shared with the other specs, which sign this member in too (in English
  // for some): count what was there before, with the address to ourselves.
  const { knownText, mail } = await oneSignInAtATime(E2E.staff[1], async () => {
    const before = (await mailsFor(E2E.staff[1])).length
    const text = await askForLink(page, E2E.staff[1])
    return { knownText: text, mail: await nthMailFor(E2E.staff[1], before + 1) }
  })
  expect(unknownText).toBe(knownText)
  expect(mail.subject).toBe('HERRA — votre lien de connexion au bureau')
  // The known address's link came; give the unknown one the same time: nothing.
  await page.waitForTimeout(1000)
  expect(await mailsFor(stranger)).toEqual([])

  const link = linkIn(mail, '/desk/sign-in/verify')
  await page.goto(link)
  await page.getByRole('button', { name: t.verify.button }).click()
  await expect(page).toHaveURL(/\/desk$/)
  await page.getByRole('button', { name: t.nav.signOut }).click()
  await expect(page).toHaveURL(/\/desk\/sign-in$/)
  // Signed out means signed out: the desk sends back to the sign-in page.
  await page.goto('/desk')
  await expect(page).toHaveURL(/\/desk\/sign-in$/)

  // The same link a second time: refused.
  await page.goto(link)
  await page.getByRole('button', { name: t.verify.button }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verify.refusedTitle)
  await expect(page.getByRole('alert')).toHaveText(t.verify.refused)
  await expectNoAxeViolations(page)
  // A forged one: refused.
  await page.goto('/desk/sign-in/verify?token=forged-token-0000000000000000000000')
  await page.getByRole('button', { name: t.verify.button }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verify.refusedTitle)
})

function wonCount(text: string | null): number {
  const match = text?.match(/\((\d+)\/(\d+)\)/)
  return match ? Number(match[1]) : 0
}

test('a visitor’s request reaches the desk; status, owner and note are audited and the figures follow', async ({
  page,
}) => {
  const client = uniqueClient('Desk')
  await sendContactAsVisitor(page, client)
  await signIn(page)

  const contactFigures = page.locator('tr[data-figures="contact"]')
  const wonBefore = wonCount(await contactFigures.locator('[data-figure="won"]').textContent())
  await expectNoAxeViolations(page)

  // Search by name: the request is there, with its route, status and e-mail state.
  await page.getByLabel(t.inbox.search).fill(client.lastName.toLowerCase())
  await page.getByRole('button', { name: t.inbox.apply }).click()
  const row = page.locator('tr[data-request]').filter({ hasText: client.lastName })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('LBG → NCE')
  await expect(row).toContainText(t.statuses.new)
  await expect(row).toContainText(t.kinds.contact)
  // Keyboard: j focuses the first request, Enter opens it.
  await page.locator('body').click()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Camille ${client.lastName}`)
  await expect(page.getByTestId('first-response')).toHaveText(t.request.notAnswered)
  const reply = page.getByRole('link', { name: t.request.reply })
  await expect(reply).toHaveAttribute(
    'href',
    `mailto:${client.email}?subject=${encodeURIComponent('Votre demande HERRA — LBG → NCE')}`,
  )
  await expectNoAxeViolations(page)

  // Status and owner are one form, saved together (each change audited on its own).
  const handling = page.locator('#lead-handling-form')
  await page.getByRole('combobox', { name: t.request.status }).selectOption('in_progress')
  await handling.getByRole('button', { name: t.request.save }).click()
  await expect(page.getByTestId('first-response')).not.toHaveText(t.request.notAnswered)
  await page.getByRole('combobox', { name: t.request.owner }).selectOption(E2E.staff[1])
  await handling.getByRole('button', { name: t.request.save }).click()
  await expect(page.getByTestId('lead-history')).toContainText(E2E.staff[1])
  await page.getByLabel(t.request.noteLabel).fill('Rappeler demain matin, préfère un Falcon.')
  await page.getByRole('button', { name: t.request.addNote }).click()
  await expect(page.getByRole('region', { name: t.request.notes })).toContainText(
    'Rappeler demain matin, préfère un Falcon.',
  )
  await page.getByRole('combobox', { name: t.request.status }).selectOption('won')
  await handling.getByRole('button', { name: t.request.save }).click()
  await expect(page.getByTestId('lead-history')).toContainText(`${t.statuses.in_progress} → ${t.statuses.won}`)

  // The audit log holds each change, by whom, on which request.
  await page.getByRole('link', { name: t.nav.audit }).click()
  const log = page.getByTestId('audit-log')
  await expect(log).toContainText(`${t.audit.actions.status} (${t.statuses.new} → ${t.statuses.in_progress})`)
  await expect(log).toContainText(`${t.audit.actions.owner} (${t.request.nobody} → ${E2E.staff[1]})`)
  await expect(log).toContainText(t.audit.actions.note)
  await expect(log).toContainText(`${t.audit.actions.status} (${t.statuses.in_progress} → ${t.statuses.won})`)
  await expect(log).toContainText(E2E.staff[0])
  await expectNoAxeViolations(page)

  // The figures: one more won request among the contact requests.
  await page.getByRole('link', { name: t.nav.inbox }).click()
  await expect
    .poll(async () => wonCount(await contactFigures.locator('[data-figure="won"]').textContent()))
    .toBe(wonBefore + 1)
  await expect(contactFigures.locator('[data-figure="median"]')).not.toHaveText(t.figures.none)

  // Filters: won requests owned by Bruno hold this one (kind, status and owner are folded until opened).
  await page.getByText(deskQueueCopy.fr.moreFilters).click()
  await page.getByRole('combobox', { name: t.inbox.status }).selectOption('won')
  await page.getByRole('combobox', { name: t.inbox.owner }).selectOption(E2E.staff[1])
  await page.getByRole('button', { name: t.inbox.apply }).click()
  await expect(page.locator('tr[data-request]').filter({ hasText: client.lastName })).toHaveCount(1)

  // CSV of the filtered inbox: UTF-8 with BOM, the request in it.
  const csvHref = await page.getByRole('link', { name: t.inbox.exportCsv }).getAttribute('href')
  const csv = await page.request.get(csvHref!)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const bytes = await csv.body()
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.toString('utf8')
  expect(text).toContain(`"Camille ${client.lastName}","${client.email}"`)
  expect(text).toContain('"Gagnée"')
  expect(text.startsWith('\uFEFF"Reçue","Type","Nom"')).toBe(true)
})

test('two staff members on one request: the later save is refused with the current values, nothing overwritten', async ({
  page,
  browser,
  allowedConsoleErrors,
}) => {
  // The refused save is answered 409, which the browser reports.
  allowedConsoleErrors.push(/status of 409/)
  const client = uniqueClient('Conflict')
  await sendContactAsVisitor(page, client)
  await signIn(page, E2E.staff[0])
  await page.getByLabel(t.inbox.search).fill(client.lastName.toLowerCase())
  await page.getByRole('button', { name: t.inbox.apply }).click()
  await page.locator('tr[data-request]').filter({ hasText: client.lastName }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Camille ${client.lastName}`)
  const requestUrl = page.url()

  // Bruno opens the same request in his own browser, before Anne saves.
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.7' } })
  const bruno = await other.newPage()
  const brunoErrors: string[] = []
  bruno.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 409/.test(msg.text())) brunoErrors.push(msg.text())
  })
  await signIn(bruno, E2E.staff[1])
  await waitForHydration(bruno, await bruno.goto(requestUrl))
  await expect(bruno.getByRole('combobox', { name: t.request.status })).toHaveValue('new')

  // Anne: won.
  await page.getByRole('combobox', { name: t.request.status }).selectOption('won')
  await page.locator('#lead-handling-form').getByRole('button', { name: t.request.save }).click()
  await expect(page.getByTestId('lead-history')).toContainText(`${t.statuses.new} → ${t.statuses.won}`)

  // Bruno, on the page as he opened it: lost → refused, with what it is now and who changed it.
  await bruno.getByRole('combobox', { name: t.request.status }).selectOption('lost')
  await bruno.locator('#lead-handling-form').getByRole('button', { name: t.request.save }).click()
  await expect(bruno.getByRole('alert')).toHaveText(t.errors.conflict(E2E.staff[0], t.statuses.won, t.request.nobody))
  await expect(bruno.getByRole('combobox', { name: t.request.status })).toHaveValue('won')
  await expect(bruno.getByTestId('lead-history')).not.toContainText(t.statuses.lost)
  await expectNoAxeViolations(bruno)

  // Nothing was overwritten: the request is won, for everyone.
  await page.reload()
  await expect(page.getByRole('combobox', { name: t.request.status })).toHaveValue('won')
  await expect(page.getByTestId('lead-history')).not.toContainText(t.statuses.lost)

  // Now that he has seen it, Bruno may decide: his save goes through.
  await bruno.getByRole('combobox', { name: t.request.status }).selectOption('lost')
  await bruno.locator('#lead-handling-form').getByRole('button', { name: t.request.save }).click()
  await expect(bruno.getByTestId('lead-history')).toContainText(`${t.statuses.won} → ${t.statuses.lost}`)
  await other.close()
  expect(brunoErrors).toEqual([])
})

test('the outbox and the privacy pages pass axe; desk pages show in English with the site’s switch', async ({
  page,
}) => {
  await signIn(page, E2E.staff[0], 'en')
  const en = deskCopy.en
  // The figures fold below the queue; opened, they show their table.
  await page.getByText(deskQueueCopy.en.figuresSummary).click()
  await expect(page.getByRole('heading', { name: en.figures.title })).toBeVisible()
  await page.getByRole('link', { name: en.nav.outbox }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.outbox.title)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: en.nav.privacy }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.privacy.title)
  await expectNoAxeViolations(page)
  await page.getByTestId('lang-fr').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacy.title)
})
