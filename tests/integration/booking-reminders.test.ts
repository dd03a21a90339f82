import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '~/features/bookings/content/booking-format'
import { groupedReference } from '~/features/bookings/domain/payment-reference'
import { bookingByToken } from '~/features/bookings/services/booking-read.server'
import { cancelBooking } from '~/features/bookings/services/booking-cancel.server'
import { recordManualPayment } from '~/features/bookings/services/payments.server'
import { sendReminders } from '~/features/bookings/services/booking-reminders.server'
import { acceptedBooking } from '../support/booking-fixture'
import { testDatabases } from '../support/databases'
import { testSite } from '../support/site-fixture'

/**
 * Payment reminders (docs/product.md §17), on PGlite and PostgreSQL, the clock given to the job:
 * 7 days and 1 day before each due day, once each, in the client's language, queued in the outbox;
 * none for an amount paid, a booking cancelled, or a day before the booking was made.
 */

const STAFF = 'anne.desk@example.com'
const IBAN = 'FR76 3000 6000 0112 3456 7890 189'

/** `YYYY-MM-DD` plus n days. */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
/** Midday of a Paris day (summer or winter time alike), as the job's clock. */
const noonOf = (day: string) => new Date(`${day}T11:00:00Z`)
const today = () => new Date().toISOString().slice(0, 10)

describe.each(testDatabases)('payment reminders ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  /** The e-mails queued for a client, oldest first. */
  const mailsTo = async (email: string) =>
    (
      (await database.db.execute(
        sql`select subject, text_body, html_body from outbox where to_address = ${email} order by id`,
      )) as unknown as { rows: Array<{ subject: string; text_body: string; html_body: string }> }
    ).rows
  const remindersTo = async (email: string) =>
    (await mailsTo(email)).filter((m) => /^(Rappel|Reminder)/.test(m.subject))

  /** A booking four months ahead: a deposit due on acceptance, the balance 30 days before departure. */
  async function booking(language: 'fr' | 'en') {
    const made = await acceptedBooking(database, { date: plusDays(today(), 120), language })
    const read = (await bookingByToken(database.db, made.token))!
    const [deposit, balance] = read.dues
    expect(deposit!.kind).toBe('deposit')
    expect(balance!.kind).toBe('balance')
    return { ...made, booking: read, deposit: deposit!, balance: balance! }
  }

  /** Runs the job every day from `from` to `to` (both included), at midday Paris time, twice a day. */
  async function runDays(from: string, to: string) {
    for (let day = from; day <= to; day = plusDays(day, 1)) {
      await sendReminders(database.db, testSite, noonOf(day))
      await sendReminders(database.db, testSite, new Date(noonOf(day).getTime() + 5 * 3_600_000))
    }
  }

  it('reminds the balance 7 days and 1 day before its day, once each, in French, through the outbox', async () => {
    const b = await booking('fr')
    const due = b.balance.dueOn
    await runDays(plusDays(due, -9), plusDays(due, -8))
    expect(await remindersTo(b.email)).toEqual([])

    await runDays(plusDays(due, -7), plusDays(due, -2))
    const week = await remindersTo(b.email)
    expect(week.map((m) => m.subject)).toEqual([
      `Rappel : échéance de votre réservation ${b.booking.reference} dans 7 jours`,
    ])
    expect(week[0]!.text_body).toContain(formatCents('fr', b.balance.amountCents))
    expect(week[0]!.text_body).toContain(groupedReference(b.balance.paymentReference))
    expect(week[0]!.text_body).toContain(IBAN)
    expect(week[0]!.text_body).toContain('Bonjour Éloïse Château')

    await runDays(plusDays(due, -1), plusDays(due, 3))
    expect((await remindersTo(b.email)).map((m) => m.subject)).toEqual([
      `Rappel : échéance de votre réservation ${b.booking.reference} dans 7 jours`,
      `Rappel : échéance de votre réservation ${b.booking.reference} demain`,
    ])
    // The deposit, due the day the booking was made, is never "reminded".
    expect(
      (await remindersTo(b.email)).some((m) => m.text_body.includes(groupedReference(b.deposit.paymentReference))),
    ).toBe(false)
  })

  it('writes to an English client in English', async () => {
    const b = await booking('en')
    const due = b.balance.dueOn
    await runDays(plusDays(due, -7), plusDays(due, -1))
    const mails = await remindersTo(b.email)
    expect(mails.map((m) => m.subject)).toEqual([
      `Reminder: payment for your booking ${b.booking.reference} due in 7 days`,
      `Reminder: payment for your booking ${b.booking.reference} due tomorrow`,
    ])
    expect(mails[1]!.text_body).toContain('Dear Éloïse Château')
    expect(mails[1]!.text_body).toContain(formatCents('en', b.balance.amountCents))
    expect(mails[1]!.text_body).not.toContain('Bonjour')
  })

  it('reminds what is left of a partly paid amount; nothing once it is paid, nothing for a cancelled booking', async () => {
    const partly = await booking('fr')
    const left = 100_000
    await recordManualPayment({ site: testSite }, database.db, STAFF, {
      bookingId: partly.booking.id,
      dueId: partly.balance.id,
      amountCents: partly.balance.amountCents - left,
      receivedOn: today(),
      note: 'Premier virement',
    })
    await runDays(plusDays(partly.balance.dueOn, -7), plusDays(partly.balance.dueOn, -7))
    const [reminder] = await remindersTo(partly.email)
    expect(reminder!.text_body).toContain(formatCents('fr', left))
    expect(reminder!.text_body).not.toContain(formatCents('fr', partly.balance.amountCents))

    const paid = await booking('fr')
    await recordManualPayment({ site: testSite }, database.db, STAFF, {
      bookingId: paid.booking.id,
      dueId: paid.balance.id,
      amountCents: paid.balance.amountCents,
      receivedOn: today(),
      note: 'Solde reçu',
    })
    const cancelled = await booking('en')
    expect((await cancelBooking({ database, site: testSite }, cancelled.token)).status).toBe('cancelled')
    await runDays(plusDays(paid.balance.dueOn, -8), plusDays(paid.balance.dueOn, 1))
    await runDays(plusDays(cancelled.balance.dueOn, -8), plusDays(cancelled.balance.dueOn, 1))
    expect(await remindersTo(paid.email)).toEqual([])
    expect(await remindersTo(cancelled.email)).toEqual([])
  })

  it('sends a reminder missed while the job was down with the days really left, never the 7-day one on the eve', async () => {
    const late = await booking('fr')
    await runDays(plusDays(late.balance.dueOn, -5), plusDays(late.balance.dueOn, -1))
    expect((await remindersTo(late.email)).map((m) => m.subject)).toEqual([
      `Rappel : échéance de votre réservation ${late.booking.reference} dans 5 jours`,
      `Rappel : échéance de votre réservation ${late.booking.reference} demain`,
    ])
    const eve = await booking('en')
    await runDays(plusDays(eve.balance.dueOn, -1), plusDays(eve.balance.dueOn, 2))
    expect((await remindersTo(eve.email)).map((m) => m.subject)).toEqual([
      `Reminder: payment for your booking ${eve.booking.reference} due tomorrow`,
    ])
  })

  it('sends each reminder once when jobs run at the same moment', async () => {
    const b = await booking('fr')
    for (const day of [plusDays(b.balance.dueOn, -7), plusDays(b.balance.dueOn, -1)]) {
      const at = noonOf(day)
      await Promise.all([
        sendReminders(database.db, testSite, at),
        sendReminders(database.db, testSite, at),
        sendReminders(database.db, testSite, at),
      ])
    }
    expect((await remindersTo(b.email)).map((m) => m.subject)).toEqual([
      `Rappel : échéance de votre réservation ${b.booking.reference} dans 7 jours`,
      `Rappel : échéance de votre réservation ${b.booking.reference} demain`,
    ])
  })
})
