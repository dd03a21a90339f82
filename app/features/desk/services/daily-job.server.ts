import type { Database } from '~/services/db/client.server'
import type { Logger } from '~/services/logger.server'
import { purgeExpired } from './privacy.server'
import { pruneStaffAuth } from '~/desk-kit/services/staff-auth.server'

/**
 * The daily privacy job (docs/product.md §9): requests three years past their last activity, never
 * confirmed newsletter addresses, expired desk links and sessions. Runs a minute after start, then
 * every 24 hours, on every instance (each delete is idempotent). Started by
 * app/background-jobs.server.ts, which also prunes the rate-limit windows.
 */
export const DAILY_MS = 24 * 60 * 60 * 1000

export function startDailyJob(deps: { database: Database; logger: Logger; firstRunMs?: number }): {
  stop(): void
  runNow(): Promise<void>
} {
  const logger = deps.logger.child({ component: 'daily-job' })
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  async function runNow() {
    try {
      const purged = await purgeExpired(deps.database.db)
      await pruneStaffAuth(deps)
      logger.info(purged, 'daily purge done')
    } catch (error) {
      logger.error({ err: error }, 'daily purge failed; tried again tomorrow')
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
