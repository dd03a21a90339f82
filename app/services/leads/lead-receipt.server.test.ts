import { describe, expect, it } from 'vitest'
import { composeLeadReceipt } from './lead-receipt.server'
import type { LeadSubmission } from './lead-types'

const lead = (over: Partial<LeadSubmission> = {}): LeadSubmission => ({
  kind: 'contact',
  language: 'fr',
  fullName: 'Ada <b>Lovelace</b>',
  email: 'ada@example.com',
  phone: '+33 6 12 34 56 78',
  fields: { firstName: 'Ada <b>', departure: 'LBG', destination: 'NCE', date: '2026-12-04', pax: 2 },
  summary: [],
  subject: 'x',
  estimateEur: 10_600,
  ...over,
})

const base = {
  id: 'b57da2f8-0000-4000-8000-000000000000',
  receivedAt: new Date('2026-11-27T21:10:00Z'),
  phone: '+33 1 00 00 00 00',
  contactEmail: 'contact@herra.example',
}

describe('the client receipt of a flight request', () => {
  it('says the reference, the request, the estimate and by when an adviser calls, in French', () => {
    const mail = composeLeadReceipt({ ...base, lead: lead() })!
    expect(mail.to).toBe('ada@example.com')
    expect(mail.replyTo).toBe('contact@herra.example')
    expect(mail.subject).toBe('HERRA — votre demande HERRA-R-B57D-A2F8 est bien reçue')
    expect(mail.text).toContain('HERRA-R-B57D-A2F8')
    expect(mail.text).toContain('LBG → NCE')
    expect(mail.text).toContain('4 décembre 2026')
    expect(mail.text).toContain('10\u202f600\u00a0€ HT')
    // Received 22:10 in Paris: the call at the latest at 23:10.
    expect(mail.text).toContain('23\u00a0h\u00a010')
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain('&lt;b&gt;')
  })

  it('in English for an English request; none for a club application', () => {
    const mail = composeLeadReceipt({ ...base, lead: lead({ language: 'en', kind: 'quote' }) })!
    expect(mail.subject).toBe('HERRA — your request HERRA-R-B57D-A2F8 has been received')
    expect(mail.text).toContain('€10,600 excl. VAT')
    expect(composeLeadReceipt({ ...base, lead: lead({ kind: 'club_inline' }) })).toBeNull()
  })
})
