import fc from 'fast-check'

/**
 * Hostile requests for every endpoint (acceptance): pathological e-mails, control and
 * bidirectional characters, huge fields, wrong types, broken encodings and broken multipart
 * bodies. Every body is invalid by construction — no consent box is ever ticked — so nothing may
 * be stored, whatever the server makes of it.
 */

export interface HostileRequest {
  method: 'GET' | 'POST'
  /** Path and query string. */
  target: string
  headers: Record<string, string>
  body?: string | Uint8Array | URLSearchParams | FormData
  /** A short description for failure messages. */
  label: string
}

/** Never sent as a field name: a ticked consent box could make a body valid. */
const CONSENT = /consent|gdpr|confiden/i

const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\f',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\r\n',
  '\n',
  '\t',
  '\u2028',
]

const controlText = fc
  .array(fc.oneof(fc.constantFrom(...CONTROLS), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 30 })
  .map((parts) => parts.join(''))

const huge = fc
  .tuple(fc.integer({ min: 2_000, max: 40_000 }), fc.string({ minLength: 1, maxLength: 4 }))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n))

const INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table leads; --",
  '{{7*7}}${7*7}',
  '\r\nBcc: victim@example.com',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '1e309',
  '-0',
  'NaN',
  '__proto__',
]

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 3, arbitrary: controlText },
  { weight: 1, arbitrary: huge },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
)

/** E-mails that make a backtracking pattern crawl, or that carry what no address may carry. */
export const pathologicalEmail: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 30_000 }).map((n) => `a@${'.'.repeat(n)}@`),
  fc.integer({ min: 1, max: 15_000 }).map((n) => `${'a'.repeat(n)}@${'a'.repeat(n)}`),
  fc.integer({ min: 1, max: 14_000 }).map((n) => `a@${'a.'.repeat(n)}`),
  fc.integer({ min: 1, max: 14_000 }).map((n) => 'a@'.repeat(n)),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `x@y.${'z'.repeat(n)}!`),
  fc.integer({ min: 1, max: 9_000 }).map((n) => `${'a.'.repeat(n)}@b.c@`),
  fc.tuple(fc.constantFrom(...CONTROLS), fc.emailAddress()).map(([c, e]) => e.replace('@', `${c}@`)),
  fc.emailAddress().map((e) => `${e}\u202e`),
  fc.emailAddress().map((e) => `\u202e${e}`),
  fc.constantFrom(
    '',
    '@',
    'a@',
    '@b.c',
    'a@b',
    'a@@b.c',
    'a@b..c',
    'a@[127.0.0.1]',
    // Accented, but without a real top-level label ('ünï@cödé.fr' is a valid address: the
    // newsletter rightly signed it up, so it has no place among bodies invalid by construction).
    'ünï@cödé.f',
    'a@b.c\u0000',
    'a\r\nBcc: x@y.z@b.c',
  ),
)

const fieldName = fc.string({ maxLength: 12 }).filter((name) => !CONSENT.test(name))

/**
 * A form's fields: some known ones with hostile values (or the values `values` gives a field), an
 * e-mail, a few unknown extras.
 */
function formEntries(
  fields: readonly string[],
  values: Readonly<Record<string, fc.Arbitrary<string>>> = {},
): fc.Arbitrary<Array<[string, string]>> {
  return fc
    .record({
      known: fc.tuple(
        ...fields.map((name) =>
          fc.option(values[name] ?? hostileText, { nil: undefined, freq: 3 }).map((v) => [name, v] as const),
        ),
      ),
      email: fc.oneof(pathologicalEmail, hostileText),
      extra: fc.array(fc.tuple(fieldName, hostileText), { maxLength: 3 }),
    })
    .map(({ known, email, extra }) => {
      const entries: Array<[string, string]> = [['email', email]]
      for (const [name, value] of known) if (value !== undefined) entries.push([name, value])
      for (const [name, value] of extra) entries.push([name, value])
      return entries
    })
}

const BOUNDARY = '----herraHostile7MA4YWxkTrZu0gW'

/** Bodies that claim to be a form and are not quite one. */
const brokenFormBody = fc.oneof(
  fc
    .string({ unit: 'binary', maxLength: 400 })
    .map((raw) => ({ type: 'application/x-www-form-urlencoded', body: raw })),
  fc.uint8Array({ maxLength: 400 }).map((raw) => ({ type: 'application/x-www-form-urlencoded', body: raw })),
  fc
    .constantFrom('email=%E0%A4%A&firstName=%', 'email=%C0%AE&&&=&=%%', '&'.repeat(5_000), 'a=' + '%FF'.repeat(3_000))
    .map((raw) => ({
      type: 'application/x-www-form-urlencoded',
      body: raw,
    })),
  fc.string({ maxLength: 300 }).map((raw) => ({ type: 'multipart/form-data', body: raw })), // no boundary
  fc
    .string({ maxLength: 300 })
    .map((raw) => ({ type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\n${raw}` })),
  fc.tuple(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 20_000 })).map(([value, pad]) => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"${' '.repeat(pad)}\r\n\r\n${value}\r\n`, // never closed
  })),
  fc.string({ maxLength: 60 }).map((value) => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.exe"\r\nContent-Type: application/octet-stream\r\n\r\n${value}\r\n--${BOUNDARY}--\r\n`,
  })),
  fc.string({ maxLength: 200 }).map((raw) => ({ type: 'text/plain', body: raw })),
  fc.string({ maxLength: 200 }).map((raw) => ({ type: 'application/json', body: raw })),
  fc
    .constantFrom(
      'application/x-www-form-urlencoded; charset=utf-16',
      'application/x-www-form-urlencoded; charset=bogus',
      '',
      'x/y; ;;',
    )
    .map((type) => ({
      type,
      body: 'email=a%40b.c&firstName=Jean',
    })),
)

const HOSTILE_COOKIES = [
  'lang=%E0%A4%A',
  'lang=en; herra_club=v1.9999999999999.AAAA',
  'herra_club=%',
  `a=${'b'.repeat(3_000)}`,
  '=; ;=;lang',
]

/**
 * POSTs to one page action (the page itself, or React Router's `.data` fetcher URL). `values`: the
 * arbitrary of a field whose hostile values must keep the body invalid (a box never ticked, say).
 * `fixed`: fields always sent with these values (and never generated), for a form with no consent box
 * that one bad value keeps invalid by construction (a passenger's document type, say).
 */
export function formActionRequests(
  path: string,
  fields: readonly string[],
  extraHeaders: Record<string, string> = {},
  values: Readonly<Record<string, fc.Arbitrary<string>>> = {},
  fixed: ReadonlyArray<readonly [string, string]> = [],
) {
  const fixedNames = new Set(fixed.map(([name]) => name))
  return fc
    .record({
      entries: formEntries(fields, values).map((entries) => [
        ...entries.filter(([name]) => !fixedNames.has(name)),
        ...fixed.map(([name, value]): [string, string] => [name, value]),
      ]),
      encoding: fc.constantFrom('urlencoded', 'urlencoded', 'multipart', 'broken'),
      // As a browser with JavaScript posts (React Router's fetcher: no page rendered), 7 times in 10.
      fetcher: fc.integer({ min: 1, max: 10 }).map((n) => n <= 7),
      broken: brokenFormBody,
      cookie: fc.option(fc.constantFrom(...HOSTILE_COOKIES), { freq: 6 }),
    })
    .map(({ entries, encoding, fetcher, broken, cookie }): HostileRequest => {
      const headers: Record<string, string> = { ...extraHeaders }
      if (cookie) headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie
      // React Router's data request: `.data` after the path, before any query string.
      const [pathname, query] = path.split('?')
      const target = fetcher ? `${pathname}.data${query ? `?${query}` : ''}` : path
      if (encoding === 'broken') {
        if (broken.type) headers['content-type'] = broken.type
        return { method: 'POST', target, headers, body: broken.body, label: `${path} broken ${broken.type}` }
      }
      let body: URLSearchParams | FormData = new URLSearchParams(entries)
      if (encoding === 'multipart') {
        body = new FormData()
        for (const [name, value] of entries) body.append(name, value)
      }
      return { method: 'POST', target, headers, body, label: `${target} ${encoding} (${entries.length} fields)` }
    })
}

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fieldName, fc.string({ maxLength: 8 }), { maxKeys: 4 }) },
)

/** Whole bodies that are not the object the API expects. */
const oddJson = fc.oneof(
  fc.constantFrom(
    '[]',
    'null',
    '"x"',
    '1',
    'true',
    '{',
    '{"email":',
    '\ufeff{}',
    '{"__proto__":{"consent":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  fc.integer({ min: 100, max: 15_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 300 }),
)

/** POST /api/send-contact: JSON bodies, mostly with the right token so they are parsed. */
export function sendContactRequests(token: string, fields: readonly string[]) {
  return fc
    .record({
      object: fc.record({
        known: fc.tuple(
          ...fields.map((name) => fc.option(jsonValue, { nil: undefined, freq: 3 }).map((v) => [name, v] as const)),
        ),
        email: fc.oneof(pathologicalEmail, jsonValue),
        extra: fc.array(fc.tuple(fieldName, jsonValue), { maxLength: 3 }),
      }),
      shape: fc.constantFrom('object', 'object', 'object', 'odd', 'bytes', 'utf16'),
      odd: oddJson,
      bytes: fc.uint8Array({ maxLength: 300 }),
      auth: fc.constantFrom('right', 'right', 'right', 'right', 'wrong', 'none'),
      type: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    })
    .map(({ object, shape, odd, bytes, auth, type }): HostileRequest => {
      const headers: Record<string, string> = { 'content-type': type }
      if (auth === 'right') headers.authorization = `Bearer ${token}`
      if (auth === 'wrong') headers.authorization = `Bearer ${token.slice(1)}x`
      const record: Record<string, unknown> = { email: object.email }
      for (const [name, value] of object.known) if (value !== undefined) record[name] = value
      for (const [name, value] of object.extra) record[name] = value
      const json = JSON.stringify(record)
      const body =
        shape === 'odd' ? odd : shape === 'bytes' ? bytes : shape === 'utf16' ? Buffer.from(json, 'utf16le') : json
      return {
        method: 'POST',
        target: '/api/send-contact',
        headers,
        body,
        label: `/api/send-contact ${shape} ${auth} ${type}`,
      }
    })
}

const queryValue = fc.oneof(
  hostileText.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))),
  fc.constantFrom('%E0%A4%A', '%', '%%', '%FF%FE', '%00', '+', '&&', '=', '%C0%AE'),
  fc.integer({ min: 100, max: 6_000 }).map((n) => 'a'.repeat(n)),
)

/** GET with hostile query strings (names repeated, values odd, oversized). */
export function queryRequests(path: string, names: readonly string[]) {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fieldName.map(encodeURIComponent)), queryValue), {
      maxLength: 8,
    })
    .map((pairs): HostileRequest => {
      const query = pairs
        .map(([name, value]) => `${name}=${value}`)
        .join('&')
        .slice(0, 7_000)
      return {
        method: 'GET',
        target: `${path}?${query}`,
        headers: {},
        label: `${path} (${pairs.length} params, ${query.length} chars)`,
      }
    })
}

/** A time written HH:MM that is no time of day: hours 24–99 or minutes 60–99. */
export const impossibleTime: fc.Arbitrary<string> = fc
  .oneof(
    fc.tuple(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 99 })),
    fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 })),
  )
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)

/** Parts a leg `FROM,TO,DATE,TIME` must not carry after its four: anything, even empty. */
export const extraLegParts: fc.Arbitrary<string[]> = fc.array(
  fc.oneof(
    fc.constantFrom('', 'x', 'LBG', '10:00', '2026-12-01', '1', 'pax=4', ' '),
    fc.string({ maxLength: 8 }).filter((s) => !/[,&#%+]/.test(s)),
  ),
  { minLength: 1, maxLength: 3 },
)

/** A confirmation box's hostile values that never tick it (a form ticks a box with 'on'; 'true' as JSON would). */
export const untickedText: fc.Arbitrary<string> = hostileText.filter(
  (value) => !/^\s*(on|true|1|yes|checked)\s*$/i.test(value),
)

/** A day field's hostile values, never a day (`YYYY-MM-DD`). */
export const notADay: fc.Arbitrary<string> = hostileText.filter((value) => !/\d{4}-\d{2}-\d{2}/.test(value))
