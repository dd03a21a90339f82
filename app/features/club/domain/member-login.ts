import { z } from '~/domain/forms/zod'

/**
 * The member login (docs/product.md §8): two fields the browser never checks and the server never reads
 * (every attempt gets the same message). A schema all the same, so the form follows the pattern.
 */
export const memberLoginSchema = z.object({ memberNumber: z.string().optional(), password: z.string().optional() })
