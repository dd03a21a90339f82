import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { PROCESS_SECRETS, startServerProcess, type ServerProcess } from '../support/server-process'

/**
 * SIGTERM with a request in flight and an idle keep-alive socket, on the real
 * production server process. The club gate answers after 1 s at the earliest: a slow request.
 */

let server: ServerProcess | undefined

afterEach(async () => {
  await server?.stop(1_000)
  server = undefined
})

/** POST a wrong code to the gate on its own keep-alive connection; resolves with the answer. */
function slowGateRequest(port: number, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; socketClosed: Promise<void> }>(
    (resolve, reject) => {
      const body = 'code=WRONG-CODE-1'
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/club-herra-private',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const socketClosed = new Promise<void>((done) => res.socket.once('close', () => done()))
          res.resume()
          res.once('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socketClosed }),
          )
        },
      )
      req.once('error', reject)
      req.end(body)
    },
  )
}

/** An idle keep-alive socket: one request answered, the socket kept open. */
async function idleKeepAliveSocket(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`)
    socket.once('data', () => resolve())
  })
  return socket
}

const closedWithin = (socket: net.Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

describe('graceful shutdown of the server process', () => {
  it('SIGTERM: the request in flight is answered with Connection: close, idle sockets closed, exit 0 quickly', async () => {
    server = await startServerProcess('shutdown', { LOG_LEVEL: 'info', ...PROCESS_SECRETS }, { startTimeoutMs: 90_000 })
    const idle = await idleKeepAliveSocket(server.port)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const inFlight = slowGateRequest(server.port, agent)
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.signal('SIGTERM')

    expect(await closedWithin(idle, 2_000)).toBe(true)
    const answer = await inFlight
    expect(answer.status).toBe(403) // wrong code: answered in full, not cut
    expect(answer.connection).toBe('close')
    await answer.socketClosed
    // No new connection is accepted.
    await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1_000) })).rejects.toThrow()

    expect(await server.waitForExit(5_000)).toBe(true)
    expect(server.exitCode).toBe(0)
    const stopped = server
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"stopped"'))
    expect(stopped, server.output()).toContain(`"exitCode":0`)
    agent.destroy()
  }, 120_000)

  it('past the grace period the connections are cut, yet the clean-up still runs (exit 1)', async () => {
    server = await startServerProcess(
      'shutdown-forced',
      { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '200', ...PROCESS_SECRETS },
      { startTimeoutMs: 90_000 },
    )
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const inFlight = slowGateRequest(server.port, agent).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    server.signal('SIGTERM')
    expect(await server.waitForExit(5_000)).toBe(true)
    expect(server.exitCode).toBe(1)
    expect(await inFlight).toBe('cut')
    const output = server.output()
    expect(output).toContain('grace period over')
    // runtime.close() ran: the outbox worker said it stopped and the final line was written.
    expect(output).toMatch(/"msg":"outbox worker stopped"/)
    expect(output).toMatch(/"exitCode":1,"forced":true,"msg":"stopped"/)
    agent.destroy()
  }, 120_000)
})
