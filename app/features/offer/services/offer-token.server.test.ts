import { describe, expect, it } from 'vitest'
import { newOfferToken, offerTokenHash, sameHash, sha256Hex } from './offer-token.server'

describe('offer tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const a = newOfferToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(a, 'base64url')).toHaveLength(32)
    expect(newOfferToken()).not.toBe(a)
  })

  it('are kept as a SHA-256, compared whole', () => {
    const token = newOfferToken()
    const stored = offerTokenHash(token)
    expect(stored).toBe(sha256Hex(token))
    expect(sameHash(stored, offerTokenHash(token))).toBe(true)
    expect(sameHash(stored, offerTokenHash(token.slice(0, -1)))).toBe(false)
    expect(sameHash(stored, 'abc')).toBe(false)
  })
})
