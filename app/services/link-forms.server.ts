import { createHmac, timingSafeEqual } from 'node:crypto'
import { data, type AppLoadContext } from 'react-router'
import { linkTokenSchema, type LinkTokenError } from '~/domain/forms/link-token'
import { firstProblem, parseForm } from '~/domain/forms/submission'
import type { Db } from './db/client.server'
import { formAction, type FormSpec } from './form-submission.server'
import type { Runtime } from './runtime-types'

/**
 * The two buttons of a double opt-in list's e-mail links (the newsletter, the empty-leg alerts:
 * docs/product.md §9, §12), one shape for the one form handler: the page's button posts the token;
 * "unsubscribe" also takes the one-click POST of mail programs (RFC 8058: the token in the URL of
 * List-Unsubscribe, a body `List-Unsubscribe=One-Click`). A link that is not ours or no longer
 * applies is refused (400); an expired confirmation says so (410: the page offers to subscribe again).
 */
type LinkAction<Outcome extends string> = (db: Db, secret: string, token: unknown) => Promise<Outcome>

/** What both links of a list share: one allowance per client address, the token schema. */
function linkSpec(runtime: Runtime, list: string, name: string) {
  return {
    name,
    unreadable: 'refused' as const,
    rateLimitKey: (clientIp: string) => `${list}-link:${clientIp}`,
    rateLimit: { max: runtime.env.RATE_LIMIT_MAX * 3, windowS: runtime.env.RATE_LIMIT_WINDOW_S },
    honeypot: () => undefined,
    parse: (form: URLSearchParams) => parseForm(form, linkTokenSchema, firstProblem),
  }
}

/** "Confirm my subscription": `confirmed`, or refused (`expired`, 410; `refused`, 400). */
export function linkConfirmFormSpec(
  runtime: Runtime,
  list: string,
  confirm: LinkAction<string>,
): FormSpec<URLSearchParams, { token: string }, LinkTokenError> {
  return {
    ...linkSpec(runtime, list, `${list}-confirm`),
    post: { fields: [], maxBytes: 1024 },
    store: async ({ token }) => {
      const outcome = await confirm(runtime.database.db, runtime.env.SESSION_SECRET, token)
      if (outcome === 'expired') return { refused: 'expired', httpStatus: 410 }
      if (outcome === 'invalid') return { refused: 'refused', httpStatus: 400 }
    },
  }
}

/** "Unsubscribe": the token from the body, else from the URL (`urlToken`, the one-click POST). */
export function linkUnsubscribeFormSpec(
  runtime: Runtime,
  list: string,
  urlToken: string | null,
  unsubscribe: LinkAction<string>,
): FormSpec<URLSearchParams, { token: string }, LinkTokenError> {
  return {
    ...linkSpec(runtime, list, `${list}-unsubscribe`),
    post: {
      fields: [],
      maxBytes: 1024,
      toInput: (form) => (form.get('token') || !urlToken ? form : new URLSearchParams({ token: urlToken })),
    },
    store: async ({ token }) => {
      const outcome = await unsubscribe(runtime.database.db, runtime.env.SESSION_SECRET, token)
      if (outcome === 'invalid') return { refused: 'refused', httpStatus: 400 }
    },
  }
}

/** What a list's e-mail link is for: /…/confirm or /…/unsubscribe; anything else is a 404. */
export type LinkPurpose = 'confirm' | 'unsubscribe'

export function linkPurposeOf(link: string | undefined): LinkPurpose {
  if (link === 'confirm' || link === 'unsubscribe') return link
  throw data(null, { status: 404 })
}

/**
 * The page a link opens changes nothing (a mail scanner follows links): it checks the token's
 * signature (`valid`) and shows the reader's button.
 */
export function linkPageData(
  request: Request,
  link: string | undefined,
  valid: (purpose: LinkPurpose, token: string) => boolean,
) {
  const purpose = linkPurposeOf(link)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { purpose, token, valid: valid(purpose, token) }
}

/** The button, through the one form handler: confirm, or unsubscribe (also the one-click POST). GET never acts. */
export function linkPageAction(
  args: { request: Request; params: { link?: string }; context: AppLoadContext },
  specs: {
    confirm: (runtime: Runtime) => FormSpec<URLSearchParams, { token: string }, LinkTokenError>
    unsubscribe: (
      runtime: Runtime,
      urlToken: string | null,
    ) => FormSpec<URLSearchParams, { token: string }, LinkTokenError>
  },
) {
  const { runtime } = args.context
  if (linkPurposeOf(args.params.link) === 'confirm') return formAction(args, specs.confirm(runtime))
  const urlToken = new URL(args.request.url).searchParams.get('token')
  return formAction(args, specs.unsubscribe(runtime, urlToken))
}

/**
 * A list's link token, `<subscription id>.<HMAC>`: good for this list, this subscription and this
 * purpose only (the HMAC is keyed by SESSION_SECRET over `list|purpose|id`).
 */
function linkMac(list: string, secret: string, purpose: LinkPurpose, id: string): string {
  return createHmac('sha256', secret).update(`${list}|${purpose}|${id}`).digest('base64url')
}

export function signedLinkToken(list: string, secret: string, purpose: LinkPurpose, id: string): string {
  return `${id}.${linkMac(list, secret, purpose, id)}`
}

/** The subscription id a token is good for, or undefined (compared in constant time). */
export function readSignedLinkToken(
  list: string,
  secret: string,
  purpose: LinkPurpose,
  token: unknown,
): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined
  const [id, signature, ...rest] = token.split('.')
  if (rest.length > 0 || !id || !signature || !/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const given = Buffer.from(signature, 'base64url')
  const expected = Buffer.from(linkMac(list, secret, purpose, id), 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
}
