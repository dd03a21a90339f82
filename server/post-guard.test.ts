import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postGuard } from './post-guard'

let url = ''
let close: () => void
beforeAll(async () => {
  const app = express()
  app.use(postGuard({ maxBytes: 1024 }))
  app.all('/x', (_req, res) => res.json({ ok: true }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`
  close = () => server.close()
})
afterAll(() => close())

describe('postGuard', () => {
  it('lets reads and same-origin posts through', async () => {
    expect((await fetch(url)).status).toBe(200)
    const host = new URL(url).host
    expect((await fetch(url, { method: 'POST', body: 'a=1', headers: { origin: `http://${host}` } })).status).toBe(200)
    expect((await fetch(url, { method: 'POST', body: 'a=1' })).status).toBe(200)
  })

  it('refuses a cross-site post', async () => {
    const res = await fetch(url, { method: 'POST', body: 'a=1', headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect((await fetch(url, { method: 'POST', body: 'a=1', headers: { origin: 'null' } })).status).toBe(403)
  })

  it('refuses a body over the limit, or of unknown length', async () => {
    expect((await fetch(url, { method: 'POST', body: 'x'.repeat(2048) })).status).toBe(413)
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('abc'))
        c.close()
      },
    })
    const res = await fetch(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(411)
  })
})
