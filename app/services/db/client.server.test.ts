import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../../tests/support/databases'
import type { Database } from './client.server'
import { leads, outbox } from './schema'

describe.each(testDatabases)('database ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  it('applies the migrations: every table exists', async () => {
    const rows = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)
    expect(names).toEqual(expect.arrayContaining(['leads', 'newsletter_subscribers', 'outbox', 'rate_limits']))
  })

  it('answers the health ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined()
  })

  it('stores a lead and its outbox message in one transaction', async () => {
    const db: Database['db'] = database.db
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          kind: 'contact',
          language: 'fr',
          fullName: 'Éloïse Dupont',
          email: 'eloise@example.com',
          fields: { message: 'Bonjour 👋 <b>' },
          consentAt: new Date(),
          privacyPolicyVersion: '2024-01',
        })
        .returning({ id: leads.id })
      await tx.insert(outbox).values({
        leadId: row!.id,
        toAddress: 'leads@example.com',
        subject: 's',
        textBody: 't',
        htmlBody: 'h',
      })
      return row!.id
    })
    const stored = await db
      .select()
      .from(leads)
      .where(sql`${leads.id} = ${id}`)
    expect(stored[0]?.fullName).toBe('Éloïse Dupont')
    expect(stored[0]?.fields).toEqual({ message: 'Bonjour 👋 <b>' })
  })
})
