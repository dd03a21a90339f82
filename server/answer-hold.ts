import { performance } from 'node:perf_hooks'
import type { NextFunction, Request, Response } from 'express'

/**
 * Asks that this request's answer leave no sooner than `minMs` after the request arrived; resolves
 * when the request's work may go on (its turn in the lane of held work, below).
 */
export type HoldAnswer = (minMs: number) => Promise<void>

type Write = Response['write']
type End = Response['end']

/** A held request whose work has not ended this long after its turn began lets the next one go. */
const MAX_TURN_MS = 2_000
/** A held request's work is due this long before its answer may leave (room for the release itself). */
const DUE_BEFORE_MS = 300

/**
 * The club's gate and forms answer no sooner than 1 s after the request arrived (docs/product.md §7, §4;
 * decision 028). The hold is kept here, at the edge, not inside the action: the action, the page
 * render and everything else run at once, and only the finished answer waits for its time on a
 * timer. A held request then occupies nothing — no database connection, no render queued behind
 * a timer — and answers released together cost a socket write each, not a page render each
 * (which, done when the second was up, stalled /healthz and every other request by 100–300 ms
 * when ~50 club posts were in flight, and made the answers themselves late).
 *
 * Held work also takes turns (decision 029): an answer that may not leave before a second has a
 * second to be made, while every other request has a visitor waiting on it now. So held requests
 * are worked on one at a time, in arrival order, and between two of them the event loop reads the
 * sockets: a burst of club posts (each ~10–20 ms of CPU with its page) becomes a queue that the
 * other requests pass, instead of a block of work they wait behind.
 *
 * Mounted before compression (decision 031), so what is kept is the answer as it will leave,
 * compressed: at its time only the socket write is left. (Kept above compression, the gzip of a
 * page ran when the second was up, through the thread pool and back: 1 ms at the median, but
 * 20–40 ms when the event loop was busy, all of it added to the answer's second.) The headers are
 * kept too, not sent: a shutdown meanwhile can still add `Connection: close`.
 *
 * `res.locals.holdAnswer(minMs)` (the load context's `holdAnswer`) turns the hold on and resolves
 * at the request's turn; until it is called, what is written passes straight through. The turn
 * passes on when the answer is complete (compressed); a client that leaves meanwhile frees both.
 */
export function answerHold() {
  /** Requests in progress that hold nothing: a visitor waits on each of them now. */
  let urgent = 0
  const lane = createLane({ maxTurnMs: MAX_TURN_MS, urgent: () => urgent })
  return (_req: Request, res: Response, next: NextFunction) => {
    const arrivedAt = performance.now()
    let releaseAt = 0
    let turn: Promise<void> | undefined
    urgent++
    const done = once(() => {
      urgent--
      if (urgent === 0) lane.poke()
    })
    res.once('finish', done)
    res.once('close', done)
    // Before compression takes its copies of write and end: what it writes comes through here.
    const answer = keptAnswer(res)
    const holdAnswer: HoldAnswer = (minMs) => {
      const at = arrivedAt + minMs
      if (at > releaseAt && !res.headersSent && !res.writableEnded && !answer.begun()) {
        if (releaseAt === 0) {
          done() // held: it has time, the others come first
          const place = lane.enter(arrivedAt + minMs - DUE_BEFORE_MS)
          turn = place.turn
          answer.keep(() => releaseAt, place.leave)
        }
        releaseAt = at
      }
      return turn ?? Promise.resolve()
    }
    res.locals.holdAnswer = holdAnswer
    next()
  }
}

/**
 * One held request worked on at a time, and only while no other request is in progress (`urgent`)
 * — unless waiting longer would make the held answers late: each place is due (its work done) at
 * `dueAt`, and the first in line starts at the latest when the queue behind it, at the turn time
 * seen so far, would otherwise end past its due time. `enter(dueAt)` gives the request's place:
 * `turn` resolves when its turn begins, `leave()` ends it (or takes the place out of the queue, if
 * it had not begun). The next turn begins after the event loop has read the sockets once
 * (setImmediate), so the requests that arrived meanwhile start first. A turn not left within
 * `maxTurnMs` (an answer that never ends) lets the next one go anyway: the lane never stops.
 */
export function createLane(options: { maxTurnMs: number; urgent: () => number }) {
  interface Place {
    dueAt: number
    start: () => void
  }
  const waiting: Place[] = []
  let current: { place: Place; startedAt: number } | undefined
  /** Between two turns: the sockets are read before the next one begins. */
  let between = false
  let guard: NodeJS.Timeout | undefined
  let later: NodeJS.Timeout | undefined
  /** Wall time of a turn (its work, shared with whatever else ran meanwhile): a moving average. */
  let turnMs = 20
  const next = () => {
    if (current || between) return
    clearTimeout(later)
    later = undefined
    const head = waiting[0]
    if (!head) return
    const now = performance.now()
    const latestStart = head.dueAt - waiting.length * turnMs
    if (options.urgent() > 0 && now < latestStart) {
      // Others first; this lane's turn comes when they are done, or at the latest start.
      later = setTimeout(next, latestStart - now)
      return
    }
    waiting.shift()
    current = { place: head, startedAt: now }
    guard = setTimeout(() => {
      if (current?.place === head) end()
    }, options.maxTurnMs)
    guard.unref()
    head.start()
  }
  const end = () => {
    if (current) turnMs = turnMs * 0.9 + (performance.now() - current.startedAt) * 0.1
    current = undefined
    clearTimeout(guard)
    between = true
    setImmediate(() => {
      between = false
      next()
    })
  }
  return {
    enter(dueAt: number): { turn: Promise<void>; leave: () => void } {
      const place: Place = { dueAt, start: () => undefined }
      const turn = new Promise<void>((resolve) => (place.start = resolve))
      waiting.push(place)
      next()
      const leave = () => {
        if (current?.place === place) return end()
        const at = waiting.indexOf(place)
        if (at >= 0) waiting.splice(at, 1)
        // Its work may go on outside the lane (nothing will be sent: the client is gone).
        place.start()
      }
      return { turn, leave: once(leave) }
    },
    /** No other request is in progress any more: the next turn may begin. */
    poke(): void {
      next()
    },
    /** Requests waiting for their turn. */
    get waiting() {
      return waiting.length
    },
  }
}

function once(fn: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}

/**
 * The response's writeHead, write and end, wrapped before the layers above (compression) take
 * their copies: they pass straight through until `keep` is called; from then on the head and
 * every chunk are kept, and sent when the answer is complete and `releaseAt()` has come.
 * `workDone` is called when the answer is complete, or when the client has gone.
 */
function keptAnswer(res: Response) {
  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  let kept: { head?: unknown[]; chunks: unknown[][]; ended?: boolean } | undefined
  let passed = false
  let timer: NodeJS.Timeout | undefined
  let releaseAt = () => 0
  let workDone = () => undefined as void
  const release = () => {
    timer = undefined
    const answer = kept
    kept = undefined
    if (!answer || res.destroyed) return
    if (answer.head) (writeHead as (...a: unknown[]) => Response).apply(res, answer.head)
    const last = answer.chunks.pop() ?? []
    for (const args of answer.chunks) (write as (...a: unknown[]) => boolean).apply(res, args)
    ;(end as (...a: unknown[]) => Response).apply(res, last)
  }
  res.writeHead = function (...args: unknown[]) {
    if (!kept) return (writeHead as (...a: unknown[]) => Response).apply(res, args)
    // The head as it stands now; writeHead will build it from the headers as they are then.
    kept.head = args
    return res
  } as Response['writeHead']
  res.write = function (...args: unknown[]) {
    if (!kept) {
      passed = true
      return (write as (...a: unknown[]) => boolean).apply(res, args)
    }
    kept.chunks.push(args)
    return true
  } as Write
  res.end = function (...args: unknown[]) {
    if (!kept) return (end as (...a: unknown[]) => Response).apply(res, args)
    if (kept.ended) return res
    kept.ended = true
    kept.chunks.push(args)
    workDone()
    const wait = releaseAt() - performance.now()
    if (wait > 0) timer = setTimeout(release, wait)
    else release()
    return res
  } as End
  res.once('close', () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (kept) workDone()
    kept = undefined
  })
  return {
    /** Something has already been written through: too late to hold. */
    begun: () => passed,
    keep(at: () => number, onDone: () => void): void {
      kept = { chunks: [] }
      releaseAt = at
      workDone = onDone
    },
  }
}
