import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptOffer } from '~/features/offer/services/offer-link.server'
import { createBookingForOffer, sweepAcceptances } from '~/features/bookings/services/booking-create.server'
import { bookingByToken } from '~/features/bookings/services/booking-read.server'
import { isCreditorReference } from '~/features/bookings/domain/payment-reference'
import { acceptedBooking, bookingEnv } from '../support/booking-fixture'
import { testDatabases } from '../support/databases'
import { testSite } from '../support/site-fixture'

/**
 * The booking made by an acceptance (docs/product.md §17, decision 090), on PGlite and PostgreSQL:
 * in the acceptance's transaction, once per offer, its link's token only hashed, the schedule drawn,
 * the client's e-mail queued in their language with the bank details.
 */

describe.each(testDatabases)('booking on acceptance ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  it('makes the booking with the accepted option, its schedule and a private link', async () => {
    const made = await acceptedBooking(database, { date: '2026-12-18', now: new Date('2026-11-27T10:00:00Z') })
    expect(made.link).toMatch(/^https:\/\/herra\.example\/booking\/[A-Za-z0-9_-]{43}$/)
    const booking = await bookingByToken(database.db, made.token)
    expect(booking?.reference).toMatch(/^HERRA-B-2026-\d{4}$/)
    expect(booking?.operator).toBe('Opérateur Un')
    expect(booking?.passengers).toBe(4)
    expect(booking?.termsVersion).toBe('2026-11')
    expect(booking?.clientEmail).toBe(made.email)
    expect(booking?.option.totalCents).toBe(booking?.totalCents)
    // The total is the option's lines in cents; departure within 30 days: one payment, due today.
    expect(booking?.dues).toEqual([
      expect.objectContaining({ position: 1, kind: 'full', amountCents: booking!.totalCents, dueOn: '2026-11-27' }),
    ])
    expect(isCreditorReference(booking!.dues[0]!.paymentReference)).toBe(true)
    const stored = (await database.db.execute(
      sql`select token_hash from bookings where id = ${booking!.id}`,
    )) as unknown as { rows: Array<{ token_hash: string }> }
    expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.rows[0]!.token_hash).not.toContain(made.token)
    const mail = (await database.db.execute(
      sql`select subject, text_body from outbox where to_address = ${made.email} and subject like '%réservation%'`,
    )) as unknown as { rows: Array<{ subject: string; text_body: string }> }
    expect(mail.rows).toHaveLength(1)
    expect(mail.rows[0]!.text_body).toContain(made.link)
    expect(mail.rows[0]!.text_body).toContain('FR76 3000 6000 0112 3456 7890 189')
    expect(mail.rows[0]!.text_body).toContain(testSite.bank.bic)
  })

  it('draws a deposit and a balance for a flight more than 30 days away, e-mailed in English', async () => {
    const made = await acceptedBooking(database, {
      date: '2027-03-10',
      language: 'en',
      now: new Date('2026-11-27T10:00:00Z'),
    })
    const booking = await bookingByToken(database.db, made.token)
    const [deposit, balance] = booking!.dues
    expect(deposit).toMatchObject({ kind: 'deposit', dueOn: '2026-11-27' })
    expect(deposit!.amountCents).toBe(Math.round(booking!.totalCents * 0.3))
    expect(balance).toMatchObject({ kind: 'balance', dueOn: '2027-02-08' })
    expect(deposit!.amountCents + balance!.amountCents).toBe(booking!.totalCents)
    const mail = (await database.db.execute(
      sql`select subject, text_body from outbox where to_address = ${made.email} order by id desc limit 1`,
    )) as unknown as { rows: Array<{ subject: string; text_body: string }> }
    expect(mail.rows[0]!.subject).toBe(`Your booking ${booking!.reference} — payment schedule and transfer`)
    // The e-mailed link opens the booking in English on a browser that never chose a language.
    expect(mail.rows[0]!.text_body).toContain(`${made.link}?lang=en`)
  })

  it('makes one booking per offer: a second acceptance, the hook again or the sweep change nothing', async () => {
    const made = await acceptedBooking(database)
    const again = await acceptOffer(made.runtime, made.offerToken, {
      option: 1,
      fullName: 'Éloïse Château',
      clientIp: null,
      userAgent: null,
    })
    expect(again.status).toBe('accepted')
    const deps = { env: bookingEnv, site: testSite }
    expect(await database.db.transaction((tx) => createBookingForOffer(deps, tx, made.offerId))).toBeNull()
    await sweepAcceptances(deps, database.db)
    const count = (await database.db.execute(
      sql`select count(*)::int as n from bookings where offer_id = ${made.offerId}`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(count.rows[0]!.n).toBe(1)
  })

  it('keeps the acceptance when the booking step fails, and the sweep makes the booking later', async () => {
    const made = await acceptedBooking(database, { failingHook: true })
    const count = async (table: 'bookings' | 'offer_acceptances') =>
      (
        (await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where offer_id = ${made.offerId}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n
    expect(await count('offer_acceptances')).toBe(1)
    expect(await count('bookings')).toBe(0)
    expect(await sweepAcceptances({ env: bookingEnv, site: testSite }, database.db)).toBeGreaterThanOrEqual(1)
    expect(await count('bookings')).toBe(1)
  })
})
