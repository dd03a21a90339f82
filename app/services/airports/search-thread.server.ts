import { Worker } from 'node:worker_threads'
import type { AirportSearchEntry } from '~/domain/airport-search'

/**
 * The airport search index in a worker thread (decision 030). The index (MiniSearch over ~9,000
 * airports: ~100,000 maps, ~35 MB of the heap) made every major garbage collection of the server's
 * thread mark it, and a search that misses the kept answers (up to tens of ms) ran on the thread
 * every request waits on. In its own thread both leave the request path; a search costs a
 * message each way (~0.1 ms).
 *
 * The worker (`server/airport-search-worker.ts`, built beside the server as
 * `build/server/airport-search-worker.js`) builds the index from the entries it is handed and
 * answers `{ id, query, limit }` with `{ id, positions }`: positions in those entries.
 */
export interface SearchThread {
  /** Positions in the entries, best first; rejects when the thread has stopped. */
  search(query: string, limit?: number): Promise<number[]>
  /** False once the thread has failed (the caller then searches in its own thread). */
  readonly alive: boolean
}

interface Answer {
  id: number
  positions?: number[]
  error?: string
}

export function startSearchThread(
  file: string | URL,
  entries: readonly AirportSearchEntry[],
  onFailure: (error: Error) => void,
): SearchThread {
  const worker = new Worker(file, {
    workerData: { entries },
    // The index needs ~30 MB; a search's garbage is short-lived. Bounded whatever flags the server
    // runs with (a default young generation grew the process by ~30 MB over a few hundred searches).
    resourceLimits: { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 128 },
  })
  // It never keeps the process alive: shutdown does not wait for it.
  worker.unref()
  const pending = new Map<number, { resolve: (positions: number[]) => void; reject: (error: Error) => void }>()
  let nextId = 0
  let alive = true
  const fail = (error: Error) => {
    if (!alive) return
    alive = false
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
    onFailure(error)
  }
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if (answer.positions) waiting.resolve(answer.positions)
    else waiting.reject(new Error(answer.error ?? 'airport search failed'))
  })
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`the airport search thread stopped (exit code ${code})`)))
  return {
    get alive() {
      return alive
    },
    search(query, limit) {
      if (!alive) return Promise.reject(new Error('the airport search thread has stopped'))
      const id = nextId++
      return new Promise<number[]>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, query, limit })
      })
    },
  }
}
