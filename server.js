// Entry point: `node server.js` serves the production build; `node server.js --dev` runs Vite in middleware mode.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dev = process.argv.includes('--dev')
// NODE_ENV=production (deployments) makes the server refuse development secrets; a local `npm start` leaves it unset.
if (dev && !process.env.NODE_ENV) process.env.NODE_ENV = 'development'

const buildDir = path.resolve(process.env.BUILD_DIR ?? fileURLToPath(new URL('./build', import.meta.url)))
const clientDir = path.join(buildDir, 'client')

let mod
let devMiddleware
if (dev) {
  const vite = await import('vite')
  const viteServer = await vite.createServer({ server: { middlewareMode: true } })
  devMiddleware = viteServer.middlewares
  mod = await viteServer.ssrLoadModule('./server/app.ts')
} else {
  mod = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)
}

let started
try {
  started = await mod.startServer({ devMiddleware, clientDir: dev ? undefined : clientDir })
} catch (error) {
  // Configuration errors name the variable; print them plainly and stop.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { app, runtime } = started
const { PORT: port, HOST: host } = runtime.env

const server = app.listen(port, host, () => {
  const address = server.address()
  const shownPort = typeof address === 'object' && address ? address.port : port
  runtime.logger.info({ url: `http://localhost:${shownPort}` }, 'HERRA is listening')
})
server.keepAliveTimeout = 65_000

let stopping = false
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  runtime.logger.info({ signal }, 'shutting down: finishing requests in flight')
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  server.close(async () => {
    await runtime.close()
    runtime.logger.info('stopped')
    process.exit(0)
  })
  server.closeIdleConnections?.()
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
