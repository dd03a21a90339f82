import { signInSchema, type DeskFormError } from '~/features/desk/domain/desk-forms'
import { HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { linkTokenSchema, type LinkTokenError } from '~/domain/forms/link-token'
import { firstProblem, parseForm } from '~/domain/forms/submission'
import type { Language } from '~/i18n/language'
import type { FormSpec } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { consumeSignInToken, requestSignInLink } from '~/desk-kit/services/staff-auth.server'

/**
 * The desk's two public forms for the one form handler (docs/decisions/016-one-form-pattern.md):
 * asking for a sign-in link, and the button of the page the link opens.
 */

/**
 * Asks for a link: the same answer whether the address is on the staff list or not (docs/product.md
 * §9); only a malformed address or a limit say something else (the per-address limit of
 * `requestSignInLink` answers `rate_limited` too).
 */
export function signInFormSpec(
  runtime: Runtime,
  meta: { lang: Language; clientIp: string },
): FormSpec<URLSearchParams, { email: string }, DeskFormError> {
  return {
    name: 'desk-sign-in',
    unreadable: 'email',
    rateLimit: { max: runtime.env.DESK_SIGN_IN_RATE_LIMIT_MAX, windowS: runtime.env.DESK_SIGN_IN_RATE_LIMIT_WINDOW_S },
    post: { fields: ['email'], maxBytes: 2048 },
    parse: (form) => parseForm(form, signInSchema, firstProblem),
    honeypot: (form) => form.get(HONEYPOT_FIELD),
    store: async ({ email }) => {
      const outcome = await requestSignInLink(runtime, { email, ...meta })
      return outcome.status === 'limited' ? { retryAfterS: outcome.retryAfterS } : undefined
    },
  }
}

/**
 * The sign-in link's button: the session opens only on this POST, so a mail scanner that follows
 * the link never uses it up. A used, expired or unknown token is refused (400); a good one gives
 * the session's cookie (`value`).
 */
export function verifyFormSpec(runtime: Runtime): FormSpec<URLSearchParams, { token: string }, LinkTokenError, string> {
  return {
    name: 'desk-sign-in-verify',
    unreadable: 'refused',
    rateLimitKey: (clientIp) => `desk-verify:${clientIp}`,
    rateLimit: {
      max: runtime.env.DESK_SIGN_IN_RATE_LIMIT_MAX * 4,
      windowS: runtime.env.DESK_SIGN_IN_RATE_LIMIT_WINDOW_S,
    },
    post: { fields: [], maxBytes: 2048 },
    parse: (form) => parseForm(form, linkTokenSchema, firstProblem),
    honeypot: () => undefined,
    store: async ({ token }) => {
      const outcome = await consumeSignInToken(runtime, token)
      return outcome.status === 'signed_in' ? { value: outcome.cookie } : { refused: 'refused', httpStatus: 400 }
    },
  }
}
