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
 * - `held`: the club's endpoints (each answer leaves one second after it arrived, docs/product.md §7, §4),
 *   all at once, `concurrency` requests each in flight, staggered over the hold;
 * - `one-at-a-time`: the other endpoints one after the other, one request at a time.
 *
 * A second look (decision 033): once every request has had its answer, the ones that were not
 * answered within their bound, and the ones in flight while a /healthz probe was slow, are sent
 * again as they were sent (the held ones together, the others one at a time), /healthz probed
 * alongside. An input that makes the server slow is slow again; a moment when the whole machine
 * stood still (seen on this 2-core machine, shared with other services) is not.
 *
 * workerData: `{ url, mode, endpoints: [{ name, requests: [{ method, target, headers, body?, label }] }],
 * concurrency, holdMs, limitMs }`: bodies as the bytes fetch would send (Uint8Array), headers with
 * the content type it would add. Posts 'ready', waits for 'go' (the suite's clock starts in
 * between), then posts `{ endpoints: [{ name, results }], health }`: one `{ status, ms, at, label,
 * stackTrace, error, again? }` per request, in the order of `requests` (status 0: no answer;
 * `again`: the second look's answer), and the /healthz figures `{ count, worstMs, failures,
 * slow, again: { count, worstMs, failures, slow } }` (`slow`: how many probes were not answered
 * within `limitMs`; `again`: the probes of the second look).
 * Requests are sent with `sendWire` (node:http, decision 031).
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { sendWire } from './hostile-send.mjs'

const { url, mode, endpoints, concurrency, holdMs, limitMs } = workerData
/** Keep-alive connections, as a browser keeps them; as many as there are requests in flight. */
const agent = new http.Agent({ keepAlive: true })
/** Within its bound: the held answers leave after the hold. */
const boundMs = mode === 'held' ? holdMs + limitMs : limitMs

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
  const health = { count: 0, worstMs: 0, failures: /** @type {string[]} */ ([]), slow: /** @type {any[]} */ ([]) }
  let probing = true
  void work.finally(() => (probing = false))
  while (probing) {
    const probe = await sendWire(url, { method: 'GET', target: '/healthz', headers: {}, label: '/healthz' }, agent)
    health.count++
    health.worstMs = Math.max(health.worstMs, probe.ms)
    if (probe.ms >= limitMs) health.slow.push(probe)
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

/** @param {{ at: number, ms: number }} a @param {{ at: number, ms: number }} b */
const overlap = (a, b) => a.at < b.at + b.ms && b.at < a.at + a.ms

parentPort?.once('message', async () => {
  const work = send(endpoints.map((/** @type {any} */ e) => e.requests))
  const health = await probingWhile(work)
  const answers = await work
  // The second look: what was slow, and what was in flight while /healthz was slow.
  const again = answers.map((results) =>
    results.flatMap((/** @type {any} */ r, /** @type {number} */ i) =>
      r.ms >= boundMs || health.slow.some((p) => overlap(r, p)) ? [i] : [],
    ),
  )
  const resend = send(again.map((indices, e) => indices.map((i) => endpoints[e].requests[i])))
  const healthAgain = again.some((indices) => indices.length > 0)
    ? await probingWhile(resend)
    : { count: 0, worstMs: 0, failures: [], slow: [] }
  const looked = await resend
  for (const [e, indices] of again.entries())
    for (const [k, i] of indices.entries()) {
      const answer = answers[e]?.[i]
      if (answer) answer.again = looked[e]?.[k]
    }
  const { slow, ...rest } = healthAgain
  parentPort?.postMessage({
    endpoints: endpoints.map((/** @type {any} */ e, /** @type {number} */ i) => ({
      name: e.name,
      results: answers[i],
    })),
    health: { ...health, slow: health.slow.length, again: { ...rest, slow: slow.length } },
  })
})
parentPort?.postMessage('ready')
