import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import type { Language } from '~/i18n/language'
import type { Db } from '~/services/db/client.server'
import { rows, toDate } from '~/desk-kit/services/db-util.server'
import type { FormSpec } from '~/services/form-submission.server'
import {
  linkConfirmFormSpec,
  linkUnsubscribeFormSpec,
  readSignedLinkToken,
  signedLinkToken,
} from '~/services/link-forms.server'
import { takeConfirmationMail } from '~/services/confirmation-mail-cap.server'
import { unsubscribeHeaders } from '~/services/mail/unsubscribe-headers.server'
import type { Runtime } from '~/services/runtime-types'
import { groupDigests } from '../domain/alert-digest'
import { alertSubscribeSchema, type AlertSubscribeValues, type LegErrorCode } from '../domain/leg-form'
import { dayIn, isPublic } from '../domain/leg-model'
import { placeKey, type Place, type RouteInterest } from '../domain/route-interest'
import { alertConfirmMail, alertDigestMail } from './leg-alert-mail.server'
import { parseLegForm } from './leg-forms.server'
import { resolvePlace } from './leg-places.server'
import { getLeg, type StoredLeg } from './legs-store.server'

/**
 * Empty-leg alerts (docs/product.md §12, docs/decisions/054-empty-leg-alerts.md): a visitor's route
 * interest, confirmed by e-mail (double opt-in, like the newsletter's links: an HMAC of the alert's
 * id and the link's purpose), unsubscribed in one click (List-Unsubscribe + List-Unsubscribe-Post),
 * and the daily digest: at most one e-mail a day per alert, the legs queued since grouped in it.
 */

export interface AlertLinks {
  siteUrl: string
  secret: string
}

type Purpose = 'confirm' | 'unsubscribe'

/** `<subscription id>.<HMAC>` (app/services/link-forms.server.ts). */
export function alertToken(secret: string, purpose: Purpose, id: string): string {
  return signedLinkToken('leg-alert', secret, purpose, id)
}

/** The subscription id a token is good for, or undefined. */
export function readAlertToken(secret: string, purpose: Purpose, token: unknown): string | undefined {
  return readSignedLinkToken('leg-alert', secret, purpose, token)
}

export function alertUrls(links: AlertLinks, id: string) {
  const base = links.siteUrl.replace(/\/$/, '')
  return {
    confirm: `${base}/empty-legs/alert/confirm?token=${encodeURIComponent(alertToken(links.secret, 'confirm', id))}`,
    unsubscribe: `${base}/empty-legs/alert/unsubscribe?token=${encodeURIComponent(alertToken(links.secret, 'unsubscribe', id))}`,
  }
}

const DEFAULT_MAIL_CAP = 3

/** How long a confirmation link works. */
export const ALERT_CONFIRMATION_TTL_DAYS = 7

export interface AlertSubscription {
  email: string
  /** Confirmation e-mails one address may receive a day (app/services/confirmation-mail-cap.server.ts). */
  mailCap?: number
  language: Language
  interest: RouteInterest
  clientIp?: string
}

/**
 * Stores a pending alert and queues its confirmation e-mail, in one transaction. One alert per
 * address and route: asking again answers the same (a pending one whose link has expired is
 * replaced, with a new link). Answers whether a new alert (and mail) was made.
 */
export async function subscribeToAlerts(
  db: Db,
  input: AlertSubscription,
  links: AlertLinks,
): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase()
  const id = randomUUID()
  const urls = alertUrls(links, id)
  const mail = alertConfirmMail(input.language, input.interest, urls)
  const { from, to, radiusKm } = input.interest
  const lat = (p: Place | null) => (p && radiusKm !== null && 'lat' in p ? p.lat : null)
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from leg_alerts where email = ${email} and from_key = ${placeKey(from)} and to_key = ${placeKey(to)}
        and status = 'pending' and consent_at <= now() - make_interval(days => ${ALERT_CONFIRMATION_TTL_DAYS})`)
    const made = await rows<{ id: string }>(
      tx,
      sql`insert into leg_alerts (id, email, language, consent_at, client_ip, from_key, to_key, from_place, to_place, radius_km, from_lat, to_lat)
          values (${id}, ${email}, ${input.language}, now(), ${input.clientIp ?? null}, ${placeKey(from)}, ${placeKey(to)},
            ${from ? JSON.stringify(from) : null}::jsonb, ${to ? JSON.stringify(to) : null}::jsonb, ${radiusKm},
            ${lat(from)}, ${lat(to)})
          on conflict (email, from_key, to_key) do nothing returning id`,
    )
    if (made.length === 0) return { created: false }
    // Over the day's cap of e-mails to this address: nothing is kept, and the visitor is answered the same.
    if (!(await takeConfirmationMail(tx, email, input.mailCap ?? DEFAULT_MAIL_CAP))) {
      await tx.execute(sql`delete from leg_alerts where id = ${id}`)
      return { created: false }
    }
    await tx.execute(sql`
      insert into outbox (to_address, subject, text_body, html_body, headers, next_attempt_at)
      values (${email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(unsubscribeHeaders(urls.unsubscribe))}::jsonb, now())`)
    return { created: true }
  })
}

export type AlertConfirmOutcome = 'confirmed' | 'expired' | 'invalid'

export async function confirmAlert(db: Db, secret: string, token: unknown): Promise<AlertConfirmOutcome> {
  const id = readAlertToken(secret, 'confirm', token)
  if (!id) return 'invalid'
  const done = await rows<{ id: string }>(
    db,
    sql`update leg_alerts set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
        where id = ${id} and (status = 'confirmed' or consent_at > now() - make_interval(days => ${ALERT_CONFIRMATION_TTL_DAYS}))
        returning id`,
  )
  if (done.length > 0) return 'confirmed'
  const known = await rows<{ id: string }>(db, sql`select id from leg_alerts where id = ${id}`)
  return known.length > 0 ? 'expired' : 'invalid'
}

/** Unsubscribe: the alert (and its queue) deleted at once. A valid token answers the same when already done. */
export async function unsubscribeAlert(db: Db, secret: string, token: unknown): Promise<'unsubscribed' | 'invalid'> {
  const id = readAlertToken(secret, 'unsubscribe', token)
  if (!id) return 'invalid'
  await db.execute(sql`delete from leg_alerts where id = ${id}`)
  return 'unsubscribed'
}

interface DueAlert {
  id: string
  email: string
  language: Language
  from_place: Place | string | null
  to_place: Place | string | null
  radius_km: number | null
}

const parsePlace = (p: Place | string | null): Place | null => (typeof p === 'string' ? (JSON.parse(p) as Place) : p)

/**
 * The digest (run by every instance, often): alerts with legs waiting and no e-mail yet today
 * (Paris), taken with `for update skip locked` so two instances never take the same one; for each,
 * one e-mail with its legs still public, queued in the outbox in the same transaction that marks
 * the legs sent and the alert written to today. Answers how many e-mails were queued.
 */
export async function runAlertDigest(db: Db, links: AlertLinks, now: Date = new Date(), batch = 200): Promise<number> {
  const today = dayIn(now)
  let mails = 0
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await rows<DueAlert>(
        tx,
        sql`select a.id, a.email, a.language, a.from_place, a.to_place, a.radius_km from leg_alerts a
            where a.status = 'confirmed'
              and (a.last_sent_at is null or a.last_sent_at < (${today}::date::timestamp at time zone 'Europe/Paris'))
              and exists (select 1 from leg_alert_queue q where q.alert_id = a.id and q.sent_at is null)
            order by a.id limit ${batch} for update of a skip locked`,
      )
      if (due.length === 0) return { count: 0, mails: 0 }
      const ids = sql.join(
        due.map((d) => sql`${d.id}::uuid`),
        sql`, `,
      )
      const queue = await rows<{ alert_id: string; leg_id: string; queued_at: string | Date }>(
        tx,
        sql`select alert_id, leg_id, queued_at from leg_alert_queue where alert_id in (${ids}) and sent_at is null`,
      )
      // Everyone here is due (the query says so): the pure grouping makes one digest each.
      const digests = groupDigests(
        queue.map((q) => ({ subscriptionId: q.alert_id, legId: q.leg_id, queuedAt: toDate(q.queued_at) as Date })),
        () => null,
        now,
      )
      const legs = new Map<string, StoredLeg | undefined>()
      let queued = 0
      for (const digest of digests) {
        const alert = due.find((d) => d.id === digest.subscriptionId)!
        const current: StoredLeg[] = []
        for (const legId of digest.legIds) {
          if (!legs.has(legId)) legs.set(legId, await getLeg(tx, legId))
          const leg = legs.get(legId)
          if (leg && isPublic(leg, today)) current.push(leg)
        }
        await tx.execute(
          sql`update leg_alert_queue set sent_at = now() where alert_id = ${alert.id} and sent_at is null`,
        )
        if (current.length === 0) continue
        current.sort((a, b) => a.earliest.localeCompare(b.earliest))
        const interest: RouteInterest = {
          from: parsePlace(alert.from_place),
          to: parsePlace(alert.to_place),
          radiusKm: alert.radius_km === null ? null : Number(alert.radius_km),
        }
        const unsubscribe = alertUrls(links, alert.id).unsubscribe
        const mail = alertDigestMail(alert.language === 'en' ? 'en' : 'fr', interest, current, {
          site: links.siteUrl,
          unsubscribe,
        })
        await tx.execute(sql`
          insert into outbox (to_address, subject, text_body, html_body, headers, next_attempt_at)
          values (${alert.email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(unsubscribeHeaders(unsubscribe))}::jsonb, now())`)
        await tx.execute(
          sql`update leg_alerts set last_sent_at = ${now.toISOString()}::timestamptz where id = ${alert.id}`,
        )
        queued++
      }
      return { count: due.length, mails: queued }
    })
    mails += taken.mails
    if (taken.count < batch) return mails
  }
}

/** The page's alert form: trapped, limited per address, the places resolved against the airport table. */
export function alertSubscribeFormSpec(
  runtime: Runtime,
  meta: { lang: Language; clientIp: string },
): FormSpec<URLSearchParams, AlertSubscribeValues, LegErrorCode> {
  return {
    name: 'leg-alert',
    unreadable: 'invalid',
    rateLimitKey: (ip) => `leg-alert:${ip}`,
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    post: { fields: ['email', 'from', 'to', 'radius'], maxBytes: 4096 },
    parse: (form) => parseLegForm(form, alertSubscribeSchema),
    store: async (values) => {
      const from = values.from ? await resolvePlace(values.from, meta.lang) : null
      const to = values.to ? await resolvePlace(values.to, meta.lang) : null
      const unknown = [values.from && !from ? 'from' : null, values.to && !to ? 'to' : null].filter(Boolean)
      if (unknown.length > 0) return { refused: 'place', httpStatus: 400, details: { fields: unknown } }
      // A radius widens an airport or a city; around a country it says nothing.
      const around = [from, to].some((p) => p && p.kind !== 'country')
      const { created } = await subscribeToAlerts(
        runtime.database.db,
        {
          email: values.email,
          mailCap: runtime.env.CONFIRMATION_MAILS_PER_ADDRESS_MAX,
          language: meta.lang,
          interest: { from, to, radiusKm: around ? (values.radius ?? null) : null },
          clientIp: meta.clientIp,
        },
        { siteUrl: runtime.env.SITE_URL, secret: runtime.env.SESSION_SECRET },
      )
      if (created) runtime.outbox.notify()
      runtime.logger.info({ created, lang: meta.lang }, 'empty-leg alert subscription')
    },
  }
}

/** The alert's confirmation button for the form handler (app/services/link-forms.server.ts). */
export function alertConfirmFormSpec(runtime: Runtime) {
  return linkConfirmFormSpec(runtime, 'leg-alert', confirmAlert)
}

/** The page's button, and the one-click POST of mail programs (RFC 8058: the token in the URL). */
export function alertUnsubscribeFormSpec(runtime: Runtime, urlToken: string | null) {
  return linkUnsubscribeFormSpec(runtime, 'leg-alert', urlToken, unsubscribeAlert)
}
