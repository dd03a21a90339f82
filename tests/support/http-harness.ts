import { createHash, randomBytes } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { Runtime } from '~/services/runtime-types'
import { assertSafe, postForm, type PostEncoding } from './form-posts'
import { startTestApp, type TestApp } from './test-app'

/**
 * What the `*-http.built.test.ts` files share (decision 042): the production build started with
 * `startTestApp` (pages on, the rate limits out of the way, one staff address), a desk session as the
 * sign-in link would open it, the request log's paths, the state a refused body must leave unchanged,
 * and the hostile-body property run over each form action: never a 5xx or a stack trace, nothing
 * changed.
 */

export interface DeskSite {
  app: TestApp
  runtime: Runtime
  /** `herra_desk=<session>`: the staff address signed in. */
  cookie: string
}

/** The production build with its pages, `staff` on the staff list and signed in. */
export async function startDeskSite(staff: string, env: Record<string, string> = {}): Promise<DeskSite> {
  const app = await startTestApp({ RATE_LIMIT_MAX: '1000000', STAFF_EMAILS: staff, ...env }, { pages: true })
  return { app, runtime: app.runtime, cookie: await staffCookie(app.runtime, staff) }
}

/** A desk session for `email` as the sign-in link would open it (the link itself is tested end to end). */
export async function staffCookie(runtime: Runtime, email: string): Promise<string> {
  const session = randomBytes(32).toString('base64url')
  await runtime.database.db.execute(
    sql`insert into staff_sessions (token_hash, email, expires_at)
        values (${createHash('sha256').update(session).digest('base64url')}, ${email}, now() + interval '1 hour')`,
  )
  return `herra_desk=${session}`
}

/** The paths of the request log's lines so far. */
export function loggedPaths(app: TestApp): string[] {
  return app
    .logs()
    .filter((l) => l.msg === 'request')
    .map((l) => String(l.path))
}

/** A JSON expression's text (`json_build_object(…)`): what an invalid body must never change. */
export async function stateOf(runtime: Runtime, json: SQL): Promise<string> {
  const result = await runtime.database.db.execute(sql`select ${json}::text as s`)
  return (result as unknown as { rows: Array<{ s: string }> }).rows[0]!.s
}

/** A form action whose every generated body is invalid by construction. */
export interface HostileAction {
  name: string
  path: () => string
  fields: string[]
  signedIn: boolean
  /** The values a known field may take (a value that would make the body valid is left out). */
  hostile?: (value: string) => boolean
  /** Extra field names never sent (a required field, so the body stays invalid). */
  never?: RegExp
  /** A fixed field sent last (an invalid value where all fields are optional). */
  fixed?: [string, string]
}

export interface HostileRun {
  site: () => Pick<DeskSite, 'app' | 'cookie'>
  /** The values generated for every field. */
  bad: fc.Arbitrary<string>
  runs: number
  state: () => Promise<string>
  /** Extra field names never sent, for every action. */
  never?: RegExp
  timeout: number
}

/** One test per action (inside the caller's `describe`): never a 5xx or a stack trace, nothing changed. */
export function hostileActionTests(actions: readonly HostileAction[], run: HostileRun): void {
  for (const action of actions) {
    it(
      `${action.name}: never a 5xx or a stack trace, nothing changed`,
      async () => {
        const { app, cookie } = run.site()
        const value = action.hostile ? run.bad.filter(action.hostile) : run.bad
        const before = await run.state()
        await fc.assert(
          fc.asyncProperty(
            fc.tuple(
              ...action.fields.map((name) => fc.option(value, { nil: undefined }).map((v) => [name, v] as const)),
            ),
            fc.array(fc.tuple(fc.string({ maxLength: 12 }), run.bad), { maxLength: 3 }),
            fc.constantFrom<PostEncoding>('urlencoded', 'multipart'),
            async (known, extra, encoding) => {
              const entries: Array<[string, string]> = []
              for (const [name, v] of known) if (v !== undefined) entries.push([name, v])
              for (const [name, v] of extra)
                if (!action.never?.test(name) && !run.never?.test(name)) entries.push([name, v])
              if (action.fixed) entries.push(action.fixed)
              const res = await postForm(
                `${app.url}${action.path()}`,
                entries,
                encoding,
                action.signedIn ? { cookie, origin: app.url } : { origin: app.url },
              )
              assertSafe(res.status, res.text, res.where)
            },
          ),
          { numRuns: run.runs },
        )
        expect(await run.state()).toBe(before)
      },
      run.timeout,
    )
  }
}
