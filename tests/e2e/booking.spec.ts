import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { bookingCopy } from '~/features/bookings/content/booking-copy'
import { bookingDeskCopy } from '~/features/bookings/content/booking-desk-copy'
import { formatCents } from '~/features/bookings/content/booking-format'
import { offerCopy } from '~/features/offer/content/offer-copy'
import { camt053 } from '../support/camt053'
import { readInvoicePdf } from '../support/invoice-pdf-read'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { E2E } from './env'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'
import { mailsFor, sendContactAsVisitor, signIn } from './desk-helpers'
import { uniqueClient } from './leads-helpers'
import { attachmentsOf, offerLinkIn, openRequest, prepareOffer, sendOffer, FLIGHT_DATE } from './offer-helpers'

/**
 * After the signature, end to end (docs/product.md §17), on the production build with the real
 * SMTP catcher, in both languages: the accepted offer's booking page with its schedule, IBAN and an
 * EPC QR code that decodes to the transfer; the desk imports the bank's camt.053 with that credit;
 * the amount is paid, the invoice issued and e-mailed; its Factur-X XML says what its text says.
 */

test.describe.configure({ timeout: 180_000 })

const site = JSON.parse(readFileSync('tests/fixtures/site-config.json', 'utf8')) as { bank: { holder: string } }

for (const lang of ['fr', 'en'] as const) {
  test(`accepted offer → booking, QR code, bank statement, paid, Factur-X invoice (${lang})`, async ({ page }) => {
    const t = bookingCopy[lang]
    const o = offerCopy[lang]
    const d = bookingDeskCopy.fr
    const client = uniqueClient(lang === 'fr' ? 'Résa' : 'Booking')
    await sendContactAsVisitor(page, client, { from: 'LBG', to: 'NCE' })
    await signIn(page, E2E.staff[0], 'fr')
    await openRequest(page, client.email)
    await prepareOffer(page, {
      language: lang,
      date: FLIGHT_DATE,
      time: '11:00',
      options: [{ aircraft: 'cl350', operator: 'Société Aérienne Élysée', seats: '9', charter: '24 500' }],
    })
    await sendOffer(page, 1)
    const { link } = await offerLinkIn(client.email, 1)

    // The client accepts; the offer page leads to the booking.
    await page.goto(link)
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: o.accept.title }) })
    await form.getByRole('radio').first().check()
    await form.getByLabel(o.accept.fullName).fill(`Camille ${client.lastName}`)
    await form.getByLabel(o.accept.terms).check()
    await form.getByRole('button', { name: o.accept.button }).click()
    await expect(page.getByRole('heading', { name: o.accepted.title })).toBeVisible({ timeout: 30_000 })
    const bookingLink = await page.getByRole('link', { name: o.accepted.booking }).getAttribute('href')
    expect(bookingLink).toMatch(/\/booking\/[A-Za-z0-9_-]{43}$/)

    // The booking page: private, the schedule (one payment: the flight is within 30 days), IBAN, QR code.
    const responded = page.waitForResponse((r) => r.url() === bookingLink)
    await page.getByRole('link', { name: o.accepted.booking }).click()
    const response = await responded
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    expect(reference).toMatch(/^HERRA-B-\d{4}-\d{4}$/)
    const due = page.locator('li[data-due]')
    await expect(due).toHaveCount(1)
    await expect(due).toContainText(t.dueKind.full)
    await expect(due.locator('[data-iban]')).toHaveText('FR76 3000 6000 0112 3456 7890 189')
    const paymentReference = (await due.getAttribute('data-due'))!
    const cents = Number(await due.getAttribute('data-left-cents'))
    await expect(page.getByTestId('booking-total')).toHaveText(formatCents(lang, cents))
    await expectNoAxeViolations(page)

    // The QR code, as a banking app's camera reads it.
    const shot = await page.getByTestId('epc-qr').screenshot()
    const png = PNG.sync.read(shot)
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(qr?.data).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'AGRIFRPP',
        site.bank.holder,
        'FR7630006000011234567890189',
        `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        '',
        paymentReference,
      ].join('\n'),
    )
    // What a phone shows (kept beside the results, not committed).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/screenshots/booking-phone-${lang}.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })

    // The client's e-mail: the link, the amount and the bank details.
    await expect
      .poll(async () => (await mailsFor(client.email)).some((m) => m.subject === t.mail.subject(reference)), {
        timeout: 30_000,
      })
      .toBe(true)
    const bookingMail = (await mailsFor(client.email)).find((m) => m.subject === t.mail.subject(reference))!
    expect(bookingMail.text).toContain(bookingLink!)
    expect(bookingMail.text).toContain('FR76 3000 6000 0112 3456 7890 189')
    // The e-mailed link opens the booking in the client's language on any browser.
    const mailedLink = bookingMail.text.match(/https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{43}(\?lang=en)?/)![0]
    expect(mailedLink).toBe(lang === 'en' ? `${bookingLink}?lang=en` : bookingLink)

    // The desk imports the bank's statement with the transfer: the staff member's desk is in French
    // (this one browser plays the client too, whose English pages chose English for it).
    await gotoIn(page, '/desk/bookings', 'fr')
    const xml = camt053(`STMT-E2E-${lang}-${client.lastName}`, [
      {
        amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        reference: paymentReference,
        acctSvcrRef: `E2E-${lang}-${client.lastName}`,
        debtor: `CAMILLE ${client.lastName.toUpperCase()}`,
      },
    ])
    await page
      .getByLabel(d.file)
      .setInputFiles({ name: 'releve.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) })
    await page.getByRole('button', { name: d.importButton }).click()
    const summary = page.getByTestId('import-summary')
    await expect(summary).toContainText(reference, { timeout: 30_000 })
    const invoiceNumber = (await summary.textContent())!.match(/F-\d{4}-\d{4}/)![0]
    await expectNoAxeViolations(page)
    // A file over the 2 MB is said at once, before it is sent.
    await page.getByLabel(d.file).setInputFiles({
      name: 'trop-gros.xml',
      mimeType: 'application/xml',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x20),
    })
    await page.getByRole('button', { name: d.importButton }).click()
    await expect(page.locator('#statement-error')).toHaveText(d.errors.too_large)
    await expect(summary).toBeHidden()

    // The booking is paid; the invoice is on its page (opened again from the e-mail) and in the client's mailbox.
    await page.goto(mailedLink)
    await expect(due.getByTestId('due-state')).toHaveText(t.paid)
    await expect(page.getByRole('link', { name: new RegExp(invoiceNumber) })).toBeVisible()
    const pdf = await page.request.get(`${bookingLink}/invoices/${invoiceNumber}.pdf`)
    expect(pdf.status()).toBe(200)
    const read = await readInvoicePdf(new Uint8Array(await pdf.body()))
    expect(read.attachmentNames).toEqual(['factur-x.xml'])
    expect(read.number).toBe(invoiceNumber)
    expect(read.totalCents).toBe(cents)
    expect(read.tsbaCents).toBeGreaterThan(0)
    const flat = read.text.replace(/\s+/g, ' ')
    for (const amount of [read.totalCents, read.vatCents, read.tsbaCents, read.netCents])
      expect(flat).toContain(formatCents(lang, amount).replace(/\s+/g, ' '))
    await expect
      .poll(async () => (await mailsFor(client.email)).some((m) => m.subject.includes(invoiceNumber)), {
        timeout: 30_000,
      })
      .toBe(true)
    const invoiceMail = (await mailsFor(client.email)).find((m) => m.subject.includes(invoiceNumber))!
    const [attachment] = await attachmentsOf(invoiceMail)
    expect(attachment?.filename).toBe(`${invoiceNumber}.pdf`)
    mkdirSync('test-results/screenshots', { recursive: true })
    writeFileSync(`test-results/screenshots/invoice-${lang}.pdf`, await pdf.body())
  })
}
