import fc from 'fast-check'
import { expect } from 'vitest'
import { CLUB_MODAL_FIELDS } from '~/features/club/domain/club-modal'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '~/domain/forms/form-result'

/**
 * What the hostile-input suites (form-actions-fuzz, hostile-input, send-contact-fuzz) share: the
 * fields each public form's page posts — never the e-mail nor a consent box, so that every
 * generated body is invalid by construction — and the hostile strings they fill them with.
 */

const PLACES = ['phone', 'departure', 'destination']

/** A form's own fields minus those left out so that a body can never be valid. */
function postedWithout<F extends string>(fields: readonly F[], ...left: F[]): F[] {
  return fields.filter((field) => !left.includes(field))
}

const REQUEST_FORM_FIELDS = [
  'firstName',
  'lastName',
  ...PLACES,
  'date',
  'pax',
  'message',
  'aircraft',
  'est',
  'topic',
  IDEMPOTENCY_FIELD,
  HONEYPOT_FIELD,
]

export const FORM_POST_FIELDS = {
  contact: [
    'firstName',
    'lastName',
    ...PLACES,
    'date',
    'pax',
    'message',
    'aircraft',
    'est',
    'topic',
    IDEMPOTENCY_FIELD,
    HONEYPOT_FIELD,
  ],
  clubContact: ['firstName', 'lastName', 'phone', 'message', 'topic', IDEMPOTENCY_FIELD, HONEYPOT_FIELD],
  /** The quote page posts the one request form (docs/decisions/036-one-request-form.md). */
  quote: REQUEST_FORM_FIELDS,
  /** Club form A (/herra/membre); /herra-membership's page posts it without `company` and the trap. */
  clubA: [
    'firstName',
    'lastName',
    'phone',
    'company',
    'country',
    'interests',
    'message',
    IDEMPOTENCY_FIELD,
    HONEYPOT_FIELD,
  ],
  clubB: [...postedWithout(CLUB_MODAL_FIELDS, 'email', 'confidentiality'), IDEMPOTENCY_FIELD, HONEYPOT_FIELD],
  newsletter: [HONEYPOT_FIELD, 'lang'],
  memberLogin: ['memberNumber', 'password'],
  /** The client's acceptance of an offer, without its terms box. */
  offerAccept: ['option', 'fullName', 'website'],
  /** An operator's answer to an RFQ (docs/product.md §16): never a whole valid quote (no charter price). */
  rfqQuote: [
    'registration',
    'aircraft',
    'seats',
    'positioning',
    'fees',
    'availability',
    'validUntil',
    'note',
    HONEYPOT_FIELD,
  ],
  rfqDecline: ['note', HONEYPOT_FIELD],
  /** The empty-leg alert (/empty-legs), without its e-mail. */
  legAlert: ['from', 'to', 'radius', HONEYPOT_FIELD],
} as const satisfies Record<string, readonly string[]>

/** Form A as /herra-membership's page posts it. */
export const CLUB_A_MEMBERSHIP_FIELDS = FORM_POST_FIELDS.clubA.filter((f) => f !== 'company' && f !== HONEYPOT_FIELD)

/** Strings every suite tries: markup, injection, control and bidi characters, header injection. */
export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table leads; --",
  '\u0000\u202e\ud83d\ude80',
] as const

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS)

export type PostEncoding = 'urlencoded' | 'multipart' | 'fetcher'

/**
 * A form post as a page sends it: urlencoded or multipart to the page, or urlencoded to React
 * Router's `.data` endpoint (a fetcher's post). The answer's status and text.
 */
export async function postForm(
  url: string,
  entries: Array<[string, string]>,
  encoding: PostEncoding,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; where: string }> {
  const target = `${url}${encoding === 'fetcher' ? '.data' : ''}`
  let body: URLSearchParams | FormData = new URLSearchParams(entries)
  if (encoding === 'multipart') {
    body = new FormData()
    for (const [name, value] of entries) body.append(name, value)
  }
  const res = await fetch(target, { method: 'POST', body, redirect: 'manual', headers })
  return { status: res.status, text: await res.text(), where: `${target} ${encoding}` }
}

/** An answer to a hostile post: never a 5xx, never a stack trace or a path into node_modules. */
export function assertSafe(status: number, body: string, where: string) {
  expect(status, where).toBeLessThan(500)
  expect(body, where).not.toMatch(/\n\s+at [^\n]+:\d+:\d+/)
  expect(body, where).not.toContain('node_modules')
}
