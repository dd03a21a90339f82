import type { Language } from './language'

/**
 * A typed catalogue pair. The French catalogue's type is the contract: the English one must
 * have exactly the same keys and value types, so a missing key is a compile error.
 */
export type Copy<T> = Readonly<Record<Language, T>>

export function defineCopy<T>(copy: { fr: T; en: NoInfer<T> }): Copy<T> {
  return copy
}
