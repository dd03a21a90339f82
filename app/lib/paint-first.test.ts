// @vitest-environment node
import { Readable } from 'node:stream'
import { JSDOM } from 'jsdom'
import type { createRequestHandler as CreateRequestHandler, ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FIRST_INTERACTION_EVENTS,
  GESTURE_START_EVENTS,
  HYDRATING_EVENT,
  SUBMIT_WHEN_READY_ATTRIBUTE,
} from '~/lib/hydration'
import { SCRIPT_HASHES_HEADER } from '~/lib/page-cache-policy'
import { bootstrapScript, paintFirst, scriptHash } from './paint-first'

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
    expect(
      html.replace(
        /<script nonce="[^"]*" type="application\/x-herra-module"[\s\S]*?<\/script><script[^>]*>[^<]*<\/script>/,
        '',
      ),
    ).toBe(
      DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
        /<script nonce="[^"]*" type="module"[\s\S]*?<\/script>/,
        '',
      ),
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
      <button type="button" id="menu">Menu</button><button type="submit" id="send">Send</button>
      <script type="application/x-herra-module" id="herra-entry">import("/x.js")</script>
      <script>${bootstrapScript(['/a.js', '/b.js'])}</script></body></html>`
    const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: visible })
    return dom.window
  }
  const modules = (doc: Document) => [...doc.querySelectorAll('script[type="module"]')].map((s) => s.textContent)
  const preloads = (doc: Document) =>
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
  // A frame and a task, with room for a busy host.
  const frame = () => new Promise((r) => setTimeout(r, 400))

  it('starts nothing while the visitor only looks at the page', async () => {
    const { document } = load(true)
    await frame()
    expect(preloads(document)).toEqual([])
    expect(modules(document)).toEqual([])
  })

  it.each(FIRST_INTERACTION_EVENTS)(
    'starts the modules, once, one frame after the first %s (and its end)',
    async (type) => {
      const window = load(true)
      window.dispatchEvent(new window.Event(type))
      window.dispatchEvent(new window.Event('click'))
      window.dispatchEvent(new window.Event('keydown'))
      await frame()
      expect(preloads(window.document)).toEqual(['/a.js', '/b.js'])
      expect(modules(window.document)).toEqual(['import("/x.js")'])
    },
  )

  it.each(GESTURE_START_EVENTS)(
    'after a %s, waits for the press to end (the tap’s own frame comes first)',
    async (type) => {
      const window = load(true)
      window.dispatchEvent(new window.Event(type))
      window.dispatchEvent(new window.Event('focusin'))
      await frame()
      expect(modules(window.document)).toEqual([])
      window.dispatchEvent(
        new window.Event(type === 'keydown' ? 'keyup' : type === 'touchstart' ? 'touchend' : 'pointerup'),
      )
      await frame()
      expect(modules(window.document)).toEqual(['import("/x.js")'])
    },
  )

  it('a press held on starts them after a second all the same', async () => {
    const window = load(true)
    window.dispatchEvent(new window.Event('touchstart'))
    await new Promise((r) => setTimeout(r, 1_200))
    expect(modules(window.document)).toEqual(['import("/x.js")'])
  })

  it('starts them at once in a hidden tab, where no frame comes', () => {
    const { document } = load(false)
    expect(preloads(document)).toEqual(['/a.js', '/b.js'])
    expect(modules(document)).toEqual(['import("/x.js")'])
  })

  it('presses a button pressed before React listened again once the page is hydrated, once', async () => {
    const window = load(true)
    const { document } = window
    const pressed: string[] = []
    document.addEventListener('click', (e) => pressed.push((e.target as Element).id))
    const menu = document.getElementById('menu')!
    menu.click()
    menu.click()
    document.getElementById('send')!.click()
    expect(pressed).toEqual(['menu', 'menu', 'send'])
    document.documentElement.dataset.hydrated = 'true'
    await frame()
    expect(pressed).toEqual(['menu', 'menu', 'send', 'menu'])
  })

  it('keeps a form that needs the scripts, submitted before they ran, and submits it once when hydrated', async () => {
    const html = `<!DOCTYPE html><html><head></head><body>
      <form ${SUBMIT_WHEN_READY_ATTRIBUTE} id="sim"><input name="from" value="LBG"><button id="go">Go</button></form>
      <form id="plain" action="/estimate"><button id="plain-go">Go</button></form>
      <script type="application/x-herra-module" id="herra-entry">import("/x.js")</script>
      <script>${bootstrapScript([])}</script></body></html>`
    const window = new JSDOM(html, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      url: 'http://127.0.0.1/contact',
    }).window
    const { document } = window
    const sent: { form: string; prevented: boolean }[] = []
    // Listens after the bootstrap, as React does: sees what the bootstrap let through.
    document.addEventListener('submit', (e) => {
      sent.push({ form: (e.target as Element).id, prevented: e.defaultPrevented })
      e.preventDefault()
    })
    document.getElementById('go')!.click()
    document.getElementById('go')!.click()
    document.getElementById('plain-go')!.click()
    expect(sent).toEqual([
      { form: 'sim', prevented: true },
      { form: 'sim', prevented: true },
      { form: 'plain', prevented: false },
    ])
    document.documentElement.dataset.hydrated = 'true'
    await frame()
    expect(sent.slice(3)).toEqual([{ form: 'sim', prevented: false }])
  })

  it('leaves presses to React from the moment it listens', async () => {
    const window = load(true)
    const { document } = window
    const pressed: string[] = []
    document.addEventListener('click', (e) => pressed.push((e.target as Element).id))
    document.dispatchEvent(new window.Event(HYDRATING_EVENT))
    document.getElementById('menu')!.click()
    document.documentElement.dataset.hydrated = 'true'
    await frame()
    expect(pressed).toEqual(['menu'])
  })
})

/**
 * The transform on what React Router 7 and React 19 really emit: the app's own routes, rendered by
 * React Router's request handler through entry.server (Vite compiles them, as in development).
 */
describe('paintFirst on React Router’s actual output', () => {
  type Build = ServerBuild
  let vite: ViteDevServer
  let build: Build
  let handle: (request: Request, context: unknown) => Promise<Response>

  beforeAll(async () => {
    const { createServer } = await import('vite')
    vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' })
    build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as Build
    const { createRequestHandler } = (await vite.ssrLoadModule('react-router')) as {
      createRequestHandler: typeof CreateRequestHandler
    }
    const handler = createRequestHandler(build, 'production')
    handle = (request, context) => handler(request, context as never)
  }, 60_000)
  afterAll(() => vite?.close())

  const NONCE_OF_REQUEST = 'cmVxdWVzdC1ub25jZQ=='
  const render = (path: string) =>
    handle(new Request(`http://127.0.0.1${path}`), {
      runtime: { env: { SITE_URL: 'http://127.0.0.1', PUBLIC_API_TOKEN: 'public-token' } },
      lang: 'fr',
      nonce: NONCE_OF_REQUEST,
      clientIp: '127.0.0.1',
    })

  /** The modules React Router preloads for these routes (its <Scripts> logic). */
  function modulesOf(routeIds: string[]): Set<string> {
    const { entry, routes } = build.assets
    const set = new Set([entry.module, ...entry.imports])
    for (const id of routeIds) {
      const route = routes[id]!
      set.add(route.module)
      for (const m of route.imports ?? []) set.add(m)
    }
    return set
  }

  function inspect(html: string) {
    const doc = new JSDOM(html).window.document
    const scripts = [...doc.querySelectorAll('script:not([src])')]
    const entry = doc.getElementById('herra-entry')
    const bootstrap = entry?.nextElementSibling
    const hrefs = JSON.parse(/"hrefs":(\[[^\]]*\])/.exec(bootstrap?.textContent ?? '')?.[1] ?? '[]') as string[]
    return { doc, scripts, entry, bootstrap, hrefs }
  }

  it('a page the same for everyone: no preload, an inert entry, the bootstrap with every module, hashes for every script', async () => {
    const res = await render('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    const { doc, scripts, entry, bootstrap, hrefs } = inspect(html)
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
    expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(0)
    expect(entry?.getAttribute('type')).toBe('application/x-herra-module')
    expect(entry?.textContent).toContain('window.__reactRouterRouteModules')
    expect(entry?.textContent).toContain(`import(${JSON.stringify(build.assets.entry.module)})`)
    expect(bootstrap?.tagName).toBe('SCRIPT')
    expect(new Set(hrefs)).toEqual(modulesOf(['root', 'routes/home']))
    // Rendered without a nonce: every script the browser runs is allowed by its hash.
    expect(html).not.toContain(NONCE_OF_REQUEST)
    const hashes = (res.headers.get(SCRIPT_HASHES_HEADER) ?? '').split(' ')
    const runnable = scripts.filter((s) => s.getAttribute('type') !== 'application/ld+json')
    expect(runnable.length).toBeGreaterThanOrEqual(4)
    expect(new Set(hashes)).toEqual(new Set(runnable.map((s) => scriptHash(s.textContent ?? ''))))
  })

  it('a page rendered per view keeps the request nonce on every script and announces no hash', async () => {
    const res = await render('/contact')
    expect(res.status).toBe(200)
    const html = await res.text()
    const { doc, scripts, entry, hrefs } = inspect(html)
    expect(res.headers.get(SCRIPT_HASHES_HEADER)).toBeNull()
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
    expect(entry?.getAttribute('nonce')).toBe(NONCE_OF_REQUEST)
    expect(new Set(hrefs)).toEqual(modulesOf(['root', 'routes/contact']))
    for (const s of doc.querySelectorAll('script'))
      expect(s.getAttribute('nonce'), s.outerHTML.slice(0, 80)).toBe(NONCE_OF_REQUEST)
    expect(scripts.length).toBeGreaterThanOrEqual(4)
  })
})
