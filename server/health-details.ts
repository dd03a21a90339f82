import { logSinkStats } from '~/services/logger.server'
import type { Runtime } from '~/services/runtime-types'

/**
 * What `/healthz` tells besides the database (which alone decides 200 or 503): the weather
 * provider's circuit breaker (decision 045) and what the log destination had to drop (decision 044).
 * Nothing personal, no configuration.
 */
export function healthDetails(runtime: Pick<Runtime, 'weather' | 'logger'>) {
  const log = logSinkStats(runtime.logger)
  return {
    weather: runtime.weather.health(),
    log: log ? { dropped: log.dropped, queuedBytes: log.queuedBytes, closedBy: log.closedBy } : null,
  }
}
