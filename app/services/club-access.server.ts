import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { RuntimeEnv } from './env.server'
import { hitRateLimit } from './rate-limit.server'
import type { Runtime } from './runtime-types'

/**
 * The Club HERRA gate (docs/product.md §8): the access code is checked HERE, on the server, and never
 * reaches a browser. A correct code earns a signed cookie; the private page is rendered only for it.
 *
 * Cookie: `herra_club=v1.<expiresAtMs>.<mac>`, HttpOnly, SameSite=Lax, Path=/, Secure in
 * production, no Max-Age (it ends with the browser session). The expiry lives INSIDE the signed
 * value, so a copied cookie stops working after CLUB_ACCESS_TTL_MS whatever the browser does.
 * The MAC (HMAC-SHA256 with SESSION_SECRET) also covers a fingerprint of the access code:
 * changing CLUB_ACCESS_CODE closes every open session at once.
 */

export const CLUB_ACCESS_COOKIE = 'herra_club'
/** How long one entry lasts, at most (the browser session may end sooner). */
export const CLUB_ACCESS_TTL_MS = 8 * 60 * 60 * 1000
const VERSION = 'v1'

export interface ClubAccessConfig {
  /** SESSION_SECRET: signs the cookie. */
  secret: string
  /** CLUB_ACCESS_CODE: what visitors must type. */
  code: string
  /** Secure cookie (production, behind HTTPS). */
  secure: boolean
}

export function clubAccessConfig(
  env: Pick<RuntimeEnv, 'SESSION_SECRET' | 'CLUB_ACCESS_CODE' | 'NODE_ENV'>,
): ClubAccessConfig {
  return { secret: env.SESSION_SECRET, code: env.CLUB_ACCESS_CODE, secure: env.NODE_ENV === 'production' }
}

/** What the visitor typed, as compared: trimmed and upper-cased (the field upper-cases as typed). */
export function normaliseAccessCode(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : ''
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest()
}

/**
 * Constant-time comparison: both sides are hashed to 32-byte digests first, so neither the
 * length nor the content of the configured code leaks through timing.
 */
export function isAccessCodeCorrect(submitted: unknown, configured: string): boolean {
  const typed = normaliseAccessCode(submitted)
  const expected = normaliseAccessCode(configured)
  const match = timingSafeEqual(sha256(typed), sha256(expected))
  return match && typed !== ''
}

function mac(config: ClubAccessConfig, expiresAt: number): Buffer {
  const codeFingerprint = sha256(normaliseAccessCode(config.code)).toString('base64url')
  return createHmac('sha256', config.secret).update(`club-access|${VERSION}|${expiresAt}|${codeFingerprint}`).digest()
}

function attributes(config: ClubAccessConfig): string {
  return `Path=/; HttpOnly; SameSite=Lax${config.secure ? '; Secure' : ''}`
}

/** The signed value for an entry made at `now`. */
export function signAccess(config: ClubAccessConfig, now: number = Date.now()): string {
  const expiresAt = now + CLUB_ACCESS_TTL_MS
  return `${VERSION}.${expiresAt}.${mac(config, expiresAt).toString('base64url')}`
}

/** Set-Cookie for a visitor who typed the right code: a session cookie (no Max-Age). */
export function grantAccessCookie(config: ClubAccessConfig, now: number = Date.now()): string {
  return `${CLUB_ACCESS_COOKIE}=${signAccess(config, now)}; ${attributes(config)}`
}

/** Set-Cookie that removes the entry ('Quitter'). */
export function revokeAccessCookie(config: ClubAccessConfig): string {
  return `${CLUB_ACCESS_COOKIE}=; ${attributes(config)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
}

/** A signed value is good when well formed, signed by us for the current code, and not expired. */
export function isAccessValueValid(config: ClubAccessConfig, value: string, now: number = Date.now()): boolean {
  const parts = value.split('.')
  if (parts.length !== 3 || parts[0] !== VERSION) return false
  const [, expiresText = '', signature = ''] = parts
  if (!/^\d{13,15}$/.test(expiresText)) return false
  const expiresAt = Number(expiresText)
  if (expiresAt <= now || expiresAt > now + CLUB_ACCESS_TTL_MS) return false
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(config, expiresAt)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The value of our cookie in a Cookie header, if any. */
export function accessCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === CLUB_ACCESS_COOKIE) return part.slice(index + 1).trim()
  }
  return undefined
}

/** Does this request carry a valid entry? (the only authority for the private page). */
export function hasClubAccess(request: Request, config: ClubAccessConfig, now: number = Date.now()): boolean {
  const value = accessCookieValue(request.headers.get('Cookie'))
  return value !== undefined && isAccessValueValid(config, value, now)
}

export type CookieCheck = 'granted' | 'none' | 'refused' | 'limited'

/** Key of the failed cookie checks of one address (a budget of its own, the gate's size). */
export const cookieCheckKey = (clientIp: string) => `club-cookie:${clientIp}`

/** Has this key used up `max` in its current window? Reads only (a valid cookie costs nothing). */
async function isSpent(runtime: GateRuntime, key: string, max: number, windowS: number): Promise<boolean> {
  const result = await runtime.database.db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${key} and window_start > now() - make_interval(secs => ${windowS})`)
  const rows = (result as unknown as { rows: { count: number }[] }).rows
  return Number(rows[0]?.count ?? 0) >= max
}

/**
 * The club cookie of a request, checked with a budget: an address that sent
 * GATE_RATE_LIMIT_MAX bad cookies within GATE_RATE_LIMIT_WINDOW_S is not even checked any more —
 * 'limited', even with a valid cookie — so forging cookies teaches nothing. Only failures count;
 * visitors without the cookie are never counted. The database unreachable: refused (fail closed).
 */
export async function checkClubCookie(
  runtime: GateRuntime,
  request: Request,
  clientIp: string,
  now: number = Date.now(),
): Promise<CookieCheck> {
  const value = accessCookieValue(request.headers.get('Cookie'))
  if (value === undefined) return 'none'
  const key = cookieCheckKey(clientIp)
  const { GATE_RATE_LIMIT_MAX: max, GATE_RATE_LIMIT_WINDOW_S: windowS } = runtime.env
  try {
    if (await isSpent(runtime, key, max, windowS)) {
      runtime.logger.warn({ clientIp }, 'club cookie: too many bad cookies from this address, not checked')
      return 'limited'
    }
    if (isAccessValueValid(clubAccessConfig(runtime.env), value, now)) return 'granted'
    await hitRateLimit(runtime.database.db, key, max, windowS)
  } catch (error) {
    runtime.logger.error({ err: error }, 'club cookie: rate limit unavailable (database), access refused')
    return 'refused'
  }
  runtime.logger.info({ clientIp }, 'club cookie: invalid or expired')
  return 'refused'
}

/**
 * THE hold (docs/product.md §8, decision 041): waits whatever remains of `minMs` since `startedAt`
 * (ms since the epoch). Awaited by the form handler for every form with `minAnswerMs` (the club's
 * gate and application forms) before it answers; nothing else holds an answer.
 */
export async function holdAtLeast(startedAt: number, minMs: number): Promise<void> {
  const remaining = startedAt + minMs - Date.now()
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
}

/** Every answer of the gate and the club forms takes at least this long (docs/product.md §8). */
export const MIN_ANSWER_MS = 1000

export type GateRuntime = Pick<Runtime, 'env' | 'logger' | 'database'>
