import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Cookie, Page } from '@playwright/test'
import { contactCopy } from '~/content/contact'
import { deskCopy } from '~/desk-kit/content/desk'
import { E2E } from './env'
import { expect } from './fixtures'
import { caughtMail, mailTo, type CaughtMail } from './leads-helpers'

/** The sign-in e-mails caught for an address (newest last). */
export async function mailsFor(address: string): Promise<CaughtMail[]> {
  return (await caughtMail()).filter((m) => m.to.includes(address) && !isReceipt(m))
}

/** A request's receipt to the client (decision 106), marked by its header; counted on its own. */
export function isReceipt(mail: CaughtMail): boolean {
  return /^X-Herra-Mail-Kind: receipt$/im.test(mail.raw)
}

/** The receipts an address received. */
export async function receiptsFor(address: string): Promise<CaughtMail[]> {
  return (await caughtMail()).filter((m) => m.to.includes(address) && isReceipt(m))
}

/** Waits for the n-th e-mail to an address and returns it. */
export async function nthMailFor(address: string, n: number, timeoutMs = 15_000): Promise<CaughtMail> {
  await expect
    .poll(async () => (await mailsFor(address)).length, { timeout: timeoutMs, message: `mail #${n} for ${address}` })
    .toBeGreaterThanOrEqual(n)
  return (await mailsFor(address))[n - 1]!
}

export function linkIn(mail: CaughtMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[^\\s]+`))
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`)
  return match[0]
}

/** Asks for a sign-in link on the page and returns the screen's message. */
export async function askForLink(page: Page, email: string, lang: 'fr' | 'en' = 'fr', base = ''): Promise<string> {
  const t = deskCopy[lang]
  await page.goto(`${base}/desk/sign-in?lang=${lang}`)
  await page.getByLabel(t.signIn.email).fill(email)
  await page.getByRole('button', { name: t.signIn.button }).click()
  const status = page.getByRole('status')
  await expect(status).toHaveText(t.signIn.sent)
  return (await status.textContent()) ?? ''
}

/**
 * Signs a staff member in, the way they do it (address, e-mail, link, button) the first time for that
 * address on that server; afterwards the same session is reused (its cookies, kept in a file per
 * server and address, shared by the workers), as a browser that stays signed in for the day does.
 * A session that has ended (signed out, or another run's) falls back to the e-mailed link. The
 * sign-in flow itself is desk.spec.ts's subject, with its own steps.
 */
export async function signIn(
  page: Page,
  email: string = E2E.staff[0],
  lang: 'fr' | 'en' = 'fr',
  base = '',
): Promise<void> {
  const origin = base || E2E.baseUrl
  const file = path.join(
    tmpdir(),
    `herra-e2e-session-${origin.replace(/\W+/g, '_')}-${email.replace(/\W+/g, '_')}.json`,
  )
  if (existsSync(file)) {
    await page.context().addCookies(JSON.parse(readFileSync(file, 'utf8')) as Cookie[])
    await page.goto(`${base}/desk?lang=${lang}`)
    if (new URL(page.url()).pathname === '/desk') {
      await page.goto(`${base}/desk`)
      return
    }
  }
  await oneSignInAtATime(email, async () => {
    const before = (await mailsFor(email)).length
    await askForLink(page, email, lang, base)
    const mail = await nthMailFor(email, before + 1)
    const link = linkIn(mail, '/desk/sign-in/verify')
    await page.goto(link)
    await page.getByRole('button', { name: deskCopy[lang].verify.button }).click()
    await expect(page).toHaveURL(/\/desk$/)
  })
  const cookies = (await page.context().cookies(origin)).filter((c) => !/lang/i.test(c.name))
  writeFileSync(file, JSON.stringify(cookies))
}

/**
 * Runs `work` (a sign-in link asked for `email` and read from its mails) alone for that address:
 * the link is read from the address's newest mail, so two workers asking for the same member at
 * once would read each other's. One at a time per address, across the workers.
 */
export function oneSignInAtATime<T>(email: string, work: () => Promise<T>): Promise<T> {
  return oneAtATime(`signin-${E2E.port}-${email}`, work)
}

/** Runs `work` while holding a lock shared by every worker (a folder; a lock older than 60 s is stale). */
async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `herra-e2e-${name.replace(/[^\w.-]/g, '_')}`)
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true })
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** A contact request sent as a visitor, through the contact page's form. */
export async function sendContactAsVisitor(
  page: Page,
  client: { lastName: string; email: string },
  route = { from: 'LBG', to: 'NCE' },
  base = '',
) {
  const t = contactCopy.fr.form
  await page.goto(`${base}/contact?lang=fr`)
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  await form.locator('[name="firstName"]').fill('Camille')
  await form.locator('[name="lastName"]').fill(client.lastName)
  await form.locator('[name="email"]').fill(client.email)
  await form.locator('[name="phone"]').fill('+33 6 12 34 56 78')
  await form.locator('[name="departure"]').fill(route.from)
  await form.locator('[name="destination"]').fill(route.to)
  await form.locator('[name="date"]').fill('2026-07-14')
  await form.locator('[name="pax"]').fill('4')
  await form.locator('[name="message"]').fill('Vol aller simple, départ vers 11 h.')
  await form.locator('input[name="consent"]').check()
  await form.getByRole('button', { name: t.submit }).click()
  await mailTo(client.email)
}
