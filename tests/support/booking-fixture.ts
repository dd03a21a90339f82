import { sql } from 'drizzle-orm'
import type { OfferDraft } from '~/features/offer/domain/offer-model'
import { acceptOffer } from '~/features/offer/services/offer-link.server'
import { sendOffer } from '~/features/offer/services/offer-send.server'
import { createOffer } from '~/features/offer/services/offer-store.server'
import { createBookingForOffer } from '~/features/bookings/services/booking-create.server'
import type { Database } from '~/services/db/client.server'
import { parseEnv } from '~/services/env.server'
import { testSite } from './site-fixture'

/**
 * A booking made as the site makes it (docs/product.md §17): a request, an offer sent and accepted
 * through the offer's own services, the booking made by the composition's hook (app/runtime.server.ts).
 */

export const bookingEnv = {
  ...parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    SITE_URL: 'https://herra.example',
    NOTIFY_EMAIL: 'desk@herra.example',
  }),
  SESSION_SECRET: 'booking-services-secret-0123456789',
}
export const STAFF = 'anne.desk@example.com'

export function bookingDraft(date: string, language: 'fr' | 'en' = 'fr', charterEur = 24_500): OfferDraft {
  return {
    language,
    clientName: 'Éloïse Château',
    passengers: 4,
    validityHours: 48,
    message: '',
    legs: [{ from: 'LBG', to: 'NCE', date, time: '11:00', blockMinutes: 85 }],
    options: [
      {
        aircraftId: 'cl350',
        aircraftName: '',
        burnGalPerHour: null,
        operator: 'Opérateur Un',
        registration: 'F-HABC',
        seats: 9,
        charterEur,
        tsbaOverride: null,
        vatOverride: null,
        lines: [{ label: 'Champagne', amountEur: 450 }],
      },
    ],
  }
}

export function bookingRuntime(database: Database) {
  const logger = { error() {}, warn() {}, info() {} } as never
  return {
    database,
    env: bookingEnv,
    site: testSite,
    logger,
    outbox: { notify() {}, runOnce: async () => ({ claimed: 0, sent: 0, failed: 0 }), running: false },
    onOfferAccepted: (tx: Database['db'], e: { offerId: string }) =>
      createBookingForOffer({ env: bookingEnv, site: testSite, logger }, tx, e.offerId),
  }
}

async function firstRow<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] }
  return result.rows[0]!
}

/** An accepted offer and its booking: the booking's link, as the client's e-mail carries it. */
export async function acceptedBooking(
  database: Database,
  options: { date?: string; language?: 'fr' | 'en'; charterEur?: number; now?: Date; failingHook?: boolean } = {},
) {
  const email = `client-${Math.random().toString(36).slice(2)}@example.com`
  const lead = await firstRow<{ id: string }>(
    database,
    sql`insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
        values ('quote', 'fr', 'Éloïse Château', ${email}, '{}'::jsonb, now(), '2024-12-01') returning id`,
  )
  const runtime = options.failingHook
    ? {
        ...bookingRuntime(database),
        onOfferAccepted: async () => {
          throw new Error('booking step down')
        },
      }
    : bookingRuntime(database)
  const draft = bookingDraft(options.date ?? '2026-12-18', options.language, options.charterEur)
  const created = await createOffer(database.db, STAFF, lead.id, draft)
  await sendOffer(runtime, STAFF, created!.id, 0)
  const sent = await firstRow<{ text_body: string }>(
    database,
    sql`select text_body from outbox where to_address = ${email} order by id limit 1`,
  )
  const offerToken = sent.text_body.match(/\/offer\/([A-Za-z0-9_-]{43})/)![1]!
  const outcome = await acceptOffer(
    runtime,
    offerToken,
    { option: 1, fullName: 'Éloïse Château', clientIp: '127.0.0.1', userAgent: 'test' },
    options.now,
  )
  if (outcome.status !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(outcome)}`)
  if (!outcome.next && !options.failingHook) throw new Error('no booking made')
  const token = outcome.next?.split('/booking/')[1] ?? ''
  return { leadId: lead.id, email, offerId: created!.id, offerToken, link: outcome.next ?? '', token, runtime }
}
