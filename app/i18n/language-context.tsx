import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import type { Copy } from './define-copy'
import { languageCookie, LANGUAGE_STORAGE_KEY, storageValue, type Language } from './language'

interface LanguageContextValue {
  lang: Language
  setLanguage: (lang: Language) => void
}

const LanguageContext = createContext<LanguageContextValue | null>(null)

/** Keeps the choice in `localStorage.language` (spec) and mirrors it in the cookie the server reads. */
export function persistLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, storageValue(lang))
  } catch {
    // Storage may be disabled (private mode): the cookie still carries the choice.
  }
  document.cookie = languageCookie(lang)
}

/**
 * The language of the page. It comes from the server (root loader), which resolved it from
 * `?lang=`, the cookie, or the French default; switching persists the choice and reloads the
 * server data (titles, meta) without leaving the page.
 */
export function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const location = useLocation()

  const setLanguage = useCallback(
    (next: Language) => {
      persistLanguage(next)
      const params = new URLSearchParams(location.search)
      if (params.has('lang')) {
        params.delete('lang')
        const search = params.toString()
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
          { replace: true, preventScrollReset: true },
        )
      } else {
        void revalidator.revalidate()
      }
    },
    [location.hash, location.pathname, location.search, navigate, revalidator],
  )

  const value = useMemo(() => ({ lang, setLanguage }), [lang, setLanguage])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext)
  if (!value) {
    throw new Error('useLanguage() must be used inside <LanguageProvider>: wrap the tree in it (app/root.tsx does).')
  }
  return value
}

/** The catalogue of a copy pair in the page's language. */
export function useCopy<T>(copy: Copy<T>): T {
  return copy[useLanguage().lang]
}
