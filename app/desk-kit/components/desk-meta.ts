import type { MetaDescriptor } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import type { Copy } from '~/i18n/define-copy'
import { rootDataOf } from '~/lib/seo'

/** Every desk page: out of search engines, never cached by anyone. */
export function deskHeaders(): Record<string, string> {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }
}

/** A page of the desk's own copy: its title in the desk's language, out of search engines. */
export function deskMeta(title: (t: (typeof deskCopy)['fr']) => string) {
  return deskPageMeta(deskCopy, title)
}

/**
 * A desk page whose title comes from a feature's catalogue (offers, empty legs, …), with the loader's
 * data at hand: `<title> — <the desk's name>`, in the desk's language, out of search engines.
 */
export function deskPageMeta<C>(copy: Copy<C>, title: (t: C, data: unknown) => string) {
  return ({
    matches,
    data,
  }: {
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
    data?: unknown
  }): MetaDescriptor[] => {
    const lang = rootDataOf(matches).lang
    return [
      { title: `${title(copy[lang], data)} — ${deskCopy[lang].metaTitle}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ]
  }
}

export const DESK_HANDLE = { chrome: false } as const
