// Entry point: `node server.js` serves the production build; `node server.js --dev` runs Vite in middleware mode.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// Whatever this process and the embedded database create (DATA_DIR, the outbox's e-mails) is
// readable by the server's user only: folders 0700, files 0600 (decision 046).
process.umask(0o077)

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
  started = await mod.startServer({
    devMiddleware,
    clientDir: dev ? undefined : clientDir,
  })
} catch (error) {
  // Configuration and first-start errors are one sentence naming the variable or folder: print it plainly and stop.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { app, runtime } = started
const { PORT: port, HOST: host, SHUTDOWN_GRACE_MS: graceMs } = runtime.env

// SIGTERM / SIGINT: stop accepting, finish the requests in flight (Connection: close), close idle
// keep-alive sockets, stop the outbox worker, close the database, exit 0 (1 if the grace ran out).
const serving = mod.serve(app, runtime, { port, host, graceMs })
try {
  const shownPort = await serving.listening
  runtime.logger.info({ url: `http://localhost:${shownPort}` }, 'HERRA is listening')
  // The start leaves ~30 MB of garbage (the modules' sources, PGlite's set-up, the airport index's
  // build). V8's memory reducer gives it back ~15 s later; one collection now gives it back before
  // the first visitor (decision 071). Only with `--expose-gc`, which `npm start` passes.
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
} catch (error) {
  console.error(`Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : error}`)
  await runtime.close()
  process.exit(1)
}

/** The stop's last word: whatever still runs (a clean-up that hangs), the process ends by grace + 2 s (decision 044). */
const HARD_STOP_AFTER_GRACE_MS = 1_750
/** How long the last log lines may take to leave before `process.exit` (a stuck reader loses them). */
const LOG_FLUSH_MS = 200

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  setTimeout(() => {
    runtime.logger.error({ signal, graceMs, exitCode: 1 }, 'shutdown: the stop did not finish in time, exiting now')
    process.exit(1)
  }, graceMs + HARD_STOP_AFTER_GRACE_MS)
  const code = await serving.shutdown(signal)
  await new Promise((resolve) => {
    setTimeout(resolve, LOG_FLUSH_MS)
    runtime.logger.flush(() => resolve())
  })
  process.exit(code)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
