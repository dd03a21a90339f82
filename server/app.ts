import 'react-router'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express'
import expressStaticGzip from 'express-static-gzip'
import type { Language } from '~/i18n/language'
import { getEnv, type Env } from '~/services/env.server'
import type { Logger } from '~/services/logger.server'
import { createRuntime, type Runtime } from '~/runtime.server'
import { estimateRouter } from './api/estimate'
import { clientKey, proxyHeaderCheck } from './client-address'
import { healthDetails } from './health-details'
import { pageCache } from './page-cache-middleware'
import { sendContactRouter } from './api/send-contact'
import { postGuard } from './post-guard'
import { languageContext } from './request-context'
export { serve } from './lifecycle'
// `npm run backup` / `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) use the build's copy.
export { restoreBackup, writeBackup } from '~/services/db/backup.server'
import { requestGuard } from './request-guard'
import { requestLogger } from './request-logger'
import { privateWhenSettingCookie, securityHeaders } from './security-headers'

declare module 'react-router' {
  interface AppLoadContext {
    runtime: Runtime
    lang: Language
    nonce: string
    clientIp: string
  }
}

export interface ServerOptions {
  /** Vite's middlewares in development, mounted before everything else. */
  devMiddleware?: RequestHandler
  /** Built browser files (production). */
  clientDir?: string
}

/**
 * The Express application: the whole request pipeline, drawn once (decision 043). A request goes
 * down these steps in order until one answers. What rewrites an answer on its way out: the page
 * cache (keeps a page the same for everyone, compressed once, and answers its hits before
 * compression), compression (everything after it), and paint-first (app/lib/paint-first.ts,
 * inside the page render, app/entry.server.tsx). The club's 1 s is not an edge step: the form
 * handler awaits it (decision 041).
 */
export function createServerApp(runtime: Runtime, options: ServerOptions = {}) {
  const { env, logger } = runtime
  const development = Boolean(options.devMiddleware)
  const security = securityHeaders({ production: env.NODE_ENV === 'production', viteDev: development })
  const pages = pageCache({ ttlMs: 60_000, maxEntries: 200 })
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY ? 1 : false) // client address from X-Forwarded-For only behind TRUST_PROXY

  app.use(security.headers) //                      1. security headers and CSP nonce, on every answer (even 400, 405, 500)
  app.use(requestGuard()) //                        2. methods, targets and Host headers no browser sends: 405 / 400
  app.use(pages.hits) //                            3. a page the same for everyone, kept: answered here (decision 020)
  app.use(compressedExceptSuggestions()) //         4. compresses every answer from here on, but the airport suggestions
  app.use(privateWhenSettingCookie()) //            5. an answer that sets a cookie is never kept by a shared cache
  app.use(requestLogger(logger)) //                 6. one log line per answer
  app.use(proxyHeaderCheck(env.TRUST_PROXY, logger)) // 7. TRUST_PROXY on but no X-Forwarded-For: warned once (reachable directly)
  if (options.devMiddleware) app.use(options.devMiddleware) // 8. development: Vite's modules and hot reload
  if (options.clientDir) app.use(builtFiles(options.clientDir, security.assetFallThrough)) // 8. production: built files
  app.use(languageContext()) //                     9. the language: ?lang=, else the cookie, else French
  // The desk's bank statement (camt.053) may be larger, posted to the page or, from the hydrated
  // page, to its `.data` URL; its route reads at most that (docs/product.md §17).
  const statement = 2 * 1024 * 1024 + 64 * 1024
  app.use(postGuard({ maxBytes: 64 * 1024, larger: { '/desk/bookings': statement, '/desk/bookings.data': statement } })) // 10. every POST: same origin, at most 64 KB (decision 047)
  app.get('/healthz', healthCheck(runtime)) //      11. the load balancer's health check
  app.use('/api', estimateRouter(runtime)) //       12. JSON API: estimate, airports, trip
  app.use('/api', sendContactRouter(runtime)) //    12. JSON API: the contact request
  app.use(pages.pages) //                           13. renders and keeps the pages the same for everyone
  app.use(reactRouterHandler(runtime, development)) // 14. React Router: every page, loader and form action
  app.use(lastResort(logger)) //                    15. an unhandled error: a plain 500, never a stack trace
  return app
}

/**
 * Compression for every answer but the airport suggestions (`GET /api/airports`, asked on every
 * keystroke): their 0.1–2 KB fit in the first packets anyway, and compressing them cost each
 * keystroke a zlib stream and the middleware's wrappers, garbage that made the server's
 * young-generation collections the slowest answers (docs/decisions/060-airport-answers-kept-as-bytes.md).
 */
function compressedExceptSuggestions(): RequestHandler {
  const compress = compression()
  return (req, res, next) => (req.path === '/api/airports' ? next() : compress(req, res, next))
}

/**
 * The built browser files. Hashed assets never change: a year, no revalidation, sent as compressed
 * at build time (brotli 11 / gzip 9, vite.config.ts, decision 020). Other public files: one hour.
 * Public files all have an extension; pages never do, so they skip the file-system look-up.
 */
function builtFiles(clientDir: string, assetFallThrough: RequestHandler): Router {
  const router = express.Router()
  router.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, etag: false, lastModified: false },
    }),
    assetFallThrough,
  )
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false })
  router.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
  return router
}

/** 200 with the database's kind and the weather breaker's state; 503 when the database does not answer. */
function healthCheck(runtime: Runtime): RequestHandler {
  return async (_req, res) => {
    try {
      await runtime.database.ping()
      res.setHeader('Cache-Control', 'no-store')
      res.json({ ok: true, database: runtime.database.kind, ...healthDetails(runtime) })
    } catch (error) {
      runtime.logger.error({ err: error }, 'health check: database unreachable')
      res.status(503).json({ ok: false, database: runtime.database.kind, ...healthDetails(runtime) })
    }
  }
}

/** Last resort: never a stack trace to the browser. */
function lastResort(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error }, 'unhandled server error')
    if (res.headersSent) return
    res.status(500).type('text/plain').send('Unexpected Application Error!')
  }
}

/**
 * React Router's handler. Given a function, React Router imports the build and derives its route
 * table on every request (what development needs: the build changes under it); in production that
 * cost ~0.5 ms of CPU per request, so the build is imported once, at the first request that
 * reaches it, and handed over as an object, from which React Router derives the table once. (An
 * application that never renders a page, tests/support/test-app.ts without `pages`, never imports it.)
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
      }),
    })
  if (development) return handler(serverBuild)
  let ready: Promise<RequestHandler> | undefined
  return (req, res, next) => {
    ready ??= serverBuild().then((build) => handler(build))
    ready.then((handle) => handle(req, res, next), next)
  }
}

/** Starts the whole server: configuration, database, application. Used by server.js. */
export async function startServer(options: ServerOptions & { env?: Env; logger?: Logger } = {}) {
  const env = options.env ?? getEnv()
  const runtime = await createRuntime(env, options.logger)
  const app = createServerApp(runtime, options)
  return { app, runtime }
}
