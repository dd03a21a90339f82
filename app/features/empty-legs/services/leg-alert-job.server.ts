import type { Database } from '~/services/db/client.server'
import type { Logger } from '~/services/logger.server'
import { runAlertDigest, type AlertLinks } from './leg-alerts.server'

/**
 * The empty-leg alert digest job (docs/product.md §12, §13): runs on every instance every
 * `intervalMs` (default 10 minutes) and soon after a publish (`notify`); each run queues, for every
 * alert with legs waiting and no e-mail yet today (Paris), one grouped e-mail. Two instances never
 * send the same alert twice (`runAlertDigest` takes alerts with `skip locked`). Started and stopped
 * with the runtime.
 */
export const ALERT_DIGEST_INTERVAL_MS = 10 * 60_000

export function startLegAlertJob(deps: {
  database: Database
  logger: Logger
  links: AlertLinks
  /** Wakes the outbox worker once e-mails are queued. */
  onQueued?: () => void
  intervalMs?: number
  /** How soon after `notify()` the run starts (publishes close together share one run). */
  debounceMs?: number
}) {
  const logger = deps.logger.child({ component: 'leg-alerts' })
  let stopped = false
  let running: Promise<void> | undefined
  let soon: ReturnType<typeof setTimeout> | undefined

  async function runNow(): Promise<void> {
    if (stopped) return
    running ??= (async () => {
      try {
        const mails = await runAlertDigest(deps.database.db, deps.links)
        if (mails > 0) {
          logger.info({ mails }, 'empty-leg alerts queued')
          deps.onQueued?.()
        }
      } catch (error) {
        logger.error({ err: error }, 'empty-leg alerts: digest failed; tried again at the next run')
      }
    })().finally(() => (running = undefined))
    return running
  }

  const timer = setInterval(() => void runNow(), deps.intervalMs ?? ALERT_DIGEST_INTERVAL_MS)
  timer.unref()

  return {
    runNow,
    notify() {
      if (stopped || soon) return
      soon = setTimeout(() => {
        soon = undefined
        void runNow()
      }, deps.debounceMs ?? 500)
      soon.unref()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      if (soon) clearTimeout(soon)
      await running
    },
  }
}
