import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '~/desk-kit/services/audit.server'
import { rows } from '~/desk-kit/services/db-util.server'
import { getStaffProfile, saveStaffProfile } from '~/desk-kit/services/staff-profile.server'
import { getLead } from '~/features/desk/services/lead-actions.server'
import { replyEditorFormSpec } from '~/features/desk/services/reply-editor.server'
import { composeReply } from '~/features/desk/services/replies.server'
import { handleSubmission } from '~/services/form-submission.server'
import type { Runtime } from '~/services/runtime-types'
import { testDatabases } from '../support/databases'

/**
 * The reply editor (docs/product.md §9, docs/decisions/117-reply-editor.md): a template is composed in
 * the client's language and signed with the staff member's profile (never their address); what the
 * desk queues is the text as edited, with the template's name alone in the audit log; a preview or
 * a refused post sends nothing.
 */
const CLAIRE = 'claire.broker@example.com'
let notified = 0

describe.each(testDatabases)('the reply editor ($name)', ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>
  let runtime: Pick<Runtime, 'env' | 'logger' | 'database' | 'outbox'>
  let english = ''
  let french = ''

  async function lead(name: string, language: 'fr' | 'en'): Promise<string> {
    const found = await rows<{ id: string }>(
      database.db,
      sql`insert into leads (kind, language, full_name, email, fields, consent_at, privacy_policy_version)
          values ('contact', ${language}, ${name}, ${`${name.toLowerCase().replace(/\s/g, '.')}@example.com`},
                  ${JSON.stringify({ departure: 'lbg', destination: 'gva', date: '2026-12-18' })}::jsonb, now(), '2024-12-01')
          returning id`,
    )
    return found[0]!.id
  }

  const outbox = () =>
    rows<{ to_address: string; subject: string; text_body: string; html_body: string; reply_to: string }>(
      database.db,
      sql`select to_address, subject, text_body, html_body, reply_to from outbox order by id`,
    )

  /** A post of the editor through the one form handler, as the route sends it. */
  const post = (leadId: string, fields: Record<string, string>) =>
    handleSubmission(
      runtime,
      replyEditorFormSpec(runtime, { email: CLAIRE }, leadId, 'acknowledge'),
      {
        clientIp: '10.9.9.9',
      },
      async () => ({ input: new URLSearchParams(fields) }),
    )

  beforeAll(async () => {
    database = await open()
    runtime = {
      env: {} as Runtime['env'],
      logger: { error() {}, warn() {}, info() {} } as unknown as Runtime['logger'],
      database,
      outbox: { notify: () => void notified++ } as unknown as Runtime['outbox'],
    }
    english = await lead('Oliver Grant', 'en')
    french = await lead('Éloïse Château', 'fr')
  })
  afterAll(async () => {
    await database?.close()
    await database?.drop()
  })

  it('until a profile is saved, the name comes from the address and the profile is incomplete', async () => {
    expect(await getStaffProfile(database.db, CLAIRE)).toEqual({
      email: CLAIRE,
      name: 'Claire Broker',
      signature: '',
      complete: false,
    })
  })

  it('composes in the client’s language, signed with the name and signature, never the address', async () => {
    await saveStaffProfile(database.db, CLAIRE, {
      displayName: 'Claire Dubois',
      signature: 'Courtière principale\n+33 1 23 45 67 89',
    })
    const profile = await getStaffProfile(database.db, CLAIRE)
    expect(profile).toMatchObject({ name: 'Claire Dubois', complete: true })
    // The save is audited: who and what, never the text.
    const { entries } = await listAudit(database.db, {})
    expect(entries[0]).toMatchObject({ actor: CLAIRE, action: 'profile_edit', details: null })
    const en = composeReply('acknowledge', (await getLead(database.db, english))!, profile)
    expect(en.subject).toBe('Your HERRA request — LBG → GVA')
    expect(en.body).toMatch(/^Dear Oliver Grant,/)
    expect(en.body).toContain('(LBG → GVA, on 18 December 2026)')
    expect(en.body.endsWith('Kind regards,\nClaire Dubois\nCourtière principale\n+33 1 23 45 67 89\nHERRA')).toBe(true)
    const fr = composeReply('need_details', (await getLead(database.db, french))!, profile)
    expect(fr.subject).toBe('Votre demande HERRA — LBG → GVA : quelques précisions')
    expect(fr.body).toMatch(/^Bonjour Éloïse Château,/)
    expect(fr.body).toContain('18 décembre 2026')
    expect(fr.body).toContain('Bien cordialement,\nClaire Dubois\nCourtière principale')
    for (const text of [en, fr]) expect(`${text.subject}\n${text.body}`).not.toContain(CLAIRE)
  })

  it('a preview checks the text and sends nothing', async () => {
    const outcome = await post(english, { intent: 'preview', subject: 'Your flight', body: 'Edited.\n\nClaire' })
    expect(outcome).toMatchObject({
      status: 'success',
      value: { preview: { subject: 'Your flight', body: 'Edited.\n\nClaire' } },
    })
    expect(await outbox()).toEqual([])
    expect((await getLead(database.db, english))!.firstResponseAt).toBeNull()
  })

  it('refuses an empty body, a subject carrying a header or a control character, texts too long: nothing queued', async () => {
    const refusals = [
      [{ subject: 'Hello', body: '   ' }, { body: 'required' }],
      [{ subject: 'Hello\r\nBcc: victim@example.com', body: 'Hi' }, { subject: 'oneLine' }],
      [{ subject: 'Hello\u0000', body: 'Hi' }, { subject: 'invalid' }],
      [{ subject: '', body: 'Hi' }, { subject: 'required' }],
      [{ subject: 'S'.repeat(201), body: 'Hi' }, { subject: 'tooLong' }],
      [{ subject: 'Hello', body: 'b'.repeat(5001) }, { body: 'tooLong' }],
      [{ subject: 'Hello', body: 'Hi \u202e' }, { body: 'invalid' }],
    ] as const
    for (const [fields, errors] of refusals) {
      const outcome = await post(english, { intent: 'send', ...fields })
      expect(outcome, JSON.stringify(fields)).toMatchObject({ status: 'invalid', fieldErrors: errors })
    }
    expect(await post(english, { intent: 'mail-merge', subject: 'Hello', body: 'Hi' })).toMatchObject({
      status: 'invalid',
      fieldErrors: { intent: 'invalid' },
    })
    expect(await outbox()).toEqual([])
  })

  it('sends the text as edited: one mail queued, the template’s name alone in the log, the first response set', async () => {
    const before = notified
    const body =
      'Dear Oliver,\n\nEdited by hand: <b>two</b> aircraft are free on the 18th.\n\nKind regards,\nClaire Dubois\nCourtière principale'
    const outcome = await post(english, { intent: 'send', subject: '  Your flight to Geneva  ', body })
    expect(outcome).toMatchObject({ status: 'success', value: { sent: true } })
    expect(notified).toBe(before + 1)
    const mails = await outbox()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to_address: 'oliver.grant@example.com',
      subject: 'Your flight to Geneva',
      text_body: `${body}\n`,
      reply_to: CLAIRE,
    })
    // The HTML part is the same text, escaped, in paragraphs.
    expect(mails[0]!.html_body).toContain(
      '<p>Edited by hand: &lt;b&gt;two&lt;/b&gt; aircraft are free on the 18th.</p>',
    )
    expect(mails[0]!.html_body).toContain('Kind regards,<br>Claire Dubois<br>Courtière principale')
    expect((await getLead(database.db, english))!.firstResponseAt).not.toBeNull()
    const { entries } = await listAudit(database.db, { leadId: english })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actor: CLAIRE, action: 'reply', details: { template: 'acknowledge' } })
    expect(JSON.stringify(entries[0]!.details)).not.toContain('Edited')
  })

  it('nothing goes to an erased or unknown request', async () => {
    await database.db.execute(sql`update leads set erased_at = now() where id = ${french}`)
    expect(await post(french, { intent: 'send', subject: 'Bonjour', body: 'Texte' })).toMatchObject({
      status: 'refused',
      refused: 'missing',
    })
    expect(
      await post('00000000-0000-4000-8000-000000000000', { intent: 'send', subject: 'Bonjour', body: 'Texte' }),
    ).toMatchObject({ status: 'refused', refused: 'missing' })
    expect(await outbox()).toHaveLength(1)
  })
})
