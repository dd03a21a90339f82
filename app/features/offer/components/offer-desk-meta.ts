import type { MetaDescriptor } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { rootDataOf } from '~/lib/seo'
import { offerDeskCopy, type OfferDeskCopy } from '../content/offer-desk-copy'

/** An offer page of the desk: its title in the desk's language, out of search engines. */
export function offerDeskMeta(title: (t: OfferDeskCopy, data: unknown) => string) {
  return ({
    matches,
    data,
  }: {
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
    data?: unknown
  }): MetaDescriptor[] => {
    const lang = rootDataOf(matches).lang
    return [
      { title: `${title(offerDeskCopy[lang], data)} — ${deskCopy[lang].metaTitle}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ]
  }
}
