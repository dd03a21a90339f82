import { sql } from 'drizzle-orm'
import type { OperatorConfig } from '~/config/operator-config'
import { rows } from '~/desk-kit/services/db-util.server'
import type { Db } from '~/services/db/client.server'
import type { Logger } from '~/services/logger.server'
import { singleLine } from '~/services/leads/lead-email.server'
import type { RuntimeEnv } from '~/services/env.server'
import type { DueKind } from '../domain/booking-schedule'
import { parisDay } from '../domain/booking-schedule'
import { dueLines, mailPage, mailParagraph, queueBookingMail } from './booking-mail.server'
import { sweepAcceptances } from './booking-create.server'

/**
 * Payment reminders (docs/product.md §17): 7 days and 1 day before a due date, for an amount not
 * yet paid in full, in the client's language, through the outbox — once each: the reminder's row
 * (due, kind) is inserted first and only the insert that wins queues the e-mail. A reminder whose day
 * came before the booking was made is not sent (a deposit due on acceptance is not "reminded").
 */

/**
 * `leastLeft`: a reminder missed on its day (the job was down) still goes while at least that many
 * days are left, saying how many — never a "7 days" one on the eve, when the 1-day one says it.
 */
const KINDS = [
  { kind: 'd7', days: 7, leastLeft: 2 },
  { kind: 'd1', days: 1, leastLeft: 1 },
] as const

const COPY = {
  fr: {
    subject: (ref: string, days: number) =>
      `Rappel : échéance de votre réservation ${ref} ${days === 1 ? 'demain' : `dans ${days} jours`}`,
    intro: (name: string) => `Bonjour ${name}, voici un rappel de l’échéance à venir de votre réservation.`,
    note: 'Si votre virement est déjà parti, merci de ne pas tenir compte de ce message.',
  },
  en: {
    subject: (ref: string, days: number) =>
      `Reminder: payment for your booking ${ref} due ${days === 1 ? 'tomorrow' : `in ${days} days`}`,
    intro: (name: string) => `Dear ${name}, this is a reminder of the coming payment for your booking.`,
    note: 'If your transfer is already on its way, please disregard this message.',
  },
}

export async function sendReminders(db: Db, site: Pick<OperatorConfig, 'bank'>, now = new Date()): Promise<number> {
  const today = parisDay(now)
  let sent = 0
  for (const { kind, days, leastLeft } of KINDS) {
    const due = await rows<{
      id: string
      kind: DueKind
      amount_cents: number | string
      due_on: string
      payment_reference: string
      reference: string
      language: string
      client_name: string
      client_email: string
      received: number | string
      days_left: number | string
    }>(
      db,
      sql`select d.id, d.kind, d.amount_cents, d.due_on::text as due_on, d.payment_reference, b.reference,
                 b.language, b.client_name, b.client_email,
                 (select coalesce(sum(p.amount_cents), 0) from booking_payments p where p.due_id = d.id) as received,
                 d.due_on - ${today}::date as days_left
          from booking_dues d join bookings b on b.id = d.booking_id
          where b.cancelled_at is null
            and d.due_on - ${today}::date >= ${leastLeft}::int
            and d.due_on - ${days}::int <= ${today}::date
            and d.due_on - ${days}::int > (b.created_at at time zone 'Europe/Paris')::date
            and not exists (select 1 from booking_reminders r where r.due_id = d.id and r.kind = ${kind})`,
    )
    for (const d of due) {
      const left = Number(d.amount_cents) - Number(d.received)
      if (left <= 0) continue
      await db.transaction(async (tx) => {
        const won = await rows<{ due_id: string }>(
          tx,
          sql`insert into booking_reminders (due_id, kind) values (${d.id}, ${kind}) on conflict do nothing returning due_id`,
        )
        if (!won[0]) return
        const lang = d.language === 'en' ? 'en' : 'fr'
        const t = COPY[lang]
        const lines = dueLines(
          lang,
          [
            {
              kind: d.kind,
              amountCents: left,
              dueOn: String(d.due_on).slice(0, 10),
              paymentReference: d.payment_reference,
            },
          ],
          site.bank,
        )
        await queueBookingMail(tx, {
          to: d.client_email,
          replyTo: null,
          subject: singleLine(t.subject(d.reference, Number(d.days_left))),
          text: [t.intro(d.client_name), lines.join('\n'), t.note].join('\n\n'),
          html: mailPage(
            mailParagraph(t.intro(d.client_name)) + lines.map(mailParagraph).join('') + mailParagraph(t.note),
          ),
        })
        sent++
      })
    }
  }
  return sent
}

/** The bookings' hourly job: the sweep of acceptances without a booking, then the reminders. */
export function startBookingJob(deps: {
  database: { db: Db }
  env: Pick<
    RuntimeEnv,
    | 'SITE_URL'
    | 'NOTIFY_EMAIL'
    | 'BOOKING_FULL_PAYMENT_DAYS'
    | 'BOOKING_DEPOSIT_PERCENT'
    | 'BOOKING_BALANCE_DAYS_BEFORE'
  >
  site: Pick<OperatorConfig, 'bank'>
  logger: Logger
  onQueued: () => void
  intervalMs?: number
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined
  const run = () => {
    running ??= (async () => {
      const made = await sweepAcceptances({ env: deps.env, site: deps.site, logger: deps.logger }, deps.database.db)
      const sent = await sendReminders(deps.database.db, deps.site)
      if (made + sent > 0) deps.onQueued()
    })()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'bookings: sweep or reminders failed'))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(run, deps.intervalMs ?? 60 * 60_000)
  timer.unref()
  const first = setTimeout(run, 30_000)
  first.unref()
  return {
    async stop() {
      clearInterval(timer)
      clearTimeout(first)
      await running
    },
  }
}
