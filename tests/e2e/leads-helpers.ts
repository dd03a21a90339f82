import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { E2E } from './env'

/** An e-mail caught by the fake SMTP server (tests/support/fake-services.mjs). */
export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  html: string
  replyTo: string
  /** The message as received, headers included. */
  raw: string
}

/** A unique marker per test: the client's e-mail address, so parallel tests never mix their mail. */
export function uniqueClient(prefix: string) {
  const id = randomBytes(4).toString('hex')
  return { lastName: `${prefix}-${id}`, email: `client-${id}@example.com` }
}

export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${E2E.fakeServicesUrl}/__mail`)
  return (await response.json()) as CaughtMail[]
}

/** Waits for the notification whose Reply-To is the client's address. */
export async function mailTo(client: string, timeoutMs = 15_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        found = (await caughtMail()).find((m) => m.replyTo.includes(client))
        return Boolean(found)
      },
      { timeout: timeoutMs, message: `e-mail for ${client}` },
    )
    .toBe(true)
  return found!
}

/** Counts the requests a page sends to a path (to prove that none left). */
export function countRequests(page: Page, pathPart: string): { readonly count: number } {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (request.url().includes(pathPart)) seen.count++
  })
  return seen
}
