// @ts-check
/**
 * The timed requests of the hostile-input suite (issue 13), sent from a worker thread.
 *
 * The suite's own thread generates ~26,000 bodies (up to 60 KB each) with fast-check and keeps
 * them; its major garbage collections then took 30–110 ms, time during which it read no answer:
 * the figures measured the test process as much as the server. A worker that only holds the
 * requests as bytes (off its heap) and sends them has pauses of a few milliseconds, as visitors
 * on other machines would. Two of them run at once:
 * - `one-at-a-time`: the endpoints one after the other, one request at a time, with /healthz
 *   probed every 50 ms all along;
 * - `held`: the club's endpoints (each answer leaves one second after it arrived, spec §4, §9),
 *   all at once, `concurrency` requests each in flight, staggered over the hold.
 *
 * workerData: `{ url, mode, endpoints: [{ name, requests: [{ method, target, headers, body?, label }] }],
 * concurrency, holdMs }`: bodies as the bytes fetch would send (Uint8Array), headers with the
 * content type it would add. Posts 'ready', waits for 'go' (the suite's clock starts in between),
 * then posts `{ endpoints: [{ name, results }], health? }`: one `{ status, ms, label, stackTrace,
 * error }` per request (status 0: no answer), and for `one-at-a-time` the /healthz figures
 * `{ count, worstMs, failures }`.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { sendHostile } from './hostile-send.mjs'

const { url, mode, endpoints, concurrency, holdMs } = workerData

/** @param {{ name: string, requests: any[] }} endpoint @param {number} lanes @param {number} staggerMs */
async function run(endpoint, lanes, staggerMs) {
  /** @type {any[]} */
  const results = []
  let next = 0
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      // Staggered, so held answers (each released after the hold) do not all come at once.
      await new Promise((resolve) => setTimeout(resolve, (lane * staggerMs) / lanes))
      while (next < endpoint.requests.length) results.push(await sendHostile(url, endpoint.requests[next++]))
    }),
  )
  return { name: endpoint.name, results }
}

async function oneAtATime() {
  const health = { count: 0, worstMs: 0, failures: /** @type {string[]} */ ([]) }
  let probing = true
  const prober = (async () => {
    while (probing) {
      const { status, ms } = await sendHostile(url, {
        method: 'GET',
        target: '/healthz',
        headers: {},
        label: '/healthz',
      })
      health.count++
      health.worstMs = Math.max(health.worstMs, ms)
      if (status !== 200 && health.failures.length < 5) health.failures.push(`status ${status}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const answers = []
  for (const endpoint of endpoints) answers.push(await run(endpoint, 1, 0))
  probing = false
  await prober
  return { endpoints: answers, health }
}

async function held() {
  return { endpoints: await Promise.all(endpoints.map((/** @type {any} */ e) => run(e, concurrency, holdMs))) }
}

parentPort?.once('message', async () => parentPort?.postMessage(await (mode === 'held' ? held() : oneAtATime())))
parentPort?.postMessage('ready')
