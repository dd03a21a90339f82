import type { Database } from '~/services/db/client.server'
import type { Logger } from '~/services/logger.server'
import { purgePassengers } from './trip-purge.server'

/**
 * The passengers' daily erasure (docs/product.md §18, decision 099): a minute after start, then
 * every 24 hours, on every instance (the delete is idempotent). Started by
 * app/background-jobs.server.ts.
 */
const DAILY_MS = 24 * 60 * 60 * 1000

export function startTripPurgeJob(deps: { database: Database; logger: Logger; days: number; firstRunMs?: number }): {
  stop(): void
  runNow(): Promise<void>
} {
  const logger = deps.logger.child({ component: 'trip-purge' })
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  async function runNow() {
    try {
      const purged = await purgePassengers(deps.database.db, { days: deps.days })
      logger.info(purged, 'passenger erasure done')
    } catch (error) {
      logger.error({ err: error }, 'passenger erasure failed; tried again tomorrow')
    }
  }
  function schedule(ms: number) {
    if (stopped) return
    timer = setTimeout(() => {
      void runNow().finally(() => schedule(DAILY_MS))
    }, ms)
    timer.unref()
  }
  schedule(deps.firstRunMs ?? 60_000)
  return {
    runNow,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
