import type { NextFunction, Request, Response } from 'express'
import { refusedRequestCopy } from '~/features/requests/content/refused-request'
import { house } from '~/config/house'
import type { Language } from '~/i18n/language'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * In front of every POST (route actions and API), decision 047:
 * - a cross-site request is refused: an `Origin` that is not this site, or a `Sec-Fetch-Site`
 *   other than `same-origin` (or `none`, a user's own navigation) — browsers send both on POST;
 *   `Origin: null` passes only with `Sec-Fetch-Site: same-origin` (a no-referrer page's own form);
 * - a desk action (every POST under /desk) must also PROVE it comes from this site's pages: a
 *   same-origin `Origin`, or `Sec-Fetch-Site: same-origin`. With neither it is refused, whatever
 *   the cookie (SameSite=Strict stays the second guard, not the only one);
 * - a body larger than `maxBytes`, or of unknown length, is refused before anyone reads it.
 * A refused page POST gets a page saying so, and what to do, in the visitor's language; an API
 * call, JSON.
 * A POST with neither header outside the desk is not a browser's (no cookie can be borrowed): the
 * public forms and JSON API keep answering it (rate limits and the API token still apply).
 */
export function postGuard(options: { maxBytes: number; larger?: Record<string, number> }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()

    const origin = req.headers.origin
    const fetchSite = req.headers['sec-fetch-site']
    // A page that sends no referrer (an offer's, an alert link's: `Referrer-Policy: no-referrer`)
    // makes the browser write `Origin: null` on its own form posts; the browser's
    // `Sec-Fetch-Site: same-origin`, which no page can forge, says where they come from (decision 100).
    const vouched = origin === 'null' && fetchSite === 'same-origin'
    const sameOrigin = vouched || (origin !== undefined && isSameOrigin(origin, req.headers.host))
    const crossSite =
      (origin !== undefined && !sameOrigin) ||
      (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    const desk = isDeskPath(req.path)
    if (crossSite || (desk && !sameOrigin && fetchSite !== 'same-origin')) {
      refuse(req, res, { status: 403, code: 'CROSS_ORIGIN', message: 'Cross-origin request refused.', desk })
      return
    }

    const length = req.headers['content-length']
    if (length === undefined) {
      if (req.headers['transfer-encoding']) {
        refuse(req, res, { status: 411, code: 'LENGTH_REQUIRED', message: 'Content-Length required.', desk })
        return
      }
    } else if (!/^\d+$/.test(length) || Number(length) > (options.larger?.[req.path] ?? options.maxBytes)) {
      refuse(req, res, { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.', desk })
      return
    }
    next()
  }
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false // `Origin: null` (a sandboxed frame, a privacy redirect) or garbage
  }
}

/**
 * Is this a desk path as React Router will match it: percent-escapes decoded, repeated slashes
 * collapsed, any letter case, with or without the `.data` suffix of its data requests.
 */
export function isDeskPath(path: string): boolean {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // left as sent (the request guard refuses undecodable paths before this)
  }
  const normal = decoded.replace(/\/{2,}/g, '/').toLowerCase()
  return normal === '/desk' || normal.startsWith('/desk/') || normal.startsWith('/desk.')
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

interface Refusal {
  status: 403 | 411 | 413
  /** The API's JSON answer. */
  code: string
  message: string
  desk: boolean
}

/** An API call gets JSON; a page's form, a page in the visitor's language saying what to do. */
function refuse(req: Request, res: Response, { status, code, message, desk }: Refusal) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/')) {
    res.status(status).json({ error: { code, message } })
    return
  }
  const lang: Language = res.locals.lang === 'en' ? 'en' : 'fr'
  const copy = refusedRequestCopy[lang]
  const t = status === 403 ? copy : { ...copy, ...copy.tooLarge }
  const [href, back] = desk ? ['/desk', t.backToDesk] : ['/', t.back]
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
        `<title>${escapeHtml(t.title)} · ${house.brand}</title>` +
        '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d12;color:#f4efe6;' +
        'font:16px/1.6 system-ui,sans-serif}main{max-width:34rem;padding:2rem}h1{font-weight:500;font-size:1.75rem;' +
        'margin:0 0 1rem}p{color:#d8cfbf}a{color:#d6b26e}a:focus-visible{outline:2px solid #d6b26e;outline-offset:3px}' +
        '.brand{color:#f4efe6;letter-spacing:.35em;font-size:.9rem;margin:0 0 2.5rem}</style>' +
        `</head><body><main><p class="brand">${house.brand}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p>` +
        `<p>${escapeHtml(t.hint)}</p><p><a href="${href}">${escapeHtml(back)}</a></p></main></body></html>`,
    )
}
