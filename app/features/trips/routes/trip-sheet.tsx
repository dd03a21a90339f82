import { data, useLoaderData, useParams, type MetaDescriptor } from 'react-router'
import { useLanguage } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'
import { TripSheetView } from '../components/trip-sheet-view'
import { tripCopy } from '../content/trip-copy'
import { sheetPageData } from '../services/trip-pages.server'
import type { Route } from './+types/trip-sheet'

/**
 * The trip sheet (docs/product.md §18, decision 097): `/trip/<token>`, one private link per
 * booking, shareable with an assistant or a driver (no passenger name on it). Never indexed, never
 * cached, no Referer leaves it, its path redacted in the request log; unknown → 404, the trip
 * cancelled or long over → 410, both uncached.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

export function headers(): Record<string, string> {
  return { ...NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({
  data: d,
  matches,
}: {
  data?: { reference?: string }
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}): MetaDescriptor[] {
  const lang = rootDataOf(matches).lang
  return [
    { title: d?.reference ? tripCopy[lang].sheet.metaTitle(d.reference) : 'HERRA' },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await sheetPageData(context.runtime, params.token)
  if (page.status === 'missing') throw data(null, { status: 404, headers: NO_STORE })
  if (page.status === 'gone') throw data({ gone: true }, { status: 410, headers: NO_STORE })
  const { booking, details, updatedAt } = page.sheet
  return data(
    {
      reference: booking.reference,
      passengers: booking.passengers,
      operator: booking.operator,
      aircraft: booking.aircraft,
      registration: booking.registration,
      legs: booking.legs,
      details,
      weather: page.weather,
      updatedAt: updatedAt.toISOString(),
    },
    { headers: NO_STORE },
  )
}

export default function TripSheet() {
  const d = useLoaderData<typeof loader>()
  const { lang } = useLanguage()
  const { token } = useParams()
  const base = `/trip/${token ?? ''}`
  return (
    <div className="container-luxe py-10 md:py-16">
      <TripSheetView {...d} lang={lang} files={{ ics: `${base}/calendar.ics`, pdf: `${base}/pdf` }} />
    </div>
  )
}

export function ErrorBoundary() {
  const { lang } = useLanguage()
  const t = tripCopy[lang].sheet
  return (
    <div className="container-luxe py-16">
      <h1 className="text-4xl">{t.gone}</h1>
      <p className="mt-4 text-parchment">{t.goneText}</p>
    </div>
  )
}
