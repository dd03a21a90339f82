import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { redirect } from 'react-router'
import type { Language } from '~/i18n/language'
import { takeConfirmationMail } from '~/services/confirmation-mail-cap.server'
import { hitRateLimit } from '~/services/rate-limit.server'
import type { Runtime } from '~/services/runtime-types'
import { recordAudit } from './audit.server'
import { rows } from './db-util.server'
import { signInMail } from '~/desk-kit/services/mail-templates.server'
import { queueMail } from '~/services/mail/queue-mail.server'

/**
 * Desk sign-in (docs/product.md §9): a single-use link valid 15 minutes, e-mailed through the outbox to
 * an address of STAFF_EMAILS; the answer is the same for any address. Sessions live in the
 * database (12 h); the cookie holds a random token whose SHA-256 is the key, so a copy of the
 * table opens nothing.
 */

export const DESK_COOKIE = 'herra_desk'
export const SIGN_IN_TTL_MS = 15 * 60 * 1000
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

type AuthRuntime = Pick<Runtime, 'env' | 'database' | 'logger' | 'outbox'>

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url')
}

function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function isStaff(env: Runtime['env'], email: string): boolean {
  return env.STAFF_EMAILS.includes(email.trim().toLowerCase())
}

export type SignInRequestOutcome = { status: 'sent' } | { status: 'limited'; retryAfterS: number }

/**
 * Asks for a link. `sent` whatever the address (known or not): only the log and the mailbox
 * tell the difference. Rate-limited per client address and per e-mail address.
 */
export async function requestSignInLink(
  runtime: AuthRuntime,
  input: { email: string; lang: Language; clientIp: string },
): Promise<SignInRequestOutcome> {
  const { env, database } = runtime
  const email = input.email.trim().toLowerCase()
  for (const key of [`desk-sign-in:${input.clientIp}`, `desk-sign-in-address:${hashToken(email)}`]) {
    const limit = await hitRateLimit(
      database.db,
      key,
      env.DESK_SIGN_IN_RATE_LIMIT_MAX,
      env.DESK_SIGN_IN_RATE_LIMIT_WINDOW_S,
    )
    if (!limit.allowed) return { status: 'limited', retryAfterS: limit.retryAfterS }
  }
  if (!isStaff(env, email)) {
    runtime.logger.info('desk sign-in: address not on the staff list, no link sent')
    return { status: 'sent' }
  }
  const token = newToken()
  const expiresAt = new Date(Date.now() + SIGN_IN_TTL_MS)
  const link = `${env.SITE_URL.replace(/\/$/, '')}/desk/sign-in/verify?token=${encodeURIComponent(token)}`
  const mail = signInMail(input.lang, link)
  const queued = await database.db.transaction(async (tx) => {
    // The day's cap of e-mails to one address (confirmation-mail-cap.server.ts): answered the same.
    if (!(await takeConfirmationMail(tx, email, env.CONFIRMATION_MAILS_PER_ADDRESS_MAX))) return false
    await tx.execute(sql`
      insert into staff_sign_in_tokens (token_hash, email, expires_at)
      values (${hashToken(token)}, ${email}, ${expiresAt.toISOString()})`)
    await queueMail(tx, { to: email, subject: mail.subject, text: mail.text, html: mail.html })
    return true
  })
  if (queued) runtime.outbox.notify()
  else runtime.logger.warn('desk sign-in: the day’s cap of e-mails to this address is reached, no link sent')
  return { status: 'sent' }
}

export type VerifyOutcome = { status: 'signed_in'; cookie: string; email: string } | { status: 'refused' }

/** Uses a link once: a used, expired or unknown token is refused; a good one opens a session. */
export async function consumeSignInToken(runtime: AuthRuntime, token: string): Promise<VerifyOutcome> {
  if (!token || token.length > 200) return { status: 'refused' }
  const used = await rows<{ email: string }>(
    runtime.database.db,
    sql`update staff_sign_in_tokens set used_at = now()
        where token_hash = ${hashToken(token)} and used_at is null and expires_at > now()
        returning email`,
  )
  const email = used[0]?.email
  // An address taken off the staff list since the link was sent gets nothing.
  if (!email || !isStaff(runtime.env, email)) return { status: 'refused' }
  const sessionToken = newToken()
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  await runtime.database.db.execute(sql`
    insert into staff_sessions (token_hash, email, expires_at)
    values (${hashToken(sessionToken)}, ${email}, ${expiresAt.toISOString()})`)
  await recordAudit(runtime.database.db, { actor: email, action: 'sign_in' })
  return { status: 'signed_in', cookie: sessionCookie(runtime.env, sessionToken), email }
}

function cookieAttributes(env: Runtime['env']): string {
  // Path=/ : the data requests of the desk are /desk.data, outside a /desk path.
  return `Path=/; HttpOnly; SameSite=Strict${env.NODE_ENV === 'production' ? '; Secure' : ''}`
}

export function sessionCookie(env: Runtime['env'], token: string): string {
  return `${DESK_COOKIE}=${token}; ${cookieAttributes(env)}; Max-Age=${SESSION_TTL_MS / 1000}`
}

export function clearSessionCookie(env: Runtime['env']): string {
  return `${DESK_COOKIE}=; ${cookieAttributes(env)}; Max-Age=0`
}

function sessionTokenOf(request: Request): string | undefined {
  const header = request.headers.get('Cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === DESK_COOKIE) return part.slice(index + 1).trim() || undefined
  }
  return undefined
}

export interface Staff {
  email: string
  /** Desk form actions allowed per minute (`DESK_ACTION_RATE_LIMIT_MAX`); DESK_ACTIONS_PER_MINUTE when absent. */
  actionsPerMinute?: number
}

/** The signed-in staff member, or null (no cookie, unknown, expired, or no longer on the list). */
export async function currentStaff(runtime: AuthRuntime, request: Request): Promise<Staff | null> {
  const token = sessionTokenOf(request)
  if (!token || token.length > 200) return null
  const found = await rows<{ email: string }>(
    runtime.database.db,
    sql`select email from staff_sessions where token_hash = ${hashToken(token)} and expires_at > now()`,
  )
  const email = found[0]?.email
  return email && isStaff(runtime.env, email)
    ? { email, actionsPerMinute: runtime.env.DESK_ACTION_RATE_LIMIT_MAX }
    : null
}

/** Every desk loader and action starts here: no session → the sign-in page. */
export async function requireStaff(runtime: AuthRuntime, request: Request): Promise<Staff> {
  const staff = await currentStaff(runtime, request)
  if (!staff) throw redirect('/desk/sign-in', { headers: { 'Cache-Control': 'no-store' } })
  return staff
}

/** Ends the session on the server (the cookie alone is not trusted). */
export async function signOut(runtime: AuthRuntime, request: Request): Promise<void> {
  const token = sessionTokenOf(request)
  if (!token) return
  const ended = await rows<{ email: string }>(
    runtime.database.db,
    sql`delete from staff_sessions where token_hash = ${hashToken(token)} returning email`,
  )
  const email = ended[0]?.email
  if (email) await recordAudit(runtime.database.db, { actor: email, action: 'sign_out' })
}

/** Expired links and sessions are worth nothing: the daily job drops them. */
export async function pruneStaffAuth(runtime: Pick<Runtime, 'database'>): Promise<void> {
  await runtime.database.db.execute(sql`delete from staff_sign_in_tokens where expires_at < now() - interval '1 day'`)
  await runtime.database.db.execute(sql`delete from staff_sessions where expires_at < now()`)
}

/** Staff actions per member and minute: generous for people, a ceiling for a runaway script (the default of `DESK_ACTION_RATE_LIMIT_MAX`). */
export const DESK_ACTIONS_PER_MINUTE = 120

/**
 * What a staff form adds to the one form handler's `FormSpec` (the session is checked before, by
 * `requireStaff`): the member's own allowance (DESK_ACTIONS_PER_MINUTE), counted before the body
 * is read, and no trap (only signed-in staff reach these forms; the sign-in form has the honeypot).
 */
export function staffFormLimits(staff: Staff) {
  return {
    rateLimitKey: () => `desk-action:${staff.email}`,
    rateLimit: { max: staff.actionsPerMinute ?? DESK_ACTIONS_PER_MINUTE, windowS: 60 },
    honeypot: () => undefined,
  }
}
