// @vitest-environment node
import { Readable } from 'node:stream'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { bootstrapScript, paintFirst } from './paint-first.server'

const NONCE = 'n0nce+/=='
/** The shape React Router 7 and React 19 stream: preloads hoisted to the head, the module script last. */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/route-é-B.js" nonce="${NONCE}"/>`,
  '</head><body><h1>Vols privés — l’art du voyage</h1>',
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>`,
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/route-é-B.js";\nimport("/assets/entry.client-A.js");</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`,
].join('')

async function run(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = []
  for await (const c of Readable.from(chunks).pipe(paintFirst())) out.push(Buffer.from(c as Buffer))
  return Buffer.concat(out).toString('utf8')
}

describe('paintFirst', () => {
  it('removes the module preloads, makes the module script inert and adds the bootstrap after it', async () => {
    const html = await run([DOCUMENT])
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain(' type="module"')
    expect(html).toContain('<h1>Vols privés — l’art du voyage</h1>')
    expect(html).toContain(
      `<script nonce="${NONCE}" type="application/x-herra-module" id="herra-entry">;\nimport * as route0 from "/assets/route-é-B.js";\nimport("/assets/entry.client-A.js");</script>` +
        `<script nonce="${NONCE}">${bootstrapScript(['/assets/entry.client-A.js', '/assets/route-é-B.js'])}</script>`,
    )
    // Everything else is untouched.
    expect(html.replace(/<script nonce="[^"]*" type="application\/x-herra-module"[\s\S]*?<\/script><script[^>]*>[^<]*<\/script>/, '')).toBe(
      DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script nonce="[^"]*" type="module"[\s\S]*?<\/script>/, ''),
    )
  })

  it('gives the same document however the stream is cut, even inside a tag or a character', async () => {
    const whole = await run([DOCUMENT])
    const bytes = Buffer.from(DOCUMENT, 'utf8')
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(whole)
    }
    // And byte by byte.
    expect(await run([...bytes].map((b) => Buffer.from([b])))).toBe(whole)
  })

  it('passes a document without a module script through, minus preloads nothing would use', async () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Erreur</p></body></html>'
    expect(await run([page])).toBe('<html><head></head><body><p>Erreur</p></body></html>')
  })
})

describe('the bootstrap in a browser-like document', () => {
  function load(visible: boolean) {
    const html = `<!DOCTYPE html><html><head></head><body>
      <script type="application/x-herra-module" id="herra-entry">import("/x.js")</script>
      <script>${bootstrapScript(['/a.js', '/b.js'])}</script></body></html>`
    const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: visible })
    return dom.window.document
  }
  const modules = (doc: Document) => [...doc.querySelectorAll('script[type="module"]')].map((s) => s.textContent)
  const preloads = (doc: Document) =>
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

  it('starts the modules once the first frame is painted', async () => {
    const doc = load(true)
    expect(modules(doc)).toEqual([])
    await new Promise((r) => setTimeout(r, 100))
    expect(preloads(doc)).toEqual(['/a.js', '/b.js'])
    expect(modules(doc)).toEqual(['import("/x.js")'])
  })

  it('starts them at once in a hidden tab, which paints nothing', () => {
    const doc = load(false)
    expect(preloads(doc)).toEqual(['/a.js', '/b.js'])
    expect(modules(doc)).toEqual(['import("/x.js")'])
  })
})
