import type { AddressInfo } from 'node:net'
import net from 'node:net'
import path from 'node:path'
import type { Server } from 'node:http'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { Express } from 'express'
import { parseEnv, type Env } from '~/services/env.server'
import { createLogger, type Logger } from '~/services/logger.server'
import { createRuntime, type Runtime, type RuntimeOptions } from '~/runtime.server'
import { assertBuilt, BUILD_ENTRY, PROCESS_SECRETS } from './server-process'

/**
 * THE way an integration test starts the application in its own process (decision 042): the
 * production middleware stack (`createServerApp`, server/app.ts: guards, page cache, compression,
 * post guard, the API, the club's hold in the form handler) on 127.0.0.1, NODE_ENV=production, an
 * in-memory database, every log line kept for the test to read.
 *
 * - Without `pages`: `createServerApp` from the source, no build needed (`npm run test:unit`).
 *   React Router's build is imported only when a request reaches a page, so such a test stays on
 *   /api and /healthz.
 * - With `pages: true`: the production build (`build/server/index.js`, what server.js runs), its
 *   pages included; the file runs after `npm run build` (vitest.built.config.ts lists it).
 *
 * A test about start-up or exit (signals, a process that dies) spawns the real process instead
 * (`startServerProcess`, tests/support/server-process.ts).
 */
export interface TestApp {
  url: string
  port: number
  runtime: Runtime
  /** Every log line written so far, parsed. */
  logs(): Array<Record<string, unknown>>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** The production build's pages too (needs `npm run build`). */
  pages?: boolean
  /** The runtime's own options (the outbox worker's polling), without `pages` only. */
  runtime?: RuntimeOptions
}

export async function startTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'info',
    OPEN_METEO_URL: 'http://127.0.0.1:9',
    ...PROCESS_SECRETS,
    ...envOverrides,
  })
  const lines: Array<Record<string, unknown>> = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const logger = createLogger(env.LOG_LEVEL, sink)
  let app: Express
  let runtime: Runtime
  if (options.pages) {
    assertBuilt()
    const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as {
      startServer(options: { env: Env; clientDir: string; logger: Logger }): Promise<{ app: Express; runtime: Runtime }>
    }
    ;({ app, runtime } = await build.startServer({
      env,
      clientDir: path.join(path.dirname(BUILD_ENTRY), '..', 'client'),
      logger,
    }))
  } else {
    const { createServerApp } = await import('../../server/app')
    runtime = await createRuntime(env, logger, options.runtime)
    app = createServerApp(runtime)
  }
  const server: Server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  let closed = false
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    runtime,
    logs: () => lines,
    async close() {
      if (closed) return
      closed = true
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await runtime.close()
    },
  }
}

/** One raw HTTP/1.1 exchange (any request line, any header bytes): status code, headers, body. */
export async function rawRequest(
  port: number,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('end', () => resolve(data))
    socket.on('error', reject)
    socket.setTimeout(5_000, () => socket.destroy(new Error('raw request timed out')))
  })
  const [headerBlock = '', ...rest] = text.split('\r\n\r\n')
  const [statusLine = '', ...headerLines] = headerBlock.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const index = line.indexOf(':')
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') }
}

/** A date `days` after today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
