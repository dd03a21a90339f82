import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../../tests/support/databases'
import { confirmNewsletter, newsletterToken, subscribeToNewsletter } from './newsletter.server'

const links = { siteUrl: 'https://herra.example', secret: 'test-secret-0123456789abcdef' }
const DAY_MS = 24 * 60 * 60 * 1000

describe.each(testDatabases)('newsletter subscriptions ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  async function rowsFor(email: string) {
    const result = await database.db.execute(
      sql`select email, language, consent_at, client_ip from newsletter_subscribers where email = ${email}`,
    )
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows
  }

  it('stores the address with its language, consent time and client address', async () => {
    const now = new Date('2024-12-20T10:00:00Z')
    const result = await subscribeToNewsletter(
      database.db,
      {
        email: 'jeanne@example.com',
        language: 'fr',
        clientIp: '10.0.0.1',
        now,
      },
      links,
    )
    expect(result).toEqual({ created: true })
    const rows = await rowsFor('jeanne@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'jeanne@example.com', language: 'fr', client_ip: '10.0.0.1' })
    expect(new Date(rows[0]!.consent_at as string).toISOString()).toBe(now.toISOString())
  })

  it('keeps one row per address, whatever the case, and keeps the first consent', async () => {
    await subscribeToNewsletter(
      database.db,
      { email: 'paul@example.com', language: 'en', now: new Date(Date.now() - DAY_MS) },
      links,
    )
    const again = await subscribeToNewsletter(database.db, { email: 'PAUL@Example.com', language: 'fr' }, links)
    expect(again).toEqual({ created: false })
    const rows = await rowsFor('paul@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ language: 'en' })
  })

  it('stores each of many concurrent subscriptions of the same address exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        subscribeToNewsletter(database.db, { email: 'rush@example.com', language: 'fr' }, links),
      ),
    )
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(await rowsFor('rush@example.com')).toHaveLength(1)
  })

  async function subscriptionOf(email: string) {
    const result = await database.db.execute(sql`select id, status from newsletter_subscribers where email = ${email}`)
    return (result as unknown as { rows: Array<{ id: string; status: string }> }).rows[0]
  }

  it('a confirmation link works for 7 days: confirmed at 6, expired at 8 (nothing confirmed)', async () => {
    for (const [email, days, outcome, status] of [
      ['six@example.com', 6, 'confirmed', 'confirmed'],
      ['eight@example.com', 8, 'expired', 'pending'],
    ] as const) {
      await subscribeToNewsletter(
        database.db,
        { email, language: 'fr', now: new Date(Date.now() - days * DAY_MS) },
        links,
      )
      const { id } = (await subscriptionOf(email))!
      expect(await confirmNewsletter(database.db, links.secret, newsletterToken(links.secret, 'confirm', id))).toBe(
        outcome,
      )
      expect((await subscriptionOf(email))!.status).toBe(status)
    }
    // A link of ours for no subscription, or one that is not ours: not valid.
    const unknown = newsletterToken(links.secret, 'confirm', '00000000-0000-4000-8000-000000000000')
    expect(await confirmNewsletter(database.db, links.secret, unknown)).toBe('invalid')
    expect(await confirmNewsletter(database.db, links.secret, 'x.y')).toBe('invalid')
  })

  it('a confirmed subscription stays confirmed, whatever its age; an expired one can subscribe again', async () => {
    await subscribeToNewsletter(database.db, { email: 'old@example.com', language: 'fr' }, links)
    const confirmed = (await subscriptionOf('old@example.com'))!
    const token = newsletterToken(links.secret, 'confirm', confirmed.id)
    expect(await confirmNewsletter(database.db, links.secret, token)).toBe('confirmed')
    await database.db.execute(
      sql`update newsletter_subscribers set consent_at = now() - interval '30 days' where id = ${confirmed.id}`,
    )
    expect(await confirmNewsletter(database.db, links.secret, token)).toBe('confirmed')
    expect(await subscribeToNewsletter(database.db, { email: 'old@example.com', language: 'fr' }, links)).toEqual({
      created: false,
    })

    const lapsed = { email: 'lapsed@example.com', language: 'en' as const, now: new Date(Date.now() - 8 * DAY_MS) }
    await subscribeToNewsletter(database.db, lapsed, links)
    const first = (await subscriptionOf(lapsed.email))!
    const again = await subscribeToNewsletter(database.db, { email: lapsed.email, language: 'en' }, links)
    expect(again).toEqual({ created: true })
    const second = (await subscriptionOf(lapsed.email))!
    expect(second.id).not.toBe(first.id)
    // The new link works; the expired one is no longer anyone's.
    expect(
      await confirmNewsletter(database.db, links.secret, newsletterToken(links.secret, 'confirm', second.id)),
    ).toBe('confirmed')
    expect(await confirmNewsletter(database.db, links.secret, newsletterToken(links.secret, 'confirm', first.id))).toBe(
      'invalid',
    )
  })
})
