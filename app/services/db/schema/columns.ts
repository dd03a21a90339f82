import { sql } from 'drizzle-orm'
import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'

/** The columns and tables every area writes the same way (decision 120). */

/** A uuid primary key the database draws (`gen_random_uuid()`). */
export const uuidId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`)

/** When the row was written (`now()` unless given). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** The last number given in each year (an offer, a booking, an invoice): one row a year, bumped under its lock. */
export const yearSequence = <N extends string>(name: N) =>
  pgTable(name, {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  })
