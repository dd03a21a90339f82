import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/services/env.server'
import type { OfferDraft } from '~/features/offer/domain/offer-model'
import { acceptOffer, openOffer } from '~/features/offer/services/offer-link.server'
import { sendOffer } from '~/features/offer/services/offer-send.server'
import { createOffer, getOffer, listOffers, withdrawOffer } from '~/features/offer/services/offer-store.server'
import { erasePerson, exportPerson } from '~/features/desk/services/privacy.server'
import { testDatabases } from '../support/databases'

/**
 * The offer's storage on PGlite and PostgreSQL (docs/product.md §11, decisions 051–052): references
 * numbered by the database, versions with their content's SHA-256 and only their token's hash, two
 * simultaneous acceptances making one row, the append-only acceptance, refusals of retired links.
 */

const env = {
  ...parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SITE_URL: 'https://herra.example',
    NOTIFY_EMAIL: 'desk@herra.example',
  }),
  SESSION_SECRET: 'offer-services-secret-0123456789',
}
const STAFF = 'anne.desk@example.com'

const draft: OfferDraft = {
  language: 'fr',
  clientName: 'Éloïse Château',
  passengers: 4,
  validityHours: 48,
  message: '',
  legs: [{ from: 'LBG', to: 'NCE', date: '2026-12-18', time: '11:00', blockMinutes: 85 }],
  options: [
    {
      aircraftId: 'cl350',
      aircraftName: '',
      burnGalPerHour: null,
      operator: 'Opérateur Un',
      registration: 'F-HABC',
      seats: 9,
      charterEur: 24_500,
      tsbaOverride: null,
      vatOverride: null,
      lines: [],
    },
    {
      aircraftId: '',
      aircraftName: 'Legacy 650',
      burnGalPerHour: 290,
      operator: 'Opérateur Deux',
      registration: '',
      seats: 13,
      charterEur: 21_000,
      tsbaOverride: null,
      vatOverride: null,
      lines: [{ label: 'Champagne', amountEur: 450 }],
    },
  ],
}

describe.each(testDatabases)('offers ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  const notified = { count: 0 }
  const runtime = () => ({
    database,
    env,
    outbox: {
      notify: () => void notified.count++,
      runOnce: async () => ({ claimed: 0, sent: 0, failed: 0 }),
      running: false,
    },
    logger: { error() {}, warn() {}, info() {} } as never,
  })

  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  async function newLead(email = `client-${Math.random().toString(36).slice(2)}@example.com`) {
    const result = await database.db.execute(sql`
      insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
      values ('contact', 'fr', 'Éloïse Château', ${email}, '{"departure":"LBG","destination":"NCE"}'::jsonb, now(), '2024-12-01')
      returning id`)
    return { id: (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id, email }
  }

  async function linkSentTo(email: string, n = 1): Promise<string> {
    const mails = (
      (await database.db.execute(
        sql`select text_body from outbox where to_address = ${email} order by id`,
      )) as unknown as { rows: Array<{ text_body: string }> }
    ).rows
    const match = mails[n - 1]?.text_body.match(/\/offer\/([A-Za-z0-9_-]{43})/)
    if (!match) throw new Error('no offer link sent')
    return match[1]!
  }

  async function sentOffer() {
    const lead = await newLead()
    const created = await createOffer(database.db, STAFF, lead.id, draft)
    expect(await sendOffer(runtime(), STAFF, created!.id, 0)).toEqual({ status: 'sent', version: 1 })
    return { lead, offerId: created!.id, reference: created!.reference, token: await linkSentTo(lead.email) }
  }

  it('numbers references per year in the database, one after the other', async () => {
    const lead = await newLead()
    const a = await createOffer(database.db, STAFF, lead.id, draft)
    const b = await createOffer(database.db, STAFF, lead.id, draft)
    expect(a!.reference).toMatch(/^HERRA-\d{4}-\d{4}$/)
    expect(Number(b!.reference.slice(-4))).toBe(Number(a!.reference.slice(-4)) + 1)
    expect((await listOffers(database.db, lead.id)).map((o) => [o.reference, o.state])).toEqual([
      [b!.reference, 'draft'],
      [a!.reference, 'draft'],
    ])
  })

  it('sends a version: its content hashed, only the token’s hash stored, the request quoted', async () => {
    const { lead, offerId, token } = await sentOffer()
    const offer = await getOffer(database.db, offerId)
    const [version] = offer!.versions
    expect(version!.contentSha256).toBe(createHash('sha256').update(version!.content, 'utf8').digest('hex'))
    const everything = JSON.stringify(
      (await database.db.execute(sql`select row_to_json(v)::text as j from offer_versions v`)) as unknown,
    )
    expect(everything).not.toContain(token)
    expect(everything).toContain(createHash('sha256').update(token).digest('hex'))
    const [row] = (
      (await database.db.execute(sql`select status from leads where id = ${lead.id}`)) as unknown as {
        rows: Array<{ status: string }>
      }
    ).rows
    expect(row!.status).toBe('quoted')
    // Two clicks on "send" with the same view of the offer: the second is refused.
    expect(await sendOffer(runtime(), STAFF, offerId, 0)).toEqual({ status: 'stale' })
  })

  it('two simultaneous acceptances store one row and answer the same', async () => {
    const { lead, offerId, token } = await sentOffer()
    const accept = (option: number, fullName: string) =>
      acceptOffer(runtime(), token, { option, fullName, clientIp: '192.0.2.7', userAgent: 'Test/1.0' })
    const answers = await Promise.all([
      accept(1, 'Éloïse Château'),
      accept(2, 'Quelqu’un d’autre'),
      accept(1, 'Éloïse Château'),
    ])
    expect(answers.every((a) => a.status === 'accepted')).toBe(true)
    const stored = (
      (await database.db.execute(
        sql`select option_index, full_name, client_ip, user_agent, content_sha256 from offer_acceptances where offer_id = ${offerId}`,
      )) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows
    expect(stored).toHaveLength(1)
    const winner = stored[0]!
    for (const answer of answers)
      if (answer.status === 'accepted') {
        expect(answer.acceptance.fullName).toBe(winner.full_name)
        expect(answer.acceptance.option).toBe(Number(winner.option_index))
      }
    const offer = await getOffer(database.db, offerId)
    expect(winner.content_sha256).toBe(offer!.versions[0]!.contentSha256)
    expect(offer!.state).toBe('accepted')
    const [lead2] = (
      (await database.db.execute(sql`select status from leads where id = ${lead.id}`)) as unknown as {
        rows: Array<{ status: string }>
      }
    ).rows
    expect(lead2!.status).toBe('won')
    // The client's confirmation carries the PDF; the desk's mailbox is told.
    const mails = (
      (await database.db.execute(
        sql`select to_address, subject, attachments from outbox where subject like ${`%${offer!.reference}%`} order by id`,
      )) as unknown as { rows: Array<{ to_address: string; subject: string; attachments: unknown }> }
    ).rows
    const confirmation = mails.find((m) => m.to_address === lead.email && m.attachments)
    const attachments = (
      typeof confirmation?.attachments === 'string' ? JSON.parse(confirmation.attachments) : confirmation?.attachments
    ) as Array<{ filename: string; contentType: string; base64: string }>
    expect(attachments[0]!.filename).toBe(`${offer!.reference}.pdf`)
    expect(Buffer.from(attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
    expect(mails.filter((m) => m.to_address === env.NOTIFY_EMAIL)).toHaveLength(1)
    // Append-only: no UPDATE path.
    await expect(
      database.db.execute(sql`update offer_acceptances set full_name = 'X' where offer_id = ${offerId}`),
    ).rejects.toThrow()
    // Closed to the desk.
    expect(await withdrawOffer(database.db, STAFF, offerId)).toBe(false)
    expect(await sendOffer(runtime(), STAFF, offerId, 1)).toEqual({ status: 'closed' })
  })

  it('a re-issue supersedes the old link; expiry and withdrawal refuse theirs', async () => {
    const { lead, offerId, token } = await sentOffer()
    expect(await sendOffer(runtime(), STAFF, offerId, 1)).toEqual({ status: 'sent', version: 2 })
    const second = await linkSentTo(lead.email, 2)
    expect((await openOffer(runtime(), token))?.answer).toBe('superseded')
    expect(
      await acceptOffer(runtime(), token, { option: 1, fullName: 'É C', clientIp: null, userAgent: null }),
    ).toEqual({
      status: 'refused',
      answer: 'superseded',
    })
    expect((await openOffer(runtime(), second))?.answer).toBe('open')
    await database.db.execute(
      sql`update offer_versions set expires_at = now() - interval '1 minute' where offer_id = ${offerId}`,
    )
    expect((await openOffer(runtime(), second))?.answer).toBe('expired')
    expect(
      (await acceptOffer(runtime(), second, { option: 1, fullName: 'É C', clientIp: null, userAgent: null })).status,
    ).toBe('refused')
    await database.db.execute(
      sql`update offer_versions set expires_at = now() + interval '1 day' where offer_id = ${offerId}`,
    )
    expect(await withdrawOffer(database.db, STAFF, offerId)).toBe(true)
    expect((await openOffer(runtime(), second))?.answer).toBe('withdrawn')
    const actions = (
      (await database.db.execute(
        sql`select action from audit_log where lead_id = ${lead.id} order by id`,
      )) as unknown as {
        rows: Array<{ action: string }>
      }
    ).rows.map((r) => r.action)
    expect(actions).toEqual(['offer_create', 'offer_send', 'offer_reissue', 'offer_withdraw'])
  })

  it('a forged or truncated token opens nothing', async () => {
    const { token } = await sentOffer()
    for (const guess of [token.slice(0, -1), `${token}A`, 'A'.repeat(43), '', token.toUpperCase(), 'x'.repeat(5000)])
      expect(await openOffer(runtime(), guess)).toBeUndefined()
    expect(await openOffer(runtime(), token)).toBeDefined()
  })

  it('a person’s export lists their offers; their erasure removes them', async () => {
    const { lead, reference, token } = await sentOffer()
    await acceptOffer(runtime(), token, {
      option: 2,
      fullName: 'Éloïse Château',
      clientIp: '192.0.2.9',
      userAgent: 'UA',
    })
    const exported = (await exportPerson(database.db, lead.email)) as {
      requests: Array<{ offers: Array<Record<string, unknown>> }>
    }
    expect(exported.requests[0]!.offers[0]).toMatchObject({
      reference,
      acceptance: { option: 2, fullName: 'Éloïse Château' },
    })
    await erasePerson(database.db, STAFF, lead.email)
    const left = (await database.db.execute(
      sql`select (select count(*) from offers where lead_id = ${lead.id})::int as offers,
                 (select count(*) from offer_acceptances a join offer_versions v on v.id = a.version_id join offers o on o.id = v.offer_id where o.lead_id = ${lead.id})::int as acceptances`,
    )) as unknown as { rows: Array<{ offers: number; acceptances: number }> }
    expect(left.rows[0]).toEqual({ offers: 0, acceptances: 0 })
  })
})
