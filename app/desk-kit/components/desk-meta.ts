import type { MetaDescriptor } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { rootDataOf } from '~/lib/seo'

/** Every desk page: out of search engines, never cached by anyone. */
export function deskHeaders(): Record<string, string> {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }
}

export function deskMeta(title: (t: (typeof deskCopy)['fr']) => string) {
  return ({ matches }: { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> }): MetaDescriptor[] => {
    const t = deskCopy[rootDataOf(matches).lang]
    return [{ title: `${title(t)} — ${t.metaTitle}` }, { name: 'robots', content: 'noindex, nofollow' }]
  }
}

export const DESK_HANDLE = { chrome: false } as const
