import { sql, type SQL } from 'drizzle-orm'
import {
  ANSWERED_KINDS,
  INBOX_PAGE_SIZE,
  likeEscape,
  type DeskLeadKind,
  type InboxCursor,
  type InboxFilters,
  type LeadStatus,
} from '~/desk-kit/domain/desk-model'
import { flightOf, type QueueView } from '~/features/desk/domain/queue'
import { searchTermsOf } from '~/features/desk/domain/inbox-search'
import type { Db } from '~/services/db/client.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'

/**
 * The inbox: every request newest first, one page at a time with a (received_at, id) keyset, so
 * page 2,000 costs what page 1 costs. Each filter has its own index (db/schema/kernel.ts); the
 * search goes through a trigram index on name, e-mail and airports.
 */

export type { InboxRow, MailState } from '~/features/desk/domain/inbox-row'

import type { InboxRow, MailState } from '~/features/desk/domain/inbox-row'

interface RawRow {
  id: string
  kind: DeskLeadKind
  received_at: string | Date
  full_name: string
  email: string
  departure: string | null
  destination: string | null
  aircraft: string | null
  status: LeadStatus
  owner: string | null
  erased_at: string | Date | null
  mail: MailState | null
  first_response_at: string | Date | null
  phone: string | null
  estimate_eur: number | null
  flight_date: string | null
  passengers: string | null
}

function rowOf(r: RawRow): InboxRow {
  const flight = flightOf({ date: r.flight_date, pax: r.passengers })
  return {
    flightDate: flight.date,
    passengers: flight.passengers,
    id: r.id,
    kind: r.kind,
    receivedAt: toDate(r.received_at) as Date,
    fullName: r.full_name,
    email: r.email,
    departure: r.departure,
    destination: r.destination,
    aircraft: r.aircraft,
    status: r.status,
    owner: r.owner,
    erased: r.erased_at !== null,
    mail: r.mail ?? 'none',
    firstResponseAt: toDate(r.first_response_at),
    phone: r.phone,
    estimateEur: r.estimate_eur === null ? null : Number(r.estimate_eur),
  }
}

/** The WHERE conditions of a set of filters (without the cursor). */
export function filterConditions(filters: InboxFilters): SQL[] {
  const where: SQL[] = []
  if (filters.kind) where.push(sql`l.kind = ${filters.kind}`)
  else if (filters.hideNewsletter) where.push(sql`l.kind <> 'newsletter'`)
  if (filters.status) where.push(sql`l.status = ${filters.status}`)
  if (filters.owner === 'none') where.push(sql`l.owner is null`)
  else if (filters.owner) where.push(sql`l.owner = ${filters.owner}`)
  // An address is looked up whole through its own index; anything else through the trigrams.
  if (filters.q?.includes('@')) where.push(sql`lower(l.email) = ${filters.q}`)
  else if (filters.q) where.push(searchCondition(filters.q))
  return where
}

/**
 * The text through the trigrams; a reference's 4 to 8 characters against the first eight digits of
 * the id; a phone's digits against the phone's digits (docs/decisions/107-desk-search.md). Each has
 * its trigram index (drizzle/0007_seams.sql), the three joined by OR.
 */
function searchCondition(q: string): SQL {
  const terms = searchTermsOf(q)
  const any: SQL[] = [sql`l.search_text like ${`%${likeEscape(terms.text)}%`}`]
  if (terms.reference) any.push(sql`upper(left(l.id::text, 8)) like ${`%${terms.reference}%`}`)
  if (terms.phoneDigits)
    any.push(sql`regexp_replace(coalesce(l.phone, ''), '[^0-9]', '', 'g') like ${`%${terms.phoneDigits}%`}`)
  return any.length === 1 ? any[0]! : sql`(${sql.join(any, sql` or `)})`
}

function whereOf(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
}

/** The office's notification of the request: the request's first e-mail (replies to the client come after it). */
const MAIL_STATE = sql`(
  select case
    when o.status = 'sent' then 'sent'
    when o.last_error is not null then 'failed'
    else 'pending' end
  from outbox o where o.lead_id = l.id and o.headers->>'X-Herra-Mail-Kind' is distinct from 'receipt' order by o.id asc limit 1)`

const COLUMNS = sql`l.id, l.kind, l.received_at, l.full_name, l.email, l.departure, l.destination, l.aircraft,
  l.status, l.owner, l.erased_at, l.first_response_at, l.phone, l.estimate_eur,
  coalesce(l.fields->>'date', l.fields->>'departureDate') as flight_date,
  coalesce(l.fields->>'pax', l.fields->>'passengers') as passengers`

export interface InboxPage {
  rows: InboxRow[]
  /** Cursor of the next (older) page, if any. */
  older?: InboxCursor
  /** Cursor of the previous (newer) page, if any. */
  newer?: InboxCursor
}

/** One page of the inbox. */
export async function listInbox(
  db: Pick<Db, 'execute'>,
  filters: InboxFilters,
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const conditions = filterConditions(filters)
  const backwards = Boolean(filters.after)
  if (filters.before)
    conditions.push(sql`(l.received_at, l.id) < (${filters.before.at}::timestamptz, ${filters.before.id}::uuid)`)
  if (filters.after)
    conditions.push(sql`(l.received_at, l.id) > (${filters.after.at}::timestamptz, ${filters.after.id}::uuid)`)
  const order = backwards
    ? sql`order by l.received_at asc nulls first, l.id asc nulls first`
    : sql`order by l.received_at desc nulls last, l.id desc nulls last`
  const raw = await rows<RawRow>(
    db,
    sql`select ${COLUMNS}, ${MAIL_STATE} as mail
        from (select * from leads l ${whereOf(conditions)} ${order} limit ${pageSize + 1}) l
        ${order}`,
  )
  const more = raw.length > pageSize
  const page = raw.slice(0, pageSize).map(rowOf)
  if (backwards) page.reverse()
  const first = page[0]
  const last = page[page.length - 1]
  const cursorOf = (row: InboxRow): InboxCursor => ({ at: row.receivedAt.toISOString(), id: row.id })
  return {
    rows: page,
    older: last && (backwards || more) ? cursorOf(last) : undefined,
    newer: first && (backwards ? more : Boolean(filters.before)) ? cursorOf(first) : undefined,
  }
}

/** A request nobody has taken that is still open: the queue puts these first. */
const WAITING = sql`(l.owner is null and l.status not in ('won', 'lost', 'spam'))`

/** The flight's day as sortable text, or null when the request has none (sorted last). */
const FLIGHT_DAY = sql`(case when coalesce(l.fields->>'date', l.fields->>'departureDate') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  then coalesce(l.fields->>'date', l.fields->>'departureDate') end)`

export interface QueuePage {
  rows: InboxRow[]
  /** Whether a next page exists. */
  more: boolean
}

/**
 * The desk's queue (docs/decisions/057-desk-queue.md): requests nobody has taken first (still
 * open), then by flight date (soonest first, undated last) or newest received, one page of
 * `pageSize` at a time by offset.
 */
export async function listQueue(
  db: Pick<Db, 'execute'>,
  filters: InboxFilters,
  view: Pick<QueueView, 'sort' | 'page'>,
  pageSize = INBOX_PAGE_SIZE,
): Promise<QueuePage> {
  const conditions = filterConditions(filters)
  const order =
    view.sort === 'flight'
      ? sql`order by ${WAITING} desc, ${FLIGHT_DAY} asc nulls last, l.received_at desc, l.id desc`
      : sql`order by ${WAITING} desc, l.received_at desc, l.id desc`
  const raw = await rows<RawRow>(
    db,
    sql`select ${COLUMNS}, ${MAIL_STATE} as mail
        from leads l ${whereOf(conditions)} ${order}
        limit ${pageSize + 1} offset ${(view.page - 1) * pageSize}`,
  )
  return { rows: raw.slice(0, pageSize).map(rowOf), more: raw.length > pageSize }
}

/** Every row matching the filters, newest first, in chunks (CSV export): never all of it in memory at once. */
export async function* eachInboxRow(
  db: Pick<Db, 'execute'>,
  filters: InboxFilters,
  chunk = 1000,
): AsyncGenerator<InboxRow> {
  let before: InboxCursor | undefined
  for (;;) {
    const page = await listInbox(db, { ...filters, after: undefined, before }, chunk)
    for (const row of page.rows) yield row
    if (!page.older) return
    before = page.older
  }
}

export interface KindFigures {
  kind: (typeof ANSWERED_KINDS)[number] | 'all'
  today: number
  week: number
  /** Minutes; null without answered requests. */
  medianMinutes: number | null
  p90Minutes: number | null
  /** 0..1; null without requests. */
  within1h: number | null
  /** won / (won + lost); null without decided requests. */
  wonRate: number | null
  won: number
  decided: number
  answered: number
}

interface FigureRow {
  kind: string | null
  today: number | string
  week: number | string
  median_min: number | string | null
  p90_min: number | string | null
  within_1h: number | string | null
  won: number | string
  decided: number | string
  answered: number | string
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v))

/**
 * The figures at the top of the desk, by kind and overall: requests today and this week (Paris
 * time), and over the last 30 days the median and 90th-percentile first-response times, the share
 * answered within an hour, and the won rate. Two index range scans on received_at.
 */
export async function deskFigures(db: Pick<Db, 'execute'>, now: Date = new Date()): Promise<KindFigures[]> {
  const kinds = sql.join(
    ANSWERED_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )
  const nowIso = now.toISOString()
  const result = await rows<FigureRow>(
    db,
    sql`with bounds as (
          select
            (date_trunc('day', ${nowIso}::timestamptz at time zone 'Europe/Paris') at time zone 'Europe/Paris') as day_start,
            (date_trunc('week', ${nowIso}::timestamptz at time zone 'Europe/Paris') at time zone 'Europe/Paris') as week_start,
            ${nowIso}::timestamptz - interval '30 days' as month_start
        ),
        recent as (
          select l.kind, l.received_at, l.status,
            extract(epoch from (l.first_response_at - l.received_at)) / 60.0 as response_min
          from leads l
          -- The week never starts more than 7 days ago: the 30-day bound covers it, as a constant range.
          where l.received_at >= ${nowIso}::timestamptz - interval '30 days' and l.kind in (${kinds})
        )
        select grouping(r.kind) as g, r.kind,
          count(*) filter (where r.received_at >= b.day_start) as today,
          count(*) filter (where r.received_at >= b.week_start) as week,
          percentile_cont(0.5) within group (order by r.response_min) filter (where r.received_at >= b.month_start and r.response_min is not null) as median_min,
          percentile_cont(0.9) within group (order by r.response_min) filter (where r.received_at >= b.month_start and r.response_min is not null) as p90_min,
          (count(*) filter (where r.received_at >= b.month_start and r.response_min <= 60))::float
            / nullif(count(*) filter (where r.received_at >= b.month_start and r.status <> 'spam'), 0) as within_1h,
          count(*) filter (where r.received_at >= b.month_start and r.status = 'won') as won,
          count(*) filter (where r.received_at >= b.month_start and r.status in ('won', 'lost')) as decided,
          count(*) filter (where r.received_at >= b.month_start and r.response_min is not null) as answered
        from recent r cross join bounds b
        group by grouping sets ((r.kind), ())`,
  )
  const byKind = new Map<string, FigureRow>()
  for (const row of result) byKind.set(row.kind ?? 'all', row)
  return (['all', ...ANSWERED_KINDS] as const).map((kind) => {
    const row = byKind.get(kind)
    const won = Number(row?.won ?? 0)
    const decided = Number(row?.decided ?? 0)
    return {
      kind,
      today: Number(row?.today ?? 0),
      week: Number(row?.week ?? 0),
      medianMinutes: num(row?.median_min ?? null),
      p90Minutes: num(row?.p90_min ?? null),
      within1h: num(row?.within_1h ?? null),
      wonRate: decided > 0 ? won / decided : null,
      won,
      decided,
      answered: Number(row?.answered ?? 0),
    }
  })
}
