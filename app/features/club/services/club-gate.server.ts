import { clubGateSchema } from '~/features/club/domain/club-gate'
import { firstProblem, parseForm } from '~/domain/forms/submission'
import type { LeadFieldErrorCode } from '~/domain/forms/field-rules'
import {
  clubAccessConfig,
  grantAccessCookie,
  isAccessCodeCorrect,
  MIN_ANSWER_MS,
  type GateRuntime,
} from '~/services/club-access.server'
import type { FormSpec } from '~/services/form-submission.server'

/** What the gate answers when it does not let the visitor in: an empty or wrong code (403). */
export type GateError = LeadFieldErrorCode

/**
 * The Club HERRA gate on the one form handler (docs/decisions/016-one-form-pattern.md), its own
 * authentication step as the handler's `store` (decision 009): EVERY attempt counts against the
 * address's budget (GATE_RATE_LIMIT_MAX per GATE_RATE_LIMIT_WINDOW_S), right or wrong, BEFORE the
 * body is read — a blocked address learns nothing, not even whether its code was right; an empty
 * code is the schema's `required`; the code is compared in constant time; a right one gives the
 * access cookie (`value`), a wrong one is refused (403). Nothing is stored, there is no trap (a
 * robot's "success" would be an entry), and every answer takes at least MIN_ANSWER_MS.
 */
export function clubGateFormSpec(runtime: GateRuntime): FormSpec<URLSearchParams, { code: string }, GateError, string> {
  return {
    name: 'club-gate',
    unreadable: 'required',
    rateLimitKey: (clientIp) => `club-gate:${clientIp}`,
    rateLimit: { max: runtime.env.GATE_RATE_LIMIT_MAX, windowS: runtime.env.GATE_RATE_LIMIT_WINDOW_S },
    minAnswerMs: MIN_ANSWER_MS,
    post: { fields: [], maxBytes: 4096 },
    parse: (form) => parseForm(form, clubGateSchema, firstProblem),
    honeypot: () => undefined,
    store: async ({ code }) => {
      const config = clubAccessConfig(runtime.env)
      if (isAccessCodeCorrect(code, config.code)) return { value: grantAccessCookie(config) }
      runtime.logger.info('club gate: wrong code')
      return { refused: 'invalid', httpStatus: 403 }
    },
  }
}
