import ICAL from 'ical.js'
import { parse } from 'csv-parse/sync'
import type { Page } from '@playwright/test'
import { bookingCopy } from '~/features/bookings/content/booking-copy'
import { offerCopy } from '~/features/offer/content/offer-copy'
import { offerDeskCopy } from '~/features/offer/content/offer-desk-copy'
import { tripCopy } from '~/features/trips/content/trip-copy'
import { tripDeskCopy } from '~/features/trips/content/trip-desk-copy'
import { longDay } from '~/features/trips/content/trip-format'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { mailsFor, nthMailFor, sendContactAsVisitor, signIn } from './desk-helpers'
import { uniqueClient } from './leads-helpers'
import { offerLinkIn, openRequest, sendOffer } from './offer-helpers'

/**
 * Passengers and the trip sheet, end to end (docs/product.md §18), in both languages, on the
 * production build with the real SMTP catcher: a booking Paris → London → Paris made through the
 * site's own flows (request, offer, acceptance); the client's assistant fills three passengers on a
 * 390-px page (an expired passport refused with its reason); the desk downloads the GAR (parsed:
 * header and three rows) and changes an FBO; the client gets ONE e-mail naming it; the trip sheet
 * and its calendar (parsed: the UTC times) show it.
 */
// About 30 s a language on an idle machine: room for a loaded one (the booking spec's budget).
test.describe.configure({ timeout: 180_000 })

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

/** The instant of a wall-clock time in a zone (the offer's times are local to the departure airport). */
function utcOf(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`)
  const offsetAt = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((x) => [x.type, x.value]),
    )
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - at
  }
  const first = wall - offsetAt(wall)
  return new Date(wall - offsetAt(first))
}

/** HH:MM of an instant in UTC. */
function hhmmUtc(at: Date): string {
  return at.toISOString().slice(11, 16)
}

/** A booking LBG → LCY (day +5, 09:00 Paris) → LBG (day +7, 17:30 London) made as the site makes it; its link. */
async function bookParisLondonParis(page: Page, lang: 'fr' | 'en', staff: string) {
  const client = uniqueClient(lang === 'fr' ? 'Passagers' : 'Passengers')
  await sendContactAsVisitor(page, client, { from: 'LBG', to: 'LCY' })
  await signIn(page, staff, 'fr')
  await openRequest(page, client.email)
  const t = offerDeskCopy.fr
  await page.getByRole('link', { name: t.list.prepare }).click()
  const form = page.locator('form#offer-editor')
  await form.locator('[name="language"]').selectOption(lang)
  await form.locator('[name="legs[0].to"]').fill('LCY')
  await form.locator('[name="legs[0].date"]').fill(isoDay(5))
  await form.locator('[name="legs[0].time"]').fill('09:00')
  await form.locator('[name="legs[0].block"]').fill('1:10')
  await form.getByRole('button', { name: t.editor.addLeg }).click()
  await form.locator('[name="legs[1].from"]').fill('LCY')
  await form.locator('[name="legs[1].to"]').fill('LBG')
  await form.locator('[name="legs[1].date"]').fill(isoDay(7))
  await form.locator('[name="legs[1].time"]').fill('17:30')
  await form.locator('[name="legs[1].block"]').fill('1:05')
  await form.locator('[name="options[0].aircraft"]').selectOption('phenom300')
  await form.locator('[name="options[0].operator"]').fill('Air Alpha')
  await form.locator('[name="options[0].registration"]').fill('F-HERA')
  await form.locator('[name="options[0].seats"]').fill('6')
  await form.locator('[name="options[0].charter"]').fill('18000')
  await form.getByRole('button', { name: t.editor.save }).click()
  await expect(page).toHaveURL(/\/desk\/offers\/[0-9a-f-]{36}$/)
  await sendOffer(page, 1)
  const { link } = await offerLinkIn(client.email, 1)
  const o = offerCopy[lang]
  await page.goto(link)
  const accept = page.locator('form').filter({ has: page.getByRole('heading', { name: o.accept.title }) })
  await accept.getByRole('radio').first().check()
  await accept.getByLabel(o.accept.fullName).fill(`Camille ${client.lastName}`)
  await accept.getByLabel(o.accept.terms).check()
  await accept.getByRole('button', { name: o.accept.button }).click()
  await expect(page.getByRole('heading', { name: o.accepted.title })).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(async () => (await mailsFor(client.email)).some((m) => /\/booking\/[A-Za-z0-9_-]{43}/.test(m.text)), {
      timeout: 20_000,
    })
    .toBe(true)
  const mail = (await mailsFor(client.email)).find((m) => /\/booking\/[A-Za-z0-9_-]{43}/.test(m.text))!
  const bookingLink = mail.text.match(/https?:\/\/[^\s]+\/booking\/[A-Za-z0-9_-]{43}/)![0]
  return { client, bookingLink }
}

for (const lang of ['fr', 'en'] as const) {
  test(`a booking's assistant fills the passengers, the desk files the GAR and changes the FBO, the trip sheet follows (${lang})`, async ({
    page,
    browser,
  }) => {
    const t = tripCopy[lang]
    const mailCopy = tripDeskCopy[lang].mail
    const staff = E2E.passengerStaff[lang]
    // Leg 1 leaves LBG at 09:00 Paris time, leg 2 LCY at 17:30 London time: in UTC, whatever the season.
    const departures = [utcOf(isoDay(5), '09:00', 'Europe/Paris'), utcOf(isoDay(7), '17:30', 'Europe/London')]
    const arrivals = [
      new Date(departures[0]!.getTime() + 70 * 60_000),
      new Date(departures[1]!.getTime() + 65 * 60_000),
    ]
    const { client, bookingLink } = await bookParisLondonParis(page, lang, staff)

    // The assistant, on a phone: from the booking's page to the passenger list.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${lang === 'fr' ? 1 : 2}.${Math.floor(Math.random() * 200) + 1}` },
    })
    const assistant = await phone.newPage()
    const bookingUrl = `${new URL(bookingLink).pathname}?lang=${lang}`
    await assistant.goto(`${E2E.baseUrl}${bookingUrl}`)
    await assistant.keyboard.press('Shift')
    await assistant.getByRole('link', { name: bookingCopy[lang].passengersLink }).click()
    await expect(assistant.getByRole('heading', { level: 1 })).toHaveText(t.passengers.title)
    const passengersUrl = assistant.url()
    const response = await assistant.request.get(passengersUrl)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['referrer-policy']).toBe('no-referrer')
    await assistant.keyboard.press('Shift')
    await assistant.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

    const fill = async (p: { surname: string; given: string; number: string; expiry: string }) => {
      const form = assistant.locator('#passenger-form form')
      await form.locator('[name="surname"]').fill(p.surname)
      await form.locator('[name="givenNames"]').fill(p.given)
      await form.locator('[name="birthDate"]').fill('1978-03-21')
      await form.locator('[name="nationality"]').selectOption('FR')
      await form.locator('[name="documentType"]').selectOption('passport')
      await form.locator('[name="documentNumber"]').fill(p.number)
      await form.locator('[name="documentExpiry"]').fill(p.expiry)
      await form.locator('[name="issuingCountry"]').selectOption('FR')
      await form.getByRole('button', { name: t.form.add }).click()
    }
    // An expired passport: refused at the field, with the reason.
    await fill({ surname: 'Moreau', given: 'Hélène', number: '15XK99881', expiry: '2025-03-12' })
    await expect(assistant.getByText(t.form.expired(longDay(lang, '2025-03-12')))).toBeVisible()
    await expect(assistant.getByTestId('passenger-count')).toHaveText(t.passengers.count(0, 4))
    await assistant.screenshot({ path: `test-results/screenshots/passengers-refused-390-${lang}.png`, fullPage: true })
    await assistant.locator('#passenger-form form [name="documentExpiry"]').fill('2031-09-30')
    await assistant.locator('#passenger-form form').getByRole('button', { name: t.form.add }).click()
    await expect(assistant.getByTestId('passenger-count')).toHaveText(t.passengers.count(1, 4))
    await fill({ surname: 'Lambert', given: 'Paul', number: '18PL44120', expiry: '2029-01-15' })
    await expect(assistant.getByTestId('passenger-count')).toHaveText(t.passengers.count(2, 4))
    await fill({ surname: 'Nguyen', given: 'Linh', number: '20NL77001', expiry: '2033-06-01' })
    await expect(assistant.getByTestId('passenger-count')).toHaveText(t.passengers.count(3, 4))
    await expectNoAxeViolations(assistant)
    await assistant.screenshot({ path: `test-results/screenshots/passengers-390-${lang}.png`, fullPage: true })

    // The desk: the trip from the request's page; the GAR of the first leg (LBG → LCY).
    await openRequest(page, client.email)
    await page.getByTestId('lead-trips').getByRole('link').click()
    await expect(page).toHaveURL(/\/desk\/bookings\/[0-9a-f-]{36}\/trip$/)
    await expect(page.getByTestId('gar-leg-1')).toBeVisible()
    await expect(page.getByTestId('gar-leg-2')).toBeVisible()
    const garHref = await page.getByTestId('gar-leg-1').getByRole('link').getAttribute('href')
    const gar = await page.request.get(garHref!)
    expect(gar.status()).toBe(200)
    expect(gar.headers()['content-type']).toContain('text/csv')
    const rows = parse(await gar.text(), { relax_column_count: true }) as string[][]
    expect(rows[0]![0]).toBe('Aircraft Registration')
    expect(rows[1]!.slice(0, 5)).toEqual(['F-HERA', expect.any(String), 'Air Alpha', 'LFPB', expect.any(String)])
    expect(rows[1]![6]).toBe('EGLC')
    expect(rows[1]![5]).toBe(hhmmUtc(departures[0]!))
    const people = rows.slice(rows.findIndex((r) => r[0] === 'Type') + 1)
    expect(people.map((r) => r[5])).toEqual(['MOREAU', 'LAMBERT', 'NGUYEN'])
    expect(people.every((r) => r[3] === 'FRA' && r[10] === 'FRA')).toBe(true)
    await expectNoAxeViolations(page)

    // Staff change the departure FBO of the first leg: one e-mail to the client, naming it.
    const fbo = lang === 'fr' ? 'Dassault Falcon Service, Le Bourget' : 'Signature Flight Support, Le Bourget'
    const before = (await mailsFor(client.email)).length
    await page.locator('[name="legs[0].departureFbo"]').fill(fbo)
    // The desk speaks the staff member's page language (the English offer page switched it): found by its form.
    await page.locator('form[action*="intent=details"] button[type="submit"]').click()
    await expect(
      page.getByText(new RegExp(`${tripDeskCopy.fr.desk.saved(1)}|${tripDeskCopy.en.desk.saved(1)}`)),
    ).toBeVisible()
    const update = await nthMailFor(client.email, before + 1)
    expect(update.text).toContain(mailCopy.intro)
    expect(update.text).toContain(`${mailCopy.fields.departureFbo}${t.colon}${fbo}`)
    const sheetLink = update.text.match(/https?:\/\/[^\s]+\/trip\/[A-Za-z0-9_-]{43}/)![0]
    // Every e-mail the save queued has gone once the desk's outbox holds nothing more for the client.
    const unsent = page.locator('section[aria-labelledby="outbox-list"]')
    await expect(async () => {
      await page.goto('/desk/outbox')
      await expect(unsent).toBeVisible()
      await expect(unsent).not.toContainText(client.email, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    expect((await mailsFor(client.email)).length).toBe(before + 1)

    // The trip sheet on the phone: the FBO, local and UTC times, no passenger name.
    const sheetUrl = `${new URL(sheetLink).pathname}?lang=${lang}`
    await assistant.goto(`${E2E.baseUrl}${sheetUrl}`)
    await assistant.keyboard.press('Shift')
    await assistant.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(assistant.getByTestId('sheet-leg-1').getByTestId('departure-fbo')).toContainText(fbo)
    await expect(assistant.getByTestId('sheet-passengers')).toHaveText(t.sheet.passengers(4))
    await expect(assistant.getByText(`${hhmmUtc(departures[0]!)} UTC`).first()).toBeVisible()
    await expect(assistant.locator('body')).not.toContainText('Lambert')
    await expectNoAxeViolations(assistant)
    await assistant.screenshot({ path: `test-results/screenshots/trip-sheet-390-${lang}.png`, fullPage: true })

    // Its calendar: one event per leg at the right UTC times, the FBO as the first one's place.
    const ics = await assistant.request.get(`${E2E.baseUrl}${new URL(sheetLink).pathname}/calendar.ics`)
    expect(ics.status()).toBe(200)
    const events = new ICAL.Component(ICAL.parse(await ics.text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(departures.map((d) => d.toISOString()))
    expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual(arrivals.map((d) => d.toISOString()))
    expect(events[0]!.location).toContain(fbo)

    // Unknown links: 404, uncached.
    const forged = await assistant.request.get(`${E2E.baseUrl}/trip/${'A'.repeat(43)}`)
    expect(forged.status()).toBe(404)
    expect(forged.headers()['cache-control']).toBe('no-store')
    await phone.close()
  })
}
