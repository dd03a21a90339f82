import { sql } from 'drizzle-orm'
import type { Runtime, RuntimeOptions } from '~/runtime.server'
import { startTestApp, type TestApp } from './test-app'

/** POST /api/send-contact in tests: the app that takes it, a valid body, the post, what was stored. */

export const TEST_TOKEN = 'leads-test-token-0042'

/**
 * `startTestApp` (tests/support/test-app.ts) with the contact API's token and addresses, and the
 * runtime's real outbox worker polling fast.
 */
export function startLeadsApp(
  envOverrides: Record<string, string> = {},
  runtimeOptions: RuntimeOptions = {},
): Promise<TestApp> {
  return startTestApp(
    {
      PUBLIC_API_TOKEN: TEST_TOKEN,
      NOTIFY_EMAIL: 'desk@example.com',
      MAIL_FROM: 'HERRA <no-reply@example.com>',
      ...envOverrides,
    },
    {
      runtime: {
        outboxWorker: { pollIntervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 400, lockSeconds: 30 },
        ...runtimeOptions,
      },
    },
  )
}

/** A valid contact request (docs/product.md §7), with overrides. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille.durand@example.com',
    phone: '+33 6 12 34 56 78',
    departure: 'LBG',
    destination: 'DXB',
    date: '2026-12-01',
    pax: 6,
    message: 'Aller simple, départ vers 11 h. Deux bagages par personne.',
    aircraft: 'Falcon 7X',
    consent: true,
    company: '',
    ...overrides,
  }
}

export async function postContact(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null; headers: Headers }> {
  const response = await fetch(`${url}/api/send-contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_TOKEN}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json: Record<string, unknown> | null = null
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = null
  }
  return { status: response.status, json, headers: response.headers }
}

export async function countRows(runtime: Runtime, table: 'leads' | 'outbox', where = sql`true`): Promise<number> {
  const result = await runtime.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0)
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  label = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}
