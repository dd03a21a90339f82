/**
 * The reference a client is given after sending a request, and that the desk shows beside it
 * (docs/decisions/037-request-confirmation.md): read from the stored lead's id, so the same
 * request (a retried post, the same idempotency key) always has the same reference.
 * "HERRA-R-" then the id's first eight hexadecimal digits in two groups: HERRA-R-3F9A-2C1B.
 */
export const LEAD_REFERENCE_PREFIX = 'HERRA-R-'

const HEX_ID = /^[0-9a-f]{8}/i

export function leadReference(id: string): string {
  const hex = id.replace(/-/g, '')
  // Every stored lead has a UUID; any other id (a test's) still gets a steady reference (FNV-1a).
  const digits = (HEX_ID.test(hex) ? hex.slice(0, 8) : fnv1a(id)).toUpperCase()
  return `${LEAD_REFERENCE_PREFIX}${digits.slice(0, 4)}-${digits.slice(4)}`
}

/** A reference as a visitor may type it (any case, with or without dashes), or null. */
export function parseLeadReference(text: string): string | null {
  const match = /^\s*herra-?r-?([0-9a-f]{4})-?([0-9a-f]{4})\s*$/i.exec(text)
  return match ? `${LEAD_REFERENCE_PREFIX}${match[1]!.toUpperCase()}-${match[2]!.toUpperCase()}` : null
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
