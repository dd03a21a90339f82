import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { deskCopy } from '~/desk-kit/content/desk'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { replyEditorCopy } from '~/features/desk/content/reply-editor'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { signIn } from './desk-helpers'
import { caughtMail } from './leads-helpers'

/**
 * The desk as a queue (docs/product.md §9, docs/decisions/057-desk-queue.md): sorted by flight
 * date, the take button, tap-to-call, reply templates (through their editor), labelled cards on a phone, both languages.
 * Screenshots go to /tmp for a person to look at.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

/** Three requests of one family name (a unique search), sent through the public API. */
async function seedRequests(page: Page, lang: 'fr' | 'en') {
  const family = `Queue${randomBytes(3).toString('hex')}`
  const seeds = [
    { firstName: 'Alba', date: '2027-03-03', pax: 2, aircraft: 'light' },
    { firstName: 'Basile', date: '2027-01-15', pax: 7, aircraft: 'heavy' },
    { firstName: 'Cyrus', date: '2027-02-10', pax: 4, aircraft: 'N/A' },
  ]
  for (const [i, s] of seeds.entries()) {
    const res = await page.request.post('/api/send-contact', {
      headers: {
        Authorization: `Bearer ${E2E.publicToken}`,
        'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 200)}.${i + 10}`,
      },
      data: {
        firstName: s.firstName,
        lastName: family,
        email: `${s.firstName.toLowerCase()}.${family.toLowerCase()}@example.com`,
        phone: '+33 6 12 34 56 78',
        departure: 'LBG',
        destination: 'NCE',
        date: s.date,
        pax: s.pax,
        aircraft: s.aircraft,
        message: 'Aller simple.',
        consent: true,
        company: '',
        lang,
      },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  return { family, email: (first: string) => `${first.toLowerCase()}.${family.toLowerCase()}@example.com` }
}

const rows = (page: Page) => page.locator('tr[data-request]')

for (const lang of ['fr', 'en'] as const) {
  const t = deskCopy[lang]
  const q = deskQueueCopy[lang]

  test(`${lang}: a queue sorted by flight date; take, call and reply from a request’s page (1440 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const seeded = await seedRequests(page, lang)
    await signIn(page, E2E.staff[0], lang)

    // The search and the order in view; the figures folded below the list.
    await page.getByLabel(t.inbox.search).fill(seeded.family.toLowerCase())
    await page.getByRole('combobox', { name: q.order }).selectOption('flight')
    await page.getByRole('button', { name: t.inbox.apply }).click()
    await expect(page).toHaveURL(/sort=flight/)
    await expect(rows(page)).toHaveCount(3)
    await expect(rows(page).nth(0)).toContainText(`Basile ${seeded.family}`)
    await expect(rows(page).nth(1)).toContainText(`Cyrus ${seeded.family}`)
    await expect(rows(page).nth(2)).toContainText(`Alba ${seeded.family}`)
    // Flight date and passengers columns; option values in words, never "light" or "N/A".
    const basile = rows(page).nth(0)
    await expect(basile.locator(`td[data-label="${q.columns.passengers}"]`)).toHaveText('7')
    await expect(basile.locator(`td[data-label="${q.columns.flightDate}"] time`)).toHaveAttribute(
      'datetime',
      '2027-01-15',
    )
    await expect(rows(page).nth(2)).toContainText(q.options.aircraft!.light!)
    expect((await rows(page).allTextContents()).join(' ')).not.toMatch(/\blight\b|N\/A/)
    await expect(page.getByTestId('desk-figures')).not.toHaveAttribute('open', '')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/desk-queue-${lang}-1440.png`, fullPage: true })

    // The flight-date heading is a plain link to the other order.
    await page.getByTestId('sort-flight').click()
    await expect(page).not.toHaveURL(/sort=flight/)
    await expect(rows(page).nth(0)).toContainText(`Cyrus ${seeded.family}`)

    // The office's notification, in words.
    await expect(async () => {
      await page.reload()
      await expect(rows(page).nth(0)).toContainText(t.mail.sent)
    }).toPass({ timeout: 20_000 })

    // A request's page: the flight first, then one tap to take it.
    await rows(page).filter({ hasText: 'Basile' }).getByRole('link').first().click()
    const flight = page.getByTestId('flight-block')
    await expect(flight).toContainText('LBG → NCE')
    await expect(flight).toContainText('7')
    await expect(flight).toContainText(q.options.aircraft!.heavy!)
    const call = page.getByRole('link', { name: q.call('+33 6 12 34 56 78') })
    await expect(call).toHaveAttribute('href', 'tel:+33612345678')
    await page.getByRole('button', { name: q.take }).click()
    await expect(page.getByRole('status').filter({ hasText: q.taken })).toBeVisible()
    await expect(page.getByRole('combobox', { name: t.request.owner })).toHaveValue(E2E.staff[0])
    await expect(page.getByRole('combobox', { name: t.request.status })).toHaveValue('in_progress')
    await expect(page.getByTestId('lead-history')).toContainText(`${t.request.nobody} → ${E2E.staff[0]}`)

    // A reply template in the client's language, opened in its editor, then sent through the desk: logged.
    const mailto = page.getByRole('link', { name: `${q.replies.open} — ${q.replies.names.acknowledge}` })
    await expect(mailto).toHaveAttribute(
      'href',
      new RegExp(`^mailto:basile\\.${seeded.family.toLowerCase()}@example\\.com\\?subject=`),
    )
    await page.getByRole('link', { name: `${q.replies.write} — ${q.replies.names.need_details}` }).click()
    await expect(page).toHaveURL(/\/reply\/need_details$/)
    await page.getByRole('button', { name: replyEditorCopy[lang].send }).click()
    await expect(page.getByText(q.replies.sent(q.replies.names.need_details))).toBeVisible()
    await expect(page.getByTestId('lead-history')).toContainText(t.audit.actions.reply)
    await expect
      .poll(
        async () =>
          // The client's receipt of the request came first (docs/product.md §16): every subject of theirs.
          (await caughtMail())
            .filter((m) => m.to.includes(seeded.email('Basile')))
            .map((m) => m.subject)
            .join(' | '),
        {
          timeout: 15_000,
        },
      )
      .toContain(lang === 'fr' ? 'quelques précisions' : 'a few details')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/desk-request-${lang}-1440.png`, fullPage: true })

    // The audit log names the client.
    await page.getByRole('link', { name: t.nav.audit }).click()
    await expect(
      page
        .getByTestId('audit-log')
        .getByRole('link', { name: `Basile ${seeded.family}` })
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test(`${lang}: on a 390 px phone, labelled cards and the first request above the fold`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const seeded = await seedRequests(page, lang)
    await signIn(page, E2E.staff[1], lang)
    await page.goto(`/desk?q=${seeded.family.toLowerCase()}&sort=flight`)
    await expect(rows(page)).toHaveCount(3)
    const first = rows(page).first()
    const box = await first.boundingBox()
    expect(box && box.y + 48).toBeLessThan(844)
    expect(box && box.width).toBeLessThanOrEqual(390)
    // Each cell shows its label before its value.
    const label = await first
      .locator(`td[data-label="${q.columns.flightDate}"]`)
      .evaluate((td) => getComputedStyle(td, '::before').content)
    expect(label).toBe(`"${q.columns.flightDate}"`)
    // The name leads the card (CSS order), above the date received.
    const name = await first.locator(`td[data-label="${t.inbox.columns.name}"]`).boundingBox()
    const received = await first.locator(`td[data-label="${t.inbox.columns.received}"]`).boundingBox()
    expect(name!.y).toBeLessThan(received!.y)
    await expect(first.locator(`td[data-label="${t.inbox.columns.name}"]`)).toContainText(`Basile ${seeded.family}`)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/desk-queue-${lang}-390.png`, fullPage: true })

    await first.getByRole('link').first().click()
    await expect(page.getByTestId('flight-block')).toBeInViewport()
    await expect(page.getByRole('link', { name: q.call('+33 6 12 34 56 78') })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/desk-request-${lang}-390.png`, fullPage: true })

    await page.goto('/desk/audit')
    const entry = page.locator('tr[data-audit]').first()
    const actor = await entry
      .locator(`td[data-label="${t.audit.columns.actor}"]`)
      .evaluate((td) => getComputedStyle(td, '::before').content)
    expect(actor).toBe(`"${t.audit.columns.actor}"`)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/desk-audit-${lang}-390.png`, fullPage: true })
  })
}
