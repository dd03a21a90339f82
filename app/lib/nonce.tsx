import { createContext, useContext } from 'react'

/** The request's CSP nonce, provided by entry.server (empty in the browser, where it is not needed). */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export function useNonce(): string {
  return useContext(NonceContext)
}
