import { afterEach, describe, expect, it } from 'vitest'
import {
  bulkyLogLine,
  slowGatePost,
  startLogPipeServer,
  type LogPipeKind,
  type LogPipeServer,
} from '../support/log-pipe-server'

/**
 * Whatever happens to stdout, SIGTERM ends the server (decision 044): the real production process,
 * its log on a pipe the test holds, a request in flight (the club gate's 1 s) when SIGTERM comes.
 * The fault was a race (pino's exit hook retrying a write for ever), so each scenario runs several
 * times, on a kernel pipe and on a socket pair, the reader going away at different moments.
 * What is asserted: the process exits, with the README's code, before a generous deadline.
 */

/** Room for the 1 s request in flight on a busy machine: it is answered, so the exit code is 0. */
const GRACE_MS = 6_000
/** Far beyond grace + 2 s: only a process that never stops misses it. */
const KILL_DEADLINE_MS = GRACE_MS + 2_000 + 15_000

const servers: LogPipeServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.dispose()))
})

async function start(kind: LogPipeKind) {
  const server = await startLogPipeServer(kind, { SHUTDOWN_GRACE_MS: String(GRACE_MS) })
  servers.push(server)
  return server
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Two servers at a time (each holds an embedded database; the machine has two cores). */
async function twoAtATime<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += 2) results.push(...(await Promise.all(items.slice(i, i + 2).map(work))))
  return results
}

async function logDetails(server: LogPipeServer): Promise<{ dropped?: number } | undefined> {
  const res = await fetch(`${server.url}/healthz`)
  return ((await res.json()) as { log?: { dropped?: number } }).log
}

describe('SIGTERM ends the server whatever its log pipe does', () => {
  it('the log reader goes away while the server stops: it still exits, 0 (the request was answered)', async () => {
    // When the reader goes, relative to SIGTERM (the answer in flight leaves ~700 ms after it).
    const runs: Array<{ kind: LogPipeKind; closeAtMs: number }> = [
      { kind: 'socket', closeAtMs: -200 },
      { kind: 'fifo', closeAtMs: 100 },
      { kind: 'socket', closeAtMs: 650 },
      { kind: 'fifo', closeAtMs: 700 },
      { kind: 'fifo', closeAtMs: 750 },
    ]
    const outcomes = await twoAtATime(runs, async (run) => {
      const server = await start(run.kind)
      const answer = slowGatePost(server)
      await pause(300)
      if (run.closeAtMs < 0) {
        server.closeReader()
        await pause(-run.closeAtMs)
        server.signal('SIGTERM')
      } else {
        server.signal('SIGTERM')
        await pause(run.closeAtMs)
        server.closeReader()
      }
      const signalledAt = Date.now()
      const exit = await server.exitWithin(KILL_DEADLINE_MS)
      // For a failure message only (what is asserted is the exit and its code).
      const took = exit === 'running' ? 'still running' : `exited ${Date.now() - signalledAt} ms after SIGTERM`
      return { run, exit, took, answer: await answer, output: server.output() }
    })
    for (const { run, exit, took, answer, output } of outcomes) {
      expect(exit, `${run.kind}, reader closed at ${run.closeAtMs} ms: ${took}\n${output}`).toEqual({
        code: 0,
        signal: null,
      })
      expect(answer, `${run.kind}: the request in flight`).toBe(403)
    }
  }, 300_000)

  it('the log reader stops reading: lines are dropped and counted, and SIGTERM still ends it, 0', async () => {
    const kinds: LogPipeKind[] = ['fifo', 'socket', 'fifo']
    const outcomes = await twoAtATime(kinds, async (kind) => {
      const server = await start(kind)
      server.stopReading()
      // Fill the pipe and the server's bounded queue (1 MiB) with ~2 KB lines, until it drops some.
      let dropped = 0
      for (let sent = 0; sent < 2_000 && dropped === 0; sent += 25) {
        await Promise.all(Array.from({ length: 25 }, (_, n) => bulkyLogLine(server, sent + n)))
        dropped = (await logDetails(server))?.dropped ?? 0
      }
      const answer = slowGatePost(server)
      await pause(300)
      server.signal('SIGTERM')
      const signalledAt = Date.now()
      const exit = await server.exitWithin(KILL_DEADLINE_MS)
      const took = exit === 'running' ? 'still running' : `exited ${Date.now() - signalledAt} ms after SIGTERM`
      return { kind: server.kind, dropped, exit, took, answer: await answer, output: server.output() }
    })
    for (const { kind, dropped, exit, took, answer, output } of outcomes) {
      expect(exit, `${kind}, reader stuck: ${took}\n${output}`).toEqual({ code: 0, signal: null })
      expect(answer, `${kind}: the request in flight`).toBe(403)
      expect(dropped, `${kind}: lines dropped (and counted) rather than queued without bound`).toBeGreaterThan(0)
    }
  }, 300_000)
})
