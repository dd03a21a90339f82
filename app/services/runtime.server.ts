import type { Env } from './env.server'
import { openDatabase, type Database } from './db/client.server'
import { createLogger, type Logger } from './logger.server'
import { createMailer, type Mailer } from './mail/mailer.server'
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './mail/outbox-worker.server'
import { createWeatherClient, type WeatherClient } from './weather.server'
import { startDailyJob } from './desk/daily-job.server'

/**
 * Everything the server holds for its lifetime, created once at start and handed to
 * loaders, actions and API handlers through the request context.
 */
export interface Runtime {
  env: Env
  logger: Logger
  database: Database
  /** Open-Meteo client (server only: the API key never reaches a browser), with its cache. */
  weather: WeatherClient
  /** Sends e-mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
  mailer: Mailer
  /** The e-mail outbox: `notify()` after queuing a message wakes this process's worker at once. */
  outbox: Pick<OutboxWorker, 'notify' | 'runOnce' | 'running'>
  /** Stops background work and closes connections (graceful shutdown). */
  close(): Promise<void>
}

export interface RuntimeOptions {
  /** The outbox worker's settings, or `false` not to start it (another process delivers). */
  outboxWorker?: false | OutboxWorkerOptions
  /** A mailer of one's own (tests); by default the one SMTP_URL / DATA_DIR describe. */
  mailer?: Mailer
}

export async function createRuntime(
  env: Env,
  logger: Logger = createLogger(env.LOG_LEVEL),
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined }, 'database ready')
  const weather = createWeatherClient({
    baseUrl: env.OPEN_METEO_URL,
    apiKey: env.OPEN_METEO_API_KEY,
    logger,
  })
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger })
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    logger,
    options: options.outboxWorker === false ? undefined : options.outboxWorker,
  })
  if (options.outboxWorker !== false) outbox.start()
  // The desk's daily privacy purge (decision 025); off where no outbox worker runs (tests' extra processes).
  const dailyJob = options.outboxWorker !== false ? startDailyJob({ database, logger }) : undefined
  let closed = false
  return {
    env,
    logger,
    database,
    weather,
    mailer,
    outbox,
    async close() {
      if (closed) return
      closed = true
      dailyJob?.stop()
      await outbox.stop()
      mailer.close()
      await database.close()
    },
  }
}
