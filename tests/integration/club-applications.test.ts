import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/services/env.server'
import { createLogger } from '~/services/logger.server'
import type { Runtime } from '~/services/runtime-types'
import { createRuntime } from '~/runtime.server'
import { echoValues, HONEYPOT_FIELD } from '~/domain/forms/form-result'
import { clubInlineFormSpec, clubModalFormSpec } from '../../app/features/club/services/club-applications.server'
import { handleSubmission } from '~/services/form-submission.server'

/**
 * The club applications against a real (in-memory PGlite) database and the real lead core:
 * stored with language and consent time, notification queued, honeypot, rate limit, 1 s minimum.
 */

const inline = {
  firstName: 'Hélène',
  lastName: 'de Valois',
  email: 'helene@example.com',
  phone: '+33 1 99 00 00 12',
  company: '',
  country: 'France',
  message: 'Recommandée par un membre.',
  confidential: 'on',
  gdpr: 'on',
}

const modal = {
  fullName: 'Alexandre Morel',
  nationality: 'Française',
  residence: 'Genève',
  email: 'a.morel@example.com',
  phone: '+41 22 000 00 00',
  currentTitle: 'Président',
  organization: 'Morel & Associés',
  sector: 'immobilier',
  achievements: 'Deux maisons fondées.',
  motivation: 'Voyager autrement.',
  contribution: 'Un réseau.',
  expectations: 'Discrétion.',
  travelFrequency: 'reguliere',
  confidentiality: 'on',
}

function form(values: Record<string, string>, extra: [string, string][] = []): URLSearchParams {
  const params = new URLSearchParams(values)
  for (const [k, v] of extra) params.append(k, v)
  return params
}

let runtime: Runtime
const meta = (ip: string) => ({ lang: 'en' as const, clientIp: ip, userAgent: 'vitest' })

/** A post of a club form through the one form handler, as the route actions do. */
function post(spec: typeof clubInlineFormSpec | typeof clubModalFormSpec, form: URLSearchParams | null, ip: string) {
  return handleSubmission(
    runtime,
    spec(runtime, meta(ip)) as ReturnType<typeof clubInlineFormSpec>,
    { clientIp: ip },
    async () => (form ? { input: form, idempotencyKey: form.get('idempotencyKey') } : null),
  )
}
const submitClubInline = (_runtime: Runtime, form: URLSearchParams | null, m: { clientIp: string }) =>
  post(clubInlineFormSpec, form, m.clientIp)
const submitClubModal = (_runtime: Runtime, form: URLSearchParams | null, m: { clientIp: string }) =>
  post(clubModalFormSpec, form, m.clientIp)

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await runtime.database.db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

beforeAll(async () => {
  const env = parseEnv({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_S: '600' })
  runtime = await createRuntime(env, createLogger('silent'), { outboxWorker: false })
})
afterAll(async () => {
  await runtime?.close()
})

describe('club applications', () => {
  it('form A is stored with its language and consent time, its notification queued, after at least 1 s', async () => {
    const started = Date.now()
    const key = crypto.randomUUID()
    const outcome = await submitClubInline(
      runtime,
      form(inline, [
        ['interests', 'philanthropy'],
        ['interests', 'art-collections'],
        ['idempotencyKey', key],
      ]),
      meta('198.51.100.1'),
    )
    expect(outcome).toMatchObject({ status: 'success' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    const [lead] = await rows<{
      kind: string
      language: string
      full_name: string
      consent_at: unknown
      fields: { interests: string[] }
    }>(sql`select kind, language, full_name, consent_at, fields from leads where email = 'helene@example.com'`)
    expect(lead).toMatchObject({ kind: 'club_inline', language: 'en', full_name: 'Hélène de Valois' })
    expect(lead!.consent_at).toBeTruthy()
    expect(lead!.fields.interests).toEqual(['art-collections', 'philanthropy'])
    const [mail] = await rows<{ subject: string; text_body: string; reply_to: string }>(
      sql`select o.subject, o.text_body, o.reply_to from outbox o join leads l on l.id = o.lead_id where l.email = 'helene@example.com'`,
    )
    expect(mail!.subject).toContain('de Valois')
    expect(mail!.reply_to).toContain('helene@example.com')
    expect(mail!.text_body).toContain('Art & collections, Philanthropie')

    // The same key again (a retried post): stored once.
    const again = await submitClubInline(runtime, form(inline, [['idempotencyKey', key]]), meta('198.51.100.1'))
    expect(again).toMatchObject({ status: 'success', duplicate: true })
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from leads where email = 'helene@example.com'`,
    )
    expect(count!.n).toBe(1)
  })

  it('form B is stored with French labels in the desk e-mail', async () => {
    const outcome = await submitClubModal(runtime, form(modal), meta('198.51.100.2'))
    expect(outcome).toMatchObject({ status: 'success' })
    const [mail] = await rows<{ text_body: string }>(
      sql`select o.text_body from outbox o join leads l on l.id = o.lead_id where l.email = 'a.morel@example.com'`,
    )
    expect(mail!.text_body).toContain('Immobilier de prestige')
    expect(mail!.text_body).toContain('Régulière')
  })

  it("refuses invalid data with the schema's code and the fields at fault", async () => {
    const outcome = await submitClubModal(
      runtime,
      form({ ...modal, fullName: '', confidentiality: '' }),
      meta('198.51.100.3'),
    )
    expect(outcome).toMatchObject({ status: 'invalid', formError: 'confidentiality' })
    if (outcome.status === 'invalid')
      expect(Object.keys(outcome.fieldErrors)).toEqual(expect.arrayContaining(['fullName', 'confidentiality']))
    const tooBig = await submitClubInline(runtime, null, meta('198.51.100.3'))
    expect(tooBig).toMatchObject({ status: 'invalid', formError: 'tooLong' })
  })

  it('a filled honeypot is answered like a success and nothing is stored', async () => {
    const outcome = await submitClubInline(
      runtime,
      form({ ...inline, email: 'bot@example.com' }, [[HONEYPOT_FIELD, 'http://spam']]),
      meta('198.51.100.4'),
    )
    expect(outcome).toMatchObject({ status: 'success' })
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from leads where email = 'bot@example.com'`)
    expect(count!.n).toBe(0)
  })

  it('rate-limits per address (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_S)', async () => {
    const ip = '198.51.100.9'
    for (let i = 0; i < 3; i++) {
      expect((await submitClubInline(runtime, form({ ...inline, email: '' }), meta(ip))).status).toBe('invalid')
    }
    const limited = await submitClubInline(runtime, form(inline), meta(ip))
    expect(limited.status).toBe('rate_limited')
  }, 20_000)

  it("echoes only the form's own fields", () => {
    const values = echoValues(
      form(inline, [
        [HONEYPOT_FIELD, 'trap'],
        ['idempotencyKey', 'k'],
        ['interests', 'philanthropy'],
      ]),
      ['firstName', 'interests', HONEYPOT_FIELD, 'idempotencyKey'],
      { lists: ['interests'] },
    )
    expect(values).toEqual({ firstName: 'Hélène', interests: ['philanthropy'] })
  })
})
