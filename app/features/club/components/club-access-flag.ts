import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/**
 * The product's browser flag, `sessionStorage.herraAccess = 'true'` (docs/product.md §8). The server's
 * signed cookie is the authority (docs/product.md §8); the flag mirrors it in the tab:
 * - the private page sets it when it is shown, since the server only renders it for a valid
 *   cookie (so a fresh tab of a member whose cookie is valid works);
 * - 'Quitter' clears it;
 * - when the private page comes back into view (restored from the back-forward cache, tab shown
 *   again) without the flag, the browser goes back to the gate; with the flag, the server checks
 *   the cookie again (a redirect to the gate if it is gone or expired).
 */
export const ACCESS_FLAG_KEY = 'herraAccess'
export const GATE_PATH = '/club-herra-private'

export function setAccessFlag(): void {
  try {
    window.sessionStorage.setItem(ACCESS_FLAG_KEY, 'true')
  } catch {
    // Storage disabled: the cookie still carries the access.
  }
}

export function clearAccessFlag(): void {
  try {
    window.sessionStorage.removeItem(ACCESS_FLAG_KEY)
  } catch {
    // Nothing to clear.
  }
}

export function hasAccessFlag(): boolean {
  try {
    return window.sessionStorage.getItem(ACCESS_FLAG_KEY) === 'true'
  } catch {
    return false
  }
}

export function useClubAccessFlag(): void {
  const { revalidate } = useRevalidator()

  useEffect(() => {
    setAccessFlag()
    const backToGate = () => window.location.replace(GATE_PATH)
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !hasAccessFlag()) backToGate()
    }
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      if (!hasAccessFlag()) backToGate()
      else void revalidate()
    }
    window.addEventListener('pageshow', onPageShow)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('pageshow', onPageShow)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [revalidate])
}
