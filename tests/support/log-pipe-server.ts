import { execFileSync, spawn } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { assertBuilt, freePort, PROCESS_SECRETS, REPO_ROOT } from './server-process'

/**
 * The production server (`node server.js`) with its stdout on a log pipe the test holds: a named
 * pipe (what `npm start | reader` gives: a kernel pipe, 64 KB, blocking as the shell made it) or a
 * socket pair (what a supervisor that spawns with `stdio: 'pipe'` gives). The test reads it, stops
 * reading it, or closes it — the log reader gone, stuck, or gone during the stop (decision 044).
 */

export type LogPipeKind = 'fifo' | 'socket'

export interface LogPipeServer {
  kind: LogPipeKind
  url: string
  port: number
  /** The reading end of the log pipe (flowing until `stopReading` or `closeReader`). */
  reader: Readable
  /** The reader stops reading and never reads again: the pipe fills up. */
  stopReading(): void
  /** The reader goes away: the server's next write to stdout gets EPIPE. */
  closeReader(): void
  /** Resolves with the exit code (null: killed by a signal) once the process has exited, or 'running' after `ms`. */
  exitWithin(ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'running'>
  signal(name: NodeJS.Signals): void
  /** Log text read so far (the tail) and stderr, for failure messages. */
  output(): string
  /** SIGKILL if still running; removes its folder. */
  dispose(): Promise<void>
}

const KEEP = 256 * 1024

export async function startLogPipeServer(
  kind: LogPipeKind,
  env: Record<string, string> = {},
  startTimeoutMs = 120_000,
): Promise<LogPipeServer> {
  assertBuilt()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dir = mkdtempSync(path.join(tmpdir(), `herra-log-pipe-${kind}-`))
  let stdout: number | 'pipe' = 'pipe'
  let fifoReader: net.Socket | undefined
  if (kind === 'fifo') {
    const fifo = path.join(dir, 'log.fifo')
    execFileSync('mkfifo', [fifo])
    // The reading end first (non-blocking open), so the writing end opens at once.
    const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
    fifoReader = new net.Socket({ fd: readFd, readable: true, writable: false })
    stdout = openSync(fifo, constants.O_WRONLY)
  }
  const child = spawn(process.execPath, ['server.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      ...PROCESS_SECRETS,
      ...env,
    },
    stdio: ['ignore', stdout, 'pipe'],
  })
  if (typeof stdout === 'number') closeSync(stdout)
  const reader: Readable = fifoReader ?? child.stdout!
  let logs = ''
  let errors = ''
  reader.on('data', (chunk: Buffer) => (logs = (logs + chunk.toString('utf8')).slice(-KEEP)))
  reader.on('error', () => {})
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString('utf8')).slice(-KEEP)))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let done = false
  void exited.then(() => (done = true))
  const output = () => `--- log (tail) ---\n${logs.slice(-4000)}\n--- stderr ---\n${errors.slice(-4000)}`
  const server: LogPipeServer = {
    kind,
    url,
    port,
    reader,
    stopReading: () => reader.pause(),
    closeReader: () => reader.destroy(),
    exitWithin: (ms) =>
      Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(resolve, ms, 'running').unref())]),
    signal: (name) => child.kill(name),
    output,
    async dispose() {
      if (!done) {
        child.kill('SIGKILL')
        await exited
      }
      reader.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }

  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (done) {
      await server.dispose()
      throw new Error(`the server exited during start:\n${output()}`)
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.dispose()
      throw new Error(`the server did not answer /healthz within ${startTimeoutMs} ms:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server
}

/** A wrong code posted to the club gate: answered no sooner than 1 s after it arrives (a request in flight). */
export function slowGatePost(server: LogPipeServer): Promise<number | string> {
  return new Promise((resolve) => {
    const body = 'code=WRONG-CODE-1'
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/club-herra-private',
        method: 'POST',
        agent: false,
        headers: {
          origin: server.url,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume()
        res.once('end', () => resolve(res.statusCode ?? 0))
        res.once('error', () => resolve('cut'))
      },
    )
    req.once('error', () => resolve('cut'))
    req.end(body)
  })
}

/**
 * One log line of about 2 KB, at once: a POST announcing a body over the 64 KB ceiling is refused
 * (413) before anything reads it, and its request line is logged with its long path.
 */
export function bulkyLogLine(server: LogPipeServer, n: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      path: `/log-filler-${n}-${'x'.repeat(2_000)}`,
      method: 'POST',
      headers: { origin: server.url, 'content-length': String(10 * 1024 * 1024) },
    })
    req.once('response', (res) => {
      res.resume()
      res.once('end', () => {
        req.destroy()
        resolve()
      })
    })
    req.once('error', () => resolve())
    req.flushHeaders()
  })
}
