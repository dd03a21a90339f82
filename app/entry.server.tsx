import { PassThrough, type Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { PAGE_CACHE_HEADER, PAGE_TOKEN_HEADER, SCRIPT_HASHES_HEADER } from './lib/page-cache-policy'
import { paintFirst } from '~/lib/paint-first'
import { NonceProvider } from './lib/nonce'

export const streamTimeout = 5_000

/**
 * Server rendering. Pages rendered for one request carry the request's CSP nonce on every script
 * React Router emits. Pages the same for everyone (`cacheablePage`, decision 020) are rendered
 * without a nonce, whole, and announce the SHA-256 of their inline scripts instead, so their HTML
 * can be compressed once and served as it is.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const hashed = responseHeaders.has(PAGE_CACHE_HEADER) && !responseHeaders.has(PAGE_TOKEN_HEADER)
  const nonce = hashed ? undefined : loadContext.nonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // The page answering a form posted without JavaScript (a refusal with its messages, mostly): no
    // one is waiting on its shell (the club's are held 1 s), it is sent whole, and as React Router
    // writes it — the paint-first rewrite is for the first view of a page (Lighthouse), not for
    // this one, and it cost ~1–2 ms of CPU a post (decision 029).
    const formAnswer = request.method !== 'GET' && request.method !== 'HEAD'
    // Bots, no-JS clients, form answers and whole pages get the document at once; browsers get the shell early.
    const wholeDocument = hashed || formAnswer || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
    // Abort a render still waiting after the stream timeout; a render that has finished clears it,
    // else the timer would keep the whole render (request, router context, HTML) alive for 6 s.
    let abortTimer: ReturnType<typeof setTimeout> | undefined
    let finished = false
    const done = () => {
      finished = true
      clearTimeout(abortTimer)
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!wholeDocument) ready()
        },
        onAllReady() {
          done()
          if (wholeDocument) ready()
        },
        onShellError(error: unknown) {
          done()
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    if (!finished) abortTimer = setTimeout(abort, streamTimeout + 1000)

    function ready() {
      shellRendered = true
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      if (formAnswer && !hashed) return sendWhole(new PassThrough())
      if (!hashed) {
        const body = new PassThrough()
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
        pipe(paintFirst()).pipe(body)
        return
      }
      const hashes = new Set<string>()
      sendWhole(paintFirst({ onScriptHash: (source) => hashes.add(source) }), () =>
        responseHeaders.set(SCRIPT_HASHES_HEADER, [...hashes].join(' ')),
      )
    }

    /** The document whole, as one body, once React has written all of it through `html`. */
    function sendWhole(html: Transform, beforeSend?: () => void) {
      const chunks: Buffer[] = []
      html.on('data', (chunk: Buffer) => chunks.push(chunk))
      html.on('error', reject)
      html.on('end', () => {
        beforeSend?.()
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
      })
      pipe(html)
    }
  })
}
