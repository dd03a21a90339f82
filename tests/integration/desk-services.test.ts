import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv, type RuntimeEnv } from '~/services/env.server'
import { createLogger } from '~/services/logger.server'
import { listAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { addNote, changeOwner, changeStatus, getLead, saveHandling } from '~/features/desk/services/lead-actions.server'
import { erasePerson, purgeExpired } from '~/features/desk/services/privacy.server'
import {
  consumeSignInToken,
  currentStaff,
  DESK_ACTIONS_PER_MINUTE,
  requestSignInLink,
} from '~/desk-kit/services/staff-auth.server'
import {
  confirmNewsletter,
  newsletterToken,
  readNewsletterToken,
  subscribeToNewsletter,
  unsubscribeNewsletter,
} from '~/features/newsletter/services/newsletter.server'
import { testDatabases } from '../support/databases'

const STAFF = 'anne.desk@example.com'
const env: RuntimeEnv = parseEnv({
  STAFF_EMAILS: `${STAFF}, Bruno.Desk@example.com`,
  LOG_LEVEL: 'silent',
  SITE_URL: 'https://herra.example',
  SESSION_SECRET: 'desk-services-test-secret-0123456789',
}) as RuntimeEnv
const links = { siteUrl: env.SITE_URL, secret: env.SESSION_SECRET }

describe('STAFF_EMAILS', () => {
  it('is a lower-cased list; a bad address stops the server with the variable named', () => {
    expect(env.STAFF_EMAILS).toEqual([STAFF, 'bruno.desk@example.com'])
    expect(parseEnv({}).STAFF_EMAILS).toEqual([])
    expect(() => parseEnv({ STAFF_EMAILS: 'anne@example.com,not-an-address' })).toThrow(/STAFF_EMAILS/)
  })
})

describe.each(testDatabases)('desk services ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  let runtime: Parameters<typeof requestSignInLink>[0]

  beforeAll(async () => {
    database = await open()
    runtime = {
      env,
      database,
      logger: createLogger('silent'),
      outbox: { notify() {}, runOnce: async () => ({ claimed: 0, sent: 0, failed: 0 }), running: false },
    }
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  async function lead(
    email: string,
    name = 'Jeanne Martin',
    phone = '+33 6 11 22 33 44',
    ip = '10.1.2.3',
  ): Promise<string> {
    const found = await rows<{ id: string }>(
      database.db,
      sql`insert into leads (kind, language, full_name, email, phone, fields, consent_at, privacy_policy_version, client_ip)
          values ('quote', 'en', ${name}, ${email}, ${phone}, '{"departure":"lbg","destination":"DXB","message":"hello"}'::jsonb, now(), '2024-12-01', ${ip})
          returning id`,
    )
    return found[0]!.id
  }

  function tokenOf(text: string): string {
    return decodeURIComponent(text.match(/token=([^\s"&<]+)/)![1]!)
  }

  it('a sign-in link is sent to staff only, works once, and opens a session', async () => {
    await requestSignInLink(runtime, { email: 'stranger@example.com', lang: 'fr', clientIp: '10.0.0.1' })
    await requestSignInLink(runtime, { email: 'ANNE.desk@example.com', lang: 'en', clientIp: '10.0.0.1' })
    const mails = await rows<{ to_address: string; text_body: string; subject: string }>(
      database.db,
      sql`select to_address, text_body, subject from outbox where lead_id is null order by id`,
    )
    expect(mails.map((m) => m.to_address)).toEqual([STAFF])
    expect(mails[0]!.subject).toBe('HERRA — your desk sign-in link')
    const token = tokenOf(mails[0]!.text_body)
    const first = await consumeSignInToken(runtime, token)
    expect(first.status).toBe('signed_in')
    expect(await consumeSignInToken(runtime, token)).toEqual({ status: 'refused' })
    const cookie = first.status === 'signed_in' ? first.cookie.split(';')[0]! : ''
    expect(first.status === 'signed_in' && first.cookie).toMatch(/HttpOnly; SameSite=Strict; Max-Age=43200/)
    const staff = await currentStaff(
      runtime,
      new Request('https://herra.example/desk', { headers: { Cookie: cookie } }),
    )
    // The member, with the desk's allowance of actions per minute (DESK_ACTION_RATE_LIMIT_MAX, default 120).
    expect(staff).toEqual({ email: STAFF, actionsPerMinute: DESK_ACTIONS_PER_MINUTE })
  })

  it('an expired link is refused', async () => {
    await requestSignInLink(runtime, { email: STAFF, lang: 'fr', clientIp: '10.0.0.2' })
    const [mail] = await rows<{ text_body: string }>(
      database.db,
      sql`select text_body from outbox where lead_id is null order by id desc limit 1`,
    )
    await database.db.execute(
      sql`update staff_sign_in_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    )
    expect(await consumeSignInToken(runtime, tokenOf(mail!.text_body))).toEqual({ status: 'refused' })
  })

  it('the first status change is the first response; owner and notes are audited; the log refuses changes', async () => {
    const id = await lead('first@example.com')
    expect(await changeStatus(database.db, STAFF, id, 'new')).toBe(false)
    expect(await changeStatus(database.db, STAFF, id, 'in_progress')).toBe(true)
    const answered = (await getLead(database.db, id))!
    expect(answered.firstResponseAt).not.toBeNull()
    await changeStatus(database.db, STAFF, id, 'quoted')
    expect((await getLead(database.db, id))!.firstResponseAt).toEqual(answered.firstResponseAt)
    expect(await changeOwner(database.db, STAFF, id, 'bruno.desk@example.com')).toBe(true)
    expect(await addNote(database.db, STAFF, id, 'Prefers the Falcon 7X.')).toBe(true)
    const { entries } = await listAudit(database.db, { leadId: id })
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['note', { noteId: expect.any(Number) }],
      ['owner', { from: null, to: 'bruno.desk@example.com' }],
      ['status', { from: 'in_progress', to: 'quoted' }],
      ['status', { from: 'new', to: 'in_progress' }],
    ])
    await expect(database.db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow()
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    expect((await listAudit(database.db, { leadId: id })).entries).toHaveLength(4)
  })

  it('status and owner are saved only over what the staff member saw; a conflicting save changes nothing', async () => {
    const id = await lead('conflict@example.com')
    const seen = { status: 'new' as const, owner: null }
    // Anne saves first, from the page as both opened it.
    expect(await saveHandling(database.db, STAFF, id, { status: 'won', owner: STAFF }, seen)).toEqual({
      status: 'saved',
    })
    // Bruno, from the same page: refused, with what it is now and who changed it.
    const refused = await saveHandling(database.db, 'bruno.desk@example.com', id, { status: 'lost', owner: null }, seen)
    expect(refused).toMatchObject({ status: 'conflict', current: { status: 'won', owner: STAFF, by: STAFF } })
    expect((await getLead(database.db, id))!).toMatchObject({ status: 'won', owner: STAFF })
    const { entries } = await listAudit(database.db, { leadId: id })
    expect(entries.map((e) => [e.actor, e.action, e.details])).toEqual([
      [STAFF, 'owner', { from: null, to: STAFF }],
      [STAFF, 'status', { from: 'new', to: 'won' }],
    ])
    // Having seen it, his save goes through; a save that changes nothing records nothing.
    const now = { status: 'won' as const, owner: STAFF }
    expect(
      await saveHandling(database.db, 'bruno.desk@example.com', id, { status: 'lost', owner: STAFF }, now),
    ).toEqual({
      status: 'saved',
    })
    expect(
      await saveHandling(database.db, STAFF, id, { status: 'lost', owner: STAFF }, { ...now, status: 'lost' }),
    ).toEqual({
      status: 'saved',
    })
    expect((await listAudit(database.db, { leadId: id })).entries).toHaveLength(3)
    expect(await saveHandling(database.db, STAFF, '00000000-0000-4000-8000-000000000000', now, now)).toEqual({
      status: 'missing',
    })
  })

  it('two saves from the same page at the same moment: one is saved, the other refused', async () => {
    const id = await lead('race@example.com')
    const seen = { status: 'new' as const, owner: null }
    const outcomes = await Promise.all([
      saveHandling(database.db, STAFF, id, { status: 'won', owner: null }, seen),
      saveHandling(database.db, 'bruno.desk@example.com', id, { status: 'lost', owner: null }, seen),
    ])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['conflict', 'saved'])
    const winner = outcomes[0]!.status === 'saved' ? 'won' : 'lost'
    expect((await getLead(database.db, id))!.status).toBe(winner)
  })

  it('erasure leaves an anonymous trace and nothing personal', async () => {
    const id = await lead('Erase.Me@example.com', 'Zoé Effacée', '+33 6 99 88 77 66', '10.9.9.9')
    await addNote(database.db, STAFF, id, 'Called Zoé back.')
    await subscribeToNewsletter(database.db, { email: 'erase.me@example.com', language: 'fr' }, links)
    const result = await erasePerson(database.db, STAFF, 'erase.me@EXAMPLE.com')
    expect(result).toEqual({ requests: 2, subscription: true })
    const dump = await rows<{ j: string }>(
      database.db,
      sql`select concat_ws(' ', (select json_agg(l)::text from leads l), (select json_agg(n)::text from lead_notes n),
            (select json_agg(o)::text from outbox o), (select json_agg(s)::text from newsletter_subscribers s),
            (select json_agg(a)::text from audit_log a)) as j`,
    )
    for (const trace of ['erase.me', 'Zoé', 'Effacée', '+33 6 99 88 77 66', '10.9.9.9', 'Called'])
      expect(dump[0]!.j).not.toContain(trace)
    const erased = (await getLead(database.db, id))!
    expect(erased).toMatchObject({ kind: 'quote', fullName: '', email: '', phone: null, fields: {}, notes: [] })
    expect(erased.erasedAt).not.toBeNull()
  })

  it('the purge drops requests three years after their last activity, not before', async () => {
    const old = await lead('old@example.com')
    const kept = await lead('kept@example.com')
    await database.db.execute(
      sql`update leads set last_activity_at = now() - interval '3 years 1 day' where id = ${old}`,
    )
    await database.db.execute(sql`update leads set last_activity_at = now() - interval '2 years' where id = ${kept}`)
    await addNote(database.db, STAFF, kept, 'still here')
    await database.db.execute(sql`update leads set last_activity_at = now() - interval '2 years' where id = ${kept}`)
    const purged = await purgeExpired(database.db)
    expect(purged.requests).toBe(1)
    expect(await getLead(database.db, old)).toBeNull()
    expect(await getLead(database.db, kept)).not.toBeNull()
  })

  it('newsletter: double opt-in, signed links, one-click unsubscribe', async () => {
    const created = await subscribeToNewsletter(database.db, { email: 'letter@example.com', language: 'en' }, links)
    expect(created).toEqual({ created: true })
    const [sub] = await rows<{ id: string; status: string; lead_id: string }>(
      database.db,
      sql`select id, status, lead_id from newsletter_subscribers where email = 'letter@example.com'`,
    )
    expect(sub!.status).toBe('pending')
    const [mail] = await rows<{ to_address: string; subject: string; headers: Record<string, string> | string }>(
      database.db,
      sql`select to_address, subject, headers from outbox where lead_id = ${sub!.lead_id}`,
    )
    const headers =
      typeof mail!.headers === 'string' ? (JSON.parse(mail!.headers) as Record<string, string>) : mail!.headers
    expect(mail!.to_address).toBe('letter@example.com')
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(headers['List-Unsubscribe']).toBe(
      `<https://herra.example/newsletter/unsubscribe?token=${encodeURIComponent(newsletterToken(links.secret, 'unsubscribe', sub!.id))}>`,
    )

    // A confirm token is not an unsubscribe token, a forged one is nothing.
    expect(
      readNewsletterToken(links.secret, 'unsubscribe', newsletterToken(links.secret, 'confirm', sub!.id)),
    ).toBeUndefined()
    expect(await confirmNewsletter(database.db, links.secret, `${sub!.id}.forged`)).toBe('invalid')
    expect(
      await confirmNewsletter(
        database.db,
        links.secret,
        newsletterToken('another-secret-0123456789', 'confirm', sub!.id),
      ),
    ).toBe('invalid')
    expect(await confirmNewsletter(database.db, links.secret, newsletterToken(links.secret, 'confirm', sub!.id))).toBe(
      'confirmed',
    )
    expect(
      await unsubscribeNewsletter(database.db, links.secret, newsletterToken(links.secret, 'unsubscribe', sub!.id)),
    ).toBe('unsubscribed')
    expect(
      await rows(database.db, sql`select 1 from newsletter_subscribers where email = 'letter@example.com'`),
    ).toEqual([])
    expect((await getLead(database.db, sub!.lead_id))!.subscription).toBe('gone')
  })
})
