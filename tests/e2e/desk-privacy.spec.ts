import { deskCopy } from '~/desk-kit/content/desk'
import { newsletterPagesCopy } from '~/features/newsletter/content/newsletter-pages'
import { newsCopy } from '~/content/news'
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database'
import { PROCESS_SECRETS, startServerProcess, type ServerProcess } from '../support/server-process'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { linkIn, mailsFor, nthMailFor, oneSignInAtATime, sendContactAsVisitor, signIn } from './desk-helpers'
import { uniqueClient } from './leads-helpers'

/**
 * The privacy promises, checked in the database itself: this spec runs its own production server
 * on a fresh PostgreSQL database (TEST_DATABASE_URL, as in CI), with the e2e SMTP catcher, so the
 * test can read and back-date rows with SQL while the desk runs.
 */
const adminUrl = process.env.TEST_DATABASE_URL
test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server), as CI sets it')
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const t = deskCopy.fr
let server: ServerProcess
let database: ScratchDatabase

test.beforeAll(async () => {
  database = await createScratchDatabase(adminUrl!, 'herra_desk_e2e')
  server = await startServerProcess(
    'desk-privacy',
    {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      OPEN_METEO_URL: `http://127.0.0.1:${E2E.weatherPort}`,
      STAFF_EMAILS: E2E.staff.join(','),
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '50',
    },
    { port: E2E.port + 1 },
  )
})

test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

/** Every text and JSON value of every table, as one string per row, to look for a person's traces. */
async function everythingStored(): Promise<string> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const dumps: string[] = []
  for (const { table_name } of tables) {
    const rows = await database.query(`select row_to_json(t)::text as j from "${table_name}" t`)
    dumps.push(...rows.map((r) => `${table_name}: ${String(r.j)}`))
  }
  return dumps.join('\n')
}

test('newsletter: subscribe → confirmation e-mail → confirmed → unsubscribe link → unsubscribed', async ({ page }) => {
  const { email } = uniqueClient('News')
  const n = newsCopy.fr.newsletter
  const p = newsletterPagesCopy.fr
  await page.goto(`${server.url}/news?lang=fr`)
  await page.getByLabel(n.label).fill(email)
  await page.getByRole('button', { name: n.button }).click()
  await expect(page.getByText(n.success)).toBeVisible()
  expect(await database.query('select status from newsletter_subscribers where email = $1', [email])).toEqual([
    { status: 'pending' },
  ])

  const mail = await nthMailFor(email, 1)
  expect(mail.subject).toBe('HERRA — confirmez votre inscription à notre lettre')
  const unsubscribe = linkIn(mail, '/newsletter/unsubscribe')
  expect(mail.raw).toMatch(/List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=/)
  expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')

  // Opening the link confirms nothing (a mail scanner follows links): the reader's button does.
  await page.goto(linkIn(mail, '/newsletter/confirm'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.confirmTitle)
  expect(await database.query('select status from newsletter_subscribers where email = $1', [email])).toEqual([
    { status: 'pending' },
  ])
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: p.confirmButton }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.confirmedTitle)
  expect(await database.query('select status from newsletter_subscribers where email = $1', [email])).toEqual([
    { status: 'confirmed' },
  ])
  await expectNoAxeViolations(page)

  await page.goto(unsubscribe)
  await page.getByRole('button', { name: p.unsubscribeButton }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.unsubscribedTitle)
  await expectNoAxeViolations(page)
  expect(await database.query('select 1 from newsletter_subscribers where email = $1', [email])).toEqual([])
  expect(await everythingStored()).not.toContain(email)
})

test('newsletter: a confirmation link 8 days old is refused, with a way to subscribe again', async ({
  page,
  allowedConsoleErrors,
}) => {
  // The expired link is answered 410, which the browser reports.
  allowedConsoleErrors.push(/status of 410/)
  const { email } = uniqueClient('Late')
  const n = newsCopy.fr.newsletter
  const p = newsletterPagesCopy.fr
  await page.goto(`${server.url}/news?lang=fr`)
  await page.getByLabel(n.label).fill(email)
  await page.getByRole('button', { name: n.button }).click()
  await expect(page.getByText(n.success)).toBeVisible()
  const mail = await nthMailFor(email, 1)
  await database.query(`update newsletter_subscribers set consent_at = now() - interval '8 days' where email = $1`, [
    email,
  ])
  await page.goto(linkIn(mail, '/newsletter/confirm'))
  await page.getByRole('button', { name: p.confirmButton }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.expiredTitle)
  await expect(page.getByText(p.expired)).toBeVisible()
  expect(await database.query('select status from newsletter_subscribers where email = $1', [email])).toEqual([
    { status: 'pending' },
  ])
  await expectNoAxeViolations(page)
  // Subscribing again from there sends a new link, which works.
  await page.getByRole('link', { name: p.subscribeAgain }).click()
  await page.getByLabel(n.label).fill(email)
  await page.getByRole('button', { name: n.button }).click()
  await expect(page.getByText(n.success)).toBeVisible()
  const fresh = await nthMailFor(email, 2)
  await page.goto(linkIn(fresh, '/newsletter/confirm'))
  await page.getByRole('button', { name: p.confirmButton }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.confirmedTitle)
  expect(await database.query('select status from newsletter_subscribers where email = $1', [email])).toEqual([
    { status: 'confirmed' },
  ])
})

test('export and erase: the JSON holds the request; after erasure nothing personal remains in the database', async ({
  page,
}) => {
  const client = uniqueClient('Privacy')
  await sendContactAsVisitor(page, client, { from: 'CDG', to: 'GVA' }, server.url)
  await signIn(page, E2E.staff[0], 'fr', server.url)
  await page.goto(`${server.url}/desk/privacy`)
  await page.getByLabel(t.privacy.lookup).fill(client.email)
  await page.getByRole('button', { name: t.privacy.lookupButton }).click()
  await expect(page.getByTestId('privacy-found')).toContainText(t.privacy.found(1, false))
  await expectNoAxeViolations(page)

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: t.privacy.export }).click()
  const download = await downloadPromise
  const exported = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')),
  ) as {
    requests: Array<{ full_name: string; email: string; fields: { departure: string } }>
  }
  expect(exported.requests).toHaveLength(1)
  expect(exported.requests[0]).toMatchObject({
    full_name: `Camille ${client.lastName}`,
    email: client.email,
    fields: { departure: 'CDG' },
  })

  await page.getByRole('button', { name: t.privacy.erase }).click()
  await expect(page.getByText(t.errors.confirmRequired)).toBeVisible()
  await page.getByLabel(t.privacy.eraseConfirm).check()
  await page.getByRole('button', { name: t.privacy.erase }).click()
  await expect(page.getByText(t.privacy.erased(1))).toBeVisible()

  const stored = await everythingStored()
  for (const trace of [client.email, client.lastName, '+33 6 12 34 56 78', '12 34 56 78'])
    expect(stored).not.toContain(trace)
  // The anonymous trace: the request still counts in the figures.
  const [trace] = await database.query<{ kind: string; erased: boolean }>(
    `select kind, erased_at is not null as erased from leads where erased_at is not null order by erased_at desc limit 1`,
  )
  expect(trace).toEqual({ kind: 'contact', erased: true })
  await page.goto(`${server.url}/desk/audit`)
  await expect(page.getByTestId('audit-log')).toContainText(t.audit.actions.privacy_erase)
  await expect(page.getByTestId('audit-log')).toContainText(t.audit.actions.privacy_export)
})

test('the purge removes a request back-dated three years and a day, keeps one of two years; an expired link is refused', async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 400/)
  const old = uniqueClient('Old')
  const recent = uniqueClient('Recent')
  for (const client of [old, recent]) {
    const res = await page.request.post(`${server.url}/api/send-contact`, {
      headers: { Authorization: `Bearer ${PROCESS_SECRETS.PUBLIC_API_TOKEN}` },
      data: {
        firstName: 'Alix',
        lastName: client.lastName,
        email: client.email,
        phone: '+33 6 00 00 00 00',
        departure: 'LBG',
        destination: 'OLB',
        date: '2026-08-01',
        pax: 2,
        message: 'Bonjour',
        aircraft: 'N/A',
        consent: true,
        company: '',
      },
    })
    expect(res.status()).toBeLessThan(300)
  }
  await database.query(`update leads set last_activity_at = now() - interval '3 years 1 day' where email = $1`, [
    old.email,
  ])
  await database.query(`update leads set last_activity_at = now() - interval '2 years' where email = $1`, [
    recent.email,
  ])

  await signIn(page, E2E.staff[1], 'fr', server.url)
  await page.goto(`${server.url}/desk/privacy`)
  await page.getByRole('button', { name: t.privacy.purgeButton }).click()
  await expect(page.getByText(t.privacy.purged(1))).toBeVisible()
  expect(await database.query('select 1 from leads where email = $1', [old.email])).toEqual([])
  expect(await database.query('select 1 from leads where email = $1', [recent.email])).toHaveLength(1)

  // A sign-in link past its 15 minutes is refused.
  await page.context().clearCookies()
  const mail = await oneSignInAtATime(E2E.staff[1], async () => {
    const count = (await mailsFor(E2E.staff[1])).length
    await page.goto(`${server.url}/desk/sign-in?lang=fr`)
    await page.getByLabel(t.signIn.email).fill(E2E.staff[1])
    await page.getByRole('button', { name: t.signIn.button }).click()
    return nthMailFor(E2E.staff[1], count + 1)
  })
  await database.query(`update staff_sign_in_tokens set expires_at = now() - interval '1 second' where used_at is null`)
  await page.goto(linkIn(mail, '/desk/sign-in/verify'))
  await page.getByRole('button', { name: t.verify.button }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verify.refusedTitle)
})
