import type { Writable } from 'node:stream'
import { pino, stdSerializers, type Logger } from 'pino'
import { boundedLogSink, type LogSink, type LogSinkStats } from './log-sink.server'

export type { Logger }
export type { LogSinkStats }

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

const BASE = { service: 'herra-web' } as const

let stdoutSink: LogSink | undefined

/**
 * The process's one log destination: stdout behind a bounded buffer that never blocks, never
 * retries and never keeps the process alive (decision 044). Created once: every logger of the
 * process shares it (and its count of dropped lines). stderr gets the same guard against a closed
 * pipe, so a late `console.error` cannot crash a stopping server.
 */
export function stdoutLogSink(): LogSink {
  if (!stdoutSink) {
    stdoutSink = boundedLogSink(process.stdout as unknown as Writable, { base: BASE })
    process.stderr.on('error', () => {})
  }
  return stdoutSink
}

/** Loggers that write to stdout through the bounded sink. */
const onStdout = new WeakSet<Logger>()

/** What the logger's stdout destination has had to drop so far (`/healthz` details); null for another destination. */
export function logSinkStats(logger: Logger): LogSinkStats | null {
  return onStdout.has(logger) && stdoutSink ? stdoutSink.stats() : null
}

/**
 * Structured JSON lines on stdout (or `destination`). Secrets and personal data are never logged.
 * pino gets an object stream, so it registers no exit hook: nothing runs at `process.exit` that
 * could wait on the log reader (decision 044).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: BASE,
      serializers: { err: serializeError },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'apikey', '*.apikey', 'code', 'password'],
        censor: '[redacted]',
      },
    },
    destination ?? stdoutLogSink(),
  )
  if (!destination) onStdout.add(logger)
  return logger
}
