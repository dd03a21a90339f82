import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../tests/support/databases'
import { subscribeToNewsletter } from './newsletter.server'

const links = { siteUrl: 'https://herra.example', secret: 'test-secret-0123456789abcdef' }

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
      { email: 'paul@example.com', language: 'en', now: new Date('2024-10-01T00:00:00Z') },
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
})
