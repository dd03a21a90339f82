import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { languageCookie, resolveLanguage, type Language } from '~/i18n/language'

export interface RequestLocals {
  nonce: string
  lang: Language
}

/**
 * Per request: a CSP nonce, the language (from `?lang=`, which also stores the choice in the
 * cookie, else the cookie, else French) and the security headers.
 */
export function requestContext(options: { production: boolean; viteDev: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    const url = new URL(req.originalUrl, 'http://localhost')
    const { lang, fromQuery } = resolveLanguage(url, req.headers.cookie)
    if (fromQuery) res.append('Set-Cookie', languageCookie(lang))
    res.locals.nonce = nonce
    res.locals.lang = lang

    res.setHeader(
      'Content-Security-Policy',
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
      ].join('; '),
    )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    next()
  }
}
