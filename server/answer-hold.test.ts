import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerHold, type HoldAnswer } from './answer-hold'

/** Decision 028: the work is done at once, only the finished answer waits for its time. */

let server: http.Server
let url = ''
const workDone = new Map<string, number>()

beforeAll(async () => {
  const app = express()
  app.use(compression())
  app.use(answerHold())
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
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

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
