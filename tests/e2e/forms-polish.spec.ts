import type { Locator } from '@playwright/test'
import { clubCopy } from '~/features/club/content/club'
import { clubApplicationCopy } from '~/features/club/content/club-application'
import { clubPrivateCopy } from '~/features/club/content/club-private.server'
import { E2E } from './env'
import { expect, gotoIn, test } from './fixtures'

/**
 * On a phone (390 px): the gate's button keeps its width and says it is busy while the
 * server checks the code (item 5), and the club modal's error toast never covers the dialog's
 * header (item 6). Positions measured with bounding boxes.
 */

test.use({ viewport: { width: 390, height: 844 } })

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'element is laid out').not.toBeNull()
  return b!
}

test('the gate: a steady-width button with a spinner and aria-busy while the code is checked', async ({
  page,
  allowedConsoleErrors,
}) => {
  allowedConsoleErrors.push(/status of 403/)
  const gate = clubCopy.en.gate
  await gotoIn(page, '/club-herra-private', 'en')
  await page.getByLabel(gate.label).fill('not-the-code')
  const button = page.getByRole('button', { name: gate.submit, exact: true })
  const before = await box(button)
  await button.click()
  // The server holds every answer ≥ 1 s: the waiting state is there to be seen.
  const busy = page.getByRole('button', { name: gate.pending, exact: true })
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  await expect(busy.locator('.animate-spin')).toBeVisible()
  const during = await box(busy)
  expect(Math.abs(during.width - before.width)).toBeLessThan(1)
  expect(Math.abs(during.height - before.height)).toBeLessThan(1)
  await expect(page.getByTestId('gate-error')).toHaveText(gate.errors.invalid)
  await expect(page.getByRole('button', { name: gate.submit, exact: true })).not.toHaveAttribute('aria-busy', 'true')
})

test("the club modal's error toast does not cover the dialog's header", async ({ page }) => {
  const t = clubApplicationCopy.en
  await gotoIn(page, '/club-herra-private', 'en')
  await page.getByLabel(clubCopy.en.gate.label).fill(E2E.clubCode)
  await page.getByRole('button', { name: clubCopy.en.gate.submit, exact: true }).click()
  await page.getByRole('button', { name: clubPrivateCopy.en.apply.applyButton }).click()
  const dialog = page.getByRole('dialog', { name: t.title })
  await expect(dialog).toBeVisible()
  // The clause unticked: pressing the button says why, in a toast inside the dialog.
  const submit = dialog.getByRole('button', { name: t.submit })
  await submit.focus()
  await page.keyboard.press('Enter')
  const toast = dialog.locator('[data-sonner-toast]').filter({ hasText: t.messages.confidentiality })
  await expect(toast).toBeVisible()
  // Let it land (sonner slides it in), then compare with the title and the close button.
  await page.waitForTimeout(600)
  const toastBox = await box(toast)
  const title = await box(dialog.getByRole('heading', { name: t.title }))
  const close = await box(dialog.getByRole('button', { name: t.close }))
  for (const header of [title, close]) {
    const overlaps =
      toastBox.x < header.x + header.width &&
      header.x < toastBox.x + toastBox.width &&
      toastBox.y < header.y + header.height &&
      header.y < toastBox.y + toastBox.height
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(header)}`).toBe(false)
  }
  // And it stays on the screen.
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(844)
  await page.screenshot({ path: `test-results/e2e-${E2E.port}/club-modal-toast-390.png` })
})
