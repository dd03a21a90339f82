import { maxChars, type LeadFieldErrorCode } from './lead-fields'
import { z } from './zod'

/**
 * The token of an e-mailed link, posted by the button of the page the link opens (desk sign-in,
 * newsletter confirmation and unsubscribe): following a link never acts by itself, so a mail
 * scanner that opens it uses nothing up. What it is worth is the service's to say.
 */
export const linkTokenSchema = z.object({
  token: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .check(maxChars(200, 'invalid')),
})

/** What a link's page can answer: a malformed token, or the service's refusal (used, unknown, expired). */
export type LinkTokenError = LeadFieldErrorCode | 'refused' | 'expired'
