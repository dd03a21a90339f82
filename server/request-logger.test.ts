import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express, { Router } from 'express'
import { describe, expect, it } from 'vitest'
import { createLogger } from '~/services/logger.server'
import { requestLogger } from './request-logger'

/** A logger writing into `lines` (one parsed object per log line). */
function capturedLog(level: 'info' | 'warn') {
  const lines: Array<Record<string, unknown>> = []
  const sink = new Writable({
    write(chunk: Buffer, _e, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: createLogger(level, sink) }
}

describe('request log', () => {
  it('keeps the full path of a request answered inside a mounted router, never its query', async () => {
    const { lines, logger } = capturedLog('info')
    const app = express()
    app.use(requestLogger(logger))
    const api = Router()
    api.get('/estimate', (_req, res) => {
      res.json({ ok: true })
    })
    app.use('/api', api)
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/api/estimate?from=LBG&email=someone@example.com`)
      expect(res.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 20))
      const line = lines.find((l) => l.msg === 'request')
      expect(line).toMatchObject({ method: 'GET', path: '/api/estimate', status: 200 })
      expect(JSON.stringify(lines)).not.toContain('someone@example.com')
    } finally {
      server.close()
    }
  })

  it('a request the client gives up on before its answer is a warning with its path and wait', async () => {
    const { lines, logger } = capturedLog('warn')
    const app = express()
    app.use(requestLogger(logger))
    app.post('/never', () => {
      // never answers
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      await expect(
        fetch(`http://127.0.0.1:${port}/never?email=someone@example.com`, {
          method: 'POST',
          signal: AbortSignal.timeout(150),
        }),
      ).rejects.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const line = lines.find((l) => l.msg === 'request closed before its answer was sent')
      expect(line).toMatchObject({ level: 40, method: 'POST', path: '/never', headersSent: false })
      // The wait it logs is how long the request was open (the client gave up after 150 ms; the clocks differ a little).
      expect(Number(line?.ms)).toBeGreaterThan(0)
      expect(JSON.stringify(lines)).not.toContain('someone@example.com')
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
