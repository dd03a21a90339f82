import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerHold, createLane, type HoldAnswer } from './answer-hold'

/** Decision 028: the work is done at once, only the finished answer waits for its time. */

let server: http.Server
let url = ''
const workDone = new Map<string, number>()
/** When each request's head really went out, and when its compression ended (decision 031). */
const headSent = new Map<string, number>()
const compressed = new Map<string, number>()

beforeAll(async () => {
  const app = express()
  // What reaches the socket: the head, when the response really writes it.
  app.use(noteCalls('writeHead', headSent))
  // As the server mounts them (server/app.ts): the hold, then compression.
  app.use(answerHold())
  // Between the two: compression ends the answer through here once the last byte is compressed.
  app.use(noteCalls('end', compressed))
  app.use(compression())
  app.post('/held', (req, res) => {
    const hold = res.locals.holdAnswer as HoldAnswer
    hold(300)
    hold(100) // a shorter second ask never shortens the hold
    res
      .status(403)
      .type('text/html')
      .send(`<p>${'refused '.repeat(500)}</p>`)
    workDone.set(String(req.query.id), performance.now())
  })
  app.post('/closing', (_req, res) => {
    ;(res.locals.holdAnswer as HoldAnswer)(200)
    res.type('text/plain').send('held')
    // A shutdown starting while the answer waits can still mark it the connection's last.
    setTimeout(() => res.setHeader('Connection', 'close'), 50)
  })
  app.post('/plain', (_req, res) => {
    res.type('text/plain').send('at once')
  })
  // A held post whose work costs ~15 ms of CPU (a page render), in steps like a real one.
  app.post('/held-work', async (_req, res) => {
    await (res.locals.holdAnswer as HoldAnswer)(1_000)
    for (let step = 0; step < 3; step++) {
      await new Promise((resolve) => setImmediate(resolve))
      busy(5)
    }
    res.type('text/plain').send('held work')
  })
  app.get('/now', async (_req, res) => {
    await new Promise((resolve) => setImmediate(resolve))
    busy(2)
    res.type('text/plain').send('now')
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Notes when each request (`?id=`) calls the response's `method`, at this layer. */
function noteCalls(method: 'writeHead' | 'end', times: Map<string, number>): express.RequestHandler {
  return (req, res, next) => {
    const original = res[method] as (...a: unknown[]) => http.ServerResponse
    ;(res as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      times.set(String(req.query.id), performance.now())
      return original.apply(res, args)
    }
    next()
  }
}

function busy(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // CPU work, like rendering a page
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('answerHold', () => {
  it('sends a held answer no sooner than asked, whole and compressed, the work having been done at once', async () => {
    const started = performance.now()
    const res = await fetch(`${url}/held?id=a`, { method: 'POST', headers: { 'accept-encoding': 'gzip' } })
    const body = await res.text()
    const received = performance.now()
    expect(res.status).toBe(403)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(body).toBe(`<p>${'refused '.repeat(500)}</p>`)
    expect(received - started).toBeGreaterThanOrEqual(295)
    // The answer was ready ~300 ms before it left: held after the work, not before it.
    expect(received - workDone.get('a')!).toBeGreaterThanOrEqual(200)
  })

  it('keeps the answer compressed: when its time comes, only the socket write is left (decision 031)', async () => {
    const started = performance.now()
    const res = await fetch(`${url}/held?id=c`, { method: 'POST', headers: { 'accept-encoding': 'gzip' } })
    expect(await res.text()).toBe(`<p>${'refused '.repeat(500)}</p>`)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(headSent.get('c')! - started).toBeGreaterThanOrEqual(295)
    // Compressed while the answer waited (right after the work), not when it left.
    expect(compressed.get('c')!).toBeLessThan(workDone.get('c')! + 100)
    expect(compressed.get('c')!).toBeLessThan(headSent.get('c')!)
  })

  it('keeps the headers until the answer leaves: a Connection: close set meanwhile is sent', async () => {
    const res = await fetch(`${url}/closing`, { method: 'POST' })
    expect(await res.text()).toBe('held')
    expect(res.headers.get('connection')).toBe('close')
  })

  it('holds only the answers that ask for it', async () => {
    const started = performance.now()
    const res = await fetch(`${url}/plain`, { method: 'POST' })
    expect(await res.text()).toBe('at once')
    expect(performance.now() - started).toBeLessThan(150)
  })

  it('many held answers leave together, each at its time', async () => {
    const started = performance.now()
    const times = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await fetch(`${url}/held?id=m${i}`, { method: 'POST' })
        await res.text()
        return performance.now() - started
      }),
    )
    expect(Math.min(...times)).toBeGreaterThanOrEqual(295)
    expect(Math.max(...times)).toBeLessThan(295 + 300)
  })
})

describe('held work takes turns (decision 029)', () => {
  it('a burst of 30 held posts does not delay a request a visitor waits on; every held answer still leaves at its second', async () => {
    const started = performance.now()
    const held = Array.from({ length: 30 }, async () => {
      const res = await fetch(`${url}/held-work`, { method: 'POST' })
      expect(await res.text()).toBe('held work')
      return performance.now() - started
    })
    // Sent while the 30 posts (~450 ms of work) are all on the server.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const asked = performance.now()
    const now = await fetch(`${url}/now`)
    expect(await now.text()).toBe('now')
    // Before the lane the 30 renders ran interleaved and this took ~400 ms; now it waits for one turn at most.
    expect(performance.now() - asked).toBeLessThan(100)
    const times = await Promise.all(held)
    expect(Math.min(...times)).toBeGreaterThanOrEqual(995)
    expect(Math.max(...times)).toBeLessThan(1_250)
  })
})

describe('createLane', () => {
  const place = (lane: ReturnType<typeof createLane>, dueAt = performance.now() + 10_000) => {
    const entered = lane.enter(dueAt)
    const state = { started: false, leave: entered.leave }
    void entered.turn.then(() => (state.started = true))
    return state
  }

  it('one turn at a time, in arrival order; the next begins after the sockets have been read once', async () => {
    const lane = createLane({ maxTurnMs: 5_000, urgent: () => 0 })
    const [a, b, c] = [place(lane), place(lane), place(lane)]
    await tick()
    expect([a.started, b.started, c.started]).toEqual([true, false, false])
    a.leave()
    await Promise.resolve()
    expect(b.started).toBe(false)
    await tick()
    await tick()
    expect([b.started, c.started]).toEqual([true, false])
    c.leave() // gone before its turn: out of the queue
    b.leave()
    await tick()
    await tick()
    expect(lane.waiting).toBe(0)
  })

  it('waits while other requests are in progress, and begins when they are done', async () => {
    let urgent = 1
    const lane = createLane({ maxTurnMs: 5_000, urgent: () => urgent })
    const a = place(lane)
    await tick()
    expect(a.started).toBe(false)
    urgent = 0
    lane.poke()
    await tick()
    expect(a.started).toBe(true)
  })

  it('begins anyway when waiting longer would make the answers late (the queue behind counted)', async () => {
    const lane = createLane({ maxTurnMs: 5_000, urgent: () => 1 })
    const dueAt = performance.now() + 400
    const [a, b] = [place(lane, dueAt), place(lane, dueAt)]
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(a.started).toBe(false)
    // Latest start: 400 ms − 2 places × 20 ms (the first turn time assumed) = ~360 ms.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(a.started).toBe(true)
    a.leave()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(b.started).toBe(true)
  })

  it('a turn never left lets the next one go after maxTurnMs', async () => {
    const lane = createLane({ maxTurnMs: 50, urgent: () => 0 })
    const [a, b] = [place(lane), place(lane)]
    await tick()
    expect([a.started, b.started]).toEqual([true, false])
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(b.started).toBe(true)
  })
})
