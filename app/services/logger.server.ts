import { pino, stdSerializers, type Logger } from 'pino'

export type { Logger }

/**
 * Errors as logged: a failed database query (Drizzle's DrizzleQueryError) carries the query's
 * parameters in its message and fields, i.e. the visitor's name, e-mail, phone and message. Only
 * the error's kind, its SQL text (placeholders, no values) and the driver's cause are kept.
 */
export function serializeError(err: unknown): unknown {
  if (err instanceof Error && 'params' in err && 'query' in err) {
    const cause = (err as { cause?: unknown }).cause
    return {
      type: err.name,
      message: 'Failed query (parameters withheld)',
      query: String((err as { query: unknown }).query).slice(0, 500),
      cause: cause === undefined ? undefined : serializeError(cause),
    }
  }
  return err instanceof Error ? stdSerializers.err(err) : err
}

/** Structured JSON lines on stdout. Secrets and personal data are never logged. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'herra-web' },
      serializers: { err: serializeError },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'apikey', '*.apikey', 'code', 'password'],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
