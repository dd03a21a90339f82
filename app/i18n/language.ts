/** Language facts shared by the server and the browser (docs/product.md §3). */
export const LANGUAGES = ['fr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'fr'

/** Browser storage key and values of docs/product.md (`localStorage.language` = `FR` | `EN`). */
export const LANGUAGE_STORAGE_KEY = 'language'
/** Cookie mirroring the choice so the server's first paint is already in the right language. */
export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365

/** Accepts `fr`, `FR`, `en`, `EN` (query string, cookie, storage); anything else is `undefined`. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined
  const lower = value.trim().toLowerCase()
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : undefined
}

export function storageValue(lang: Language): 'FR' | 'EN' {
  return lang === 'fr' ? 'FR' : 'EN'
}

/** Locale used with `Intl` for each language. */
export function intlLocale(lang: Language): 'fr-FR' | 'en-GB' {
  return lang === 'fr' ? 'fr-FR' : 'en-GB'
}

/** `decodeURIComponent` that gives `undefined` for a malformed escape (`%E0%A4%A`) instead of throwing. */
function decodeOrUndefined(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** Value of the `lang` cookie in a `Cookie` header, if valid (a malformed value counts as absent). */
export function languageFromCookieHeader(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE) return parseLanguage(decodeOrUndefined(rest.join('=')))
  }
  return undefined
}

/**
 * The language of a request: `?lang=` first (it also stores the choice), then the cookie,
 * then French (the product's default).
 */
export function resolveLanguage(
  url: URL | URLSearchParams,
  cookieHeader: string | null | undefined,
): {
  lang: Language
  fromQuery: boolean
} {
  const query = url instanceof URL ? url.searchParams : url
  const fromQuery = parseLanguage(query.get('lang'))
  if (fromQuery) return { lang: fromQuery, fromQuery: true }
  return { lang: languageFromCookieHeader(cookieHeader) ?? DEFAULT_LANGUAGE, fromQuery: false }
}

export function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`
}
