import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleType } from 'cockatiel'

/**
 * The weather provider's circuit breaker (decision 045), on cockatiel's: after `failures`
 * consecutive failed requests (network error, timeout, 5xx, 429, unreadable answer) the provider is
 * taken as down and no request is sent for `retryAfterMs`: look-ups answer at once, the estimate
 * is conservative and says why. Then ONE request is let through (half-open); the calls arriving
 * meanwhile wait for its outcome. It answers: closed again, real weather returns; it fails: open
 * for another `retryAfterMs`. Each change of state is one log line.
 */

export type BreakerState = 'closed' | 'open' | 'half-open'

export interface BreakerLogger {
  warn(obj: Record<string, unknown>, msg: string): void
  info?(obj: Record<string, unknown>, msg: string): void
}

export interface ProviderBreakerOptions {
  /** Consecutive failures that open it. Default 3. */
  failures?: number
  /** How long it stays open before one request probes the provider. Default 30 s. */
  retryAfterMs?: number
  logger?: BreakerLogger
  /** Called when it closes again (the provider answers): failed look-ups kept in a cache may go. */
  onClosed?: () => void
  now?: () => number
}

export interface ProviderBreakerHealth {
  state: BreakerState
  /** When it last changed state (ISO), null if it never did. */
  since: string | null
}

/** A request the provider failed: counted by the breaker; `result` is what the caller gets. */
export class ProviderFailure<T> extends Error {
  override name = 'ProviderFailure'
  constructor(readonly result: T) {
    super('weather provider failure')
  }
}

/** What `run` gives when the breaker is open: no request was sent. */
export const PROVIDER_DOWN = Symbol('weather provider down')

export interface ProviderBreaker {
  /** `call` (which throws ProviderFailure for a provider failure), or PROVIDER_DOWN without calling it. */
  run<T>(call: () => Promise<T>): Promise<T | typeof PROVIDER_DOWN>
  health(): ProviderBreakerHealth
}

export const DEFAULT_BREAKER_FAILURES = 3
export const DEFAULT_BREAKER_RETRY_MS = 30_000

const NAMES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  // Never used here (nothing isolates it): shown as open.
  [CircuitState.Isolated]: 'open',
}

export function createProviderBreaker(options: ProviderBreakerOptions = {}): ProviderBreaker {
  const failures = options.failures ?? DEFAULT_BREAKER_FAILURES
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_BREAKER_RETRY_MS
  const now = options.now ?? Date.now
  const { logger } = options
  const breaker = circuitBreaker(handleType(ProviderFailure), {
    halfOpenAfter: retryAfterMs,
    breaker: new ConsecutiveBreaker(failures),
  })
  let since: number | null = null

  breaker.onStateChange((circuit) => {
    since = now()
    const state = NAMES[circuit]
    const fields = { breaker: 'weather', state }
    if (state === 'open') {
      logger?.warn(
        { ...fields, failures, retryAfterMs },
        'weather provider unavailable: breaker open, estimates are conservative without asking it',
      )
    } else if (state === 'half-open') {
      logger?.info?.(fields, 'weather breaker half-open: one request probes the provider')
    } else {
      logger?.info?.(fields, 'weather provider answers again: breaker closed')
      options.onClosed?.()
    }
  })

  return {
    async run<T>(call: () => Promise<T>) {
      try {
        return await breaker.execute(call)
      } catch (error) {
        if (error instanceof ProviderFailure) return error.result as T
        if (error instanceof BrokenCircuitError) return PROVIDER_DOWN
        throw error
      }
    },
    health() {
      return { state: NAMES[breaker.state], since: since === null ? null : new Date(since).toISOString() }
    },
  }
}
