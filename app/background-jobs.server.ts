import type { Database } from '~/services/db/client.server'
import { startDailyJob } from '~/features/desk/services/daily-job.server'
import type { Env, RuntimeEnv } from '~/services/env.server'
import type { Logger } from '~/services/logger.server'
import type { OutboxWorker } from '~/services/mail/outbox-worker.server'
import { pruneRateLimits } from '~/services/rate-limit.server'
import { startLegAlertJob } from '~/features/empty-legs/services/leg-alert-job.server'
import { startBookingJob } from '~/features/bookings/services/booking-reminders.server'
import type { OperatorConfig } from '~/config/operator-config'
import { startTripPurgeJob } from '~/features/trips/services/trip-purge-job.server'

/**
 * Every piece of work the server does on its own, outside a request, started here and nowhere
 * else (docs/product.md §13), by the runtime at start, and stopped by `runtime.close()`:
 * - the e-mail outbox worker (docs/decisions/008-lead-capture-transactional-outbox.md);
 * - the pruning of expired rate-limit windows: at start, then every 10 minutes (any instance may
 *   do it; each delete is idempotent). It is the only place rate limits are pruned;
 * - the desk's daily privacy job (app/features/desk/services/daily-job.server.ts): old requests, never
 *   confirmed newsletter addresses, expired desk links and sessions;
 * - the empty-leg alerts' digest (docs/product.md §12), on every instance that delivers mail;
 * - the passengers' erasure, TRIP_PASSENGER_RETENTION_DAYS after a trip's last leg (docs/product.md §18).
 */
export interface BackgroundJobsOptions {
  /** `false`: neither the outbox worker nor the daily jobs run here (another process does them; tests). */
  outboxWorker: boolean
  /** How often expired rate-limit windows are deleted (ms); `false`: never (default 10 minutes). */
  pruneIntervalMs?: number | false
}

export interface BackgroundJobs {
  /** The empty-leg alerts' digest: `notify()` after a publish runs it soon (absent where mail is not delivered). */
  legAlerts?: { notify(): void; runNow(): Promise<unknown> }
  /** Stops every job, waiting for the work in hand (a pruning, the outbox's messages). */
  stop(): Promise<void>
}

/** Rate-limit rows older than the longest window of the configuration (every `*_WINDOW_S`) are useless. */
export function longestRateWindowS(env: Env): number {
  const windows = Object.entries(env)
    .filter(([name, value]) => name.endsWith('_WINDOW_S') && typeof value === 'number')
    .map(([, value]) => value as number)
  return Math.max(3600, ...windows)
}

export function startBackgroundJobs(
  deps: { env: RuntimeEnv; database: Database; logger: Logger; outbox: OutboxWorker; site?: OperatorConfig },
  options: BackgroundJobsOptions,
): BackgroundJobs {
  const { env, database, logger, outbox } = deps
  if (options.outboxWorker) outbox.start()

  const pruneIntervalMs = options.pruneIntervalMs ?? 10 * 60_000
  let pruning: Promise<void> | undefined
  const prune = () => {
    pruning ??= pruneRateLimits(database.db, longestRateWindowS(env))
      .catch((error: unknown) => logger.warn({ err: error }, 'rate limits: pruning expired windows failed'))
      .finally(() => (pruning = undefined))
  }
  const pruneTimer = pruneIntervalMs === false ? undefined : setInterval(prune, pruneIntervalMs)
  pruneTimer?.unref()
  if (pruneIntervalMs !== false) prune()

  const dailyJob = options.outboxWorker ? startDailyJob({ database, logger }) : undefined
  const tripPurge = options.outboxWorker
    ? startTripPurgeJob({ database, logger, days: env.TRIP_PASSENGER_RETENTION_DAYS })
    : undefined
  const legAlerts = options.outboxWorker
    ? startLegAlertJob({
        database,
        logger,
        links: { siteUrl: env.SITE_URL, secret: env.SESSION_SECRET },
        onQueued: () => outbox.notify(),
      })
    : undefined

  // Bookings (docs/product.md §17): the sweep of acceptances without a booking and the payment reminders, hourly.
  const bookingJob =
    options.outboxWorker && deps.site
      ? startBookingJob({ database, env, site: deps.site, logger, onQueued: () => outbox.notify() })
      : undefined

  return {
    legAlerts,
    async stop() {
      await bookingJob?.stop()
      clearInterval(pruneTimer)
      await pruning
      dailyJob?.stop()
      tripPurge?.stop()
      await legAlerts?.stop()
      await outbox.stop()
    },
  }
}
