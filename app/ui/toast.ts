import type { ExternalToast } from 'sonner'

/**
 * A toast, with sonner fetched when the first one is shown (decision 027): a toast always answers
 * something the visitor did, and the site's toaster is mounted at the first interaction
 * (`SiteToaster`), so no page downloads sonner (~9 KB compressed) just to be ready for one.
 */
export const toast = {
  success: (title: string, options?: ExternalToast) => void show('success', title, options),
  error: (title: string, options?: ExternalToast) => void show('error', title, options),
}

async function show(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  const sonner = await import('sonner')
  sonner.toast[kind](title, options)
}
