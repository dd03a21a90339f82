import { data } from 'react-router'
import { formatUnit } from '~/i18n/format'
import type { Language } from '~/i18n/language'
import { offerCopy } from '../content/offer-copy'
import { openOffer } from '../services/offer-link.server'
import { offerPdfServices } from '../services/offer-pdf-cache.server'
import type { Route } from './+types/offer-pdf'

/**
 * `/offer/<token>/pdf`: the same offer as a text PDF (docs/product.md §11, decision 050), in the
 * page's language, with the acceptance once accepted. Private like the page; a link that can no
 * longer be accepted (expired, withdrawn, superseded) gives no document. Limited per client
 * address and drawn once per version, language and acceptance (decision 079).
 */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ params, context }: Route.LoaderArgs) {
  const { runtime, lang } = context
  const { limiter, cache } = offerPdfServices(runtime)
  const hit = limiter.hit(`offer-pdf:${context.clientIp}`)
  if (!hit.allowed) return tooMany(lang, params.token, hit.retryAfterS)
  const opened = await openOffer(runtime, params.token)
  if (!opened) throw data(null, { status: 404, headers: PRIVATE })
  if (opened.answer !== 'open' && opened.answer !== 'accepted') throw data(null, { status: 410, headers: PRIVATE })
  const pdf = await cache.pdf({ offerId: opened.offerId, content: opened.content, lang, acceptance: opened.acceptance })
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${opened.content.reference}.pdf"`,
      'Content-Length': String(pdf.length),
    },
  })
}

/** The 429: a short page in the visitor's language, saying when to try again and leading back to the offer. */
function tooMany(lang: Language, token: string, retryAfterS: number): Response {
  const t = offerCopy[lang].pdfLimited
  const minutes = formatUnit(lang, Math.max(1, Math.ceil(retryAfterS / 60)), 'minute')
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)} · HERRA</title></head>
<body><main><h1>${escape(t.title)}</h1><p>${escape(t.text(minutes))}</p>
<p><a href="/offer/${encodeURIComponent(token)}">${escape(t.back)}</a></p></main></body></html>
`
  return new Response(html, {
    status: 429,
    headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterS) },
  })
}
