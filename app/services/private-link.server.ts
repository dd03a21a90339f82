import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A private link's token (docs/decisions/051, 090): 32 random bytes (256 bits) in base64url; only
 * its SHA-256 is stored. A token is found by its hash, then the stored hash is compared with the
 * computed one in constant time; any text costs the same hash and the same look-up.
 */

export function newPrivateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 of the token's text, hex. Anything longer than a token is cut first (a bounded cost). */
export function privateTokenHash(token: string): string {
  return createHash('sha256').update(token.slice(0, 128), 'utf8').digest('hex')
}

/** The stored hash equals the one computed from the link, compared in constant time. */
export function samePrivateHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex')
  const b = Buffer.from(computed, 'hex')
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b)
}
