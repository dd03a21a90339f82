import { unsubscribeHeaders } from '~/services/mail/unsubscribe-headers.server'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { house } from '~/config/house'
import { takeConfirmationMail } from '~/services/confirmation-mail-cap.server'
import type { Db } from '~/services/db/client.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { newsletterConfirmMail } from '~/desk-kit/services/mail-templates.server'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { newsletterErrorOf, newsletterSchema, type NewsletterError } from '~/features/newsletter/domain/newsletter'
import { parseForm } from '~/domain/forms/submission'
import type { FormSpec } from '~/services/form-submission.server'
import {
  linkConfirmFormSpec,
  linkUnsubscribeFormSpec,
  readSignedLinkToken,
  signedLinkToken,
} from '~/services/link-forms.server'
import type { Runtime } from '~/services/runtime-types'

export interface NewsletterSubscription {
  /** Already lower-cased and validated (`parseNewsletter`). */
  email: string
  language: 'fr' | 'en'
  clientIp?: string
  now?: Date
  /** Confirmation e-mails one address may receive a day (confirmation-mail-cap.server.ts; default 3). */
  mailCap?: number
}

/** Where the links of the newsletter's e-mails point, and the secret that signs them. */
export interface NewsletterLinks {
  siteUrl: string
  secret: string
}

type TokenPurpose = 'confirm' | 'unsubscribe'

/** `<subscription id>.<HMAC>` (app/services/link-forms.server.ts). */
export function newsletterToken(secret: string, purpose: TokenPurpose, id: string): string {
  return signedLinkToken('newsletter', secret, purpose, id)
}

/** The subscription id a token is good for, or undefined. */
export function readNewsletterToken(secret: string, purpose: TokenPurpose, token: unknown): string | undefined {
  return readSignedLinkToken('newsletter', secret, purpose, token)
}

export function newsletterUrls(links: NewsletterLinks, id: string) {
  const base = links.siteUrl.replace(/\/$/, '')
  return {
    confirm: `${base}/newsletter/confirm?token=${encodeURIComponent(newsletterToken(links.secret, 'confirm', id))}`,
    unsubscribe: `${base}/newsletter/unsubscribe?token=${encodeURIComponent(newsletterToken(links.secret, 'unsubscribe', id))}`,
  }
}

/** How long a confirmation link works, from the subscription (docs/product.md §9). */
export const CONFIRMATION_TTL_DAYS = 7

/**
 * Double opt-in (docs/product.md §9): the address is stored as `pending` with the time of
 * consent, shown in the desk's inbox as a newsletter request, and a confirmation e-mail (with its
 * unsubscribe link) is queued — in one statement. Subscribed only once confirmed. One row per
 * address: subscribing again changes nothing and answers the same (`created` only tells the
 * caller, never the visitor) — unless the address's confirmation link has expired
 * (CONFIRMATION_TTL_DAYS): that subscription is dropped and a new one, with a new link, made. The
 * caller wakes the outbox. Throws if the database is unreachable.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: NewsletterSubscription,
  links: NewsletterLinks,
): Promise<{ created: boolean }> {
  const consentAt = (input.now ?? new Date()).toISOString()
  const email = input.email.toLowerCase()
  const id = randomUUID()
  const leadId = randomUUID()
  const urls = newsletterUrls(links, id)
  const mail = newsletterConfirmMail(input.language, urls.confirm, urls.unsubscribe)
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from newsletter_subscribers
      where email = ${email} and status = 'pending'
        and consent_at <= now() - make_interval(days => ${CONFIRMATION_TTL_DAYS})`)
    // A new subscription means a confirmation e-mail: within the day's cap for the address, else
    // nothing is kept and the visitor is answered the same.
    const known = await rows(tx, sql`select 1 from newsletter_subscribers where email = ${email}`)
    if (known.length === 0 && !(await takeConfirmationMail(tx, email, input.mailCap ?? 3))) return [{ created: 0 }]
    return rows<{ created: number | string }>(
      tx,
      sql`
    with sub as (
      insert into newsletter_subscribers (id, email, language, consent_at, client_ip, status, lead_id)
      values (${id}, ${email}, ${input.language}, ${consentAt}, ${input.clientIp ?? null}, 'pending', ${leadId})
      on conflict (email) do nothing
      returning id
    ),
    lead as (
      insert into leads (id, kind, language, full_name, email, fields, consent_at, privacy_policy_version, client_ip, received_at, last_activity_at)
      select ${leadId}::uuid, 'newsletter', ${input.language}::text, '', ${email}::text, '{}'::jsonb, ${consentAt}::timestamptz,
        ${house.privacyPolicyVersion}::text, ${input.clientIp ?? null}::text, ${consentAt}::timestamptz, ${consentAt}::timestamptz
      from sub
      returning id
    ),
    mail as (
      insert into outbox (lead_id, to_address, subject, text_body, html_body, headers, next_attempt_at)
      select lead.id, ${email}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(unsubscribeHeaders(urls.unsubscribe))}::jsonb, now()
      from lead
      returning id
    )
    select (select count(*) from mail) as created`,
    )
  })
  return { created: Number(result[0]?.created ?? 0) > 0 }
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid'

/**
 * The confirmation (the button of the page the e-mailed link opens, never the link itself): the
 * subscription becomes `confirmed` (a second press changes nothing). A pending subscription older
 * than CONFIRMATION_TTL_DAYS is `expired`: subscribing again sends a new link.
 */
export async function confirmNewsletter(db: Db, secret: string, token: unknown): Promise<ConfirmOutcome> {
  const id = readNewsletterToken(secret, 'confirm', token)
  if (!id) return 'invalid'
  const found = await rows<{ lead_id: string | null; fresh: boolean }>(
    db,
    sql`update newsletter_subscribers s set status = 'confirmed', confirmed_at = coalesce(s.confirmed_at, now())
        from (select id, status = 'confirmed' or consent_at > now() - make_interval(days => ${CONFIRMATION_TTL_DAYS}) as fresh
              from newsletter_subscribers where id = ${id}) f
        where s.id = f.id and f.fresh
        returning s.lead_id, f.fresh`,
  )
  if (found.length === 0) {
    const known = await rows<{ id: string }>(db, sql`select id from newsletter_subscribers where id = ${id}`)
    return known.length > 0 ? 'expired' : 'invalid'
  }
  const leadId = found[0]?.lead_id
  if (leadId) await db.execute(sql`update leads set last_activity_at = now() where id = ${leadId}`)
  return 'confirmed'
}

/**
 * Unsubscribe (the link of every newsletter message and of the confirmation): the address leaves
 * the list at once, and the request's personal fields are erased (an anonymous trace remains).
 * Answers `unsubscribed` for a valid token even when already done (a second click, a retry).
 */
export async function unsubscribeNewsletter(
  db: Db,
  secret: string,
  token: unknown,
): Promise<'unsubscribed' | 'invalid'> {
  const id = readNewsletterToken(secret, 'unsubscribe', token)
  if (!id) return 'invalid'
  await db.transaction(async (tx) => {
    const gone = await rows<{ lead_id: string | null; email: string }>(
      tx,
      sql`delete from newsletter_subscribers where id = ${id} returning lead_id, email`,
    )
    const leadId = gone[0]?.lead_id
    if (!leadId) return
    await tx.execute(sql`delete from outbox where lead_id = ${leadId}`)
    await tx.execute(sql`
      update leads set full_name = '', email = '', phone = null, fields = '{}'::jsonb, client_ip = null,
        user_agent = null, erased_at = now(), last_activity_at = now()
      where id = ${leadId}`)
  })
  return 'unsubscribed'
}

/**
 * The newsletter form for the form handler. Storage stays behind `subscribeToNewsletter` alone,
 * so a double opt-in can replace it without touching the form.
 */
export function newsletterFormSpec(
  runtime: Runtime,
  meta: { lang: 'fr' | 'en'; clientIp: string },
): FormSpec<URLSearchParams, { email: string }, NewsletterError> {
  return {
    name: 'newsletter',
    rateLimitKey: (clientIp) => `newsletter:${clientIp}`,
    unreadable: 'invalid',
    post: { fields: ['email'], maxBytes: 4096 },
    parse: (form) => parseForm(form, newsletterSchema, newsletterErrorOf),
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    store: async ({ email }) => {
      // Double opt-in: stored as pending, a confirmation e-mail queued (decision 025).
      const { created } = await subscribeToNewsletter(
        runtime.database.db,
        {
          email,
          language: meta.lang,
          clientIp: meta.clientIp,
          mailCap: runtime.env.CONFIRMATION_MAILS_PER_ADDRESS_MAX,
        },
        { siteUrl: runtime.env.SITE_URL, secret: runtime.env.SESSION_SECRET },
      )
      if (created) runtime.outbox.notify()
      runtime.logger.info({ created, lang: meta.lang }, 'newsletter subscription')
    },
  }
}

/** The confirmation page's button for the form handler (app/services/link-forms.server.ts). */
export function newsletterConfirmFormSpec(runtime: Runtime) {
  return linkConfirmFormSpec(runtime, 'newsletter', confirmNewsletter)
}

/** Unsubscribe for the form handler: the page's button, and the one-click POST of mail programs. */
export function newsletterUnsubscribeFormSpec(runtime: Runtime, urlToken: string | null) {
  return linkUnsubscribeFormSpec(runtime, 'newsletter', urlToken, unsubscribeNewsletter)
}
