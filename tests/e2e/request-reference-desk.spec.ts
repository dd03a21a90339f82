import { deskCopy } from '~/desk-kit/content/desk'
import { sendContactAsVisitor, signIn } from './desk-helpers'
import { expect, test } from './fixtures'
import { uniqueClient } from './leads-helpers'

/**
 * The reference a client is given after sending a request is the one staff see on the request's
 * page (docs/decisions/037-request-confirmation.md).
 */
test('the reference of the confirmation panel is shown on the desk’s request page', async ({ page }) => {
  const t = deskCopy.fr
  const client = uniqueClient('Reference')
  await sendContactAsVisitor(page, client)
  const reference = (await page.getByTestId('request-reference').textContent()) ?? ''
  expect(reference).toMatch(/^HERRA-R-[0-9A-F]{4}-[0-9A-F]{4}$/)

  await signIn(page)
  await page.getByLabel(t.inbox.search).fill(client.lastName.toLowerCase())
  await page.getByRole('button', { name: t.inbox.apply }).click()
  await page
    .getByRole('link', { name: new RegExp(client.lastName) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Camille ${client.lastName}`)
  await expect(page.getByTestId('lead-reference')).toHaveText(reference)
})
