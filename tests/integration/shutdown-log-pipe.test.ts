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

const GRACE_MS = 2_000
/** Far beyond grace + 2 s: only a process that never stops misses it. */
const KILL_DEADLINE_MS = GRACE_MS + 2_000 + 10_000

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
    const started = await Promise.all(runs.map((run) => start(run.kind)))
    const outcomes = await Promise.all(
      runs.map(async (run, i) => {
        const server = started[i]!
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
        const exit = await server.exitWithin(KILL_DEADLINE_MS)
        return { run, exit, answer: await answer, output: exit === 'running' ? server.output() : '' }
      }),
    )
    for (const { run, exit, answer, output } of outcomes) {
      expect(exit, `${run.kind}, reader closed at ${run.closeAtMs} ms: still running\n${output}`).toEqual({
        code: 0,
        signal: null,
      })
      expect(answer, `${run.kind}: the request in flight`).toBe(403)
    }
  }, 300_000)

  it('the log reader stops reading: lines are dropped and counted, and SIGTERM still ends it, 0', async () => {
    const kinds: LogPipeKind[] = ['fifo', 'socket', 'fifo']
    const started = await Promise.all(kinds.map((kind) => start(kind)))
    const outcomes = await Promise.all(
      started.map(async (server) => {
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
        const exit = await server.exitWithin(KILL_DEADLINE_MS)
        return {
          kind: server.kind,
          dropped,
          exit,
          answer: await answer,
          output: exit === 'running' ? server.output() : '',
        }
      }),
    )
    for (const { kind, dropped, exit, answer, output } of outcomes) {
      expect(exit, `${kind}, reader stuck: still running\n${output}`).toEqual({ code: 0, signal: null })
      expect(answer, `${kind}: the request in flight`).toBe(403)
      expect(dropped, `${kind}: lines dropped (and counted) rather than queued without bound`).toBeGreaterThan(0)
    }
  }, 300_000)
})
