import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoadAnswer } from '../support/hostile-load.mjs'
import { nextMessage } from '../support/worker-message'

/**
 * The hostile suite's second look (tests/support/hostile-load.mjs, decision 033), against a small
 * local server whose slowness the test decides: an input that makes the server slow is slow
 * again; a one-off stall is not; what was in flight while /healthz was slow is sent again.
 */
/** Wide margins (a bound of 400 ms, slow answers of 800 ms): other test files run alongside. */
const LIMIT_MS = 400
const SLOW_MS = 800

let server: http.Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** Serves /always-slow (SLOW_MS, every time), /slow-once (SLOW_MS the first time), /fast, and /healthz (SLOW_MS the first time if asked). */
async function startServer(options: { healthzSlowOnce?: boolean } = {}) {
  const seen = new Map<string, number>()
  let healthzSlow = options.healthzSlowOnce ?? false
  server = http.createServer((req, res) => {
    const path = req.url ?? ''
    const n = (seen.get(path) ?? 0) + 1
    seen.set(path, n)
    const delay =
      path === '/always-slow'
        ? SLOW_MS
        : path === '/slow-once' && n === 1
          ? SLOW_MS
          : path === '/healthz' && healthzSlow
            ? ((healthzSlow = false), SLOW_MS)
            : 0
    setTimeout(() => res.end('ok'), delay)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen }
}

const get = (target: string) => ({ method: 'GET', target, headers: {}, label: target })

async function load(url: string, targets: string[][]) {
  const worker = new Worker(new URL('../support/hostile-load.mjs', import.meta.url), {
    workerData: {
      url,
      mode: 'one-at-a-time',
      endpoints: targets.map((list, i) => ({ name: `e${i}`, requests: list.map(get) })),
      concurrency: 1,
      holdMs: 1_000,
      limitMs: LIMIT_MS,
    },
  })
  try {
    await nextMessage<'ready'>(worker)
    const answer = nextMessage<LoadAnswer>(worker)
    worker.postMessage('go')
    return await answer
  } finally {
    await worker.terminate()
  }
}

describe('second look of the hostile suite', () => {
  it('sends a slow answer again: slow every time stays slow, slow once is fast the second time', async () => {
    const { url, seen } = await startServer()
    const { endpoints } = await load(url, [['/fast', '/always-slow', '/fast'], ['/slow-once']])
    const [fast1, always, fast2] = endpoints[0]!.results
    const [once] = endpoints[1]!.results
    expect(always!.ms).toBeGreaterThanOrEqual(LIMIT_MS)
    expect(always!.again!.ms).toBeGreaterThanOrEqual(LIMIT_MS)
    expect(once!.ms).toBeGreaterThanOrEqual(LIMIT_MS)
    expect(once!.again!.ms).toBeLessThan(LIMIT_MS)
    expect(fast1!.again).toBeUndefined()
    expect(fast2!.again).toBeUndefined()
    expect(seen.get('/always-slow')).toBe(2)
    expect(seen.get('/slow-once')).toBe(2)
    expect(seen.get('/fast')).toBe(2)
  })

  it('a slow /healthz probe: what was in flight is sent again, with /healthz probed alongside', async () => {
    const { url } = await startServer({ healthzSlowOnce: true })
    // The first probe goes out with the first request and takes SLOW_MS; the requests run meanwhile.
    const { endpoints, health } = await load(url, [['/fast?1', '/fast?2', '/fast?3']])
    expect(health.slow).toBe(1)
    expect(health.worstMs).toBeGreaterThanOrEqual(LIMIT_MS)
    const [first] = endpoints[0]!.results
    expect(first!.ms).toBeLessThan(LIMIT_MS)
    expect(first!.again?.status).toBe(200)
    expect(health.again.count).toBeGreaterThan(0)
    expect(health.again.slow).toBe(0)
    expect(health.again.worstMs).toBeLessThan(LIMIT_MS)
  })

  it('nothing slow: nothing is sent again', async () => {
    const { url, seen } = await startServer()
    const { endpoints, health } = await load(url, [['/fast', '/fast']])
    expect(endpoints[0]!.results.every((r) => r.status === 200 && !r.again)).toBe(true)
    expect(health.slow).toBe(0)
    expect(health.again.count).toBe(0)
    expect(seen.get('/fast')).toBe(2)
  })
})
