import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { listInbox, listQueue } from '~/features/desk/services/inbox.server'
import { getLead, saveHandling } from '~/features/desk/services/lead-actions.server'
import { erasePerson } from '~/features/desk/services/privacy.server'
import { composeReply, sendReply } from '~/features/desk/services/replies.server'
import { testDatabases } from '../support/databases'

/**
 * The desk's queue (docs/decisions/057-desk-queue.md): requests nobody has taken first, then by
 * flight date or newest; newsletter sign-ups hidden unless asked for; the reply templates sent in
 * the client's language, audited, counted as the first response; client names in the audit log.
 */
const ANNE = 'anne.desk@example.com'
const ANNE_PROFILE = { name: 'Anne Desk', signature: '' }

describe.each(testDatabases)('the desk queue ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  const ids: Record<string, string> = {}

  async function lead(
    name: string,
    kind: string,
    fields: Record<string, unknown>,
    minutesAgo: number,
    extra: { owner?: string; status?: string; language?: string } = {},
  ): Promise<string> {
    const found = await rows<{ id: string }>(
      database.db,
      sql`insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version, received_at, owner, status)
          values (${kind}, ${extra.language ?? 'fr'}, ${name}, ${`${name.toLowerCase().replace(/\s/g, '.')}@example.com`},
                  ${JSON.stringify(fields)}::jsonb, now(), '2024-12-01', now() - make_interval(mins => ${minutesAgo}),
                  ${extra.owner ?? null}, ${extra.status ?? 'new'})
          returning id`,
    )
    ids[name] = found[0]!.id
    return found[0]!.id
  }

  beforeAll(async () => {
    database = await open()
    await lead('Ava Late', 'contact', { departure: 'LBG', destination: 'NCE', date: '2026-09-01', pax: '2' }, 10)
    await lead(
      'Ben Soon',
      'quote',
      { departure: 'LBG', destination: 'GVA', departureDate: '2026-07-01', passengers: 5 },
      30,
    )
    await lead('Cleo Nodate', 'contact', { message: 'Call me' }, 5)
    await lead('Dan Taken', 'contact', { date: '2026-06-01', pax: '3' }, 1, { owner: ANNE, status: 'in_progress' })
    await lead('Eve Letter', 'newsletter', {}, 2)
    await lead('Finn Spam', 'contact', { date: '2026-05-01' }, 3, { status: 'spam' })
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  const names = (page: { rows: Array<{ fullName: string }> }) => page.rows.map((r) => r.fullName)

  it('puts open requests nobody has taken first, newest received, and hides newsletter sign-ups', async () => {
    const page = await listQueue(database.db, { hideNewsletter: true }, { sort: 'received', page: 1 })
    expect(names(page)).toEqual(['Cleo Nodate', 'Ava Late', 'Ben Soon', 'Dan Taken', 'Finn Spam'])
    expect(page.more).toBe(false)
    const all = await listQueue(database.db, { hideNewsletter: false }, { sort: 'received', page: 1 })
    expect(names(all)).toContain('Eve Letter')
    // A kind filter wins over the default.
    const letters = await listQueue(
      database.db,
      { kind: 'newsletter', hideNewsletter: true },
      { sort: 'received', page: 1 },
    )
    expect(names(letters)).toEqual(['Eve Letter'])
  })

  it('sorts by flight date, soonest first and undated last, within each group', async () => {
    const page = await listQueue(database.db, { hideNewsletter: true }, { sort: 'flight', page: 1 })
    expect(names(page)).toEqual(['Ben Soon', 'Ava Late', 'Cleo Nodate', 'Finn Spam', 'Dan Taken'])
    expect(page.rows.map((r) => [r.flightDate, r.passengers])).toEqual([
      ['2026-07-01', 5],
      ['2026-09-01', 2],
      [null, null],
      ['2026-05-01', null],
      ['2026-06-01', 3],
    ])
  })

  it('pages by offset, and the CSV’s keyset listing keeps every kind', async () => {
    const first = await listQueue(database.db, { hideNewsletter: true }, { sort: 'flight', page: 1 }, 2)
    const second = await listQueue(database.db, { hideNewsletter: true }, { sort: 'flight', page: 2 }, 2)
    const third = await listQueue(database.db, { hideNewsletter: true }, { sort: 'flight', page: 3 }, 2)
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      'Ben Soon',
      'Ava Late',
      'Cleo Nodate',
      'Finn Spam',
      'Dan Taken',
    ])
    expect([first.more, second.more, third.more]).toEqual([true, true, false])
    expect((await listInbox(database.db, {})).rows).toHaveLength(6)
  })

  it('take: owner and status saved together over what the page showed; a second take is refused', async () => {
    const id = ids['Ava Late']!
    const seen = { status: 'new' as const, owner: null }
    expect(await saveHandling(database.db, ANNE, id, { status: 'in_progress', owner: ANNE }, seen)).toEqual({
      status: 'saved',
    })
    const bruno = await saveHandling(
      database.db,
      'bruno.desk@example.com',
      id,
      { status: 'in_progress', owner: 'bruno.desk@example.com' },
      seen,
    )
    expect(bruno).toMatchObject({ status: 'conflict', current: { owner: ANNE, status: 'in_progress' } })
    const queue = await listQueue(database.db, { hideNewsletter: true }, { sort: 'received', page: 1 })
    expect(names(queue)[0]).toBe('Cleo Nodate')
    expect(names(queue).indexOf('Ava Late')).toBeGreaterThan(names(queue).indexOf('Ben Soon'))
  })

  it('a reply template goes out in the client’s language, is audited by name and counts as the first response', async () => {
    const id = ids['Ben Soon']!
    await database.db.execute(sql`update leads set language = 'en' where id = ${id}`)
    expect((await getLead(database.db, id))!.firstResponseAt).toBeNull()
    // The office's notification of the request, delivered.
    await database.db
      .execute(sql`insert into outbox (lead_id, to_address, subject, text_body, html_body, status, next_attempt_at)
      values (${id}, 'desk@example.com', 'Demande de vol', 'x', 'x', 'sent', now())`)
    const lead = (await getLead(database.db, id))!
    const text = composeReply('need_details', lead, ANNE_PROFILE)
    expect(await sendReply(database.db, ANNE, id, 'need_details', text)).toEqual({ status: 'sent' })
    const mails = await rows<{
      to_address: string
      reply_to: string
      subject: string
      text_body: string
      lead_id: string | null
    }>(
      database.db,
      sql`select to_address, reply_to, subject, text_body, lead_id from outbox where to_address <> 'desk@example.com' order by id`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to_address: 'ben.soon@example.com',
      reply_to: ANNE,
      subject: 'Your HERRA request — LBG → GVA: a few details',
      lead_id: id,
    })
    expect(mails[0]!.text_body).toContain('Dear Ben Soon')
    expect(mails[0]!.text_body).toContain('(LBG → GVA, on 1 July 2026)')
    const answered = (await getLead(database.db, id))!
    expect(answered.firstResponseAt).not.toBeNull()
    // The inbox's notification state is the office's mail, not the reply.
    const row = (await listQueue(database.db, { q: 'ben soon' }, { sort: 'received', page: 1 })).rows[0]!
    expect(row.mail).toBe('sent')
    expect((await getLead(database.db, id))!.mail).toBe('sent')

    const { entries } = await listAudit(database.db, { leadId: id })
    expect(entries[0]).toMatchObject({
      actor: ANNE,
      action: 'reply',
      details: { template: 'need_details' },
      leadName: 'Ben Soon',
    })
    // A second reply keeps the first response's time.
    await sendReply(database.db, ANNE, id, 'offer_follows', composeReply('offer_follows', lead, ANNE_PROFILE))
    expect((await getLead(database.db, id))!.firstResponseAt).toEqual(answered.firstResponseAt)
  })

  it('French templates for a French client; nothing sent to an erased request, and the log stops naming it', async () => {
    const text = composeReply(
      'acknowledge',
      { language: 'fr', fullName: 'Ava Late', fields: { departure: 'lbg', destination: 'nce', date: '2026-09-01' } },
      ANNE_PROFILE,
    )
    expect(text.subject).toBe('Votre demande HERRA — LBG → NCE')
    expect(text.body).toContain('Bonjour Ava Late')
    expect(text.body).toContain('1 septembre 2026')
    const id = ids['Cleo Nodate']!
    await saveHandling(database.db, ANNE, id, { status: 'in_progress', owner: null }, { status: 'new', owner: null })
    expect((await listAudit(database.db, { leadId: id })).entries[0]!.leadName).toBe('Cleo Nodate')
    await erasePerson(database.db, ANNE, 'cleo.nodate@example.com')
    expect(await sendReply(database.db, ANNE, id, 'acknowledge', text)).toEqual({ status: 'missing' })
    const named = (await listAudit(database.db, { leadId: id })).entries.map((e) => e.leadName)
    expect(new Set(named)).toEqual(new Set([null]))
  })
})
