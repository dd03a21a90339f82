import type { MetaDescriptor } from 'react-router'
import { deskCopy } from '~/desk-kit/content/desk'
import { rootDataOf } from '~/lib/seo'
import { bookingDeskCopy } from '../content/booking-desk-copy'

/** A bookings page of the desk: its title in the desk's language, out of search engines. */
export function bookingDeskMeta(title: (t: (typeof bookingDeskCopy)['fr'], data: unknown) => string) {
  return ({
    matches,
    data,
  }: {
    matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
    data?: unknown
  }): MetaDescriptor[] => {
    const lang = rootDataOf(matches).lang
    return [
      { title: `${title(bookingDeskCopy[lang], data)} — ${deskCopy[lang].metaTitle}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ]
  }
}
