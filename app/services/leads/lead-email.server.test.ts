import { leadReference } from '~/domain/forms/lead-reference'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { composeLeadEmail, escapeHtml, singleLine } from './lead-email.server'
import type { LeadSubmission } from './submit-lead.server'

const lead: LeadSubmission = {
  kind: 'quote',
  language: 'en',
  fullName: 'Jean <b>Martin</b>',
  email: 'jean@example.com',
  fields: {},
  summary: [
    { label: 'Prénom', value: 'Jean <b>' },
    { label: 'Message', value: 'Ligne 1\n<script>x()</script>' },
    { label: 'Label <i>', value: '"quoted" & \'single\'' },
  ],
  subject: 'Demande de devis — CDG → NCE\r\nBcc: victim@example.com',
}

describe('lead e-mail', () => {
  const mail = composeLeadEmail({
    id: 'ref-123',
    lead,
    receivedAt: new Date('2026-06-01T10:00:00Z'),
    notifyEmail: 'desk@example.com',
  })

  it('addresses the desk, Reply-To the client, subject on one line', () => {
    expect(mail.to).toBe('desk@example.com')
    expect(mail.replyTo).toBe('jean@example.com')
    expect(mail.subject).toBe('Demande de devis — CDG → NCE Bcc: victim@example.com')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('every line in order in the text part, with the reference and the Paris time', () => {
    const positions = ['Prénom : Jean <b>', 'Message :\n  Ligne 1\n  <script>x()</script>', 'Label <i> : "quoted"'].map(
      (l) => mail.text.indexOf(l),
    )
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(mail.text).toContain(`Référence : ${leadReference('ref-123')} (ref-123)`)
    expect(mail.text).toContain('12:00')
  })

  it('no markup from the visitor survives in the HTML part', () => {
    expect(mail.html).toContain('Jean &lt;b&gt;')
    expect(mail.html).toContain('&lt;script&gt;x()&lt;/script&gt;')
    expect(mail.html).toContain('Label &lt;i&gt;')
    expect(mail.html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;')
    expect(mail.html).not.toMatch(/<(script|b|i)>/)
  })

  it('property: escaped text never contains < > " \' or a bare &', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const out = escapeHtml(s)
        return !/[<>"']/.test(out) && !/&(?!(amp|lt|gt|quot|#39);)/.test(out)
      }),
    )
  })

  it('singleLine flattens control characters and cuts long text', () => {
    expect(singleLine('a\u0000b\u2028c\td')).toBe('a b c d')
    expect(singleLine('x'.repeat(300), 10)).toHaveLength(10)
  })
})
