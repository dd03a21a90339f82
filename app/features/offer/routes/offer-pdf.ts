import { data } from 'react-router'
import { openOffer } from '../services/offer-link.server'
import { renderOfferPdf } from '../services/offer-pdf.server'
import type { Route } from './+types/offer-pdf'

/**
 * `/offer/<token>/pdf`: the same offer as a text PDF (docs/product.md §11, decision 050), in the
 * page's language, with the acceptance once accepted. Private like the page; a link that can no
 * longer be accepted (expired, withdrawn, superseded) gives no document.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await openOffer(context.runtime, params.token)
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
  if (!opened) throw data(null, { status: 404, headers })
  if (opened.answer !== 'open' && opened.answer !== 'accepted') throw data(null, { status: 410, headers })
  const pdf = await renderOfferPdf(opened.content, context.lang, opened.acceptance)
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${opened.content.reference}.pdf"`,
      'Content-Length': String(pdf.length),
    },
  })
}
