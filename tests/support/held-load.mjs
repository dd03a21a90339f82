// @ts-check
/**
 * The club's held requests of the hostile-input suite (issue 13), sent from a worker thread.
 *
 * Each club answer leaves one second after it arrived (spec §4, §9), so the suite keeps dozens of
 * them in flight while it times the other endpoints one request at a time. Reading dozens of page
 * answers a second (decompressing, decoding ~40 KB each) in the thread that also times the fast
 * requests delayed that thread's own timers and reads by tens of milliseconds: the figures then
 * measured the test process as much as the server. Here the held load has its own event loop, as
 * real visitors on other machines would; the thread that times the fast endpoints only times them.
 *
 * workerData: `{ url, endpoints: [{ name, requests: [{ method, target, headers, body?, label }] }],
 * concurrency, holdMs }` — bodies as the bytes fetch would send (Uint8Array), headers
 * with the content type it would add. Posts 'ready', waits for 'go' (the suite's clock starts in
 * between), then posts back, per endpoint, one `{ status, ms, label, stackTrace, error }` per request
 * (status 0: no answer).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { sendHostile } from './hostile-send.mjs'

const { url, endpoints, concurrency, holdMs } = workerData

/** @param {{ name: string, requests: any[] }} endpoint */
async function run(endpoint) {
  /** @type {any[]} */
  const results = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      // Staggered, so the answers (each released after the hold) do not all come at once.
      await new Promise((resolve) => setTimeout(resolve, (worker * holdMs) / concurrency))
      while (next < endpoint.requests.length) results.push(await sendHostile(url, endpoint.requests[next++]))
    }),
  )
  return { name: endpoint.name, results }
}

parentPort?.once('message', async () => parentPort?.postMessage(await Promise.all(endpoints.map(run))))
parentPort?.postMessage('ready')
