import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

/** What a mail program reads from a mailto link (RFC 6068): the recipients and the header fields. */
function readMailto(href: string) {
  const url = new URL(href)
  return { to: decodeURIComponent(url.pathname), fields: [...url.searchParams.entries()] }
}

describe('the desk’s reply link', () => {
  it('keeps an ordinary address and subject as they read', () => {
    expect(mailtoHref('camille@example.com', { subject: 'Votre demande HERRA — LBG → NCE' })).toBe(
      `mailto:camille@example.com?subject=${encodeURIComponent('Votre demande HERRA — LBG → NCE')}`,
    )
  })

  it('a lead’s address cannot add a recipient, a body or a header (a cc smuggled in the address)', () => {
    const address = 'x?cc=attacker%40evil.example&body=pwned@example.com'
    const read = readMailto(mailtoHref(address, { subject: 'Re\r\nBcc: attacker@evil.example' }))
    expect(read.to).toBe(address)
    expect(read.fields).toEqual([['subject', 'Re\r\nBcc: attacker@evil.example']])
  })

  it('whatever the address, subject and body: one recipient, exactly the fields given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (local, subject, body) => {
        const address = `${local}@example.com`
        const read = readMailto(mailtoHref(address, { subject, body }))
        expect(read.to).toBe(address)
        expect(read.fields).toEqual([
          ['subject', subject],
          ['body', body],
        ])
      }),
    )
  })
})
