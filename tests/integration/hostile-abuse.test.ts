import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/services/db/client.server'
import { createPostgresDatabase } from '../support/databases'
import { startServerProcess, type ServerProcess } from '../support/server-process'

/**
 * The hostile suite, abuse of the site against third parties: one address flooded with
 * confirmation e-mails from several client addresses (docs/decisions/084-abuse-limits-and-names-in-any-script.md).
 * The production server process; what was queued is read from its database once it has stopped.
 */

const VICTIM = 'victim.flooded@example.com'
const CLIENTS = ['198.51.100.11', '198.51.100.12', '198.51.100.13']
const DESTINATIONS = ['NCE', 'GVA', 'LTN', 'DXB', 'JFK', 'MAD', 'FCO', 'ZRH', 'VIE', 'BCN']
const CAP = 3

/**
 * The cap is counted in the database (rate_limits), so it is checked on both back-ends: the embedded
 * default (DATA_DIR) and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database (DATABASE_URL).
 */
const BACKENDS = [
  { name: 'pglite' as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
]

let server: ServerProcess

async function post(pathname: string, form: Record<string, string>, client: string) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
    headers: { origin: server.url, 'x-forwarded-for': client },
  })
  const text = await res.text()
  return { status: res.status, location: res.headers.get('location'), text }
}

describe.each(BACKENDS)(
  'confirmation e-mails to one address are capped, whoever asks (decision 084) — $name',
  ({ name }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-hostile-abuse-'))
    let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> = null

    beforeAll(async () => {
      if (name === 'postgres') postgres = await createPostgresDatabase()
      server = await startServerProcess(
        `abuse-${name}`,
        {
          DATA_DIR: dataDir,
          ...(postgres ? { DATABASE_URL: postgres.url } : {}),
          TRUST_PROXY: 'true',
          RATE_LIMIT_MAX: '1000',
          DESK_SIGN_IN_RATE_LIMIT_MAX: '1000',
          STAFF_EMAILS: VICTIM,
          CONFIRMATION_MAILS_PER_ADDRESS_MAX: String(CAP),
        },
        // A first start creates the embedded database (initdb): minutes on a busy machine.
        { startTimeoutMs: 240_000 },
      )
    }, 300_000)

    afterAll(async () => {
      await server?.stop(5_000)
      await postgres?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const answers: Array<{ status: number; location: string | null }> = []

    it('answers 30 alert sign-ups for one address from 3 client addresses all alike', async () => {
      for (let i = 0; i < 30; i++) {
        const res = await post(
          '/empty-legs',
          { email: VICTIM, from: 'LBG', to: DESTINATIONS[i % DESTINATIONS.length]!, radius: '' },
          CLIENTS[i % CLIENTS.length]!,
        )
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(500)
        answers.push({ status: res.status, location: res.location })
      }
      // The tenth (over the cap) is answered as the first: the form does not tell.
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    }, 120_000)

    it('answers desk sign-in requests for that address alike too', async () => {
      const seen = new Set<string>()
      for (let i = 0; i < 9; i++) {
        const res = await post('/desk/sign-in', { email: VICTIM }, CLIENTS[i % CLIENTS.length]!)
        expect(res.status).toBeLessThan(500)
        seen.add(`${res.status} ${res.location}`)
      }
      expect(seen.size).toBe(1)
    }, 120_000)

    it('queued at most the cap of e-mails to that address', async () => {
      await server.stop(5_000)
      const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir })
      try {
        const result = await database.db.execute(
          sql`select (select count(*)::int from outbox where to_address = ${VICTIM}) as mails,
                   (select count(*)::int from leg_alerts where email = ${VICTIM}) as alerts`,
        )
        const row = (result as unknown as { rows: { mails: number; alerts: number }[] }).rows[0]
        // The first three sign-ups were kept and mailed; the cap then held for the alerts and the desk alike.
        expect({ mails: Number(row?.mails), alerts: Number(row?.alerts) }).toEqual({ mails: CAP, alerts: CAP })
      } finally {
        await database.close()
      }
    }, 120_000)
  },
)
