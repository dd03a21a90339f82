import type { AddressInfo } from 'node:net'
import express from 'express'
import { sql } from 'drizzle-orm'
import { parseEnv } from '~/services/env.server'
import { createLogger } from '~/services/logger.server'
import { createRuntime, type Runtime, type RuntimeOptions } from '~/services/runtime.server'
import { requestContext } from '../../server/request-context'
import { sendContactRouter } from '../../server/api/send-contact'

export const TEST_TOKEN = 'leads-test-token-0042'

/**
 * A real HTTP server on 127.0.0.1 with the production request context and POST /api/send-contact,
 * over a runtime from createRuntime (its real outbox worker, fast polling for tests).
 */
export async function startLeadsApp(
  envOverrides: Record<string, string> = {},
  runtimeOptions: RuntimeOptions = {},
): Promise<{ url: string; runtime: Runtime; close(): Promise<void> }> {
  const env = parseEnv({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PUBLIC_API_TOKEN: TEST_TOKEN,
    NOTIFY_EMAIL: 'desk@example.com',
    MAIL_FROM: 'HERRA <no-reply@example.com>',
    ...envOverrides,
  })
  const runtime = await createRuntime(env, createLogger('silent'), {
    outboxWorker: { pollIntervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 400, lockSeconds: 30 },
    ...runtimeOptions,
  })
  const app = express()
  app.set('trust proxy', env.TRUST_PROXY ? 1 : false)
  app.use(requestContext({ production: false, viteDev: false }))
  app.use('/api', sendContactRouter(runtime))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  let closed = false
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    close: async () => {
      if (closed) return
      closed = true
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await runtime.close()
    },
  }
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
