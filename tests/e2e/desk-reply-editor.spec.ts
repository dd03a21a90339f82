import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { deskCopy } from '~/desk-kit/content/desk'
import { staffProfileCopy } from '~/desk-kit/content/staff-profile'
import { deskQueueCopy } from '~/features/desk/content/desk-queue'
import { replyEditorCopy } from '~/features/desk/content/reply-editor'
import { E2E } from './env'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { mailsFor, signIn } from './desk-helpers'

/**
 * The reply editor (docs/product.md §9, docs/decisions/117-reply-editor.md): a staff member sets
 * their name and signature, opens a request, picks a template, edits it, previews it and sends it;
 * the client's e-mail carries the edited text and the signature, never the sign-in address. A
 * cancelled editor sends nothing. Screenshots of the editor (1440 and 390 px) go to
 * test-results/screenshots/ for a person to look at.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const STAFF = E2E.replyStaff
const t = deskCopy.fr
const q = deskQueueCopy.fr
const p = staffProfileCopy.fr
const r = replyEditorCopy.fr

test('a profile, then a template edited, previewed and sent: the client reads the edited text, signed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 })
  const family = `Reply${randomBytes(3).toString('hex')}`
  const client = `oliver.${family.toLowerCase()}@example.com`
  const seeded = await page.request.post('/api/send-contact', {
    headers: {
      Authorization: `Bearer ${E2E.publicToken}`,
      'X-Forwarded-For': `10.88.${Math.floor(Math.random() * 200)}.7`,
    },
    data: {
      firstName: 'Oliver',
      lastName: family,
      email: client,
      phone: '+44 20 7946 0958',
      departure: 'LBG',
      destination: 'GVA',
      date: '2027-03-03',
      pax: 3,
      aircraft: 'light',
      message: 'One way.',
      consent: true,
      company: '',
      lang: 'en',
    },
  })
  expect(seeded.status(), await seeded.text()).toBe(200)

  // Signed in with no profile yet: the desk says so.
  await signIn(page, STAFF, 'fr')
  await expect(page.getByTestId('profile-incomplete')).toHaveText(p.incomplete)
  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: p.nav }).click()
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible()

  // A signature of five lines is refused at the field, in the desk's language; four are kept.
  await page.getByLabel(p.name).fill('Gaëlle Morel')
  await page.getByLabel(p.signature).fill('1\n2\n3\n4\n5')
  await page.getByRole('button', { name: p.save }).click()
  await expect(page.getByText(p.errors.signatureTooLong)).toBeVisible()
  await page.getByLabel(p.signature).fill('Courtière principale\nHERRA Paris · +33 1 84 88 00 00')
  await page.getByRole('button', { name: p.save }).click()
  await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible()
  await expect(page.getByTestId('profile-incomplete')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expect(page.getByTestId('profile-sign-off')).toHaveText(
    'Gaëlle Morel\nCourtière principale\nHERRA Paris · +33 1 84 88 00 00',
  )

  // The request, then its "acknowledgement" in the editor: the client's English, signed with the profile.
  await page.goto(`/desk?q=${family.toLowerCase()}`)
  await page.locator('tr[data-request]').first().getByRole('link').first().click()
  await page.getByRole('link', { name: `${q.replies.write} — ${q.replies.names.acknowledge}` }).click()
  await expect(page).toHaveURL(/\/reply\/acknowledge$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.title(q.replies.names.acknowledge))
  const subject = page.getByLabel(r.subject)
  const body = page.getByLabel(r.body)
  await expect(subject).toHaveValue('Your HERRA request — LBG → GVA')
  const drafted = await body.inputValue()
  expect(drafted).toMatch(new RegExp(`^Dear Oliver ${family},`))
  expect(drafted).toContain('Kind regards,\nGaëlle Morel\nCourtière principale\nHERRA Paris · +33 1 84 88 00 00\nHERRA')
  expect(drafted).not.toContain(STAFF)

  // Edited, then previewed.
  const edited = drafted.replace(
    /An adviser is looking into it[^\n]*/,
    'A Citation CJ3 is free on 3 March; I am holding it for you until tomorrow noon.',
  )
  expect(edited).not.toBe(drafted)
  await subject.fill('Your flight to Geneva on 3 March')
  await body.fill(edited)
  // With JavaScript the preview follows the typing; the button has the server check the text and show it.
  await expect(page.getByTestId('reply-preview-subject')).toHaveText('Your flight to Geneva on 3 March')
  await expect(page.getByTestId('reply-preview-body')).toContainText('A Citation CJ3 is free on 3 March')
  await page.getByRole('button', { name: r.preview }).click()
  const preview = page.getByTestId('reply-preview')
  await expect(page.getByTestId('reply-preview-subject')).toHaveText('Your flight to Geneva on 3 March')
  await expect(page.getByTestId('reply-preview-body')).toContainText('A Citation CJ3 is free on 3 March')
  await expect(page.getByTestId('reply-preview-body')).toContainText('Gaëlle Morel')
  await expect(preview).toContainText(client)
  await expect(page.getByTestId('reply-preview-body')).not.toContainText('An adviser is looking into it')
  await expectNoAxeViolations(page)
  mkdirSync('test-results/screenshots', { recursive: true })
  await page.screenshot({ path: 'test-results/screenshots/reply-editor-1440.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'test-results/screenshots/reply-editor-390.png', fullPage: true })
  await page.setViewportSize({ width: 1440, height: 1000 })

  // Sent: back on the request, which says so and logs it.
  await page.getByRole('button', { name: r.send }).click()
  await expect(page).toHaveURL(/\/desk\/requests\/[0-9a-f-]+\?replied=acknowledge$/)
  await expect(page.getByRole('status').filter({ hasText: q.replies.sent(q.replies.names.acknowledge) })).toBeVisible()
  await expect(page.getByTestId('lead-history')).toContainText(t.audit.actions.reply)

  // The client's e-mail: the edited text and the signature, never the sign-in address.
  await expect
    .poll(async () => (await mailsFor(client)).map((m) => m.subject), { timeout: 20_000 })
    .toContain('Your flight to Geneva on 3 March')
  const mail = (await mailsFor(client)).find((m) => m.subject === 'Your flight to Geneva on 3 March')!
  expect(mail.text).toContain('A Citation CJ3 is free on 3 March; I am holding it for you until tomorrow noon.')
  expect(mail.text).toContain('Gaëlle Morel\nCourtière principale\nHERRA Paris · +33 1 84 88 00 00')
  expect(mail.text).not.toContain('An adviser is looking into it')
  expect(mail.text).not.toContain(STAFF)
  expect(mail.html).not.toContain(STAFF)

  // Another template opened, then cancelled: back on the request, nothing more logged or sent.
  const replies = await page.getByTestId('lead-history').getByText(t.audit.actions.reply).count()
  await page.getByRole('link', { name: `${q.replies.write} — ${q.replies.names.offer_follows}` }).click()
  await expect(page.getByLabel(r.subject)).toHaveValue('Your flight LBG → GVA: our offer is on its way')
  await page.getByRole('link', { name: r.cancel }).click()
  await expect(page).toHaveURL(/\/desk\/requests\/[0-9a-f-]+$/)
  await expect(page.getByRole('status').filter({ hasText: q.replies.sent(q.replies.names.acknowledge) })).toHaveCount(0)
  await expect(page.getByTestId('lead-history').getByText(t.audit.actions.reply)).toHaveCount(replies)
  expect((await mailsFor(client)).map((m) => m.subject)).not.toContain('Your flight LBG → GVA: our offer is on its way')
})
