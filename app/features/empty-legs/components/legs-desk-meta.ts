import type { MetaDescriptor } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { rootDataOf } from '~/lib/seo'
import { legsDeskCopy, type LegsDeskCopy } from '../content/legs-desk-copy'

/** An empty-legs page of the desk: its title in the desk's language, out of search engines. */
export function legsDeskMeta(title: (t: LegsDeskCopy, data: unknown) => string) {
  return ({
    matches,
    data,
  }: {
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
    data?: unknown
  }): MetaDescriptor[] => {
    const lang = rootDataOf(matches).lang
    return [
      { title: `${title(legsDeskCopy[lang], data)} — ${deskCopy[lang].metaTitle}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ]
  }
}
