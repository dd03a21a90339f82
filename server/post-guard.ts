import type { NextFunction, Request, Response } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * In front of every POST (route actions and API): a cross-site request (an `Origin` that is not
 * this site) is refused — browsers always send `Origin` on POST, so this is the CSRF defence —
 * and a body larger than `maxBytes`, or of unknown length, is refused before anyone reads it.
 */
export function postGuard(options: { maxBytes: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()

    const origin = req.headers.origin
    if (origin !== undefined) {
      let sameOrigin = false
      try {
        sameOrigin = new URL(origin).host === req.headers.host
      } catch {
        sameOrigin = false
      }
      if (!sameOrigin) {
        res.status(403).json({ error: { code: 'CROSS_ORIGIN', message: 'Cross-origin request refused.' } })
        return
      }
    }

    const length = req.headers['content-length']
    if (length === undefined) {
      if (req.headers['transfer-encoding']) {
        res.status(411).json({ error: { code: 'LENGTH_REQUIRED', message: 'Content-Length required.' } })
        return
      }
    } else if (!/^\d+$/.test(length) || Number(length) > options.maxBytes) {
      res.status(413).json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large.' } })
      return
    }
    next()
  }
}
