import { randomUUID } from 'node:crypto'
import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import type { Language } from '~/i18n/language'
import { hitRateLimit } from '../rate-limit.server'
import type { Runtime } from '../runtime.server'
import { LeadRateLimitedError, LeadStoreUnavailableError, submitLead, type LeadSubmission } from './submit-lead.server'

/** What became of a submitted lead form; routes and the API turn it into a page or a status. */
export type LeadOutcome =
  | { status: 'ok'; id: string; duplicate: boolean }
  /** Honeypot filled: answered like a success, nothing stored, nothing sent. */
  | { status: 'dropped'; id: string }
  | { status: 'invalid'; formError: LeadFieldErrorCode; fieldErrors: Partial<Record<string, LeadFieldErrorCode>> }
  | { status: 'rate_limited'; retryAfterS: number }
  | { status: 'unavailable' }

/** Who sent the request, as the server saw it. */
export interface LeadRequestMeta {
  lang: Language
  clientIp: string
  userAgent?: string
  idempotencyKey?: string
}

export const OUTCOME_HTTP_STATUS: Record<LeadOutcome['status'], number> = {
  ok: 200,
  dropped: 200,
  invalid: 400,
  rate_limited: 429,
  unavailable: 503,
}

/** The rate-limit key of an address, shared by every lead form. */
export function leadRateLimitKey(clientIp: string): string {
  return `lead:${clientIp}`
}

/**
 * The per-address limit shared by every lead form (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_S).
 * Returns `unavailable` when the database cannot count, so the caller answers 503.
 */
export async function leadRateLimit(
  runtime: Runtime,
  clientIp: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterS: number } | { unavailable: true }> {
  try {
    const hit = await hitRateLimit(
      runtime.database.db,
      leadRateLimitKey(clientIp),
      runtime.env.RATE_LIMIT_MAX,
      runtime.env.RATE_LIMIT_WINDOW_S,
    )
    return hit.allowed ? { allowed: true } : { allowed: false, retryAfterS: hit.retryAfterS }
  } catch (error) {
    runtime.logger.error({ err: error }, 'lead: rate limit unavailable (database)')
    return { unavailable: true }
  }
}

/** 'DD/MM/YYYY' for a subject line, from YYYY-MM-DD (no time-zone shift). */
export function subjectDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-')
  return y && m && d ? `${d}/${m}/${y}` : isoDate
}

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; formError: LeadFieldErrorCode; fieldErrors: Partial<Record<string, LeadFieldErrorCode>> }

/**
 * The common path of every lead form once its input is parsed. Every request counts against the
 * per-address limit: an accepted one in the same statement as its insert (one round trip), an
 * invalid one or a robot's on its own. Then: invalid → field errors; honeypot → silent drop
 * (a success to the robot, nothing stored); otherwise stored with its queued e-mail.
 */
export async function processLead<T>(
  runtime: Runtime,
  meta: LeadRequestMeta,
  parsed: Parsed<T>,
  options: { isTrap(data: T): boolean; submission(data: T): LeadSubmission },
): Promise<LeadOutcome> {
  if (!parsed.success || options.isTrap(parsed.data)) {
    const limit = await leadRateLimit(runtime, meta.clientIp)
    if ('unavailable' in limit) return { status: 'unavailable' }
    if (!limit.allowed) return { status: 'rate_limited', retryAfterS: limit.retryAfterS }
    if (!parsed.success) return { status: 'invalid', formError: parsed.formError, fieldErrors: parsed.fieldErrors }
    runtime.logger.info('lead: honeypot filled, dropped')
    return { status: 'dropped', id: randomUUID() }
  }
  try {
    const { id, duplicate } = await submitLead(runtime, options.submission(parsed.data), {
      rateLimit: { key: leadRateLimitKey(meta.clientIp), max: runtime.env.RATE_LIMIT_MAX, windowS: runtime.env.RATE_LIMIT_WINDOW_S },
    })
    return { status: 'ok', id, duplicate }
  } catch (error) {
    if (error instanceof LeadRateLimitedError) return { status: 'rate_limited', retryAfterS: error.retryAfterS }
    if (error instanceof LeadStoreUnavailableError) return { status: 'unavailable' }
    throw error
  }
}

/*
 * The desk's formats (French), each Intl object built once: `~/i18n/format` builds one per call,
 * which costs several percent of the lead hot path under load. Same options as
 * formatIsoDate(…, 'long') and formatEuros (a test keeps them equal).
 */
const FR_LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
const FR_EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

/** YYYY-MM-DD as "1 décembre 2026" (no time-zone shift). */
export function staffDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  if (!y || !m || !d) return isoDate
  return FR_LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)))
}

/** Whole euros, French style: "123 456 €". */
export function staffEuros(amount: number): string {
  return FR_EUROS.format(amount)
}
