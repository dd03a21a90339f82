import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'

export interface SecurityHeaderOptions {
  production: boolean
  viteDev: boolean
}

/**
 * The first middleware of every request, static files included: a CSP nonce and the security
 * headers, set before anything that could throw, so that even a 400, 405 or 500 carries them.
 * Nothing here reads the request: it cannot fail on a hostile one.
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
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    res.setHeader('Content-Security-Policy', csp(nonce))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    )
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    next()
  }
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
