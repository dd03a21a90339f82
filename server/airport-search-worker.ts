/**
 * The airport search index's thread (decision 030; `app/services/airports/search-thread.server.ts`
 * starts it): built as `build/server/airport-search-worker.js` beside the server bundle.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createAirportSearch, type AirportSearchEntry } from '~/domain/airport-search'

const index = createAirportSearch((workerData as { entries: AirportSearchEntry[] }).entries)

parentPort?.on('message', ({ id, query, limit }: { id: number; query: string; limit?: number }) => {
  try {
    parentPort?.postMessage({ id, positions: index.searchPositions(query, limit) })
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
