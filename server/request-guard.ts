import type { NextFunction, Request, Response } from 'express'

/** The only methods the site answers; anything else is a 405 (TRACE included: no echo, no log noise). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const
const ALLOW = ALLOWED_METHODS.join(', ')
const allowed = new Set<string>(ALLOWED_METHODS)

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port (linear patterns). */
const HOST_NAME = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/
const HOST_IPV6 = /^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/

/** Does the path of a request target percent-decode (the query string is parsed leniently elsewhere)? */
function decodable(target: string): boolean {
  const end = target.indexOf('?')
  try {
    decodeURIComponent(end < 0 ? target : target.slice(0, end))
    return true
  } catch {
    return false
  }
}

/**
 * Before any routing: the request line and Host header must be ones a browser sends.
 * - a method outside ALLOWED_METHODS → 405 with `Allow`; OPTIONS → 204 with `Allow` (no CORS);
 * - a request target not in origin form (`http://other/…`, `*`) or whose path has a malformed
 *   percent-escape (`/%E0%A4%A`: no page has such a name) → 400;
 * - a Host header that is no host → 400 (React Router builds the request URL from it).
 */
export function requestGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!allowed.has(req.method)) {
      res.setHeader('Allow', ALLOW)
      res.status(405).type('text/plain').send('Method Not Allowed')
      return
    }
    if (!req.url.startsWith('/') || !decodable(req.url)) {
      res.status(400).type('text/plain').send('Bad Request')
      return
    }
    const host = req.headers.host
    if (host !== undefined && (host.length > 300 || !(HOST_NAME.test(host) || HOST_IPV6.test(host)))) {
      res.status(400).type('text/plain').send('Bad Request')
      return
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', ALLOW)
      res.status(204).end()
      return
    }
    next()
  }
}
