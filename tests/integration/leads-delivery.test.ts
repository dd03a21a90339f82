import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases, type TestDatabase } from '../support/databases'
import { startSmtpCatcher } from '../support/smtp-catcher.mjs'
import { contactBody, countRows, postContact, startLeadsApp as startApp, waitFor } from '../support/send-contact'

type Catcher = Awaited<ReturnType<typeof startSmtpCatcher>>

let smtp: Catcher
beforeAll(async () => {
  smtp = await startSmtpCatcher()
})
afterAll(async () => {
  await smtp.close()
})
/** The desk's notifications (each request also sends its client a receipt, checked on its own). */
const desk = () => smtp.messages.filter((m) => m.to.includes('desk@example.com'))
afterEach(() => {
  smtp.setDown(false)
  smtp.clear()
})

/**
 * Every test runs on each back-end: embedded PGlite (in memory) and, when TEST_DATABASE_URL is
 * set, a fresh PostgreSQL database of its own.
 */
async function freshDatabase(target: TestDatabase): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  // PGlite: each app opens its own in-memory database (DATA_DIR memory://) or the test's folder.
  if (target.name === 'pglite') return { env: {}, drop: async () => {} }
  const database = await target.open()
  await database.close()
  return { env: { DATABASE_URL: database.url ?? '' }, drop: () => database.drop() }
}

for (const target of testDatabases) {
  let dbEnv: Record<string, string> = {}
  let dropDb: () => Promise<void> = async () => {}
  const startLeadsApp: typeof startApp = (env = {}, options) => startApp({ ...dbEnv, ...env }, options)

  describe(`on ${target.name}`, () => {
    beforeEach(async () => {
      const fresh = await freshDatabase(target)
      dbEnv = fresh.env
      dropDb = fresh.drop
    })
    afterEach(async () => {
      await dropDb()
    })

    describe('a contact request, end to end through a real SMTP server', () => {
      it('is stored, then arrives as an e-mail with every field, escaped, Reply-To the client', async () => {
        const app = await startLeadsApp({ SMTP_URL: smtp.url })
        try {
          const hostile = 'Bonjour <script>alert("x")</script> & <b>merci</b>\nDeuxième ligne'
          const res = await postContact(app.url, contactBody({ message: hostile, est: 123456, lang: 'en' }), {
            'User-Agent': 'vitest-agent',
          })
          expect(res.status).toBe(200)
          expect(res.json).toMatchObject({ ok: true })
          const id = String(res.json?.id)

          // Stored before the answer: the row is there with every field of the request.
          const rows = (
            (await app.runtime.database.db.execute(sql`select * from leads where id = ${id}`)) as unknown as {
              rows: Array<Record<string, unknown>>
            }
          ).rows
          expect(rows).toHaveLength(1)
          const lead = rows[0]!
          expect(lead).toMatchObject({
            kind: 'contact',
            language: 'en',
            full_name: 'Camille Durand',
            email: 'camille.durand@example.com',
            phone: '+33 6 12 34 56 78',
            estimate_eur: 123456,
            privacy_policy_version: '2024-01',
            client_ip: expect.stringContaining('127.0.0.1'),
            user_agent: 'vitest-agent',
          })
          expect(lead.consent_at).toBeTruthy()
          expect(lead.received_at).toBeTruthy()
          expect(lead.fields).toMatchObject({
            departure: 'LBG',
            destination: 'DXB',
            pax: 6,
            aircraft: 'Falcon 7X',
            message: hostile,
            consent: true,
            topic: 'flight',
          })

          await waitFor(() => desk().length === 1, 10_000, 'the e-mail')
          const mail = desk()[0]!
          expect(mail.to).toEqual(['desk@example.com'])
          expect(mail.replyTo).toContain('camille.durand@example.com')
          expect(mail.subject).toBe('Demande de vol — LBG → DXB, 01/12/2026, 6 pax')
          expect(mail.raw).toContain(`Message-ID: <lead-${id}@herra.mail>`)
          for (const value of [
            'Camille',
            'Durand',
            'camille.durand@example.com',
            '+33 6 12 34 56 78',
            'LBG',
            'DXB',
            'Falcon 7X',
            '1 décembre 2026',
            id,
          ]) {
            expect(mail.text).toContain(value)
            expect(mail.html).toContain(value)
          }
          expect(mail.text).toMatch(/123\s456\s€/)
          expect(mail.text).toContain('<script>alert("x")</script>')
          expect(mail.html).toContain(
            '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;merci&lt;/b&gt;',
          )
          expect(mail.html).not.toContain('<script')
          expect(mail.html).not.toContain('<b>merci')

          // The client's receipt (docs/decisions/106-request-receipt.md): in their language, the reference.
          await waitFor(() => smtp.messages.length === 2, 10_000, 'the receipt')
          const receipt = smtp.messages.find((m) => m.to.includes('camille.durand@example.com'))!
          const reference = `HERRA-R-${id.replace(/-/g, '').slice(0, 4).toUpperCase()}-${id.replace(/-/g, '').slice(4, 8).toUpperCase()}`
          expect(receipt.subject).toBe(`HERRA — your request ${reference} has been received`)
          expect(receipt.text).toContain('LBG → DXB')
          expect(receipt.raw).toContain(`Message-ID: <lead-${id}-receipt@herra.mail>`)

          await waitFor(
            async () => (await countRows(app.runtime, 'outbox', sql`status = 'sent' and headers is null`)) === 1,
            5_000,
            'sent status',
          )
        } finally {
          await app.close()
        }
      })

      it('a retried request with the same Idempotency-Key is stored and sent once', async () => {
        const app = await startLeadsApp({ SMTP_URL: smtp.url })
        try {
          const headers = { 'Idempotency-Key': 'c0ffee00-1111-4222-8333-444455556666' }
          const first = await postContact(app.url, contactBody(), headers)
          const second = await postContact(app.url, contactBody(), headers)
          expect(first.status).toBe(200)
          expect(second.status).toBe(200)
          expect(second.json?.id).toBe(first.json?.id)
          expect(await countRows(app.runtime, 'leads')).toBe(1)
          await waitFor(() => desk().length >= 1)
          await new Promise((r) => setTimeout(r, 300))
          expect(desk()).toHaveLength(1)
        } finally {
          await app.close()
        }
      })

      it('a filled honeypot looks like a success but stores and sends nothing', async () => {
        const app = await startLeadsApp({ SMTP_URL: smtp.url })
        try {
          const res = await postContact(app.url, contactBody({ company: 'ACME Robots' }))
          expect(res.status).toBe(200)
          expect(res.json).toMatchObject({ ok: true, id: expect.any(String) })
          await new Promise((r) => setTimeout(r, 300))
          expect(await countRows(app.runtime, 'leads')).toBe(0)
          expect(await countRows(app.runtime, 'outbox')).toBe(0)
          expect(desk()).toHaveLength(0)
        } finally {
          await app.close()
        }
      })
    })

    describe('the endpoint contract', () => {
      it('401, 415, 413, 400, 405, 429 — each with a JSON body, never a stack', async () => {
        const app = await startLeadsApp({ RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_S: '600' })
        try {
          const noToken = await fetch(`${app.url}/api/send-contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(contactBody()),
          })
          expect(noToken.status).toBe(401)
          expect(noToken.headers.get('www-authenticate')).toBe('Bearer')
          expect(
            (await postContact(app.url, contactBody(), { Authorization: 'Bearer wrong-token-000000' })).status,
          ).toBe(401)

          const text = await postContact(app.url, 'firstName=Camille', {
            'Content-Type': 'application/x-www-form-urlencoded',
          })
          expect(text.status).toBe(415)
          expect(text.json).toMatchObject({ ok: false, error: 'unsupported_media_type' })

          const huge = await postContact(app.url, contactBody({ message: 'x'.repeat(40 * 1024) }))
          expect(huge.status).toBe(413)
          expect(huge.json).toMatchObject({ ok: false, error: 'payload_too_large' })

          const get = await fetch(`${app.url}/api/send-contact`)
          expect(get.status).toBe(405)
          expect(get.headers.get('allow')).toBe('POST')

          // Rate limit: 3 per window per address (the 401/413/415 above never reached it).

          const malformed = await postContact(app.url, '{"firstName": ')
          expect(malformed.status).toBe(400)
          expect(malformed.json).toMatchObject({ ok: false, error: 'invalid_body' })

          const invalid = await postContact(app.url, contactBody({ firstName: ' ', lang: 'en' }))
          expect(invalid.status).toBe(400)
          expect(invalid.json).toMatchObject({
            ok: false,
            error: 'invalid_request',
            message: 'Please fill in all required fields.',
            fieldErrors: { firstName: 'required' },
          })
          const noConsent = await postContact(app.url, contactBody({ consent: false, lang: 'en' }))
          expect(noConsent.json).toMatchObject({ message: 'Please confirm data handling consent.' })

          // Three hits so far (the malformed JSON counts too: the limit comes before the body is
          // parsed, the 401/413/415 never reach it): the fourth passes, the fifth not.
          expect((await postContact(app.url, contactBody())).status).toBe(200)
          const limited = await postContact(app.url, contactBody())
          expect(limited.status).toBe(429)
          expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(limited.json).toMatchObject({ ok: false, error: 'rate_limited' })
          expect(await countRows(app.runtime, 'leads')).toBe(1)
        } finally {
          await app.close()
        }
      })
    })

    describe('faults', () => {
      it('SMTP down when the request arrives: stored, answered 200, delivered once SMTP is back', async () => {
        smtp.setDown(true)
        const app = await startLeadsApp({ SMTP_URL: smtp.url })
        try {
          const res = await postContact(app.url, contactBody())
          expect(res.status).toBe(200)
          expect(await countRows(app.runtime, 'leads')).toBe(1)
          await waitFor(
            async () =>
              (await countRows(
                app.runtime,
                'outbox',
                sql`attempts >= 2 and status = 'pending' and last_error is not null and headers is null`,
              )) === 1,
            10_000,
            'failed attempts',
          )
          expect(desk()).toHaveLength(0)
          smtp.setDown(false)
          await waitFor(() => desk().length === 1, 10_000, 'delivery after SMTP is back')
          await waitFor(
            async () =>
              (await countRows(
                app.runtime,
                'outbox',
                sql`status = 'sent' and last_error is null and headers is null`,
              )) === 1,
          )
        } finally {
          await app.close()
        }
      })

      it('server restarted with messages pending: delivered after the restart, each once', async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'herra-leads-restart-'))
        try {
          // First life: the database works, the mail does not (SMTP down), then the process stops.
          smtp.setDown(true)
          const first = await startLeadsApp({ SMTP_URL: smtp.url, DATA_DIR: dataDir })
          const ids: string[] = []
          for (let i = 0; i < 3; i++) {
            const res = await postContact(first.url, contactBody({ firstName: `Client${i}` }))
            expect(res.status).toBe(200)
            ids.push(String(res.json?.id))
          }
          await first.close()
          expect(desk()).toHaveLength(0)

          // Second life: same data, SMTP back.
          smtp.setDown(false)
          const second = await startLeadsApp({ SMTP_URL: smtp.url, DATA_DIR: dataDir })
          try {
            await waitFor(() => desk().length === 3, 15_000, 'three e-mails after restart')
            await new Promise((r) => setTimeout(r, 300))
            expect(desk()).toHaveLength(3)
            const texts = desk()
              .map((m) => m.text)
              .join('\n')
            for (const id of ids) expect(texts).toContain(id)
            expect(await countRows(second.runtime, 'outbox', sql`status = 'sent' and headers is null`)).toBe(3)
          } finally {
            await second.close()
          }
        } finally {
          rmSync(dataDir, { recursive: true, force: true })
        }
      })

      it('database unavailable: 503 with the failure message, nothing half-stored', async () => {
        const app = await startLeadsApp({ SMTP_URL: smtp.url })
        try {
          // The outbox refuses writes: the lead must not stay behind without its e-mail.
          await app.runtime.database.db.execute(sql`
            create function refuse_outbox() returns trigger language plpgsql as $$
            begin raise exception 'outbox unavailable (test)'; end $$`)
          await app.runtime.database.db.execute(
            sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`,
          )
          const refused = await postContact(app.url, contactBody({ lang: 'en' }))
          expect(refused.status).toBe(503)
          expect(refused.json).toMatchObject({
            ok: false,
            error: 'unavailable',
            message: 'Sorry — transmission failed. Please try again or contact bureau@herra-e2e.fr.',
          })
          expect(await countRows(app.runtime, 'leads')).toBe(0)
          expect(await countRows(app.runtime, 'outbox')).toBe(0)

          await app.runtime.database.db.execute(sql`drop trigger refuse_outbox on outbox`)
          expect((await postContact(app.url, contactBody())).status).toBe(200)
          expect(await countRows(app.runtime, 'leads')).toBe(1)

          // The database gone altogether: still a 503, never a 500.
          await app.runtime.database.close()
          const down = await postContact(app.url, contactBody())
          expect(down.status).toBe(503)
          expect(down.json).toMatchObject({ ok: false, error: 'unavailable' })
        } finally {
          await app.close().catch(() => {})
        }
      })
    })
  })
}
