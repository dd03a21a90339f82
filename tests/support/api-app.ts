import type { AddressInfo } from 'node:net'
import express, { type Router } from 'express'
import { parseEnv } from '~/services/env.server'
import { createLogger } from '~/services/logger.server'
import { createRuntime, type Runtime } from '~/services/runtime.server'
import { requestContext } from '../../server/request-context'

/**
 * A real HTTP server on 127.0.0.1 with the production request context and the given API routers,
 * over a runtime with an in-memory PGlite database. For API integration tests.
 */
export async function startApiApp(
  routers: (runtime: Runtime) => Router[],
  envOverrides: Record<string, string> = {},
): Promise<{ url: string; runtime: Runtime; close(): Promise<void> }> {
  const env = parseEnv({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...envOverrides })
  const runtime = await createRuntime(env, createLogger('silent'))
  const app = express()
  app.set('trust proxy', env.TRUST_PROXY ? 1 : false)
  app.use(requestContext({ production: false, viteDev: false }))
  for (const router of routers(runtime)) app.use('/api', router)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await runtime.close()
    },
  }
}

/** A date `days` after today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
