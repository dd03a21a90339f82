// @ts-check
/**
 * The timed requests of the hostile-input suite (issue 13), sent from a worker thread.
 *
 * The suite's own thread generates ~26,000 bodies (up to 60 KB each) with fast-check and keeps
 * them; its major garbage collections then took 30–110 ms, time during which it read no answer:
 * the figures measured the test process as much as the server. A worker that only holds the
 * requests as bytes (off its heap) and sends them has pauses of a few milliseconds, as visitors
 * on other machines would. Two of them, one after the other (decision 031), each probing
 * /healthz every 50 ms while its requests run:
 * - `held`: the club's endpoints (each answer leaves one second after it arrived, spec §4, §9),
 *   all at once, `concurrency` requests each in flight, staggered over the hold;
 * - `one-at-a-time`: the other endpoints one after the other, one request at a time.
 *
 * workerData: `{ url, mode, endpoints: [{ name, requests: [{ method, target, headers, body?, label }] }],
 * concurrency, holdMs }`: bodies as the bytes fetch would send (Uint8Array), headers with the
 * content type it would add. Posts 'ready', waits for 'go' (the suite's clock starts in between),
 * then posts `{ endpoints: [{ name, results }], health }`: one `{ status, ms, at, label,
 * stackTrace, error }` per request (status 0: no answer), and the /healthz figures
 * `{ count, worstMs, failures }`. Requests are sent with `sendWire` (node:http, decision 031).
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { sendWire } from './hostile-send.mjs'

const { url, mode, endpoints, concurrency, holdMs } = workerData
/** Keep-alive connections, as a browser keeps them; as many as there are requests in flight. */
const agent = new http.Agent({ keepAlive: true })

/** @param {{ name: string, requests: any[] }} endpoint @param {number} lanes @param {number} staggerMs */
async function run(endpoint, lanes, staggerMs) {
  /** @type {any[]} */
  const results = []
  let next = 0
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      // Staggered, so held answers (each released after the hold) do not all come at once.
      await new Promise((resolve) => setTimeout(resolve, (lane * staggerMs) / lanes))
      while (next < endpoint.requests.length) results.push(await sendWire(url, endpoint.requests[next++], agent))
    }),
  )
  return { name: endpoint.name, results }
}

/** Probes /healthz every 50 ms until `work` settles; resolves with the figures. */
async function probingWhile(/** @type {Promise<unknown>} */ work) {
  const health = { count: 0, worstMs: 0, failures: /** @type {string[]} */ ([]) }
  let probing = true
  void work.finally(() => (probing = false))
  while (probing) {
    const { status, ms } = await sendWire(
      url,
      { method: 'GET', target: '/healthz', headers: {}, label: '/healthz' },
      agent,
    )
    health.count++
    health.worstMs = Math.max(health.worstMs, ms)
    if (status !== 200 && health.failures.length < 5) health.failures.push(`status ${status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return health
}

async function oneAtATime() {
  const answers = []
  for (const endpoint of endpoints) answers.push(await run(endpoint, 1, 0))
  return answers
}

async function held() {
  return Promise.all(endpoints.map((/** @type {any} */ e) => run(e, concurrency, holdMs)))
}

parentPort?.once('message', async () => {
  const work = mode === 'held' ? held() : oneAtATime()
  const health = await probingWhile(work)
  parentPort?.postMessage({ endpoints: await work, health })
})
parentPort?.postMessage('ready')
