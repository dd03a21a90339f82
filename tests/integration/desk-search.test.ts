import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '~/desk-kit/services/db-util.server'
import { leadReference } from '~/domain/forms/lead-reference'
import { listInbox } from '~/features/desk/services/inbox.server'
import { testDatabases } from '../support/databases'

/**
 * The inbox's search by reference and by phone in SQL (docs/decisions/107-desk-search.md), on each
 * back-end: the same rules as `matchesSearch`, through the migration's indexes.
 */
describe.each(testDatabases)('the desk search by reference and phone ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  const ID = 'b57da2f8-1c2d-4e5f-8a9b-0c1d2e3f4a5b'

  beforeAll(async () => {
    database = await open()
    for (const [id, name, phone] of [
      [ID, 'Ada Lovelace', '+33 6 12 34 56 78'],
      ['0c1d2e3f-1c2d-4e5f-8a9b-b57da2f84a5b', 'Bob Other', '+44 20 7946 0000'],
    ] as const)
      await rows(
        database.db,
        sql`insert into leads (id, kind, language, full_name, email, phone, fields, consent_at, privacy_policy_version, received_at)
            values (${id}::uuid, 'contact', 'fr', ${name}, ${`${name.split(' ')[0]!.toLowerCase()}@example.com`}, ${phone},
                    '{}'::jsonb, now(), '2024-12-01', now()) returning id`,
      )
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  const found = async (q: string) => (await listInbox(database.db, { q })).rows.map((r) => r.fullName)

  it('finds the reference whole, and by its last or first four characters in any case', async () => {
    expect(leadReference(ID)).toBe('HERRA-R-B57D-A2F8')
    expect(await found('herra-r-b57d-a2f8')).toEqual(['Ada Lovelace'])
    expect(await found('a2f8')).toEqual(['Ada Lovelace'])
    expect(await found('b57d')).toEqual(['Ada Lovelace'])
    expect(await found('a2f9')).toEqual([])
  })

  it('finds a phone by its digits, whatever the format typed', async () => {
    expect(await found('06 12 34 56 78')).toEqual(['Ada Lovelace'])
    expect(await found('+33612345678')).toEqual(['Ada Lovelace'])
    expect(await found('020 7946 0000')).toEqual(['Bob Other'])
  })
})
