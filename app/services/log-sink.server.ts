import type { Writable } from 'node:stream'

/**
 * The log destination that can never keep the process alive nor freeze it (decision 044).
 *
 * It hands each line to a Node stream — `process.stdout`, which on a pipe or socket is a libuv
 * stream: non-blocking writes on the event loop, nothing in a thread, nothing retried in a loop —
 * and only ever:
 * - keeps at most `maxBytes` queued in that stream: past that, a line is dropped and counted, and
 *   once the reader catches up one line says how many were lost;
 * - stops writing for good at the stream's first error (EPIPE: the reader is gone), counting what
 *   it drops from then on.
 * It registers nothing at exit; `flush` waits for the queue to empty, at most `flushMs`.
 */

export interface LogSinkStats {
  /** Lines dropped since the start (queue full, or the destination gone). */
  dropped: number
  /** Bytes waiting in the destination's queue right now. */
  queuedBytes: number
  /** The error that closed the destination (`EPIPE`…), or null while it is writable. */
  closedBy: string | null
}

export interface LogSink {
  /** pino's destination interface: one JSON line per call. */
  write(line: string): boolean
  /** pino's `logger.flush(cb)`: called once the queue is empty, the destination gone, or `flushMs` passed. */
  flush(cb?: (error?: Error) => void): void
  stats(): LogSinkStats
}

export interface LogSinkOptions {
  /** The most bytes queued for a slow reader; default 1 MiB (≈ 4,000 lines). */
  maxBytes?: number
  /** The longest `flush` waits; default 1 s. */
  flushMs?: number
  /** Fields of the "lines dropped" line (the logger's base). */
  base?: Record<string, unknown>
  now?: () => number
}

export const LOG_QUEUE_MAX_BYTES = 1024 * 1024

export function boundedLogSink(stream: Writable, options: LogSinkOptions = {}): LogSink {
  const maxBytes = options.maxBytes ?? LOG_QUEUE_MAX_BYTES
  const flushMs = options.flushMs ?? 1_000
  const now = options.now ?? Date.now
  let dropped = 0
  let droppedUnreported = 0
  let closedBy: string | null = null

  const close = (reason: string) => {
    closedBy ??= reason
  }
  stream.on('error', (error: NodeJS.ErrnoException) => close(error.code ?? error.name))
  stream.on('close', () => close('closed'))

  const writable = () => {
    if (closedBy === null && (stream.destroyed || stream.writableEnded)) close('closed')
    return closedBy === null
  }
  const send = (text: string) => {
    try {
      stream.write(text)
    } catch (error) {
      close((error as NodeJS.ErrnoException).code ?? 'write failed')
    }
  }
  const drop = () => {
    dropped++
    droppedUnreported++
    return true
  }

  return {
    write(line) {
      if (!writable()) return drop()
      if (stream.writableLength + Buffer.byteLength(line) > maxBytes) return drop()
      if (droppedUnreported > 0) {
        const notice = {
          level: 40,
          time: now(),
          ...options.base,
          dropped: droppedUnreported,
          droppedTotal: dropped,
          msg: 'log lines dropped: the log reader did not keep up',
        }
        droppedUnreported = 0
        send(`${JSON.stringify(notice)}\n`)
      }
      send(line)
      return true
    },
    flush(cb) {
      // 'drain' only follows a write that overflowed the stream's own mark: look at the queue instead.
      const started = now()
      const check = () => {
        if (!writable() || stream.writableLength === 0 || now() - started >= flushMs) {
          clearInterval(timer)
          cb?.()
          return true
        }
        return false
      }
      const timer = setInterval(check, 10)
      timer.unref()
      check()
    },
    stats() {
      return { dropped, queuedBytes: writable() ? stream.writableLength : 0, closedBy }
    },
  }
}
