import type { FormSpec } from '~/services/form-submission.server'

/**
 * The member login for the one form handler (docs/product.md §8: login never succeeds): the body
 * is never read (`ignoreBody`), so no credential is parsed, stored or logged; the handler's rate
 * limit counts the attempt (429 past it, the page says the same), and every attempt answers alike.
 */
export const memberLoginFormSpec: FormSpec<URLSearchParams, null, 'attempted'> = {
  name: 'member-login',
  rateLimitKey: (clientIp) => `member-login:${clientIp}`,
  unreadable: 'attempted',
  post: { fields: [], ignoreBody: true },
  parse: () => ({ success: true, data: null }),
  honeypot: () => undefined,
  store: async () => undefined,
}
