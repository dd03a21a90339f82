/**
 * The payment reference of a due amount (docs/product.md §17): an ISO 11649 creditor reference
 * ("RF" + two check digits + up to 21 letters and digits), checked with MOD 97-10 like an IBAN,
 * so a mistyped reference is recognised as such. Pure.
 */

function toDigits(text: string): string {
  let out = ''
  for (const ch of text) out += /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch
  return out
}

/** MOD 97 of a long decimal string, by chunks (no big integers). */
export function mod97(digits: string): number {
  let rest = 0
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97
  return rest
}

const BODY = /^[A-Z0-9]{1,21}$/

/** The creditor reference of a body (letters and digits, at most 21). */
export function creditorReference(body: string): string {
  const upper = body.toUpperCase()
  if (!BODY.test(upper)) throw new RangeError('reference body: 1 to 21 letters or digits')
  const check = 98 - mod97(toDigits(`${upper}RF00`))
  return `RF${String(check).padStart(2, '0')}${upper}`
}

/** Is this (spaces ignored, any case) a valid creditor reference? */
export function isCreditorReference(text: string): boolean {
  const compact = text.replace(/\s+/g, '').toUpperCase()
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false
  return mod97(toDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1
}

/** The reference printed for people: groups of four (`RF18 B260 0007 1`). */
export function groupedReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The reference of a booking's due amount: `B` + year (2 digits) + booking number + position. */
export function dueReference(year: number, bookingSequence: number, position: number): string {
  return creditorReference(
    `B${String(year % 100).padStart(2, '0')}${String(bookingSequence).padStart(4, '0')}${position}`,
  )
}

/**
 * Every valid creditor reference a remittance text may carry (spaces inside a reference
 * tolerated, as banks print them in groups): the caller keeps the one that names a due amount.
 */
export function referencesIn(text: string): string[] {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '')
  const found = new Set<string>()
  for (let at = compact.indexOf('RF'); at !== -1; at = compact.indexOf('RF', at + 1)) {
    for (let length = 25; length >= 5; length--) {
      const candidate = compact.slice(at, at + length)
      if (candidate.length === length && isCreditorReference(candidate)) found.add(candidate)
    }
  }
  return [...found]
}
