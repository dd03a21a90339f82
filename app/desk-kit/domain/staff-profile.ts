import { optionalText, requiredText } from '~/domain/forms/lead-fields'
import { z } from '~/domain/forms/zod'

/**
 * A staff member's profile (docs/product.md §9): the name and the short signature the desk's replies
 * are signed with, set by the member on /desk/profile. Until a name is saved the desk signs with a
 * name made from the address (`fallbackName`) and says the profile is incomplete.
 */

export const STAFF_NAME_MAX = 80
export const SIGNATURE_MAX = 300
export const SIGNATURE_LINES_MAX = 4

/** Line breaks as LF, each line without its trailing spaces, no empty line at the end. */
export function normaliseLines(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()
}

/**
 * The profile form: a one-line name (required) and a signature of at most SIGNATURE_LINES_MAX lines
 * and SIGNATURE_MAX characters (optional). The codes are every form's (`tooLong` for too many lines).
 */
export const profileSchema = z.object({
  displayName: requiredText(STAFF_NAME_MAX),
  signature: optionalText(SIGNATURE_MAX, 'many')
    .transform(normaliseLines)
    .refine((value) => value.split('\n').length <= SIGNATURE_LINES_MAX, { error: 'tooLong' }),
})

export type ProfileForm = z.output<typeof profileSchema>

export interface StaffProfile {
  email: string
  /** The name saved, or the fallback. */
  name: string
  signature: string
  /** A name was saved. */
  complete: boolean
}

/** "anne-marie.durand@…" → "Anne-Marie Durand": the address's local part, capitalised. */
export function fallbackName(email: string): string {
  const local = email.split('@')[0] ?? ''
  const words = local
    .split(/[._+]+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => (part ? part[0]!.toLocaleUpperCase('fr') + part.slice(1) : part))
        .join('-'),
    )
  return words.join(' ') || email
}

/** What ends a reply: the name, then the signature's lines. */
export function signOff(profile: Pick<StaffProfile, 'name' | 'signature'>): string {
  return [profile.name, profile.signature].filter(Boolean).join('\n')
}
