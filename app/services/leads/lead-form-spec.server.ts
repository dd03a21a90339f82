import type { LeadFieldErrorCode } from '~/domain/forms/lead-fields'
import type { FormSpec } from '../form-submission.server'
import type { Runtime } from '../runtime-types'
import { LEAD_RATE_LIMIT_KEY, type LeadRequestMeta } from './lead-outcome.server'
import type { LeadSubmission } from './lead-types'
import { submitLead } from './submit-lead.server'

/**
 * A lead form (contact, quote) for the one form handler: the allowance the lead forms share, and
 * the accepted request stored and notified as a lead. Each form gives its parse, where its trap
 * is, and how its request reads for the desk.
 */
export function leadFormSpec<Input, Data>(
  name: string,
  runtime: Runtime,
  meta: LeadRequestMeta,
  form: Pick<FormSpec<Input, Data, LeadFieldErrorCode>, 'parse' | 'honeypot'> & {
    submission: (data: Data, meta: LeadRequestMeta) => LeadSubmission
  },
): FormSpec<Input, Data, LeadFieldErrorCode> {
  return {
    name,
    unreadable: 'invalid',
    rateLimitKey: LEAD_RATE_LIMIT_KEY,
    parse: form.parse,
    honeypot: form.honeypot,
    store: (data, { idempotencyKey }) => submitLead(runtime, form.submission(data, { ...meta, idempotencyKey })),
  }
}
