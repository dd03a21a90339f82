// @ts-check
/**
 * One request of the hostile-input suite, timed from the client: sent by its load
 * workers (hostile-load.mjs), and by the suite's thread for the warm-up. Types: hostile-send.d.mts.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { gunzipSync, inflateSync } from 'node:zlib'

/** An answer whose text shows a stack frame ("    at fn (file:12:34)"): something leaked. */
export const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+/

/** The headers fetch adds to every request (Node 20), so the server sees the same request either way. */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
}

/**
 * One request already turned into bytes (`body`: what fetch would send), sent with node:http on a
 * keep-alive agent. fetch costs each request a Request, a Response, web
 * streams and an abort signal; with ~50 requests in flight for ~1 s each (the club's), a load
 * worker's heap filled with them and its major collections (15–73 ms) delayed the reading of
 * answers the server had already sent. Here the clock stops when the last byte is in; the answer
 * is decompressed and searched for a stack trace after that.
 *
 * @param {string} baseUrl
 * @param {{ method: string, target: string, headers: Record<string, string>, body?: Uint8Array, label: string }} request
 * @param {import('node:http').Agent} agent
 */
export function sendWire(baseUrl, request, agent) {
  const started = performance.now()
  const at = performance.timeOrigin + started
  return new Promise((resolve) => {
    const failed = (/** @type {unknown} */ error) =>
      resolve({
        status: 0,
        ms: performance.now() - started,
        at,
        label: request.label,
        stackTrace: false,
        error: String(error),
      })
    try {
      // As fetch parses it (percent-encoding what a request line may not carry).
      const url = new URL(`${baseUrl}${request.target}`)
      const body = request.body
        ? Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength)
        : undefined
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers: { ...FETCH_HEADERS, ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          agent,
          timeout: 15_000,
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('error', failed)
          res.on('end', () => {
            const ms = performance.now() - started
            let text = ''
            try {
              const bytes = Buffer.concat(chunks)
              const encoding = res.headers['content-encoding']
              text = (
                encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'deflate' ? inflateSync(bytes) : bytes
              ).toString('utf8')
            } catch (error) {
              return failed(`undecodable answer (${String(error)})`)
            }
            resolve({ status: res.statusCode ?? 0, ms, at, label: request.label, stackTrace: STACK_TRACE.test(text) })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error('no answer within 15 s')))
      req.on('error', failed)
      req.end(body)
    } catch (error) {
      failed(error)
    }
  })
}
