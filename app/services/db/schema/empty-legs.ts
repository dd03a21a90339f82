import { sql } from 'drizzle-orm'
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, uuidId } from './columns'

// Empty legs (docs/product.md §12, decisions 053–054): the desk's legs, the visitors' alerts and
// the alerts waiting for their daily e-mail.

/** A leg published by the desk; kept after its window has passed or it was withdrawn (its history). */
export const emptyLegs = pgTable(
  'empty_legs',
  {
    id: uuidId(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    earliest: date('earliest', { mode: 'string' }).notNull(),
    latest: date('latest', { mode: 'string' }).notNull(),
    /** A fleet type's id, or '' with `aircraft_name`. */
    aircraftId: text('aircraft_id').notNull(),
    aircraftName: text('aircraft_name').notNull(),
    burnGalPerHour: integer('burn_gal_per_hour'),
    seats: integer('seats').notNull(),
    /** Whole euros excluding tax; null is "on request". */
    priceEur: integer('price_eur'),
    noteFr: text('note_fr').notNull(),
    noteEn: text('note_en').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('empty_legs_current_idx')
      .on(t.latest, t.earliest)
      .where(sql`${t.withdrawnAt} is null`),
    index('empty_legs_created_idx').on(t.createdAt.desc()),
  ],
)

/**
 * A visitor's alert: an address and a route interest, pending until confirmed (double opt-in).
 * Each end is indexed by its key (`*`, `a:LBG`, `c:FR:paris`, `n:FR`); with a radius, by latitude too.
 */
export const legAlerts = pgTable(
  'leg_alerts',
  {
    id: uuidId(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    /** pending | confirmed */
    status: text('status').notNull().default('pending'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    fromKey: text('from_key').notNull(),
    toKey: text('to_key').notNull(),
    fromPlace: jsonb('from_place'),
    toPlace: jsonb('to_place'),
    radiusKm: integer('radius_km'),
    fromLat: doublePrecision('from_lat'),
    toLat: doublePrecision('to_lat'),
    /** The last alert e-mail queued: at most one a day. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leg_alerts_route_idx').on(t.email, t.fromKey, t.toKey),
    index('leg_alerts_from_idx')
      .on(t.fromKey)
      .where(sql`${t.status} = 'confirmed'`),
    index('leg_alerts_to_idx')
      .on(t.toKey)
      .where(sql`${t.status} = 'confirmed'`),
    index('leg_alerts_from_lat_idx')
      .on(t.fromLat)
      .where(sql`${t.status} = 'confirmed' and ${t.radiusKm} is not null`),
    index('leg_alerts_to_lat_idx')
      .on(t.toLat)
      .where(sql`${t.status} = 'confirmed' and ${t.radiusKm} is not null`),
    index('leg_alerts_created_idx').on(t.status, t.createdAt),
  ],
)

/** A matching leg waiting for its subscriber's next daily e-mail (filled with the leg, in its transaction). */
export const legAlertQueue = pgTable(
  'leg_alert_queue',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => legAlerts.id, { onDelete: 'cascade' }),
    legId: uuid('leg_id')
      .notNull()
      .references(() => emptyLegs.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.legId] }),
    index('leg_alert_queue_due_idx')
      .on(t.alertId)
      .where(sql`${t.sentAt} is null`),
    index('leg_alert_queue_leg_idx').on(t.legId),
  ],
)
