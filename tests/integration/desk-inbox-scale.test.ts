import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxFilters } from '~/desk-kit/domain/desk-model'
import { rows } from '~/desk-kit/services/db-util.server'
import { deskFigures, listInbox } from '~/features/desk/services/inbox.server'
import { testDatabases } from '../support/databases'

/**
 * The inbox at 100,000 requests, on PGlite and on PostgreSQL: every inbox query is answered from
 * an index (EXPLAIN shows no sequential scan on `leads`), page 1 as deep pages. How fast is a
 * bench question, not this test's.
 */
const COUNT = 100_000
const STAFF = ['anne.desk@example.com', 'bruno.desk@example.com']

describe.each(testDatabases)('inbox at 100,000 requests ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  let deepCursor: { at: string; id: string }

  beforeAll(async () => {
    database = await open()
    // Generated in SQL: five kinds, six statuses, two owners or none, routes, four years of dates.
    await database.db.execute(sql`
      insert into leads (kind, language, full_name, email, phone, fields, consent_at, privacy_policy_version, received_at, last_activity_at, status, owner)
      select
        (array['contact','quote','club_inline','club_modal','newsletter'])[1 + i % 5],
        case when i % 3 = 0 then 'en' else 'fr' end,
        'Client ' || i || ' Nom' || (i % 997),
        'client' || i || '@example.com',
        '+33 6 00 00 ' || lpad((i % 10000)::text, 4, '0'),
        jsonb_build_object('departure', (array['LBG','CDG','NCE','GVA','LCY'])[1 + i % 5], 'destination', (array['DXB','OLB','JFK','MXP','SXM','PMI','IBZ'])[1 + i % 7]),
        now() - (i || ' minutes')::interval * 21,
        '2024-12-01',
        now() - (i || ' minutes')::interval * 21,
        now() - (i || ' minutes')::interval * 21,
        (array['new','in_progress','quoted','won','lost','spam'])[1 + i % 6],
        case when i % 3 = 0 then null when i % 3 = 1 then ${STAFF[0]} else ${STAFF[1]} end
      from generate_series(1, ${COUNT}) as i`)
    await database.db.execute(sql`analyze leads`)
    await database.db.execute(sql`analyze outbox`)
    const deep = await rows<{ received_at: string | Date; id: string }>(
      database.db,
      sql`select received_at, id from leads order by received_at desc, id desc offset 80000 limit 1`,
    )
    deepCursor = { at: new Date(deep[0]!.received_at).toISOString(), id: deep[0]!.id }
  }, 180_000)

  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  const cases: Array<[string, () => InboxFilters]> = [
    ['first page', () => ({})],
    ['a deep page (keyset)', () => ({ before: deepCursor })],
    ['a newer page (keyset backwards)', () => ({ after: deepCursor })],
    ['by kind', () => ({ kind: 'quote' })],
    ['by status', () => ({ status: 'won' })],
    ['by owner', () => ({ owner: STAFF[1] })],
    ['nobody’s requests', () => ({ owner: 'none' })],
    ['search by name', () => ({ q: 'client 4242 ' })],
    ['search by e-mail', () => ({ q: 'client777@example.com' })],
    ['search by part of an e-mail', () => ({ q: 'client7771' })],
    ['search by airport', () => ({ q: 'sxm' })],
    ['search and filters together', () => ({ q: 'nom99', kind: 'contact', before: deepCursor })],
  ]

  for (const [name, filtersOf] of cases) {
    it(`${name}: a page of requests`, async () => {
      const page = await listInbox(database.db, filtersOf())
      expect(page.rows.length).toBeGreaterThan(0)
    })
  }

  it('EXPLAIN: no sequential scan on leads for any inbox query', async () => {
    const { filterConditions } = await import('~/features/desk/services/inbox.server')
    for (const [name, filtersOf] of cases) {
      const filters = filtersOf()
      const conditions = filterConditions(filters)
      if (filters.before)
        conditions.push(sql`(l.received_at, l.id) < (${filters.before.at}::timestamptz, ${filters.before.id}::uuid)`)
      const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
      const plan = await rows<Record<string, string>>(
        database.db,
        sql`explain select l.id from leads l ${where} order by l.received_at desc nulls last, l.id desc nulls last limit 51`,
      )
      const text = plan.map((r) => Object.values(r)[0]).join('\n')
      expect(text, `${name}:\n${text}`).not.toMatch(/Seq Scan on leads/)
    }
  })

  it('the figures count every kind', async () => {
    const figures = await deskFigures(database.db)
    expect(figures[0]!.kind).toBe('all')
    expect(figures[0]!.week).toBeGreaterThan(0)
  })
})
