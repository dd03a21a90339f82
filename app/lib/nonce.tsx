import { createContext, useContext } from 'react'

/**
 * The request's CSP nonce, provided by entry.server. None in the browser, where it is not needed, nor
 * on pages the same for everyone, whose CSP lists the hashes of their scripts (decision 020).
 */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined
}
