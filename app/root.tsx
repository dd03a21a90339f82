import appCss from './app.css?url'
import { useEffect, useEffectEvent, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { SiteToaster } from './components/site-toaster'
import { commonCopy } from './content/common'
import { yearInParis } from './i18n/format'
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, parseLanguage, storageValue, type Language } from './i18n/language'
import { LanguageProvider, persistLanguage, useCopy, useLanguage } from './i18n/language-context'
import { useNonce } from './lib/nonce'
import type { RootData } from './lib/seo'

export function loader({ context }: Route.LoaderArgs): RootData {
  return {
    lang: context.lang,
    siteUrl: context.runtime.env.SITE_URL,
    publicApiToken: context.runtime.env.PUBLIC_API_TOKEN,
    site: context.runtime.site,
    year: yearInParis(Date.now()),
  }
}

/**
 * A response thrown by a route's loader or action (an unknown offer's 404, a gone link's 410) is
 * rendered by this boundary: its own headers (`Cache-Control: no-store`) are the answer's, not lost.
 * Other pages keep their own `headers` (this one adds nothing to them).
 */
export function headers({ errorHeaders }: Route.HeadersArgs): Headers {
  return new Headers(errorHeaders ?? undefined)
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ]
}

/** Pages can hide the header and footer with `handle = { chrome: false }` (member login). */
export interface RouteHandle {
  chrome?: boolean
}

/**
 * The first paint comes from the server in the cookie's language. If the cookie is gone but
 * localStorage still remembers a choice, restore it; otherwise make localStorage match.
 */
function LanguageSync() {
  const { lang, setLanguage } = useLanguage()
  const restore = useEffectEvent((stored: Language) => setLanguage(stored))
  // Runs when the page's language changes (first render, a switch), not whenever setLanguage's
  // identity does: that changes while a switch is loading, and persisting the old language at
  // that moment undid the switch (the reload could leave with the old cookie).
  useEffect(() => {
    let raw: string | null
    try {
      raw = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    } catch {
      raw = null
    }
    const stored = parseLanguage(raw)
    const hasCookie = document.cookie.split(';').some((c) => c.trim().startsWith('lang='))
    const fromQuery = new URLSearchParams(window.location.search).has('lang')
    if (stored && stored !== lang && !hasCookie && !fromQuery) {
      restore(stored)
    } else if (raw !== storageValue(lang)) {
      persistLanguage(lang)
    }
  }, [lang])
  return null
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root')
  const lang = data?.lang ?? DEFAULT_LANGUAGE
  const nonce = useNonce()
  const matches = useMatches()
  const chrome = !matches.some((m) => (m.handle as RouteHandle | undefined)?.chrome === false)
  // Marks the document once React has taken it over (scripts start after the first paint,
  // decision 011); end-to-end tests wait for it before using what needs JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07090d" />
        {/* The stylesheet first. The fonts are not preloaded: on a slow mobile link their 70 KB delayed the
            first paint (Lighthouse); they load from the stylesheet with font-display: swap. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-midnight text-ivory">
        <LanguageProvider lang={lang}>
          <SkipLink />
          {chrome ? <SiteHeader /> : null}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          {chrome ? <SiteFooter /> : null}
          <SiteToaster />
          <LanguageSync />
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function SkipLink() {
  const t = useCopy(commonCopy)
  return (
    <a
      href="#main"
      className="sr-only z-50 bg-gold px-4 py-2 text-midnight focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.skipToContent}
    </a>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useCopy(commonCopy)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="container-luxe flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="font-display text-7xl text-gold">{notFound ? '404' : '500'}</p>
      <h1 className="mt-4 text-4xl">{notFound ? t.notFound.title : t.error.title}</h1>
      <p className="mt-4 max-w-xl text-mist">{notFound ? t.notFound.text : t.error.text}</p>
      <Link to="/" className="btn btn-gold mt-10 no-underline">
        {notFound ? t.notFound.back : t.error.back}
      </Link>
    </section>
  )
}
