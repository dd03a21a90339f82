import { maxChars } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'

/**
 * The club's access code as the gate's form posts it (docs/product.md §8): required, at most 64
 * characters. The browser checks only that much (`required`: the gate's "missing" message);
 * whether the code is right is the server's alone (app/features/club/services/club-gate.server.ts).
 */
export const clubGateSchema = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .check(maxChars(64, 'invalid')),
})
