import { clubCopy } from '~/features/club/content/club'
import { clubApplicationCopy } from '~/features/club/content/club-application'
import { clubPrivateCopy } from '~/features/club/content/club-private.server'
import { leadErrorCopy } from '~/content/lead-messages'
import { E2E } from './env'
import { expect, expectNoAxeViolations, gotoIn, test } from './fixtures'

/**
 * The club's application forms say each field's problem under it, as the request form does, and
 * their summary sits above the consent boxes (docs/product.md §8): both languages, 390 and 1440 px.
 */

const languages = ['fr', 'en'] as const
const widths = [390, 1440] as const

for (const lang of languages) {
  const t = clubCopy[lang].inlineForm
  const errors = leadErrorCopy[lang]
  for (const width of widths) {
    test(`the inline application (${lang}, ${width} px): messages under the fields, the summary above the boxes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await gotoIn(page, '/herra/membre', lang)
      const form = page.getByTestId('club-inline-form')
      await form.getByRole('button', { name: t.submit }).click()
      const summary = page.getByTestId('club-inline-message')
      await expect(summary).toHaveText(t.messages.incomplete)

      // Under the first name: its own message, which the field is described by.
      const firstName = form.locator('[name="firstName"]')
      await expect(firstName).toHaveAttribute('aria-invalid', 'true')
      const describedBy = (await firstName.getAttribute('aria-describedby')) ?? ''
      const own = page.locator(`[id="${describedBy.split(' ').pop()}"]`)
      await expect(own).toHaveText(errors.fieldRequired)
      const fieldBox = (await firstName.boundingBox())!
      const ownBox = (await own.boundingBox())!
      expect(ownBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height - 1)

      // A wrong e-mail says why, under the e-mail.
      await form.locator('[name="email"]').fill('helene@example')
      await form.locator('[name="email"]').blur()
      await expect(form.getByText(errors.form.email)).toBeVisible()

      // The summary comes before the consent boxes, not below them.
      const summaryBox = (await summary.boundingBox())!
      const boxTop = (await form.locator('[name="confidential"]').boundingBox())!.y
      expect(summaryBox.y).toBeLessThan(boxTop)
      await expectNoAxeViolations(page)
    })
  }

  test(`the club modal (${lang}): a message under each faulty field, the summary above the clause`, async ({
    page,
  }) => {
    const a = clubApplicationCopy[lang]
    await gotoIn(page, '/club-herra-private', lang)
    await page.getByLabel(clubCopy[lang].gate.label).fill(E2E.clubCode)
    await page.getByRole('button', { name: clubCopy[lang].gate.submit, exact: true }).click()
    await page.getByRole('button', { name: clubPrivateCopy[lang].apply.applyButton }).click()
    const dialog = page.getByRole('dialog', { name: a.title })
    await dialog.locator('[name="confidentiality"]').check()
    await dialog.getByRole('button', { name: a.submit }).click()
    await expect(dialog.getByTestId('club-modal-message')).toHaveText(a.messages.incomplete)
    await expect(dialog.getByText(errors.fieldRequired).first()).toBeVisible()
    expect(await dialog.getByText(errors.fieldRequired).count()).toBeGreaterThan(5)
    const summaryY = (await dialog.getByTestId('club-modal-message').boundingBox())!.y
    const clauseY = (await dialog.locator('[name="confidentiality"]').boundingBox())!.y
    expect(summaryY).toBeLessThan(clauseY)
  })
}
