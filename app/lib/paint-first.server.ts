import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { RewritingStream } from 'parse5-html-rewriting-stream'

/**
 * "Paint first, then hydrate" (docs/decisions/011-paint-first.md, 021-paint-first-tokenizer.md).
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every module of the page and
 * starts them with an inline `<script type="module">` at the end of the body. On a slow mobile
 * link that JavaScript shares the line with the stylesheet, the fonts and the hero image; in
 * Lighthouse's trace Chrome painted only once it was in, although the server-rendered page is
 * readable (and its links and forms work) without it.
 *
 * This transform reads the streamed HTML with an HTML tokenizer (parse5), so it depends on
 * elements and attributes, not on how React Router orders or spells them. It removes the module
 * preload links, makes the first inline module script inert (`type="application/x-herra-module"`)
 * and adds, right after it, a small script that preloads the same modules and runs the same module
 * code once the first frame has been painted (at once in a hidden tab, which paints nothing).
 *
 * It also reports the SHA-256 of every inline script it lets through (and of the module code the
 * bootstrap will run), for the pages whose Content-Security-Policy lists hashes instead of a nonce
 * (decision 020).
 */

const INERT_TYPE = 'application/x-herra-module'
const ENTRY_ID = 'herra-entry'
/** Inline script types the browser runs (and so the CSP checks); the inert block runs later as a module. */
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript', INERT_TYPE])

/** The inline bootstrap; `hrefs` are the module URLs React Router wanted preloaded. */
export function bootstrapScript(hrefs: readonly string[]): string {
  return `(()=>{const n=document.currentScript.nonce,h=${JSON.stringify(hrefs).replaceAll('<', '\\u003c')};let d=0;const go=()=>{if(d++)return;for(const u of h){const l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)}const m=document.createElement('script');m.type='module';m.nonce=n;m.textContent=document.getElementById('${ENTRY_ID}').textContent;document.body.append(m)};document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(go)):go()})()`
}

/** The CSP source of a script's text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface PaintFirstOptions {
  /** Called with the CSP hash source of each inline script, in document order. */
  onScriptHash?: (source: string) => void
}

type Attr = { name: string; value: string }
const attr = (attrs: Attr[], name: string) => attrs.find((a) => a.name === name)?.value

export function paintFirst(options: PaintFirstOptions = {}): Transform {
  const decoder = new StringDecoder('utf8')
  const rewriter = new RewritingStream()
  const hrefs: string[] = []
  let entryDone = false
  /** The inline script being read: its type, its text so far, whether it is the module entry. */
  let script: { type: string; text: string; entry: boolean; nonce: string | undefined } | null = null

  rewriter.on('startTag', (tag, raw) => {
    if (tag.tagName === 'link' && attr(tag.attrs, 'rel') === 'modulepreload') {
      const href = attr(tag.attrs, 'href')
      if (href) hrefs.push(href)
      return // removed: the bootstrap adds it back after the first paint
    }
    if (tag.tagName === 'script' && attr(tag.attrs, 'src') === undefined) {
      const type = (attr(tag.attrs, 'type') ?? '').trim().toLowerCase()
      const entry = !entryDone && type === 'module'
      script = { type, text: '', entry, nonce: attr(tag.attrs, 'nonce') }
      if (entry) {
        entryDone = true
        const attrs = tag.attrs.filter((a) => a.name !== 'type' && a.name !== 'async' && a.name !== 'id')
        rewriter.emitStartTag({ ...tag, attrs: [...attrs, { name: 'type', value: INERT_TYPE }, { name: 'id', value: ENTRY_ID }] })
        return
      }
    }
    rewriter.emitRaw(raw)
  })
  rewriter.on('text', (_text, raw) => {
    // Script content is raw text: the raw HTML is the text the browser runs (and hashes).
    if (script) script.text += raw
    rewriter.emitRaw(raw)
  })
  rewriter.on('endTag', (tag, raw) => {
    rewriter.emitRaw(raw)
    if (tag.tagName !== 'script' || !script) return
    const done = script
    script = null
    if (EXECUTABLE.has(done.entry ? INERT_TYPE : done.type)) options.onScriptHash?.(scriptHash(done.text))
    if (done.entry) {
      const boot = bootstrapScript(hrefs)
      options.onScriptHash?.(scriptHash(boot))
      rewriter.emitRaw(`<script${done.nonce === undefined ? '' : ` nonce="${done.nonce}"`}>${boot}</script>`)
    }
  })

  const out = new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk)
      if (text) rewriter.write(text)
      callback()
    },
    flush(callback: TransformCallback) {
      // A document without the module script (none is known) loses only preloads nothing would use.
      const rest = decoder.end()
      if (rest) rewriter.write(rest)
      rewriter.once('end', () => callback())
      rewriter.end()
    },
  })
  rewriter.on('data', (text: string) => out.push(text))
  rewriter.on('error', (error: Error) => out.destroy(error))
  return out
}
