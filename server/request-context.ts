import type { NextFunction, Request, Response } from 'express'
import { languageCookie, resolveLanguage, type Language } from '~/i18n/language'

export interface RequestLocals {
  nonce: string
  lang: Language
}

/** The query string of a request target, parsed without ever throwing (bad escapes stay as they are). */
export function queryOf(target: string): URLSearchParams {
  const index = target.indexOf('?')
  return new URLSearchParams(index < 0 ? '' : target.slice(index + 1))
}

/**
 * Per request: the language (from `?lang=`, which also stores the choice in the cookie, else the
 * cookie, else French). Defensive: a malformed query string or cookie means "no choice", never an error.
 */
export function languageContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const { lang, fromQuery } = resolveLanguage(queryOf(req.originalUrl), req.headers.cookie)
    if (fromQuery) res.append('Set-Cookie', languageCookie(lang))
    res.locals.lang = lang
    next()
  }
}
