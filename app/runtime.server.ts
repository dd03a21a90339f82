import { startBackgroundJobs } from './background-jobs.server'
import { isMemoryDataDir, loadOrCreateSessionSecret, prepareDataDir } from '~/services/data-dir.server'
import type { Env, RuntimeEnv } from '~/services/env.server'
import { openDatabase } from '~/services/db/client.server'
import type { OperatorConfig } from '~/config/operator-config'
import { createLogger, type Logger } from '~/services/logger.server'
import { createMailer, type Mailer } from '~/services/mail/mailer.server'
import { createOutboxWorker, type OutboxWorkerOptions } from '~/services/mail/outbox-worker.server'
import { loadOperatorConfig } from '~/services/operator-config.server'
import { createWeatherClient } from '~/services/weather.server'
import { createBookingForOffer } from '~/features/bookings/services/booking-create.server'

import type { Runtime } from '~/services/runtime-types'

/** The type lives in runtime-types.ts; named here too for the modules that build a runtime. */
export type { Runtime }

export interface RuntimeOptions {
  /** The outbox worker's settings, or `false` not to start it (another process delivers). */
  outboxWorker?: false | OutboxWorkerOptions
  /** A mailer of one's own (tests); by default the one SMTP_URL / DATA_DIR describe. */
  mailer?: Mailer
  /** Operator facts of one's own (tests); by default the file SITE_CONFIG names. */
  site?: OperatorConfig
  /** How often expired rate-limit windows are deleted (ms); `false`: never (default 10 minutes). */
  pruneIntervalMs?: number | false
}

/** Does anything write to DATA_DIR with this configuration? */
function usesDataDir(config: Env): boolean {
  return !config.DATABASE_URL || !config.SMTP_URL || config.SESSION_SECRET === undefined
}

/**
 * Builds the runtime (runtime-types.ts) once at start: the operator's facts, DATA_DIR, the
 * database, the weather client, the mailer and the outbox, then starts the background jobs
 * (background-jobs.server.ts). `close()` stops the jobs and then closes the connections.
 */
export async function createRuntime(
  config: Env,
  logger: Logger = createLogger(config.LOG_LEVEL),
  options: RuntimeOptions = {},
): Promise<Runtime> {
  // First, before any connection is opened: a bad or placeholder SITE_CONFIG stops the start.
  const site = options.site ?? loadOperatorConfig(config)
  // First: a read-only or full DATA_DIR is one clear sentence, not a stack trace from deep inside.
  if (usesDataDir(config)) await prepareDataDir(config.DATA_DIR, logger)
  const env: RuntimeEnv = {
    ...config,
    SESSION_SECRET: config.SESSION_SECRET ?? (await loadOrCreateSessionSecret(config.DATA_DIR)),
  }
  if (config.SESSION_SECRET === undefined && !isMemoryDataDir(config.DATA_DIR)) {
    logger.info(
      { dataDir: config.DATA_DIR },
      'SESSION_SECRET not set: using the random one kept in DATA_DIR/session-secret',
    )
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
    'database ready',
  )
  const weather = createWeatherClient({
    baseUrl: env.OPEN_METEO_URL,
    apiKey: env.OPEN_METEO_API_KEY,
    logger,
    timeoutMs: env.OPEN_METEO_TIMEOUT_MS,
    breaker: { failures: env.OPEN_METEO_BREAKER_FAILURES, retryAfterMs: env.OPEN_METEO_BREAKER_RETRY_MS },
  })
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger })
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    logger,
    options: options.outboxWorker === false ? undefined : options.outboxWorker,
  })
  // The outbox worker, the rate-limit pruning, the daily privacy job and the empty-leg alerts' digest:
  // started in one place.
  const jobs = startBackgroundJobs(
    { env, database, logger, outbox },
    { outboxWorker: options.outboxWorker !== false, pruneIntervalMs: options.pruneIntervalMs },
  )
  let closed = false
  return {
    env,
    site,
    logger,
    database,
    weather,
    mailer,
    outbox,
    legAlerts: jobs.legAlerts,
    // An accepted offer becomes a booking in the acceptance's transaction (docs/decisions/090).
    onOfferAccepted: async (tx, event) => createBookingForOffer({ env, site, logger }, tx, event.offerId),
    async close() {
      if (closed) return
      closed = true
      await jobs.stop()
      mailer.close()
      await database.close()
    },
  }
}
