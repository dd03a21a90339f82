import { describe, expect, it } from 'vitest'
import { languageFromCookieHeader, parseLanguage, resolveLanguage, storageValue } from './language'

describe('language', () => {
  it('parses the product’s values and query values', () => {
    expect(parseLanguage('FR')).toBe('fr')
    expect(parseLanguage('en')).toBe('en')
    expect(parseLanguage(' EN ')).toBe('en')
    expect(parseLanguage('de')).toBeUndefined()
    expect(parseLanguage(undefined)).toBeUndefined()
    expect(storageValue('en')).toBe('EN')
  })

  it('reads the cookie among others', () => {
    expect(languageFromCookieHeader('a=1; lang=en; b=2')).toBe('en')
    expect(languageFromCookieHeader('lang=xx')).toBeUndefined()
    expect(languageFromCookieHeader(undefined)).toBeUndefined()
  })

  it('a malformed cookie value (bad percent-escape) counts as no choice, never an error', () => {
    expect(languageFromCookieHeader('lang=%E0%A4%A')).toBeUndefined()
    expect(languageFromCookieHeader('lang=%')).toBeUndefined()
    expect(resolveLanguage(new URLSearchParams('lang=%E0%A4%A'), 'lang=%E0%A4%A')).toEqual({
      lang: 'fr',
      fromQuery: false,
    })
  })

  it('prefers ?lang=, then the cookie, then French', () => {
    expect(resolveLanguage(new URL('http://x/?lang=en'), 'lang=fr')).toEqual({ lang: 'en', fromQuery: true })
    expect(resolveLanguage(new URL('http://x/'), 'lang=en')).toEqual({ lang: 'en', fromQuery: false })
    expect(resolveLanguage(new URL('http://x/?lang=zz'), '')).toEqual({ lang: 'fr', fromQuery: false })
  })
})
