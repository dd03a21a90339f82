import type { NextFunction, Request, Response } from 'express'
import type { Logger } from '~/services/logger.server'

/** The path of a request target, without its query string (it may carry personal data). */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/)
  return (end < 0 ? target : target.slice(0, end)).slice(0, 2048)
}

/**
 * One structured line per request: method, full path (no query), status, duration. The path is
 * taken when the request arrives: a router mounted on `/api` rewrites `req.url` to `/estimate`.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint()
    const path = pathOf(req.originalUrl)
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      const level = res.statusCode >= 500 ? 'error' : 'info'
      logger[level]({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
    })
    next()
  }
}
