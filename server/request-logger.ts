import type { NextFunction, Request, Response } from 'express'
import type { Logger } from '~/services/logger.server'

/** One structured line per request: method, path (no query: it may carry personal data), status, duration. */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      const level = res.statusCode >= 500 ? 'error' : 'info'
      logger[level]({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
    })
    next()
  }
}
