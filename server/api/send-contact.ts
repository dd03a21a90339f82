import { timingSafeEqual } from 'node:crypto'
import express, { Router, type NextFunction, type Request, type Response } from 'express'
import { contactCopy } from '~/content/contact'
import { leadErrorCopy } from '~/content/lead-messages'
import { httpStatusOf } from '~/domain/forms/form-result'
import { leadReference } from '~/domain/forms/lead-reference'
import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import { parseLanguage, type Language } from '~/i18n/language'
import { countSubmission, processSubmission } from '~/services/form-submission.server'
import { contactFormSpec } from '~/features/requests/services/contact.server'
import { LEAD_RATE_LIMIT_KEY } from '~/services/leads/lead-outcome.server'
import type { Runtime } from '~/services/runtime-types'
import { clientKey } from '../client-address'

/** Largest JSON body accepted ("a small limit, e.g. 32 KB"). */
export const SEND_CONTACT_MAX_BYTES = 32 * 1024

/**
 * POST /api/send-contact — the product's `send-contact` call (docs/product.md §5, §7), a
 * public JSON API for other clients too, served by the same form handler as the contact pages.
 *
 *   Authorization: Bearer <PUBLIC_API_TOKEN>          else 401
 *   Content-Type: application/json                     else 415
 *   Content-Length ≤ 32 KB                             else 413
 *   ≤ RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_S per address else 429 + Retry-After
 *     (counted BEFORE the body is read: a refused request costs one upsert)
 *   body ≤ 32 KB as read                               else 413
 *   Idempotency-Key absent or 16–100 of [A-Za-z0-9_-]  else 400 invalid_idempotency_key
 *   the contact request of docs/product.md §7                     else 400 with field errors
 *   stored (request + queued e-mail) before answering  else 503
 *   → 200 { ok: true, id, reference }   (reference: HERRA-R-XXXX-XXXX, read from the id)
 *
 * Never a 500 with a stack: every error has a JSON body.
 */
export function sendContactRouter(runtime: Runtime) {
  const router = Router()
  const expected = Buffer.from(`Bearer ${runtime.env.PUBLIC_API_TOKEN}`)
  const limitKey = { name: 'contact', rateLimitKey: LEAD_RATE_LIMIT_KEY }

  function langOf(req: Request, res: Response): Language {
    const fromBody = (req.body as { lang?: unknown } | undefined)?.lang
    return parseLanguage(fromBody) ?? (res.locals.lang as Language | undefined) ?? 'fr'
  }

  function fail(res: Response, status: number, error: string, extra: Record<string, unknown> = {}) {
    res.status(status).json({ ok: false, error, ...extra })
  }

  const authorize = (req: Request, res: Response, next: NextFunction) => {
    const given = Buffer.from(req.get('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer')
      return fail(res, 401, 'unauthorized')
    }
    next()
  }

  const jsonOnly = (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/json')) return fail(res, 415, 'unsupported_media_type')
    next()
  }

  /** A body announced larger than the limit is refused before anything is counted or read. */
  const declaredSize = (req: Request, res: Response, next: NextFunction) => {
    if (Number(req.get('content-length')) > SEND_CONTACT_MAX_BYTES) return fail(res, 413, 'payload_too_large')
    next()
  }

  /** Step 1 of the form handler, before the body parser: refused requests never cost a parse. */
  const rateLimit = async (req: Request, res: Response, next: NextFunction) => {
    const refused = await countSubmission(runtime, limitKey, clientKey(req.ip))
    if (!refused) return next()
    if (refused.status === 'rate_limited') {
      res.setHeader('Retry-After', String(refused.retryAfterS))
      return fail(res, 429, 'rate_limited', { retryAfterS: refused.retryAfterS })
    }
    res.setHeader('Retry-After', '30')
    const lang = (res.locals.lang as Language | undefined) ?? 'fr'
    return fail(res, 503, 'unavailable', { message: contactCopy[lang].form.failure(runtime.site.contactEmail) })
  }

  router.post(
    '/send-contact',
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      next()
    },
    authorize,
    jsonOnly,
    declaredSize,
    rateLimit,
    express.json({ limit: SEND_CONTACT_MAX_BYTES, type: () => true }),
    async (req, res) => {
      const lang = langOf(req, res)
      const meta = { lang, clientIp: clientKey(req.ip), userAgent: req.get('user-agent') }
      const outcome = await processSubmission(runtime, contactFormSpec(runtime, meta), req.body as unknown, {
        clientIp: meta.clientIp,
        idempotencyKey: req.get('idempotency-key'),
      })
      const status = httpStatusOf(outcome)
      switch (outcome.status) {
        case 'success': {
          const id = outcome.id ?? crypto.randomUUID()
          return res.status(status).json({ ok: true, id, reference: leadReference(id) })
        }
        case 'invalid':
          if (outcome.fieldErrors._form === 'idempotencyKey') return fail(res, status, 'invalid_idempotency_key')
          return fail(res, status, 'invalid_request', {
            message:
              leadErrorCopy[lang].form[outcome.formError as LeadFieldErrorCode] ?? leadErrorCopy[lang].form.invalid,
            fieldErrors: outcome.fieldErrors,
          })
        case 'rate_limited':
          res.setHeader('Retry-After', String(outcome.retryAfterS))
          return fail(res, status, 'rate_limited', { retryAfterS: outcome.retryAfterS })
        case 'refused': // the contact form's store never refuses
        case 'unavailable':
          res.setHeader('Retry-After', '30')
          return fail(res, status, 'unavailable', {
            message: contactCopy[lang].form.failure(runtime.site.contactEmail),
          })
      }
    },
  )

  router.all('/send-contact', (_req, res) => {
    res.setHeader('Allow', 'POST')
    fail(res, 405, 'method_not_allowed')
  })

  // Body-parser errors (too large, malformed JSON, unsupported charset) and anything unexpected.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error)
    const err = error as { status?: number; type?: string }
    if (err.type === 'entity.too.large' || err.status === 413) return fail(res, 413, 'payload_too_large')
    if (err.status === 415) return fail(res, 415, 'unsupported_media_type')
    if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) return fail(res, 400, 'invalid_body')
    runtime.logger.error({ err: error }, 'send-contact: unexpected error')
    fail(res, 500, 'internal_error')
  })

  return router
}
