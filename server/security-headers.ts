import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'

export interface SecurityHeaderOptions {
  production: boolean
  viteDev: boolean
}

/** Headers that only a document (a page, an error page) uses: a script, font or stylesheet ignores them. */
function documentHeaders(res: Response, csp: string) {
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  )
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
}

/** A hashed build file asked for by a browser (scripts, styles, fonts under `/assets/`). */
const isBuildFile = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/assets/')

/**
 * The first middleware of every request, static files included: a CSP nonce and the security
 * headers, set before anything that could throw, so that even a 400, 405 or 500 carries them.
 * Nothing here reads the request but its path: it cannot fail on a hostile one.
 *
 * Hashed build files (`/assets/…`: scripts, styles, fonts) are not documents: a browser ignores
 * a CSP, Permissions-Policy or COOP on them. They get nosniff, CORP, Referrer-Policy, HSTS,
 * X-Frame-Options and a fixed `default-src 'self'` policy, without a per-request nonce: about
 * 400 bytes less on each of the ~17 scripts of a page (decision 027). An `/assets/` path that is
 * not a file gets the document headers back before it reaches the 404 page (`assetFallThrough`).
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const csp = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${options.viteDev ? " 'unsafe-eval'" : ''}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${options.viteDev ? ' ws: wss:' : ''}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ')
  const headers = (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    // Pages with a private link's token in their address: no Referer ever leaves them (decisions 051, 085, 090, 097).
    const privateLink = ['/offer/', '/rfq/', '/booking/', '/trip/'].some((prefix) => req.path.startsWith(prefix))
    res.setHeader('Referrer-Policy', privateLink ? 'no-referrer' : 'strict-origin-when-cross-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    res.setHeader('X-Frame-Options', 'DENY')
    if (isBuildFile(req)) res.setHeader('Content-Security-Policy', "default-src 'self'")
    else asDocument(res)
    next()
  }
  const asDocument = (res: Response) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    documentHeaders(res, csp(nonce))
  }
  /** After the build files: an `/assets/` request that was not a file is answered as a page. */
  const assetFallThrough = (_req: Request, res: Response, next: NextFunction) => {
    asDocument(res)
    next()
  }
  return { headers, assetFallThrough }
}

/**
 * An answer that sets a cookie belongs to one visitor: a shared cache (CDN, proxy) must never keep
 * it and hand it (and its cookie) to the next one. Checked as the headers leave, whatever set them:
 * `public` and `s-maxage` become `private`; no Cache-Control at all becomes `private, no-cache`.
 */
export function privateWhenSettingCookie() {
  return (_req: Request, res: Response, next: NextFunction) => {
    onHeaders(res, () => {
      if (!res.hasHeader('Set-Cookie')) return
      const current = res.getHeader('Cache-Control')
      if (current === undefined) {
        res.setHeader('Cache-Control', 'private, no-cache')
        return
      }
      const directives = String(current)
        .split(',')
        .map((d) => d.trim())
        .filter((d) => d !== '' && !/^(public|s-maxage=.*|private)$/i.test(d))
      res.setHeader('Cache-Control', ['private', ...directives].join(', '))
    })
    next()
  }
}
