import { offerCopy } from '~/features/offer/content/offer-copy'
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { sendContactAsVisitor, signIn } from './desk-helpers'
import { uniqueClient } from './leads-helpers'
import { offerLinkIn, openRequest, prepareOffer, sendOffer, FLIGHT_DATE } from './offer-helpers'

/**
 * An expired offer (docs/product.md §11): its own production server on a fresh PostgreSQL database
 * (TEST_DATABASE_URL, as CI sets it), so the test can move the validity into the past with SQL.
 */
const adminUrl = process.env.TEST_DATABASE_URL
test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server), as CI sets it')
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let server: ServerProcess
let database: ScratchDatabase

test.beforeAll(async () => {
  database = await createScratchDatabase(adminUrl!, 'herra_offer_e2e')
  server = await startServerProcess(
    'offer-expired',
    {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      OPEN_METEO_URL: `http://127.0.0.1:${E2E.weatherPort}`,
      STAFF_EMAILS: E2E.staff.join(','),
      NOTIFY_EMAIL: 'desk@example.com',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '50',
    },
    { port: E2E.port + 6 },
  )
})

test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

for (const lang of ['fr', 'en'] as const) {
  test(`an expired offer is refused with what to do (${lang})`, async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/status of 410/)
    const t = offerCopy[lang]
    const client = uniqueClient('Expired')
    await sendContactAsVisitor(page, client, { from: 'LBG', to: 'NCE' }, server.url)
    await signIn(page, E2E.staff[0], 'fr', server.url)
    await openRequest(page, client.email, server.url)
    await prepareOffer(page, {
      language: lang,
      date: FLIGHT_DATE,
      time: '10:00',
      options: [{ aircraft: 'cj1', operator: 'Opérateur', seats: '5', charter: '9800' }],
    })
    await sendOffer(page, 1)
    const { link } = await offerLinkIn(client.email, 1)
    await database.query(
      `update offer_versions set expires_at = now() - interval '1 minute'
       where offer_id in (select o.id from offers o join leads l on l.id = o.lead_id where l.email = $1)`,
      [client.email],
    )
    const response = await page.goto(link)
    expect(response?.status()).toBe(410)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.refusal.expired.title)
    await expect(page.getByText(t.refusal.then('', '').slice(0, 20))).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(t.call) })).toHaveAttribute('href', /^tel:/)
    await expect(page.getByRole('heading', { name: t.accept.title })).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect((await page.request.get(`${link.replace('?lang=en', '')}/pdf`)).status()).toBe(410)
    const post = await page.request.post(link.replace('?lang=en', ''), {
      form: { option: '1', fullName: `Camille ${client.lastName}`, terms: 'on' },
      headers: { Origin: server.url },
    })
    // Refused as the page is: gone, with what to do; nothing recorded.
    expect(post.status()).toBe(410)
    expect(await post.text()).toContain(t.refusal.expired.title)
    expect(await database.query(`select count(*)::int as n from offer_acceptances`)).toEqual([{ n: 0 }])
  })
}
