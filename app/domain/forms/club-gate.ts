import { maxChars } from './lead-fields'
import { z } from './zod'

/**
 * The club's access code as the gate's form posts it (spec §2 "Private access page"): required,
 * at most 64 characters. The browser checks only that much (its message: `missing`); whether the
 * code is right is the server's alone (club-access.server.ts).
 */
export const clubGateSchema = z.object({
  code: z.string({ error: 'missing' }).trim().min(1, { error: 'missing', abort: true }).check(maxChars(64, 'invalid')),
})
