import { lazy, Suspense, useEffect, useState } from 'react'

/** sonner's toaster, in its own chunk: loaded only once the visitor interacts (decision 020). */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** What can lead to a toast: every toast answers something the visitor did. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'submit'] as const

/**
 * The site's toaster. Toasts only ever answer an interaction (a form sent, an estimate added), so
 * the toaster (and sonner, ~9 KB compressed) is fetched at the first one, not with every page.
 */
export function SiteToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true, once: true })
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true })
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={4000}
        theme="dark"
        toastOptions={{ className: 'herra-toast' }}
      />
    </Suspense>
  )
}
