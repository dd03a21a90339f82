import type { NextFunction, Request, Response } from 'express'
import type { Logger } from '~/services/logger.server'

/** The path of a request target, without its query string (it may carry personal data). */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/)
  return (end < 0 ? target : target.slice(0, end)).slice(0, 2048)
}

/**
 * A private link carries its token (`/offer/<token>…`, `/rfq/<token>…`, `/booking/<token>…`,
 * `/trip/<token>…`): the log keeps `/offer/[token]…` and the like (decisions 051, 085, 090, 097).
 */
export function redactedPath(path: string): string {
  return path.replace(/^\/(offer|rfq|booking|trip)\/[^/]+/, '/$1/[token]')
}

/**
 * One structured line per request: method, full path (no query), status, duration. The path is
 * taken when the request arrives: a router mounted on `/api` rewrites `req.url` to `/estimate`.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint()
    const path = redactedPath(pathOf(req.originalUrl))
    const msSince = () => Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info'
      logger[level]({ method: req.method, path, status: res.statusCode, ms: msSince() }, 'request')
    })
    // A connection closed before the answer went out: the client gave up (or the socket died).
    // Worth a line of its own: a request the server never answered shows here, with how long it waited.
    res.on('close', () => {
      if (res.writableFinished) return
      logger.warn(
        { method: req.method, path, status: res.statusCode, headersSent: res.headersSent, ms: msSince() },
        'request closed before its answer was sent',
      )
    })
    next()
  }
}
