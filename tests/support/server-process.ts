import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The production server as a real process (`node server.js`, NODE_ENV=production, the `build/`
 * folder), on 127.0.0.1 — what runs on each machine. For tests about several instances and
 * faults: the process can be killed (SIGKILL) like a machine that dies.
 */

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** BUILD_DIR: another build beside `build/` (react-router.config.ts and server.js read it too). */
const BUILD_DIR = path.resolve(REPO_ROOT, process.env.BUILD_DIR ?? 'build')
export const BUILD_ENTRY = path.join(BUILD_DIR, 'server', 'index.js')

/** Test values for the secrets production refuses to start without. */
export const PROCESS_SECRETS = {
  SESSION_SECRET: 'multi-instance-session-secret-0123456789',
  CLUB_ACCESS_CODE: 'MI-CLUB-CODE-4471',
  PUBLIC_API_TOKEN: 'multi-instance-token-7788',
  /** Operator facts without placeholders (production refuses them). */
  SITE_CONFIG: 'tests/fixtures/site-config.json',
} as const

/** Throws a clear message when the production build is missing. */
export function assertBuilt(): void {
  if (!existsSync(BUILD_ENTRY)) {
    throw new Error(
      `The production build is missing (${path.relative(REPO_ROOT, BUILD_ENTRY)}): run \`npm run build\` first ` +
        '(`npm test` builds before the unit and integration tests).',
    )
  }
}

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!port) throw new Error('no free port')
  return port
}

export interface ServerProcess {
  name: string
  /** `http://127.0.0.1:<port>`: also the Origin the post guard accepts. */
  url: string
  port: number
  pid: number
  readonly exited: boolean
  /** The exit code once exited (null while running or when killed by a signal). */
  readonly exitCode: number | null
  /** Sends a signal (e.g. SIGTERM) without waiting; see waitForExit. */
  signal(name: NodeJS.Signals): void
  /** Resolves true once the process has exited, false after `ms`. */
  waitForExit(ms: number): Promise<boolean>
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string
  /** SIGKILL: the machine dies; nothing is finished or closed. Resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM, then SIGKILL after `graceMs`; removes its DATA_DIR. Safe to call twice. */
  stop(graceMs?: number): Promise<void>
}

const OUTPUT_LIMIT = 1024 * 1024

/** Children still running: killed if the test process exits without stopping them. */
const live = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL')
})

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit)
      resolve(false)
    }, ms)
    const onExit = () => {
      clearTimeout(timer)
      resolve(true)
    }
    child.once('exit', onExit)
  })
}

/** Starts `node server.js` (production build) and waits until /healthz answers 200. */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  /** `command`: what runs node (e.g. `['strace', …, process.execPath]`); default node itself. */
  options: { startTimeoutMs?: number; port?: number; nodeArgs?: string[]; command?: string[] } = {},
): Promise<ServerProcess> {
  assertBuilt()
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), `herra-${name}-`))
  const [program, ...prefix] = options.command ?? [process.execPath]
  const child = spawn(program!, [...prefix, ...(options.nodeArgs ?? []), 'server.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      BUILD_DIR,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...PROCESS_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  live.add(child)
  let exited = false
  child.once('exit', () => {
    exited = true
    live.delete(child)
  })

  const stop = async (graceMs = 3_000) => {
    if (!exited) {
      child.kill('SIGTERM')
      if (!(await waitExit(child, graceMs))) {
        child.kill('SIGKILL')
        await waitExit(child, 5_000)
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000)
  for (;;) {
    if (exited) {
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`server ${name} exited during start (code ${child.exitCode}):\n${output}`)
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(1_000)
      throw new Error(
        `server ${name} did not answer /healthz within ${options.startTimeoutMs ?? 30_000} ms:\n${output}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  return {
    name,
    url,
    port,
    pid: child.pid ?? 0,
    get exited() {
      return exited
    },
    get exitCode() {
      return child.exitCode
    },
    signal(name) {
      child.kill(name)
    },
    waitForExit: (ms) => waitExit(child, ms),
    output: () => output,
    async kill() {
      if (exited) return
      child.kill('SIGKILL')
      await waitExit(child, 5_000)
    },
    stop,
  }
}
