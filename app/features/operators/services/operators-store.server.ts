import { sql } from 'drizzle-orm'
import { getAircraft } from '~/domain/aircraft'
import type { Db } from '~/services/db/client.server'
import { worldAirports } from '~/services/airports/world-airports.server'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import { OTHER_AIRCRAFT, type AircraftValues, type OperatorValues } from '../domain/operator-form'
import { daysUntil, EXPIRY_WARNING_DAYS } from '../domain/rfq-model'

/**
 * The desk's operators (docs/product.md §14): their AOC, TCO and insurance, and the aircraft on
 * their AOC (a removed aircraft is kept, marked removed: an answer may have named it). Every change
 * is audited.
 */

type Executor = Pick<Db, 'execute'>

export interface OperatorAircraftRow {
  id: string
  registration: string
  aircraftId: string
  aircraftName: string
  seats: number
  year: number | null
  baseCode: string
  baseLat: number
  baseLon: number
}

export interface OperatorRow extends OperatorValues {
  id: string
  updatedAt: Date
  aircraft: OperatorAircraftRow[]
}

interface RawOperator {
  id: string
  name: string
  country: string
  aoc_number: string
  aoc_authority: string
  aoc_expires_on: string
  tco_number: string | null
  tco_expires_on: string | null
  insurer: string
  insurance_expires_on: string
  liability_eur: number | string
  quote_emails: unknown
  language: string
  notes: string
  updated_at: string | Date
}

interface RawAircraft {
  id: string
  operator_id: string
  registration: string
  aircraft_id: string
  aircraft_name: string
  seats: number | string
  year: number | string | null
  base_code: string
  base_lat: number | string
  base_lon: number | string
}

const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').slice(0, 10))

function operatorOf(r: RawOperator, aircraft: OperatorAircraftRow[]): OperatorRow {
  const emails = typeof r.quote_emails === 'string' ? JSON.parse(r.quote_emails) : r.quote_emails
  return {
    id: r.id,
    name: r.name,
    country: r.country,
    aocNumber: r.aoc_number,
    aocAuthority: r.aoc_authority,
    aocExpiresOn: day(r.aoc_expires_on),
    tcoNumber: r.tco_number ?? '',
    tcoExpiresOn: r.tco_expires_on ? day(r.tco_expires_on) : null,
    insurer: r.insurer,
    insuranceExpiresOn: day(r.insurance_expires_on),
    liability: Number(r.liability_eur),
    quoteEmails: Array.isArray(emails) ? (emails as string[]) : [],
    language: r.language === 'fr' ? 'fr' : 'en',
    notes: r.notes,
    updatedAt: toDate(r.updated_at) as Date,
    aircraft,
  }
}

function aircraftOf(r: RawAircraft): OperatorAircraftRow {
  return {
    id: r.id,
    registration: r.registration,
    aircraftId: r.aircraft_id,
    aircraftName: r.aircraft_id ? (getAircraft(r.aircraft_id)?.name ?? r.aircraft_name) : r.aircraft_name,
    seats: Number(r.seats),
    year: r.year === null ? null : Number(r.year),
    baseCode: r.base_code,
    baseLat: Number(r.base_lat),
    baseLon: Number(r.base_lon),
  }
}

const OPERATOR_COLUMNS = sql`id, name, country, aoc_number, aoc_authority, aoc_expires_on, tco_number, tco_expires_on,
  insurer, insurance_expires_on, liability_eur, quote_emails, language, notes, updated_at`

/** Every operator with the aircraft on its AOC, by name. */
export async function listOperators(db: Executor): Promise<OperatorRow[]> {
  const [ops, fleet] = await Promise.all([
    rows<RawOperator>(db, sql`select ${OPERATOR_COLUMNS} from operators order by lower(name), id`),
    rows<RawAircraft>(
      db,
      sql`select id, operator_id, registration, aircraft_id, aircraft_name, seats, year, base_code, base_lat, base_lon
          from operator_aircraft where removed_at is null order by registration`,
    ),
  ])
  return ops.map((o) => operatorOf(o, fleet.filter((a) => a.operator_id === o.id).map(aircraftOf)))
}

export async function getOperator(db: Executor, id: string): Promise<OperatorRow | null> {
  const [found] = await rows<RawOperator>(db, sql`select ${OPERATOR_COLUMNS} from operators where id = ${id}`)
  if (!found) return null
  const fleet = await rows<RawAircraft>(
    db,
    sql`select id, operator_id, registration, aircraft_id, aircraft_name, seats, year, base_code, base_lat, base_lon
        from operator_aircraft where operator_id = ${id} and removed_at is null order by registration`,
  )
  return operatorOf(found, fleet.map(aircraftOf))
}

export async function createOperator(db: Db, actor: string, v: OperatorValues): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`insert into operators (name, country, aoc_number, aoc_authority, aoc_expires_on, tco_number, tco_expires_on,
            insurer, insurance_expires_on, liability_eur, quote_emails, language, notes, created_by)
          values (${v.name}, ${v.country}, ${v.aocNumber}, ${v.aocAuthority}, ${v.aocExpiresOn}, ${v.tcoNumber || null},
            ${v.tcoExpiresOn}, ${v.insurer}, ${v.insuranceExpiresOn}, ${v.liability}, ${JSON.stringify(v.quoteEmails)}::jsonb,
            ${v.language}, ${v.notes}, ${actor})
          returning id`,
    )
    await recordAudit(tx, { actor, action: 'operator_create', details: { operatorId: row!.id } })
    return row!.id
  })
}

export async function updateOperator(db: Db, actor: string, id: string, v: OperatorValues): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await rows<{ id: string }>(
      tx,
      sql`update operators set name = ${v.name}, country = ${v.country}, aoc_number = ${v.aocNumber},
            aoc_authority = ${v.aocAuthority}, aoc_expires_on = ${v.aocExpiresOn}, tco_number = ${v.tcoNumber || null},
            tco_expires_on = ${v.tcoExpiresOn}, insurer = ${v.insurer}, insurance_expires_on = ${v.insuranceExpiresOn},
            liability_eur = ${v.liability}, quote_emails = ${JSON.stringify(v.quoteEmails)}::jsonb,
            language = ${v.language}, notes = ${v.notes}, updated_at = now()
          where id = ${id} returning id`,
    )
    if (done.length === 0) return false
    await recordAudit(tx, { actor, action: 'operator_edit', details: { operatorId: id } })
    return true
  })
}

/** Adds an aircraft to an AOC; `duplicate` when the registration is already on it, `airport` for an unknown base. */
export async function addAircraft(
  db: Db,
  actor: string,
  operatorId: string,
  v: AircraftValues,
): Promise<'added' | 'duplicate' | 'airport' | 'missing'> {
  const base = worldAirports().find(v.base)
  if (!base) return 'airport'
  const other = v.aircraft === OTHER_AIRCRAFT
  return db.transaction(async (tx) => {
    const op = await rows<{ id: string }>(tx, sql`select id from operators where id = ${operatorId} for update`)
    if (op.length === 0) return 'missing'
    const inserted = await rows<{ id: string }>(
      tx,
      sql`insert into operator_aircraft (operator_id, registration, aircraft_id, aircraft_name, seats, year, base_code, base_lat, base_lon)
          values (${operatorId}, ${v.registration}, ${other ? '' : v.aircraft}, ${other ? v.aircraftName : ''}, ${v.seats},
                  ${v.year ?? null}, ${base.code}, ${base.lat}, ${base.lon})
          on conflict (operator_id, registration) where removed_at is null do nothing
          returning id`,
    )
    if (inserted.length === 0) return 'duplicate'
    await recordAudit(tx, {
      actor,
      action: 'operator_aircraft_add',
      details: { operatorId, registration: v.registration },
    })
    return 'added'
  })
}

export async function removeAircraft(db: Db, actor: string, operatorId: string, aircraftId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await rows<{ registration: string }>(
      tx,
      sql`update operator_aircraft set removed_at = now()
          where id = ${aircraftId} and operator_id = ${operatorId} and removed_at is null returning registration`,
    )
    if (done.length === 0) return false
    await recordAudit(tx, {
      actor,
      action: 'operator_aircraft_remove',
      details: { operatorId, registration: done[0]!.registration },
    })
    return true
  })
}

export interface Expiry {
  operatorId: string
  name: string
  what: 'aoc' | 'tco' | 'insurance'
  on: string
  /** Negative: already expired. */
  days: number
}

/**
 * The AOCs, TCOs and insurances that expire within 30 days (or already have), soonest first: the
 * service the desk's inbox shows at its top.
 */
export async function expiringSoon(db: Executor, today: string): Promise<Expiry[]> {
  const limit = sql`(${today}::date + ${EXPIRY_WARNING_DAYS}::int)`
  const found = await rows<{ id: string; name: string; what: Expiry['what']; expires_on: string | Date }>(
    db,
    sql`select id, name, 'aoc' as what, aoc_expires_on as expires_on from operators where aoc_expires_on <= ${limit}
        union all
        select id, name, 'tco', tco_expires_on from operators where tco_expires_on is not null and tco_expires_on <= ${limit}
        union all
        select id, name, 'insurance', insurance_expires_on from operators where insurance_expires_on <= ${limit}
        order by 4, 2 limit 50`,
  )
  return found.map((r) => ({
    operatorId: r.id,
    name: r.name,
    what: r.what,
    on: day(r.expires_on),
    days: daysUntil(day(r.expires_on), today),
  }))
}
