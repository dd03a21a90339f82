import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * An RFQ's private link (`SITE_URL/rfq/<token>`, decision 085): 32 random bytes (256 bits) in
 * base64url, only its SHA-256 stored, found by the hash and compared in constant time — the offer
 * link's rule (decision 051).
 */
export function newRfqToken(): string {
  return randomBytes(32).toString('base64url')
}

export function rfqTokenHash(token: string): string {
  return createHash('sha256').update(token.slice(0, 128), 'utf8').digest('hex')
}

export function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex')
  const b = Buffer.from(computed, 'hex')
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b)
}

export function rfqLink(siteUrl: string, token: string, language: 'fr' | 'en'): string {
  return `${siteUrl.replace(/\/$/, '')}/rfq/${token}${language === 'en' ? '?lang=en' : ''}`
}
