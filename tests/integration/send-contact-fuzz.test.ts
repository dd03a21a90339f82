import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { HOSTILE_STRINGS } from '../support/form-posts'
import { contactBody, countRows, postContact, startLeadsApp, TEST_TOKEN } from '../support/send-contact'

/**
 * Property: whatever a hostile client sends (wrong types, huge strings, unicode, script tags,
 * missing fields, extra fields, not JSON at all), POST /api/send-contact answers 400, 413 or 415 —
 * never a 500 — and stores nothing.
 */

/** Runs per property; FUZZ_RUNS=5000 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 250)

let app: { url: string; runtime: Runtime; close(): Promise<void> }
beforeAll(async () => {
  // No SMTP_URL and in-memory data: nothing can leave the process.
  app = await startLeadsApp({ RATE_LIMIT_MAX: '1000000' })
})
afterAll(async () => {
  await app.close()
})

// The one request's rules (docs/product.md §7): an e-mail OR a phone number, the message optional.
const REQUIRED = ['firstName', 'lastName', 'departure', 'destination', 'date', 'pax', 'consent'] as const
const KNOWN = new Set([...REQUIRED, 'email', 'phone', 'message', 'aircraft', 'company', 'est', 'lang', 'topic'])

const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...HOSTILE_STRINGS, 'Ω≈ç√∫˜µ≤≥÷', '{{7*7}}', '\r\nBcc: victim@example.com'),
)

// NaN and ±Infinity would be serialised as null (= "not given"): keep to real numbers.
const realDouble = (constraints: { noInteger?: boolean } = {}) =>
  fc.double({ ...constraints, noNaN: true, noDefaultInfinity: true })

const wrongType = fc.oneof(
  fc.integer(),
  realDouble(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

/** A valid body whose text is hostile — and then one mutation that makes it invalid for sure. */
const invalidBody = fc
  .record({
    firstName: nasty,
    message: nasty,
    departure: nasty,
    mutation: fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...REQUIRED) }),
      // Neither an e-mail nor a phone number: no way to answer.
      fc.record({ kind: fc.constant('unreachable' as const), blank: fc.constantFrom(undefined, '', '   ', null) }),
      fc.record({
        kind: fc.constant('wrongType' as const),
        // pax accepts digits in a string and consent has its own case below.
        field: fc.constantFrom(...REQUIRED.filter((f) => f !== 'pax' && f !== 'consent')),
        value: wrongType,
      }),
      fc.record({
        // Optional fields: absent or null means "not given", anything of another type is refused.
        kind: fc.constant('wrongType' as const),
        field: fc.constantFrom('email', 'phone', 'message', 'company', 'aircraft', 'lang', 'topic'),
        value: wrongType.filter((v) => v !== null),
      }),
      fc.record({
        kind: fc.constant('est' as const),
        value: fc.oneof(
          fc.integer({ max: -1 }),
          fc.integer({ min: 100_000_001 }),
          realDouble({ noInteger: true }),
          fc.constant('lots'),
          fc.boolean(),
        ),
      }),
      fc.record({
        kind: fc.constant('extra' as const),
        key: fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !KNOWN.has(k) && k !== '__proto__'),
        value: fc.jsonValue({ maxDepth: 2 }),
      }),
      fc.record({ kind: fc.constant('consent' as const), value: fc.constantFrom(false, 'true', 'on', 1, 'yes', null) }),
      fc.record({
        kind: fc.constant('pax' as const),
        value: fc.oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: 20 }),
          realDouble({ noInteger: true }),
          fc.constant('six'),
        ),
      }),
      fc.record({
        kind: fc.constant('huge' as const),
        field: fc.constantFrom('message', 'firstName', 'email'),
        size: fc.integer({ min: 5_100, max: 60_000 }),
      }),
    ),
  })
  .map(({ firstName, message, departure, mutation }) => {
    // Blank hostile strings would already be invalid: keep them non-blank so the mutation decides.
    const body: Record<string, unknown> = contactBody({
      firstName: `${firstName}x`,
      message: `${message}x`,
      departure: `${departure}x`,
    })
    switch (mutation.kind) {
      case 'drop':
        delete body[mutation.field]
        break
      case 'wrongType':
        body[mutation.field] = mutation.value
        break
      case 'unreachable':
        if (mutation.blank === undefined) {
          delete body.email
          delete body.phone
        } else {
          body.email = mutation.blank
          body.phone = mutation.blank
        }
        break
      case 'extra':
        body[mutation.key] = mutation.value
        break
      case 'consent':
        body.consent = mutation.value
        break
      case 'est':
        body.est = mutation.value
        break
      case 'pax':
        body.pax = mutation.value
        break
      case 'huge':
        body[mutation.field] = 'é'.repeat(mutation.size)
        break
    }
    return body
  })

async function expectRejected(status: number) {
  expect([400, 413, 415]).toContain(status)
}

describe('POST /api/send-contact under hostile input', () => {
  it('mutated contact bodies → 400/413, never stored', async () => {
    await fc.assert(
      fc.asyncProperty(invalidBody, async (body) => {
        const res = await postContact(app.url, body)
        await expectRejected(res.status)
        // Over 64 KB, the edge's post guard (server/post-guard.ts) answers 413 before the endpoint, in its own words.
        if (res.status === 413) expect(res.json).toBeTruthy()
        else expect(res.json).toMatchObject({ ok: false })
      }),
      { numRuns: RUNS },
    )
    expect(await countRows(app.runtime, 'leads')).toBe(0)
  })

  it('any JSON value at all → 400/413', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const res = await postContact(app.url, JSON.stringify(value) ?? 'null')
        await expectRejected(res.status)
      }),
      { numRuns: RUNS },
    )
    expect(await countRows(app.runtime, 'leads')).toBe(0)
  })

  it('raw bytes as JSON, and other content types → 400/413/415', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      '',
    )
    await fc.assert(
      fc.asyncProperty(contentType, fc.string({ unit: 'binary', maxLength: 400 }), async (type, raw) => {
        const res = await fetch(`${app.url}/api/send-contact`, {
          method: 'POST',
          headers: { ...(type ? { 'Content-Type': type } : {}), Authorization: `Bearer ${TEST_TOKEN}` },
          body: raw,
        })
        await expectRejected(res.status)
      }),
      { numRuns: RUNS },
    )
    expect(await countRows(app.runtime, 'leads')).toBe(0)
    expect(await countRows(app.runtime, 'outbox')).toBe(0)
  })
})
