import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '~/services/db/client.server'
import { parseEnv } from '~/services/env.server'
import { submitLead, type LeadSubmission } from '~/services/leads/submit-lead.server'
import { createLogger } from '~/services/logger.server'
import { createMailer, type Mailer } from '~/services/mail/mailer.server'
import { createOutboxWorker } from '~/services/mail/outbox-worker.server'
import type { Runtime } from '~/services/runtime-types'
import { testDatabases } from '../support/databases'
import { startSmtpCatcher } from '../support/smtp-catcher.mjs'
import { waitFor } from '../support/send-contact'
import { testSite } from '../support/site-fixture'

type Catcher = Awaited<ReturnType<typeof startSmtpCatcher>>
const logger = createLogger('silent')

let smtp: Catcher
beforeAll(async () => {
  smtp = await startSmtpCatcher()
})
afterAll(async () => {
  await smtp.close()
})

function lead(i: number): LeadSubmission {
  return {
    kind: 'contact',
    language: 'fr',
    fullName: `Client ${i}`,
    email: `client${i}@example.com`,
    fields: { n: i },
    summary: [{ label: 'Numéro', value: String(i) }],
    subject: `Race message #${i}`,
  }
}

/** Just what submitLead needs of a runtime: env, site facts, logger, database, outbox.notify. */
function storeOnly(database: Database): Runtime {
  return {
    env: parseEnv({ NOTIFY_EMAIL: 'desk@example.com' }),
    site: testSite,
    logger,
    database,
    outbox: { notify() {}, running: false, runOnce: async () => ({ claimed: 0, sent: 0, failed: 0 }) },
  } as unknown as Runtime
}

/** Counts what each worker sent, on top of a real SMTP mailer. */
function countingMailer(inner: Mailer, counter: { n: number }): Mailer {
  return {
    kind: inner.kind,
    async send(message) {
      await inner.send(message)
      counter.n++
    },
    close: () => inner.close(),
  }
}

for (const target of testDatabases) {
  describe(`two outbox workers on one ${target.name} database`, () => {
    // Each request queues two e-mails: the desk's notification and the client's receipt.
    it('race over 50 requests (100 messages): each is sent exactly once', async () => {
      smtp.clear()
      const first = await target.open()
      // PostgreSQL: the second worker has its own connection pool, as a second server would.
      const second: Database = first.url ? await openDatabase({ databaseUrl: first.url, poolSize: 4 }) : first
      const counters = [{ n: 0 }, { n: 0 }]
      const mailers = counters.map((c) =>
        countingMailer(
          createMailer({ smtpUrl: smtp.url, from: 'HERRA <no-reply@example.com>', dataDir: 'memory://', logger }),
          c,
        ),
      )
      try {
        for (let i = 0; i < 50; i++) await submitLead(storeOnly(first), lead(i))
        const options = { pollIntervalMs: 10, batchSize: 4, concurrency: 2, lockSeconds: 60 }
        const workers = [
          createOutboxWorker({ db: first.db, mailer: mailers[0]!, logger, options: { ...options, name: 'a' } }),
          createOutboxWorker({ db: second.db, mailer: mailers[1]!, logger, options: { ...options, name: 'b' } }),
        ]
        workers.forEach((w) => w.start())
        await waitFor(() => smtp.messages.length >= 100, 30_000, '100 e-mails')
        // Give a double delivery, if any, the time to show up.
        await new Promise((r) => setTimeout(r, 500))
        await Promise.all(workers.map((w) => w.stop()))

        const subjects = smtp.messages.map((m) => m.subject)
        expect(subjects).toHaveLength(100)
        expect(new Set(subjects).size).toBe(100)
        for (let i = 0; i < 50; i++) expect(subjects).toContain(`Race message #${i}`)
        expect(counters[0]!.n + counters[1]!.n).toBe(100)

        // Every row claimed once: one attempt each, all sent.
        const rows = (
          (await first.db.execute(sql`select status, attempts from outbox`)) as unknown as {
            rows: Array<{ status: string; attempts: number }>
          }
        ).rows
        expect(rows).toHaveLength(100)
        expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true)
        console.info(`${target.name}: worker a sent ${counters[0]!.n}, worker b sent ${counters[1]!.n}`)
        if (first.url) expect(Math.min(counters[0]!.n, counters[1]!.n)).toBeGreaterThan(0)
      } finally {
        mailers.forEach((m) => m.close())
        if (second !== first) await second.close()
        await first.close()
        await first.drop()
      }
    }, 60_000)
  })

  describe(`the outbox on ${target.name} when the database drops right after the mail went out`, () => {
    it('records the messages as sent once it answers again: nothing is sent twice', async () => {
      smtp.clear()
      const database = await target.open()
      const counter = { n: 0 }
      const mailer = countingMailer(
        createMailer({ smtpUrl: smtp.url, from: 'HERRA <no-reply@example.com>', dataDir: 'memory://', logger }),
        counter,
      )
      // The database "goes down" as soon as the mailer has handed over the batch, before the worker records it.
      let down = false
      const flaky = new Proxy(database.db, {
        get(db, prop, receiver) {
          if (prop !== 'execute') return Reflect.get(db, prop, receiver)
          return (query: Parameters<typeof db.execute>[0]) =>
            down ? Promise.reject(new Error('connection terminated')) : db.execute(query)
        },
      })
      const dropping: typeof mailer = {
        ...mailer,
        async send(message) {
          await mailer.send(message)
          down = true
        },
      }
      const worker = createOutboxWorker({
        db: flaky,
        mailer: dropping,
        logger,
        options: { batchSize: 10, concurrency: 1, lockSeconds: 60 },
      })
      try {
        for (let i = 0; i < 3; i++) await submitLead(storeOnly(database), lead(100 + i))
        // Round 1: the batch (three notifications, three receipts) is sent, then recording it fails.
        await expect(worker.runOnce()).rejects.toThrow('connection terminated')
        expect(counter.n).toBe(6)
        // Back up: even with the claims expired, the next round records the six and sends none again.
        down = false
        await database.db.execute(sql`update outbox set locked_until = now()`)
        const round = await worker.runOnce()
        expect(round.claimed).toBe(0)
        expect(counter.n).toBe(6)
        const rows = (await database.db.execute(sql`select status from outbox`)) as unknown as {
          rows: Array<{ status: string }>
        }
        expect(rows.rows.map((r) => r.status)).toEqual(Array(6).fill('sent'))
        expect(smtp.messages).toHaveLength(6)
      } finally {
        await worker.stop()
        mailer.close()
        await database.close()
        await database.drop()
      }
    }, 30_000)
  })
}
