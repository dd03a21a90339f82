import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { boundedLogSink } from './log-sink.server'

/** A log reader that can stop reading (its writes stay pending) and start again. */
function reader() {
  const lines: string[] = []
  let stuck = false
  let pending: (() => void) | undefined
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      const take = () => {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      }
      if (stuck) pending = take
      else take()
    },
  })
  return {
    stream,
    lines,
    stop: () => (stuck = true),
    resume: () => {
      stuck = false
      const next = pending
      pending = undefined
      next?.()
    },
  }
}

const line = (n: number) => `${JSON.stringify({ level: 30, n, msg: 'x'.repeat(80) })}\n`

describe('the bounded log sink (decision 044)', () => {
  it('a reader that stops reading: lines beyond the bound are dropped and counted, then reported once it reads again', async () => {
    const r = reader()
    const sink = boundedLogSink(r.stream, { maxBytes: 2_000, base: { service: 'herra-web' } })
    sink.write(line(0))
    r.stop()
    for (let n = 1; n <= 200; n++) sink.write(line(n))
    const stats = sink.stats()
    expect(stats.queuedBytes).toBeLessThanOrEqual(2_000)
    expect(stats.dropped).toBeGreaterThan(150)
    expect(stats.dropped + r.lines.length).toBeLessThanOrEqual(201)

    r.resume()
    await new Promise((resolve) => sink.flush(resolve))
    sink.write(line(201))
    await new Promise((resolve) => setImmediate(resolve))
    const notice = r.lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((l) => 'dropped' in l)
    expect(notice).toMatchObject({
      level: 40,
      service: 'herra-web',
      dropped: stats.dropped,
      droppedTotal: stats.dropped,
    })
    expect(JSON.parse(r.lines.at(-1)!)).toMatchObject({ n: 201 })
  })

  it('a destination that fails (EPIPE: the reader is gone): nothing thrown, every later line dropped and counted', () => {
    const r = reader()
    const sink = boundedLogSink(r.stream)
    r.stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))
    expect(() => sink.write(line(1))).not.toThrow()
    sink.write(line(2))
    expect(sink.stats()).toEqual({ dropped: 2, queuedBytes: 0, closedBy: 'EPIPE' })
    expect(r.lines).toEqual([])
  })

  it('flush: at once when nothing is queued; at most flushMs when the reader is stuck', async () => {
    const r = reader()
    const sink = boundedLogSink(r.stream, { flushMs: 50 })
    await new Promise((resolve) => sink.flush(resolve))
    r.stop()
    sink.write(line(1))
    sink.write(line(2))
    const waited = await new Promise<boolean>((resolve) => {
      let flushed = false
      sink.flush(() => (flushed = true))
      setTimeout(() => resolve(flushed), 30)
    })
    expect(waited).toBe(false)
    await new Promise((resolve) => sink.flush(resolve))
    expect(sink.stats().queuedBytes).toBeGreaterThan(0)
  })
})
