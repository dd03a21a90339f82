// @ts-check
/**
 * The timed requests of the hostile-input suite, sent from a worker thread.
 *
 * The suite's own thread generates ~26,000 bodies (up to 60 KB each) with fast-check and keeps
 * them; its major garbage collections then took 30–110 ms, time during which it read no answer:
 * the figures measured the test process as much as the server. A worker that only holds the
 * requests as bytes (off its heap) and sends them has pauses of a few milliseconds, as visitors
 * on other machines would. Two of them, one after the other (decision 031), each probing
 * /healthz every 50 ms while its requests run:
 * - `held`: the club's endpoints (none answered before one second, docs/product.md §8),
 *   all at once, `concurrency` requests each in flight, staggered over the hold;
 * - `one-at-a-time`: the other endpoints one after the other, one request at a time.
 *
 * workerData: `{ url, mode, endpoints: [{ name, requests: [{ method, target, headers, body?, label }] }],
 * concurrency, holdMs }`: bodies as the bytes fetch would send (Uint8Array), headers with
 * the content type it would add. Posts 'ready', waits for 'go' (the suite's clock starts in
 * between), then posts `{ endpoints: [{ name, results }], health }`: one `{ status, ms, at, label,
 * stackTrace, error }` per request, in the order of `requests` (status 0: no answer), and the
 * /healthz figures `{ count, worstMs, failures }`. The times are for the bench (bench/hostile.mjs);
 * the suite asserts none (decision 041).
 * Requests are sent with `sendWire` (node:http, decision 031).
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { sendWire } from './hostile-send.mjs'

const { url, mode, endpoints, concurrency, holdMs } = workerData
/** Keep-alive connections, as a browser keeps them; as many as there are requests in flight. */
const agent = new http.Agent({ keepAlive: true })

/**
 * Sends `requests` over `lanes` connections; resolves with their answers, in the order of `requests`.
 * @param {any[]} requests @param {number} lanes @param {number} staggerMs
 */
async function run(requests, lanes, staggerMs) {
  /** @type {any[]} */
  const results = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(lanes, requests.length) }, async (_, lane) => {
      // Staggered, so held answers (each released after the hold) do not all come at once.
      await new Promise((resolve) => setTimeout(resolve, (lane * staggerMs) / lanes))
      while (next < requests.length) {
        const i = next++
        results[i] = await sendWire(url, requests[i], agent)
      }
    }),
  )
  return results
}

/** Probes /healthz at once, then every 50 ms until `work` settles; resolves with the figures. */
async function probingWhile(/** @type {Promise<unknown>} */ work) {
  const health = { count: 0, worstMs: 0, failures: /** @type {string[]} */ ([]) }
  let probing = true
  void work.finally(() => (probing = false))
  while (probing) {
    const probe = await sendWire(url, { method: 'GET', target: '/healthz', headers: {}, label: '/healthz' }, agent)
    health.count++
    health.worstMs = Math.max(health.worstMs, probe.ms)
    if (probe.status !== 200 && health.failures.length < 5) health.failures.push(`status ${probe.status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return health
}

/** Sends every endpoint's requests: the held ones all at once, the others one request at a time. */
async function send(/** @type {any[][]} */ requestsOf) {
  if (mode === 'held') return Promise.all(requestsOf.map((requests) => run(requests, concurrency, holdMs)))
  const answers = []
  for (const requests of requestsOf) answers.push(await run(requests, 1, 0))
  return answers
}

parentPort?.once('message', async () => {
  const work = send(endpoints.map((/** @type {any} */ e) => e.requests))
  const health = await probingWhile(work)
  const answers = await work
  parentPort?.postMessage({
    endpoints: endpoints.map((/** @type {any} */ e, /** @type {number} */ i) => ({
      name: e.name,
      results: answers[i],
    })),
    health,
  })
})
parentPort?.postMessage('ready')
