import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffProfileCopy } from '~/desk-kit/content/staff-profile'
import { replyEditorCopy } from '~/features/desk/content/reply-editor'
import type { Runtime } from '~/services/runtime-types'
import { startDeskSite } from '../support/http-harness'
import type { TestApp } from '../support/test-app'
import { TEST_SITE_CONFIG_PATH } from '../support/site-fixture'

/**
 * The staff profile and the reply editor over HTTP, on the production build, without JavaScript
 * (docs/product.md §9): the profile's refusals in the member's language, the editor prefilled in the
 * client's language and signed with the profile, a preview or a cancel that sends nothing, a send
 * that queues the edited text and comes back to the request, which says so.
 */
const STAFF = 'marc.desk@example.com'
let app: TestApp
let runtime: Runtime
let cookie = ''
let leadId = ''

beforeAll(async () => {
  const site = await startDeskSite(STAFF, {
    LOG_LEVEL: 'silent',
    MAIL_FROM: 'HERRA <desk@herra.example>',
    SITE_CONFIG: TEST_SITE_CONFIG_PATH,
  })
  ;({ app, runtime, cookie } = site)
  const inserted = await runtime.database.db.execute(sql`
    insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
    values ('contact', 'en', 'Oliver Grant', 'oliver@example.com',
            '{"departure":"LBG","destination":"GVA","date":"2026-12-18"}'::jsonb, now(), '2024-12-01') returning id`)
  leadId = (inserted as unknown as { rows: Array<{ id: string }> }).rows[0]!.id
}, 60_000)

afterAll(async () => {
  await app?.close()
})

const get = (path: string, lang: 'fr' | 'en' = 'fr') =>
  fetch(`${app.url}${path}`, { headers: { cookie: `${cookie}; lang=${lang}` }, redirect: 'manual' })

const post = (path: string, fields: Record<string, string>, lang: 'fr' | 'en' = 'fr') =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    // From the desk's own pages (the post guard refuses a desk POST without proof of origin).
    headers: { cookie: `${cookie}; lang=${lang}`, origin: app.url },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })

async function repliesLogged(): Promise<number> {
  const result = await runtime.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'reply'`)
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)
}

async function count(table: 'outbox' | 'staff_profiles'): Promise<number> {
  const result = await runtime.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)
}

/** The text of an HTML page as the browser shows it (entities decoded, tags dropped). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describe('the staff profile and the reply editor, without JavaScript', () => {
  it('the desk says the profile is incomplete, and the editor signs with the address’s name meanwhile', async () => {
    const page = textOf(await (await get('/desk/profile', 'en')).text())
    expect(page).toContain(staffProfileCopy.en.incomplete)
    expect(page).toContain(staffProfileCopy.en.incompleteNote('Marc Desk'))
    const editor = textOf(await (await get(`/desk/requests/${leadId}/reply/acknowledge`, 'en')).text())
    expect(editor).toContain('Kind regards,\nMarc Desk\nHERRA')
  })

  it('refuses a bad profile with the field’s message in the member’s language, and stores nothing', async () => {
    const fr = await post('/desk/profile', { displayName: 'Marc\r\nBcc: x@example.com', signature: '' }, 'fr')
    expect(fr.status).toBe(400)
    expect(textOf(await fr.text())).toContain(staffProfileCopy.fr.errors.nameOneLine)
    const en = await post('/desk/profile', { displayName: 'Marc', signature: '1\n2\n3\n4\n5' }, 'en')
    expect(en.status).toBe(400)
    expect(textOf(await en.text())).toContain(staffProfileCopy.en.errors.signatureTooLong)
    expect(await count('staff_profiles')).toBe(0)
  })

  it('saves the name and signature; the shell no longer says the profile is incomplete', async () => {
    const saved = await post('/desk/profile', { displayName: 'Marc Leroy', signature: 'Courtier\nHERRA Paris' }, 'en')
    expect(saved.status).toBe(200)
    const page = textOf(await saved.text())
    expect(page).toContain(staffProfileCopy.en.saved)
    const again = textOf(await (await get('/desk/profile', 'en')).text())
    expect(again).not.toContain(staffProfileCopy.en.incomplete)
    expect(again).toContain('Marc Leroy')
  })

  it('opens the template in the editor, in the client’s language, signed with the profile; cancel sends nothing', async () => {
    const before = await count('outbox')
    const res = await get(`/desk/requests/${leadId}/reply/need_details`, 'fr')
    expect(res.status).toBe(200)
    const page = textOf(await res.text())
    // The desk speaks French; the reply is in the client's English.
    expect(page).toContain(replyEditorCopy.fr.previewTitle)
    expect(page).toContain('Your HERRA request — LBG → GVA: a few details')
    expect(page).toContain('Dear Oliver Grant,')
    expect(page).toContain('Kind regards,\nMarc Leroy\nCourtier\nHERRA Paris\nHERRA')
    // Cancel is the link back to the request: following it changes nothing.
    expect(page).toContain(replyEditorCopy.fr.cancel)
    expect((await get(`/desk/requests/${leadId}`)).status).toBe(200)
    expect(await count('outbox')).toBe(before)
    expect(await repliesLogged()).toBe(0)
  })

  it('an unknown template, a malformed id or an unknown request has no editor', async () => {
    expect((await get(`/desk/requests/${leadId}/reply/mail_merge`)).status).toBe(404)
    expect((await get('/desk/requests/not-a-uuid/reply/acknowledge')).status).toBe(404)
    expect((await get('/desk/requests/00000000-0000-4000-8000-000000000000/reply/acknowledge')).status).toBe(404)
  })

  it('previews the edited text (nothing sent), refuses a subject with a header in it', async () => {
    const preview = await post(`/desk/requests/${leadId}/reply/acknowledge`, {
      intent: 'preview',
      subject: 'Geneva, 18 December',
      body: 'Dear Oliver,\n\nA light jet is free that morning.\n\nMarc Leroy',
    })
    expect(preview.status).toBe(200)
    const page = textOf(await preview.text())
    expect(page).toContain('Geneva, 18 December')
    expect(page).toContain('A light jet is free that morning.')
    const injected = await post(
      `/desk/requests/${leadId}/reply/acknowledge`,
      { intent: 'send', subject: 'Hello\r\nBcc: victim@example.com', body: 'Hi' },
      'en',
    )
    expect(injected.status).toBe(400)
    expect(textOf(await injected.text())).toContain(replyEditorCopy.en.errors.subjectOneLine)
    expect(await count('outbox')).toBe(0)
  })

  it('sends the edited text and comes back to the request, which confirms', async () => {
    const body = 'Dear Oliver,\n\nA light jet is free that morning.\n\nKind regards,\nMarc Leroy\nCourtier\nHERRA Paris'
    const sent = await post(`/desk/requests/${leadId}/reply/acknowledge`, {
      intent: 'send',
      subject: 'Geneva, 18 December',
      body,
    })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(`/desk/requests/${leadId}?replied=acknowledge`)
    const mails = await runtime.database.db.execute(sql`select to_address, subject, text_body from outbox`)
    expect((mails as unknown as { rows: unknown[] }).rows).toEqual([
      { to_address: 'oliver@example.com', subject: 'Geneva, 18 December', text_body: `${body}\n` },
    ])
    const page = textOf(await (await get(`/desk/requests/${leadId}?replied=acknowledge`, 'en')).text())
    expect(page).toContain('Reply “Acknowledgement” sent (outbox).')
  })
})
