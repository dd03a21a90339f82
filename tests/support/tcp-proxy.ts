import net from 'node:net'

/**
 * A small TCP proxy on 127.0.0.1 in front of one upstream (PostgreSQL in the tests), so a test can
 * cut the database off for ONE server process without touching the shared database server:
 * `outage(ms)` destroys every open connection and, for `ms`, resets every new one as soon as it is
 * accepted (what a client of a restarting PostgreSQL sees), then accepts again.
 */
export interface TcpProxy {
  readonly port: number
  /** Connections accepted and piped to the upstream since the start. */
  readonly accepted: number
  /** Connections reset while refusing. */
  readonly refused: number
  /** Connections open right now. */
  readonly open: number
  readonly refusing: boolean
  /** Destroys every open connection (both sides) and refuses new ones until `setRefusing(false)`. */
  setRefusing(refusing: boolean): void
  /** Destroys every open connection, refuses new ones for `ms`, then accepts again. */
  outage(ms: number): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(upstream: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>()
  let refusing = false
  let accepted = 0
  let refused = 0

  const destroyAll = () => {
    for (const pair of pairs) {
      pair.client.destroy()
      pair.server.destroy()
    }
    pairs.clear()
  }

  const server = net.createServer((client) => {
    if (refusing) {
      refused++
      client.on('error', () => {})
      client.resetAndDestroy()
      return
    }
    accepted++
    const upstreamSocket = net.connect({ host: upstream.host, port: upstream.port })
    const pair = { client, server: upstreamSocket }
    pairs.add(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstreamSocket.destroy()
    }
    client.on('error', end)
    upstreamSocket.on('error', end)
    client.on('close', end)
    upstreamSocket.on('close', end)
    client.pipe(upstreamSocket)
    upstreamSocket.pipe(client)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('tcp proxy: no TCP address')

  const setRefusing = (value: boolean) => {
    refusing = value
    if (value) destroyAll()
  }

  return {
    port: address.port,
    get accepted() {
      return accepted
    },
    get refused() {
      return refused
    },
    get open() {
      return pairs.size
    },
    get refusing() {
      return refusing
    },
    setRefusing,
    async outage(ms: number) {
      setRefusing(true)
      await new Promise((resolve) => setTimeout(resolve, ms))
      setRefusing(false)
    },
    close: () =>
      new Promise<void>((resolve) => {
        destroyAll()
        server.close(() => resolve())
      }),
  }
}
