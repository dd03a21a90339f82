import 'react-router'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import expressStaticGzip from 'express-static-gzip'
import type { Language } from '~/i18n/language'
import { configureWorldAirports } from '~/services/airports/world-airports.server'
import { getEnv, type Env } from '~/services/env.server'
import type { Logger } from '~/services/logger.server'
import { createRuntime, type Runtime } from '~/services/runtime.server'
import { answerHold, type HoldAnswer } from './answer-hold'
import { estimateRouter } from './api/estimate'
import { clientKey, proxyHeaderCheck } from './client-address'
import { healthDetails } from './health-details'
import { pageCache } from './page-cache-middleware'
import { sendContactRouter } from './api/send-contact'
import { postGuard } from './post-guard'
import { languageContext } from './request-context'
export { serve } from './lifecycle'
import { requestGuard } from './request-guard'
import { requestLogger } from './request-logger'
import { privateWhenSettingCookie, securityHeaders } from './security-headers'

declare module 'react-router' {
  interface AppLoadContext {
    runtime: Runtime
    lang: Language
    nonce: string
    clientIp: string
    /** The answer leaves no sooner than `minMs` after the request arrived (server/answer-hold.ts). */
    holdAnswer?: HoldAnswer
  }
}

export interface ServerOptions {
  /** Vite's middlewares in development, mounted before everything else. */
  devMiddleware?: RequestHandler
  /** Built browser files (production). */
  clientDir?: string
  /** The built airport search worker (production): the search index lives in that thread (decision 030). */
  searchThread?: string
}

/** The Express application: static files, security headers, health check, API and the React Router app. */
export function createServerApp(runtime: Runtime, options: ServerOptions = {}) {
  const production = runtime.env.NODE_ENV === 'production'
  const app = express()
  app.disable('x-powered-by')
  // Client address from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY), never forged.
  app.set('trust proxy', runtime.env.TRUST_PROXY ? 1 : false)
  // First, before anything that reads the request or could throw: every answer (cache hits, static
  // files, 400, 405 and 500 included) carries the security headers; then the request line and Host
  // header are checked: methods other than GET/HEAD/POST/OPTIONS (405), request targets and Host
  // headers no browser sends (400) never reach the page cache nor anything after it.
  const security = securityHeaders({ production, viteDev: Boolean(options.devMiddleware) })
  app.use(security.headers)
  app.use(requestGuard())
  // Pages the same for every visitor are rendered once a minute, not once a request (decision 020);
  // a hit is answered next, with its stored headers and precompressed bytes, like a static file.
  const pages = pageCache({ ttlMs: 60_000, maxEntries: 200 })
  app.use(pages.hits)
  // Before compression: a held answer (the club's 1 s) is kept compressed, its headers not yet
  // sent, and leaves at its time as a socket write (decision 031).
  app.use(answerHold())
  app.use(compression())
  app.use(privateWhenSettingCookie())
  app.use(requestLogger(runtime.logger))
  app.use(proxyHeaderCheck(runtime.env.TRUST_PROXY, runtime.logger))

  if (options.devMiddleware) app.use(options.devMiddleware)
  if (options.clientDir) {
    // Hashed assets never change: cache them for a year. Other public files: one hour. The assets
    // are sent as compressed at build time (brotli 11 / gzip 9, vite.config.ts, decision 020).
    app.use(
      '/assets',
      expressStaticGzip(path.join(options.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        // Immutable: a browser never revalidates them, so no ETag or Last-Modified to send.
        serveStatic: { immutable: true, maxAge: '1y', index: false, etag: false, lastModified: false },
      }),
      security.assetFallThrough,
    )
    // Public files all have an extension; pages never do, so they skip the file-system look-up.
    const publicFiles = express.static(options.clientDir, { maxAge: '1h', index: false, redirect: false })
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
  }

  app.use(languageContext())
  // Same-origin check and a 64 KB ceiling on every POST; endpoints may set a lower limit.
  app.use(postGuard({ maxBytes: 64 * 1024 }))

  app.get('/healthz', async (_req, res) => {
    try {
      await runtime.database.ping()
      res.setHeader('Cache-Control', 'no-store')
      res.json({ ok: true, database: runtime.database.kind, ...healthDetails(runtime) })
    } catch (error) {
      runtime.logger.error({ err: error }, 'health check: database unreachable')
      res.status(503).json({ ok: false, database: runtime.database.kind, ...healthDetails(runtime) })
    }
  })

  app.use('/api', estimateRouter(runtime))
  app.use('/api', sendContactRouter(runtime))

  // Renders and keeps those pages (and pages with a per-view token, served from here).
  app.use(pages.pages)
  app.use(reactRouterHandler(runtime, Boolean(options.devMiddleware)))

  // Last resort: never a stack trace to the browser.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    runtime.logger.error({ err: error }, 'unhandled server error')
    if (res.headersSent) return
    res.status(500).type('text/plain').send('Unexpected Application Error!')
  })
  return app
}

/**
 * React Router's handler. Given a function, React Router imports the build and derives its route
 * table on every request (what development needs: the build changes under it); in production that
 * cost ~0.5 ms of CPU per request (club posts in flight), so the build is imported once
 * and handed over as an object, from which React Router derives the table once.
 */
function reactRouterHandler(runtime: Runtime, development: boolean): RequestHandler {
  const serverBuild = () => import('virtual:react-router/server-build')
  const handler = (build: Parameters<typeof createRequestHandler>[0]['build']) =>
    createRequestHandler({
      build,
      mode: development ? 'development' : 'production',
      getLoadContext: (req, res) => ({
        runtime,
        lang: res.locals.lang as Language,
        nonce: res.locals.nonce as string,
        clientIp: clientKey(req.ip),
        holdAnswer: res.locals.holdAnswer as HoldAnswer,
      }),
    })
  if (development) return handler(serverBuild)
  const ready = serverBuild().then((build) => handler(build))
  return (req, res, next) => {
    ready.then((handle) => handle(req, res, next), next)
  }
}

/** Starts the whole server: configuration, database, application. Used by server.js. */
export async function startServer(options: ServerOptions & { env?: Env; logger?: Logger } = {}) {
  const env = options.env ?? getEnv()
  const runtime = await createRuntime(env, options.logger)
  if (options.searchThread) {
    configureWorldAirports({
      searchThread: options.searchThread,
      onSearchThreadFailure: (error) =>
        runtime.logger.error({ err: error }, 'airport search thread failed: searching in the main thread from now on'),
    })
  }
  const app = createServerApp(runtime, options)
  return { app, runtime }
}
