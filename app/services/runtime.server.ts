import { isMemoryDataDir, loadOrCreateSessionSecret, prepareDataDir } from './data-dir.server'
import type { Env, RuntimeEnv } from './env.server'
import { openDatabase, type Database } from './db/client.server'
import type { OperatorConfig } from '~/config/operator-config'
import { createLogger, type Logger } from './logger.server'
import { createMailer, type Mailer } from './mail/mailer.server'
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './mail/outbox-worker.server'
import { pruneRateLimits } from './rate-limit.server'
import { loadOperatorConfig } from './operator-config.server'
import { createWeatherClient, type WeatherClient } from './weather.server'
import { startDailyJob } from './desk/daily-job.server'

/**
 * Everything the server holds for its lifetime, created once at start and handed to
 * loaders, actions and API handlers through the request context.
 */
export interface Runtime {
  /** The configuration, SESSION_SECRET included (configured, or generated and kept in DATA_DIR). */
  env: RuntimeEnv
  /** The operator's facts (SITE_CONFIG), checked at start; the pages get them from the root loader. */
  site: OperatorConfig
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
  /** Operator facts of one's own (tests); by default the file SITE_CONFIG names. */
  site?: OperatorConfig
  /** How often expired rate-limit windows are deleted (ms); `false`: never (default 10 minutes). */
  pruneIntervalMs?: number | false
}

/** Rate-limit rows older than the longest window of the configuration (every `*_WINDOW_S`) are useless. */
export function longestRateWindowS(env: Env): number {
  const windows = Object.entries(env)
    .filter(([name, value]) => name.endsWith('_WINDOW_S') && typeof value === 'number')
    .map(([, value]) => value as number)
  return Math.max(3600, ...windows)
}

/** Does anything write to DATA_DIR with this configuration? */
function usesDataDir(config: Env): boolean {
  return !config.DATABASE_URL || !config.SMTP_URL || config.SESSION_SECRET === undefined
}

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
  if (options.outboxWorker !== false) outbox.start()

  // Expired rate-limit windows: deleted at start and then periodically (any instance may do it).
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

  // The desk's daily privacy purge (decision 025); off where no outbox worker runs (tests' extra processes).
  const dailyJob = options.outboxWorker !== false ? startDailyJob({ database, logger }) : undefined
  let closed = false
  return {
    env,
    site,
    logger,
    database,
    weather,
    mailer,
    outbox,
    async close() {
      if (closed) return
      closed = true
      clearInterval(pruneTimer)
      await pruning
      dailyJob?.stop()
      await outbox.stop()
      mailer.close()
      await database.close()
    },
  }
}
