import http from 'node:http'
import type { Express } from 'express'
import type { Runtime } from '~/services/runtime-types'

export interface Serving {
  server: http.Server
  /** Resolves once listening (the port actually bound). */
  listening: Promise<number>
  /**
   * Graceful stop: stop accepting; answers still being prepared go out with `Connection: close`;
   * idle keep-alive sockets are closed; once no connection is left (or after `graceMs`, when the
   * remaining ones are cut) the outbox worker stops and the database closes. Resolves with the
   * exit code: 0 when every request in flight was answered, 1 when some had to be cut.
   */
  shutdown(signal: string): Promise<number>
}

export interface ServeOptions {
  port: number
  host: string
  /** How long requests in flight may take to finish once a stop is asked for. */
  graceMs: number
  /** The most the clean-up (outbox worker, database) may take after that. */
  cleanupMs?: number
}

const wait = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(resolve, ms, 'timeout').unref())

/** Serves the application on a plain HTTP server whose stop drains it. */
export function serve(app: Express, runtime: Pick<Runtime, 'logger' | 'close'>, options: ServeOptions): Serving {
  const { logger } = runtime
  const server = http.createServer()
  server.keepAliveTimeout = 65_000
  const inFlight = new Set<http.ServerResponse>()
  let stopping: Promise<number> | undefined

  // Registered before the application, so it sees each response before anything is written.
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    if (stopping) res.setHeader('Connection', 'close')
  })
  server.on('request', app)

  const listening = new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : options.port)
    })
  })

  async function drain(signal: string): Promise<number> {
    logger.info({ signal, inFlight: inFlight.size }, 'shutting down: finishing requests in flight')
    const closed = new Promise<'closed'>((resolve) => server.close(() => resolve('closed')))
    // Answers not yet begun tell the client this connection ends with them.
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    server.closeIdleConnections()
    // Keep-alive sockets whose last answer finishes later become idle later: close those too.
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    let forced = false
    try {
      if ((await Promise.race([closed, wait(options.graceMs)])) === 'timeout') {
        forced = true
        logger.warn(
          { inFlight: inFlight.size, graceMs: options.graceMs },
          'shutdown: grace period over, cutting the remaining connections',
        )
        server.closeAllConnections()
        await Promise.race([closed, wait(1_000)])
      }
    } finally {
      clearInterval(sweep)
    }
    // The clean-up runs on both paths: outbox worker stopped, database closed.
    const cleanup = runtime.close().then(
      () => 'done' as const,
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown: clean-up failed')
        return 'failed' as const
      },
    )
    const outcome = await Promise.race([cleanup, wait(options.cleanupMs ?? 5_000)])
    if (outcome === 'timeout')
      logger.error({ cleanupMs: options.cleanupMs ?? 5_000 }, 'shutdown: clean-up did not finish in time')
    const code = forced || outcome !== 'done' ? 1 : 0
    logger.info({ exitCode: code, forced }, 'stopped')
    return code
  }

  return {
    server,
    listening,
    shutdown(signal) {
      stopping ??= drain(signal)
      return stopping
    },
  }
}
