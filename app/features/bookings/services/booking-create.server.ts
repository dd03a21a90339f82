import { sql } from 'drizzle-orm'
import type { OperatorConfig } from '~/config/operator-config'
import { recordAudit } from '~/desk-kit/services/audit.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { Db } from '~/services/db/client.server'
import type { RuntimeEnv } from '~/services/env.server'
import type { Logger } from '~/services/logger.server'
import { newPrivateToken, privateTokenHash } from '~/services/private-link.server'
import { acceptedVersionOf, bookingReference, firstDeparture } from '../domain/booking-model'
import { parisDay, paymentSchedule } from '../domain/booking-schedule'
import { dueReference } from '../domain/payment-reference'
import { bookingCreatedMail, queueBookingMail } from './booking-mail.server'
import { scheduleRulesOf } from './booking-rules.server'

/**
 * An accepted offer becomes a booking (docs/product.md §17, decision 090): called inside the
 * acceptance's transaction (the composition passes it to the offer as its `onOfferAccepted` hook),
 * and by the sweep for any acceptance left without one. Idempotent: one booking per offer (unique),
 * a second call answers `null`. It reads the acceptance and the accepted version from the shared
 * tables, numbers the booking, draws its payment schedule, and queues the client's e-mail with the
 * private link — the token exists only in that e-mail and in the answer (the hash is stored).
 */

export interface BookingDeps {
  env: Pick<
    RuntimeEnv,
    | 'SITE_URL'
    | 'NOTIFY_EMAIL'
    | 'BOOKING_FULL_PAYMENT_DAYS'
    | 'BOOKING_DEPOSIT_PERCENT'
    | 'BOOKING_BALANCE_DAYS_BEFORE'
  >
  site: Pick<OperatorConfig, 'bank'>
  logger?: Logger
}

interface AcceptanceRow {
  acceptance_id: number | string
  offer_id: string
  version_id: string
  lead_id: string
  option_index: number | string
  accepted_at: string | Date
  content: string
  email: string
  owner: string | null
}

export interface CreatedBooking {
  bookingId: string
  reference: string
  /** `SITE_URL/booking/<token>`: given once, here and in the client's e-mail. */
  link: string
}

export function bookingLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/booking/${token}`
}

export async function createBookingForOffer(
  deps: BookingDeps,
  tx: Pick<Db, 'execute'>,
  offerId: string,
): Promise<CreatedBooking | null> {
  const existing = await rows<{ id: string }>(tx, sql`select id from bookings where offer_id = ${offerId}`)
  if (existing.length > 0) return null
  const found = await rows<AcceptanceRow>(
    tx,
    sql`select a.id as acceptance_id, a.offer_id, a.version_id, o.lead_id, a.option_index, a.accepted_at,
               v.content, l.email, l.owner
        from offer_acceptances a
        join offer_versions v on v.id = a.version_id
        join offers o on o.id = a.offer_id
        join leads l on l.id = o.lead_id
        where a.offer_id = ${offerId}`,
  )
  const row = found[0]
  if (!row) return null
  const accepted = acceptedVersionOf(JSON.parse(row.content) as unknown, Number(row.option_index))
  if (!accepted || accepted.option.totalCents <= 0) {
    deps.logger?.error({ offerId }, 'accepted offer has no usable option: no booking made')
    return null
  }
  const acceptedAt = toDate(row.accepted_at) as Date
  const departure = firstDeparture(accepted.legs)
  const year = Number(parisDay(acceptedAt).slice(0, 4))
  // The year's counter, bumped under its row lock (a concurrent booking waits, then takes the next).
  const seq = await rows<{ last: number | string }>(
    tx,
    sql`insert into booking_sequences (year, last) values (${year}, 1)
        on conflict (year) do update set last = booking_sequences.last + 1
        returning last`,
  )
  const sequence = Number(seq[0]!.last)
  const reference = bookingReference(year, sequence)
  const token = newPrivateToken()
  const dues = paymentSchedule(
    { totalCents: accepted.option.totalCents, acceptedAt, firstDeparture: departure },
    scheduleRulesOf(deps.env),
  ).map((d) => ({ ...d, paymentReference: dueReference(year, sequence, d.position) }))
  const inserted = await rows<{ id: string }>(
    tx,
    sql`insert into bookings (reference, offer_id, lead_id, version_id, acceptance_id, option_index, token_hash,
                              language, client_name, client_email, passengers, operator, aircraft, terms_version,
                              legs, option, total_cents, first_departure_at, accepted_at)
        values (${reference}, ${row.offer_id}, ${row.lead_id}, ${row.version_id}, ${Number(row.acceptance_id)},
                ${Number(row.option_index)}, ${privateTokenHash(token)}, ${accepted.language}, ${accepted.clientName},
                ${row.email}, ${accepted.passengers}, ${accepted.option.operator}, ${accepted.option.aircraft},
                ${accepted.termsVersion}, ${JSON.stringify(accepted.legs)}::jsonb,
                ${JSON.stringify(accepted.option)}::jsonb, ${accepted.option.totalCents},
                ${departure.toISOString()}, ${acceptedAt.toISOString()})
        on conflict (offer_id) do nothing
        returning id`,
  )
  const bookingId = inserted[0]?.id
  if (!bookingId) return null
  for (const due of dues) {
    await tx.execute(sql`
      insert into booking_dues (booking_id, position, kind, amount_cents, due_on, payment_reference)
      values (${bookingId}, ${due.position}, ${due.kind}, ${due.amountCents}, ${due.dueOn}, ${due.paymentReference})`)
  }
  await recordAudit(tx, {
    actor: 'client',
    action: 'booking_create',
    leadId: row.lead_id,
    details: { bookingId, reference, offerId: row.offer_id, option: Number(row.option_index) },
  })
  const link = bookingLink(deps.env.SITE_URL, token)
  // The e-mailed link opens in the client's language on any browser, as the offer's does
  // (features/offer/services/offer-send.server.ts); the offer page's button needs none (its page set it).
  const mail = bookingCreatedMail({
    lang: accepted.language,
    reference,
    clientName: accepted.clientName,
    link: accepted.language === 'en' ? `${link}?lang=en` : link,
    dues,
    bank: deps.site.bank,
  })
  await queueBookingMail(tx, { ...mail, to: row.email, replyTo: row.owner ?? deps.env.NOTIFY_EMAIL })
  return { bookingId, reference, link }
}

/**
 * The sweep (background job): a booking for every acceptance still without one (an acceptance
 * recorded by a process without the hook, or whose booking failed), each in its own transaction.
 */
export async function sweepAcceptances(deps: BookingDeps, db: Db): Promise<number> {
  const missing = await rows<{ offer_id: string }>(
    db,
    sql`select a.offer_id from offer_acceptances a
        left join bookings b on b.offer_id = a.offer_id
        where b.id is null
        order by a.accepted_at
        limit 50`,
  )
  let made = 0
  for (const { offer_id } of missing) {
    const created = await db.transaction((tx) => createBookingForOffer(deps, tx, offer_id))
    if (created) made++
  }
  return made
}
