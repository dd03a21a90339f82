import { performance } from 'node:perf_hooks'
import type { NextFunction, Request, Response } from 'express'

/** Asks that this request's answer leave no sooner than `minMs` after the request arrived. */
export type HoldAnswer = (minMs: number) => void

type Write = Response['write']
type End = Response['end']

/**
 * The club's gate and forms answer no sooner than 1 s after the request arrived (spec §4, §9;
 * decision 028). The hold is kept here, at the edge, not inside the action: the action, the page
 * render and everything else run at once, and only the finished answer waits for its time on a
 * timer. A held request then occupies nothing — no database connection, no render queued behind
 * a timer — and answers released together cost a socket write each, not a page render each
 * (which, done when the second was up, stalled /healthz and every other request by 100–300 ms
 * when ~50 club posts were in flight, and made the answers themselves late).
 *
 * `res.locals.holdAnswer(minMs)` (the load context's `holdAnswer`) turns the hold on; until it is
 * called nothing is wrapped, so other requests pay nothing. Once on, what the application writes is
 * kept (headers not yet sent, so a shutdown can still add `Connection: close`) and sent through the
 * layers below (compression) when the time comes. A client that leaves meanwhile frees it at once.
 */
export function answerHold() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const arrivedAt = performance.now()
    let releaseAt = 0
    const holdAnswer: HoldAnswer = (minMs) => {
      const at = arrivedAt + minMs
      if (at <= releaseAt || res.headersSent || res.writableEnded) return
      if (releaseAt === 0) keepUntilReleased(res, () => releaseAt)
      releaseAt = at
    }
    res.locals.holdAnswer = holdAnswer
    next()
  }
}

function keepUntilReleased(res: Response, releaseAt: () => number): void {
  const write = res.write
  const end = res.end
  const kept: unknown[][] = []
  let timer: NodeJS.Timeout | undefined
  const release = () => {
    timer = undefined
    res.write = write
    res.end = end
    if (res.destroyed) return
    const last = kept.pop() ?? []
    for (const args of kept) (write as (...a: unknown[]) => boolean).apply(res, args)
    ;(end as (...a: unknown[]) => Response).apply(res, last)
  }
  res.once('close', () => {
    if (timer) clearTimeout(timer)
    kept.length = 0
  })
  res.write = function (...args: unknown[]) {
    kept.push(args)
    return true
  } as Write
  res.end = function (...args: unknown[]) {
    kept.push(args)
    const wait = releaseAt() - performance.now()
    if (wait > 0) timer = setTimeout(release, wait)
    else release()
    return res
  } as End
}
